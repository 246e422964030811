// The owner's view of enquiries: lists, CSV exports and confirming appointments.
// Mounted behind requireAdmin in ./index.ts.
import { Hono } from "hono";
import { z } from "zod";
import { serviceLabel } from "~/content/options";
import { shopDay } from "~/lib/shop-time";
import type { Appointment, Contact } from "~db/schema";
import { type CsvColumn, csvFileName, toCsv } from "../services/csv";
import { confirmAppointment, listAppointments, listContacts } from "../services/enquiries";
import type { HonoEnv } from "../types";
import { jsonError, validate } from "./http";

const CONTACT_COLUMNS: CsvColumn<Contact>[] = [
  { header: "Received", value: (r) => r.createdAt },
  { header: "First name", value: (r) => r.firstName },
  { header: "Last name", value: (r) => r.lastName },
  { header: "Email", value: (r) => r.email },
  { header: "Phone", value: (r) => r.phone },
  { header: "Service", value: (r) => serviceLabel(r.service) ?? r.service },
  { header: "Message", value: (r) => r.message },
];

const APPOINTMENT_COLUMNS: CsvColumn<Appointment>[] = [
  { header: "Received", value: (r) => r.createdAt },
  { header: "Name", value: (r) => r.name },
  { header: "Email", value: (r) => r.email },
  { header: "Phone", value: (r) => r.phone },
  { header: "Preferred date", value: (r) => r.preferredDate },
  { header: "Preferred time", value: (r) => r.preferredTime },
  { header: "Consultation type", value: (r) => r.consultationType },
  { header: "Project details", value: (r) => r.projectDetails },
  { header: "Status", value: (r) => (r.confirmed ? "Confirmed" : "Pending") },
];

function csvResponse(body: string, kind: string) {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFileName(kind, shopDay())}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

const idParam = z.object({
  id: z.coerce.number().int().positive("Appointment id must be a positive whole number."),
});

export const adminEnquiries = new Hono<HonoEnv>()
  .get("/contacts", async (c) => c.json({ contacts: await listContacts(c.env) }))
  .get("/contacts.csv", async (c) =>
    csvResponse(toCsv(CONTACT_COLUMNS, await listContacts(c.env)), "contacts"),
  )
  .get("/appointments", async (c) => c.json({ appointments: await listAppointments(c.env) }))
  .get("/appointments.csv", async (c) =>
    csvResponse(toCsv(APPOINTMENT_COLUMNS, await listAppointments(c.env)), "appointments"),
  )
  .patch("/appointments/:id/confirm", validate("param", idParam), async (c) => {
    const appointment = await confirmAppointment(c.env, c.req.valid("param").id);
    if (!appointment) return jsonError(c, 404, "No appointment with that id.");
    return c.json({ message: "Appointment confirmed.", appointment });
  });
