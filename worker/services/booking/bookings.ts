// Booking a consultation (decisions.md section 10, issue #17): free slots, the booking itself,
// and the visitor's private manage link. Called by the JSON API and the /contact and
// /booking/:token form actions alike.
import { type ConsultationType, isConsultationType } from "~/content/options";
import type { BookingSettings } from "~/lib/booking/settings";
import { bookingWindow, checkSlot, freeSlots, type Interval, type Slot } from "~/lib/booking/slots";
import { appointmentSchema, HONEYPOT_FIELD, slotChoiceSchema } from "~/lib/enquiry-schema";
import { addDays, shopTimeToDate } from "~/lib/shop-time";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import { database } from "~db/client";
import {
  activeBookingsBetween,
  findAppointmentByTokenHash,
  insertBookingIfFree,
  moveBookingIfFree,
  setAppointmentStatus,
} from "~db/repositories/appointments";
import type { Appointment } from "~db/schema";
import { type Booked, bookedEmail, ownerChangeEmail, ownerNewEmail, statusEmail } from "./emails";
import { type MailEnv, sendBookingEmail } from "./mailer";
import { hashToken, loadBookingSettings, randomToken } from "./settings";

export type BookingEnv = MailEnv & Pick<Env, "NOTIFY_EMAIL_TO" | "SITE_URL">;
type WaitUntil = (promise: Promise<unknown>) => void;

export const SLOT_TAKEN_MESSAGE = "That time was just taken, please pick another";

export type BookResult =
  | { status: "stored"; record: Booked; manageToken: string }
  | { status: "ignored" }
  | { status: "invalid"; issues: ValidationIssue[] }
  | { status: "taken"; error: string };

export function manageUrl(env: Pick<Env, "SITE_URL">, token: string): string {
  return `${env.SITE_URL.replace(/\/$/, "")}/booking/${token}`;
}

function asBooked(a: Appointment): Booked | undefined {
  return a.slotStart && a.slotEnd ? (a as Booked) : undefined;
}

async function takenOn(env: Pick<Env, "DB">, fromDay: string, toDay: string): Promise<Interval[]> {
  const rows = await activeBookingsBetween(
    database(env.DB),
    shopTimeToDate(fromDay, 0).toISOString(),
    shopTimeToDate(addDays(toDay, 1), 0).toISOString(),
  );
  return rows.flatMap((r) =>
    r.slotStart && r.slotEnd ? [{ start: new Date(r.slotStart), end: new Date(r.slotEnd) }] : [],
  );
}

/** The free slots of one day for one consultation type. */
export async function availability(
  env: Pick<Env, "DB">,
  day: string,
  type: ConsultationType,
  now = new Date(),
): Promise<Slot[]> {
  const settings = await loadBookingSettings(env);
  return freeSlots({ day, type, now, settings, taken: await takenOn(env, day, day) });
}

/** The days in the booking window with at least one free slot, for the visitor's calendar. */
export async function availableDays(
  env: Pick<Env, "DB">,
  type: ConsultationType,
  now = new Date(),
  settings?: BookingSettings,
): Promise<string[]> {
  const s = settings ?? (await loadBookingSettings(env));
  const { first, last } = bookingWindow(now, s);
  const taken = await takenOn(env, first, last);
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1))
    if (freeSlots({ day, type, now, settings: s, taken }).length > 0) days.push(day);
  return days;
}

