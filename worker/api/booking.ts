// Public booking: free slots and booking a slot (issue #17). The same service functions serve
// the /contact form action and the manage page.
import { Hono } from "hono";
import { z } from "zod";
import { CONSULTATION_TYPES } from "~/content/options";
import { appointmentSuccessMessage, SECOND_BOOKING_FIELD } from "~/lib/enquiry-form";
import { calendarDaySchema } from "~/lib/enquiry-schema";
import { shopIsoString } from "~/lib/shop-time";
import { PUBLIC_WRITES } from "../public-write";
import { freeTimes } from "../services/booking/availability";
import { bookAppointment } from "../services/booking/bookings";
import { calendarFeed } from "../services/booking/owner";
import { existingCalendarFeedSecret } from "../services/booking/settings";
import { sameSecret } from "../services/private-link";
import { clientAddress } from "../services/rate-limit";
import { shopFacts } from "../services/shop";
import type { HonoEnv } from "../types";
import { invalid, jsonError, openApiWrite } from "./http";

const availabilityQuery = z.object({
  date: calendarDaySchema,
  type: z.enum(CONSULTATION_TYPES, { error: "Please choose a consultation type from the list." }),
});

export const availabilityApi = new Hono<HonoEnv>().get("/", async (c) => {
  const parsed = availabilityQuery.safeParse(c.req.query());
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return jsonError(c, 400, `${issue.path.join(".") || "query"}: ${issue.message}`);
  }
  const { date, type } = parsed.data;
  // Reused until a booking or settings change (docs/decisions/0037-free-times-cache.md).
  const free = await freeTimes(c.env, type);
  return c.json({
    date,
    type,
    slots: free.slots(date).map((s) => ({ time: s.time, start: shopIsoString(s.start) })),
    // The days with free time this month and next: what a calendar needs.
    days: free.days,
  });
});

// The one gate for public writes (../public-write.ts) checks the request and the honeypot.
export const appointments = new Hono<HonoEnv>().post("/", async (c) => {
  const gate = await openApiWrite(c, PUBLIC_WRITES.appointmentsApi);
  if (gate instanceof Response) return gate;
  const result =
    gate.status === "honeypot"
      ? ({ status: "ignored" } as const)
      : await bookAppointment(c.env, gate.body, new Date(), clientAddress(c.req.raw));
  if (result.status === "invalid") return invalid(c, result.issues);
  if (result.status === "limited") return jsonError(c, 429, result.error);
  if (result.status === "taken") return jsonError(c, 409, result.error);
  // Sent again with confirmSecond: "yes", it books the second one.
  if (result.status === "duplicate")
    return c.json(
      { error: result.error, existing: result.existing, confirmField: SECOND_BOOKING_FIELD },
      409,
    );
  // A filled honeypot is told the same as a person, with nothing to probe.
  const message = appointmentSuccessMessage((await shopFacts(c.env)).replyPromise);
  if (result.status === "ignored") return c.json({ message, appointment: null }, 201);
  const { manageTokenHash: _, ...appointment } = result.record;
  return c.json(
    {
      message,
      appointment: { ...appointment, start: shopIsoString(new Date(appointment.slotStart)) },
      manageUrl: `/booking/${result.manageToken}`,
    },
    201,
  );
});

// The owner's private calendar subscription: the secret in the URL is the only key.
export const calendarSubscription = new Hono<HonoEnv>().get("/:file", async (c) => {
  const secret = c.req.param("file").replace(/\.ics$/, "");
  // Visitors never create the secret: without one, no address works.
  const expected = await existingCalendarFeedSecret(c.env);
  if (!expected || !sameSecret(secret, expected))
    return jsonError(c, 404, "No calendar at this address.");
  return new Response(await calendarFeed(c.env), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, no-store",
    },
  });
});
