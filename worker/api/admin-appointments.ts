// The owner's bookings: list, CSV, confirm (the old site's call), decline/done/no-show, moving a
// booking, the calendar feed and the booking settings. Mounted behind requireAdmin in ./index.ts.
import { type Context, Hono } from "hono";
import { z } from "zod";
import { bookingSettingsSchema } from "~/lib/booking/settings";
import { STATUS_LABELS } from "~/lib/booking/status";
import { calendarDaySchema } from "~/lib/enquiry-schema";
import { shopDateTime } from "~/lib/shop-time";
import type { Appointment } from "~db/schema";
import {
  calendarFeed,
  changeAppointmentStatus,
  listAppointments,
  listAppointmentsWithEmails,
  type OwnerAction,
  ownerMoveBooking,
  ownerMoveTimes,
} from "../services/booking/owner";
import {
  calendarFeedSecret,
  loadEditableSettings,
  regenerateCalendarFeedSecret,
  saveBookingSettings,
} from "../services/booking/settings";
import { type CsvColumn, toCsv } from "../services/csv";
import type { HonoEnv } from "../types";
import { csvResponse, invalid, jsonError, readJson, validate } from "./http";

const APPOINTMENT_COLUMNS: CsvColumn<Appointment>[] = [
  { header: "Received (Houston time)", value: (r) => shopDateTime(new Date(r.createdAt)) },
  {
    header: "Starts (Houston time)",
    value: (r) => (r.slotStart ? shopDateTime(new Date(r.slotStart)) : ""),
  },
  { header: "Name", value: (r) => r.name },
  { header: "Email", value: (r) => r.email },
  { header: "Phone", value: (r) => r.phone },
  { header: "Preferred date", value: (r) => r.preferredDate },
  { header: "Preferred time", value: (r) => r.preferredTime },
  { header: "Consultation type", value: (r) => r.consultationType },
  { header: "Project details", value: (r) => r.projectDetails },
  { header: "Status", value: (r) => STATUS_LABELS[r.status] },
];

const idParam = z.object({
  id: z.coerce.number().int().positive("Appointment id must be a positive whole number."),
});

const statusBody = z
  .object({
    action: z.enum(["confirm", "decline", "done", "no_show"], {
      error: "Choose confirm, decline, done or no_show.",
    }),
    reason: z.string().trim().max(500, "At most 500 characters.").optional(),
  })
  .refine((b) => b.action !== "decline" || Boolean(b.reason), {
    error: "Please give the visitor a reason.",
    path: ["reason"],
  });

// The tokens' hashes stay on the server.
const forOwner = <T extends Appointment>({ manageTokenHash: _, ...a }: T) => a;

async function applyAction(c: Context<HonoEnv>, id: number, action: OwnerAction, reason?: string) {
  const result = await changeAppointmentStatus(c.env, id, action, reason);
  if (result.status === "not-found") return jsonError(c, 404, "No appointment with that id.");
  if (result.status === "not-allowed") return jsonError(c, 409, result.error);
  return c.json({
    message: `Appointment ${STATUS_LABELS[result.appointment.status].toLowerCase()}.`,
    appointment: forOwner(result.appointment),
  });
}

export const adminAppointments = new Hono<HonoEnv>()
  .get("/appointments", async (c) =>
    c.json({ appointments: (await listAppointmentsWithEmails(c.env)).map(forOwner) }),
  )
  .get("/appointments.csv", async (c) =>
    csvResponse(toCsv(APPOINTMENT_COLUMNS, await listAppointments(c.env)), "appointments"),
  )
  .get("/appointments.ics", async (c) =>
    c.body(await calendarFeed(c.env), 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="heights-frame-studio-bookings.ics"',
    }),
  )
  .patch("/appointments/:id/confirm", validate("param", idParam), (c) =>
    applyAction(c, c.req.valid("param").id, "confirm"),
  )
  .patch(
    "/appointments/:id/status",
    validate("param", idParam),
    validate("json", statusBody),
    (c) => {
      const { action, reason } = c.req.valid("json");
      return applyAction(c, c.req.valid("param").id, action, reason);
    },
  )
  // Move...'s times: only the free ones of the chosen day, by the move's own slot rules.
  .get(
    "/appointments/:id/free-times",
    validate("param", idParam),
    validate("query", z.object({ date: calendarDaySchema })),
    async (c) => {
      const date = c.req.valid("query").date;
      const slots = await ownerMoveTimes(c.env, c.req.valid("param").id, date);
      if (!slots) return jsonError(c, 404, "No booking with that id.");
      return c.json({ date, times: slots.map((s) => s.time) });
    },
  )
  // Decline as spam: one action, the slot freed, nobody emailed.
  .post("/appointments/:id/spam", validate("param", idParam), (c) =>
    applyAction(c, c.req.valid("param").id, "spam"),
  )
  .post("/appointments/:id/reschedule", validate("param", idParam), async (c) => {
    const result = await ownerMoveBooking(c.env, c.req.valid("param").id, await readJson(c));
    if (result.status === "not-found") return jsonError(c, 404, "No booking with that id.");
    if (result.status === "invalid") return invalid(c, result.issues);
    if (result.status === "taken" || result.status === "not-allowed")
      return jsonError(c, 409, result.error);
    return c.json({
      message: "Booking moved.",
      appointment: forOwner(result.record),
    });
  })
  .get("/booking-settings", async (c) =>
    c.json({
      settings: await loadEditableSettings(c.env),
      calendarUrl: `${new URL(c.req.url).origin}/api/calendar/${await calendarFeedSecret(c.env)}.ics`,
    }),
  )
  .put("/booking-settings", validate("json", bookingSettingsSchema), async (c) => {
    await saveBookingSettings(c.env, c.req.valid("json"));
    return c.json({ message: "Booking settings saved.", settings: c.req.valid("json") });
  })
  .post("/booking-settings/calendar-secret", async (c) => {
    const secret = await regenerateCalendarFeedSecret(c.env);
    return c.json({
      message: "New calendar address made; the old one no longer works.",
      calendarUrl: `${new URL(c.req.url).origin}/api/calendar/${secret}.ics`,
    });
  });