function isSpam(input: unknown): boolean {
  const value = (input as Record<string, unknown> | null)?.[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}

/** Books the chosen slot if it is free: stored once, then the visitor and the owner get an email. */
export async function bookAppointment(
  env: BookingEnv,
  input: unknown,
  waitUntil: WaitUntil,
  now = new Date(),
): Promise<BookResult> {
  if (isSpam(input)) return { status: "ignored" };
  const parsed = appointmentSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const a = parsed.data;
  const settings = await loadBookingSettings(env);
  const check = checkSlot(
    {
      day: a.preferredDate,
      type: a.consultationType,
      now,
      settings,
      taken: await takenOn(env, a.preferredDate, a.preferredDate),
    },
    a.preferredTime,
  );
  if (check.status === "invalid") return { status: "invalid", issues: [check.issue] };
  if (check.status === "taken") return { status: "taken", error: SLOT_TAKEN_MESSAGE };

  const manageToken = randomToken();
  const row = await insertBookingIfFree(database(env.DB), {
    ...a,
    projectDetails: a.projectDetails ?? null,
    slotStart: check.slot.start.toISOString(),
    slotEnd: check.slot.end.toISOString(),
    manageTokenHash: await hashToken(manageToken),
  });
  const record = row && asBooked(row);
  // Someone else's request got the slot between the check and the insert.
  if (!record) return { status: "taken", error: SLOT_TAKEN_MESSAGE };

  waitUntil(
    Promise.all([
      sendBookingEmail(env, record.id, "booked", bookedEmail(record, manageUrl(env, manageToken))),
      sendBookingEmail(
        env,
        record.id,
        "owner-new",
        ownerNewEmail(record, env.SITE_URL, env.NOTIFY_EMAIL_TO),
      ),
    ]),
  );
  return { status: "stored", record, manageToken };
}

/** The booking behind a manage link, or undefined for an unknown (forged) token. */
export async function bookingByToken(
  env: Pick<Env, "DB">,
  token: string,
): Promise<Booked | undefined> {
  if (!/^[A-Za-z0-9_-]{22}$/.test(token)) return undefined;
  const row = await findAppointmentByTokenHash(database(env.DB), await hashToken(token));
  return row && asBooked(row);
}

export type ManageResult =
  | { status: "done"; record: Booked }
  | { status: "not-found" }
  | { status: "not-allowed"; error: string }
  | { status: "invalid"; issues: ValidationIssue[] }
  | { status: "taken"; error: string };

/** The visitor cancels: the slot is free at once; the owner is told. */
export async function cancelBooking(
  env: BookingEnv,
  token: string,
  waitUntil: WaitUntil,
): Promise<ManageResult> {
  const booking = await bookingByToken(env, token);
  if (!booking) return { status: "not-found" };
  const row = await setAppointmentStatus(database(env.DB), booking.id, "cancelled", {
    from: ["pending", "confirmed"],
  });
  const record = row && asBooked(row);
  if (!record) return { status: "not-allowed", error: "This booking can no longer be cancelled." };
  waitUntil(
    Promise.all([
      sendBookingEmail(env, record.id, "cancelled", statusEmail(record, "cancelled", null)),
      sendBookingEmail(
        env,
        record.id,
        "owner-cancelled",
        ownerChangeEmail(record, "cancelled", env.SITE_URL, env.NOTIFY_EMAIL_TO),
      ),
    ]),
  );
  return { status: "done", record };
}

/** Moves a booking to another free slot (the visitor from the manage page, or the owner). */
export async function moveBooking(
  env: BookingEnv,
  booking: Booked,
  input: unknown,
  now = new Date(),
): Promise<ManageResult> {
  if (booking.status !== "pending" && booking.status !== "confirmed")
    return { status: "not-allowed", error: "This booking can no longer be changed." };
  const parsed = slotChoiceSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const { preferredDate, preferredTime } = parsed.data;
  const settings = await loadBookingSettings(env);
  const taken = (await takenOn(env, preferredDate, preferredDate)).filter(
    (t) => t.start.toISOString() !== booking.slotStart,
  );
  const type = isConsultationType(booking.consultationType)
    ? booking.consultationType
    : "General Consultation";
  const check = checkSlot({ day: preferredDate, type, now, settings, taken }, preferredTime);
  if (check.status === "invalid") return { status: "invalid", issues: [check.issue] };
  if (check.status === "taken") return { status: "taken", error: SLOT_TAKEN_MESSAGE };
  const row = await moveBookingIfFree(database(env.DB), booking.id, {
    preferredDate,
    preferredTime,
    slotStart: check.slot.start.toISOString(),
    slotEnd: check.slot.end.toISOString(),
  });
  const record = row && asBooked(row);
  if (!record) return { status: "taken", error: SLOT_TAKEN_MESSAGE };
  return { status: "done", record };
}

/** The visitor reschedules from the manage page; both sides get an email. */
export async function rescheduleBooking(
  env: BookingEnv,
  token: string,
  input: unknown,
  waitUntil: WaitUntil,
  now = new Date(),
): Promise<ManageResult> {
  const booking = await bookingByToken(env, token);
  if (!booking) return { status: "not-found" };
  const result = await moveBooking(env, booking, input, now);
  if (result.status !== "done") return result;
  const record = result.record;
  waitUntil(
    Promise.all([
      sendBookingEmail(
        env,
        record.id,
        "rescheduled",
        statusEmail(record, "rescheduled", manageUrl(env, token)),
      ),
      sendBookingEmail(
        env,
        record.id,
        "owner-rescheduled",
        ownerChangeEmail(record, "rescheduled", env.SITE_URL, env.NOTIFY_EMAIL_TO),
      ),
    ]),
  );
  return result;
}
