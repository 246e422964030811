// Booking a consultation (docs/decisions/0010-booking.md, issue #17): free slots, the booking itself,
// and the visitor's private manage link. Called by the JSON API and the /contact and
// /booking/:token form actions alike.
import { isConsultationType } from "~/content/options";
import { formatSlot } from "~/lib/booking/format";
import {
  checkSlot,
  freeSlots,
  type Interval,
  newAddressShare,
  type Slot,
  slotsOfDay,
} from "~/lib/booking/slots";
import { SECOND_BOOKING_FIELD } from "~/lib/enquiry-form";
import { appointmentSchema, slotChoiceSchema } from "~/lib/enquiry-schema";
import { addDays, shopTimeToDate } from "~/lib/shop-time";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import { database } from "~db/client";
import {
  activeBookingByEmailOn,
  activeBookingsBetween,
  countActiveFutureFor,
  findAppointment,
  findAppointmentByTokenHash,
  insertBookingIfFree,
  isUniqueViolation,
  mayBookUnderShare,
  moveBookingIfFree,
  setAppointmentStatus,
} from "~db/repositories/appointments";
import type { Appointment } from "~db/schema";
import { canDeriveLinks, hashToken, privateLinkToken, randomToken } from "../private-link";
import { dailyCounter } from "../rate-limit";
import { shopFacts } from "../shop";
import { type Booked, bookedEmail, ownerChangeEmail, ownerNewEmail, statusEmail } from "./emails";
import { type LinkEnv, manageUrl } from "./link";
import { type BookingEmail, changeBooking, type MailEnv } from "./mailer";
import { loadBookingSettings } from "./settings";

export type BookingEnv = MailEnv & LinkEnv & Pick<Env, "NOTIFY_EMAIL_TO">;

export const SLOT_TAKEN_MESSAGE = "That time was just taken, please pick another";

// Slot hoarding (docs/decisions/0028-booking-caps-and-spam.md): nothing verifies a visitor, so
// one address holds at most this many future times, and one connection asks at most this many a day.
export const ACTIVE_BOOKINGS_PER_EMAIL = 2;
export const NEW_BOOKINGS_PER_CLIENT_PER_DAY = 3;
export const TOO_MANY_BOOKINGS_FOR_EMAIL = `This email address already has ${ACTIVE_BOOKINGS_PER_EMAIL} upcoming consultations booked. Please cancel or change one with the link in its email, or call us.`;
export const TOO_MANY_BOOKINGS_FROM_CLIENT =
  "Too many booking requests from your connection today. Please call us or try again tomorrow.";
// Unconfirmed bookings from addresses the shop does not know yet hold at most half a day's slots
// (newAddressShare); the owner's confirmation frees the share again.
export const DAY_FULL_FOR_NEW_ADDRESSES =
  "Online requests for that day are full. Please pick another day, or call us to book that day.";

export type BookResult =
  | { status: "stored"; record: Booked; manageToken: string }
  | { status: "ignored" }
  | { status: "invalid"; issues: ValidationIssue[] }
  | { status: "taken"; error: string }
  // The same email already has a booking that day: asked before booking a second one.
  | { status: "duplicate"; error: string; existing: string }

  // Over a booking cap: refused with a message (429), nothing stored.
  | { status: "limited"; error: string; field?: "email" | "preferredDate" };

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

