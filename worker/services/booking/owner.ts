// The owner's side of bookings: the list, status changes (each emails the visitor), moving a
// booking, and the calendar feed.
import type { ShopFacts } from "~/lib/shop-schema";
import type { AppointmentStatus } from "~/lib/statuses";
import { database } from "~db/client";
import {
  findAppointment,
  listAppointmentsNewestFirst,
  listBookingsFrom,
  setAppointmentStatus,
} from "~db/repositories/appointments";
import { listEmails } from "~db/repositories/emails";
import type { Appointment } from "~db/schema";
import { shopFacts } from "../shop";
import { type BookingEnv, freeTimesForMove, type ManageResult, moveBooking } from "./bookings";
import type { Booked } from "./emails";
import { confirmedEmail, statusEmail } from "./emails";
import { ownerFeed } from "./invite";
import { bookingLink } from "./link";
import { changeBooking } from "./mailer";

export type OwnerAction = "confirm" | "decline" | "done" | "no_show" | "spam";

// Which statuses each action may start from; confirming twice changes nothing and emails once.
// The new status also names the email the visitor gets.
type OwnerStatus = "confirmed" | "declined" | "done" | "no_show" | "spam";
const TRANSITIONS: Record<OwnerAction, { to: OwnerStatus; from: AppointmentStatus[] }> = {
  confirm: { to: "confirmed", from: ["pending"] },
  decline: { to: "declined", from: ["pending", "confirmed"] },
  done: { to: "done", from: ["confirmed"] },
  no_show: { to: "no_show", from: ["confirmed"] },
  // Frees the slot and tells nobody (docs/decisions/0028-booking-caps-and-spam.md).
  spam: { to: "spam", from: ["pending", "confirmed"] },
};

export type StatusChange =
  | { status: "changed" | "unchanged"; appointment: Appointment; emailQueued: boolean | null }
  | { status: "not-found" }
  | { status: "not-allowed"; error: string; appointment: Appointment };

/** Appointments with the emails each was sent (failed ones are shown to the owner). */
export async function listAppointmentsWithEmails(env: Pick<Env, "DB">) {
  const db = database(env.DB);
  const appointments = await listAppointmentsNewestFirst(db);
  const emails = await listEmails(db, {
    related: { kind: "appointment" },
    limit: 10_000,
  });
  return appointments.map((a) => ({
    ...a,
    emails: emails.filter((e) => e.relatedId === a.id).map(({ relatedKind: _, ...e }) => e),
  }));
}

export function listAppointments(env: Pick<Env, "DB">) {
  return listAppointmentsNewestFirst(database(env.DB));
}

function visitorEmail(
  a: Booked,
  status: Exclude<OwnerStatus, "spam">,
  link: string | null,
  shop: ShopFacts,
) {
  return status === "confirmed"
    ? confirmedEmail(a, link, shop)
    : statusEmail(a, status, link, shop);
}

export async function changeAppointmentStatus(
  env: BookingEnv,
  id: number,
  action: OwnerAction,
  reason?: string | null,
): Promise<StatusChange> {
  const db = database(env.DB);
  const rule = TRANSITIONS[action];
  const existing = await findAppointment(db, id);
  if (!existing) return { status: "not-found" };
  if (existing.status === rule.to)
    return { status: "unchanged", appointment: existing, emailQueued: null };
  // Requests from before booking have no slot: nothing to put in an email.
  const booked =
    rule.to !== "spam" && existing.slotStart && existing.slotEnd
      ? ({ ...existing, status: rule.to, statusNote: reason ?? null } as Booked)
      : undefined;
  const row = await changeBooking(
    env,
    id,
    (db) => setAppointmentStatus(db, id, rule.to, { from: rule.from, note: reason ?? null }),
    booked && rule.to !== "spam"
      ? [
          {
            kind: rule.to,
            email: visitorEmail(
              booked,
              rule.to,
              await bookingLink(env, booked),
              await shopFacts(env),
            ),
          },
        ]
      : [],
  );
  if (!row || !("status" in row))
    return {
      status: "not-allowed",
      error: `A ${existing.status.replace("_", "-")} appointment cannot be changed that way.`,
      appointment: existing,
    };
  return { status: "changed", appointment: row, emailQueued: Boolean(booked) };
}

/** The owner moves a booking to another free slot; the visitor is told. */
export async function ownerMoveBooking(
  env: BookingEnv,
  id: number,
  input: unknown,
): Promise<ManageResult> {
  const existing = await findAppointment(database(env.DB), id);
  if (!existing?.slotStart || !existing.slotEnd) return { status: "not-found" };
  const link = await bookingLink(env, existing);
  const shop = await shopFacts(env);
  return moveBooking(env, existing as Booked, input, (moved) => [
    { kind: "rescheduled", email: statusEmail(moved, "rescheduled", link, shop) },
  ]);
}

/** The free times the owner may move booking `id` to on `day`; undefined for an unknown id. */
export async function ownerMoveTimes(env: Pick<Env, "DB">, id: number, day: string) {
  const existing = await findAppointment(database(env.DB), id);
  if (!existing?.slotStart || !existing.slotEnd) return undefined;
  return freeTimesForMove(env, existing as Booked, day);
}

/** The owner's calendar: pending and confirmed bookings from a month ago on. */
export async function calendarFeed(env: Pick<Env, "DB" | "SITE_URL">, now = new Date()) {
  const from = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const bookings = (await listBookingsFrom(database(env.DB), from)).filter(
    (a): a is Booked =>
      (a.status === "pending" || a.status === "confirmed") && Boolean(a.slotStart && a.slotEnd),
  );
  return ownerFeed(bookings, env.SITE_URL.replace(/\/$/, ""), await shopFacts(env));
}