/** Books the chosen slot if it is free: stored once, then the visitor and the owner get an email. */
export async function bookAppointment(
  env: BookingEnv,
  input: unknown,
  now = new Date(),
  // The visitor's connection (CF-Connecting-IP), for the daily cap; hashed before it is stored.
  client = "local",
): Promise<BookResult> {
  const parsed = appointmentSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const a = parsed.data;
  const daily = dailyCounter("booking-day", NEW_BOOKINGS_PER_CLIENT_PER_DAY, client, now);
  if (await daily.reached(env)) return { status: "limited", error: TOO_MANY_BOOKINGS_FROM_CLIENT };
  const held = await countActiveFutureFor(database(env.DB), a.email, now.toISOString());
  if (held >= ACTIVE_BOOKINGS_PER_EMAIL)
    return { status: "limited", error: TOO_MANY_BOOKINGS_FOR_EMAIL, field: "email" };
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
  const day = { day: a.preferredDate, type: a.consultationType, settings };
  const share = newAddressShare(slotsOfDay(day).length);
  if (!(await mayBookUnderShare(database(env.DB), a.email, a.preferredDate, share)))
    return { status: "limited", error: DAY_FULL_FOR_NEW_ADDRESSES, field: "preferredDate" };
  // A second booking by the same email that day is asked about first
  // (docs/decisions/0038-booking-steps.md).
  const second = (input as Record<string, unknown>)[SECOND_BOOKING_FIELD] === "yes";
  const existing = second
    ? undefined
    : await activeBookingByEmailOn(database(env.DB), a.email, a.preferredDate);
  if (existing?.slotStart) {
    const when = formatSlot(existing.slotStart);
    return {
      status: "duplicate",
      existing: when,
      error: `You already have a booking on ${when}. Book another one that day as well?`,
    };
  }

  // Derived from a random salt, so later emails can repeat the link
  // (docs/decisions/0075-derived-booking-links.md); D1 keeps the salt and the token's hash.
  // Without the secret a booking still goes through, with a random token sent once, as before.
  const linkSalt = canDeriveLinks(env) ? randomToken() : null;
  const manageToken = linkSalt ? await privateLinkToken(env, "booking", linkSalt) : randomToken();
  const booking = {
    ...a,
    projectDetails: a.projectDetails ?? null,
    slotStart: check.slot.start.toISOString(),
    slotEnd: check.slot.end.toISOString(),
    manageTokenHash: await hashToken(manageToken),
    linkSalt,
  };
  // The emails are built from the checked values before the insert: the booking and its two
  // emails are stored in one batch, or (the slot taken meanwhile) none of them.
  const projected = { ...booking, id: 0, status: "pending", confirmed: false } as Booked;
  const shop = await shopFacts(env);
  let inserted: { id: number } | Appointment | undefined;
  try {
    inserted = await changeBooking(
      env,
      "inserted",
      (db) => insertBookingIfFree(db, booking, share),
      [
        { kind: "booked", email: bookedEmail(projected, manageUrl(env, manageToken), shop) },
        {
          kind: "owner-new",
          email: ownerNewEmail(projected, env.SITE_URL, env.NOTIFY_EMAIL_TO, shop),
        },
      ],
    );
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
  const row = inserted && (await findAppointment(database(env.DB), inserted.id));
  const record = row && asBooked(row);
  // Someone else's request got the slot between the check and the insert.
  if (!record) return { status: "taken", error: SLOT_TAKEN_MESSAGE };
  await daily.add(env);
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
export async function cancelBooking(env: BookingEnv, token: string): Promise<ManageResult> {
  const booking = await bookingByToken(env, token);
  if (!booking) return { status: "not-found" };
  const cancelled = { ...booking, status: "cancelled" } as Booked;
  const shop = await shopFacts(env);
  const row = await changeBooking(
    env,
    booking.id,
    (db) => setAppointmentStatus(db, booking.id, "cancelled", { from: ["pending", "confirmed"] }),
    [
      {
        kind: "cancelled",
        email: statusEmail(cancelled, "cancelled", manageUrl(env, token), shop),
      },
      {
        kind: "owner-cancelled",
        email: ownerChangeEmail(cancelled, "cancelled", env.SITE_URL, env.NOTIFY_EMAIL_TO, shop),
      },
    ],
  );
  const record = row && "status" in row ? asBooked(row) : undefined;
  if (!record) return { status: "not-allowed", error: "This booking can no longer be cancelled." };
  return { status: "done", record };
}

/**
 * Moves a booking to another free slot (the visitor from the manage page, or the owner), with the
 * emails `tell` builds from the moved booking recorded in the same batch.
 */
export async function moveBooking(
  env: BookingEnv,
  booking: Booked,
  input: unknown,
  tell: (moved: Booked) => BookingEmail[],
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
  const slot = {
    preferredDate,
    preferredTime,
    slotStart: check.slot.start.toISOString(),
    slotEnd: check.slot.end.toISOString(),
  };
  let row: Appointment | { id: number } | undefined;
  try {
    row = await changeBooking(
      env,
      booking.id,
      (db) => moveBookingIfFree(db, booking.id, slot),
      tell({ ...booking, ...slot }),
    );
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
  const record = row && "status" in row ? asBooked(row) : undefined;
  if (!record) return { status: "taken", error: SLOT_TAKEN_MESSAGE };
  return { status: "done", record };
}

/**
 * The free times `booking` could move to on `day`, by the same slot rules as the move itself
 * (its own slot counts as free): what the owner's Move... and the manage page offer.
 */
export async function freeTimesForMove(
  env: Pick<Env, "DB">,
  booking: Booked,
  day: string,
  now = new Date(),
): Promise<Slot[]> {
  const settings = await loadBookingSettings(env);
  const taken = (await takenOn(env, day, day)).filter(
    (t) => t.start.toISOString() !== booking.slotStart,
  );
  const type = isConsultationType(booking.consultationType)
    ? booking.consultationType
    : "General Consultation";
  return freeSlots({ day, type, now, settings, taken });
}

/** The visitor reschedules from the manage page; both sides get an email. */
export async function rescheduleBooking(
  env: BookingEnv,
  token: string,
  input: unknown,
  now = new Date(),
): Promise<ManageResult> {
  const booking = await bookingByToken(env, token);
  if (!booking) return { status: "not-found" };
  const shop = await shopFacts(env);
  return moveBooking(
    env,
    booking,
    input,
    (moved) => [
      {
        kind: "rescheduled",
        email: statusEmail(moved, "rescheduled", manageUrl(env, token), shop),
      },
      {
        kind: "owner-rescheduled",
        email: ownerChangeEmail(moved, "rescheduled", env.SITE_URL, env.NOTIFY_EMAIL_TO, shop),
      },
    ],
    now,
  );
}
