// The owner's side of bookings: the list, status changes (each emails the visitor), moving a
// booking, and the calendar feed.
import { database } from "~db/client";
import { listAppointmentEmails } from "~db/repositories/appointment-emails";
import {
  findAppointment,
  listAppointmentsNewestFirst,
  listBookingsFrom,
  setAppointmentStatus,
} from "~db/repositories/appointments";
import type { Appointment, AppointmentStatus } from "~db/schema";
import { type BookingEnv, type ManageResult, moveBooking } from "./bookings";
import type { Booked } from "./emails";
import { confirmedEmail, statusEmail } from "./emails";
import { ownerFeed } from "./invite";
import { sendBookingEmail } from "./mailer";

export type OwnerAction = "confirm" | "decline" | "done" | "no_show";

// Which statuses each action may start from; confirming twice changes nothing and emails once.
// The new status also names the email the visitor gets.
type OwnerStatus = "confirmed" | "declined" | "done" | "no_show";
const TRANSITIONS: Record<OwnerAction, { to: OwnerStatus; from: AppointmentStatus[] }> = {
  confirm: { to: "confirmed", from: ["pending"] },
  decline: { to: "declined", from: ["pending", "confirmed"] },
  done: { to: "done", from: ["confirmed"] },
  no_show: { to: "no_show", from: ["confirmed"] },
};

export type StatusChange =
  | { status: "changed" | "unchanged"; appointment: Appointment; emailSent: boolean | null }
  | { status: "not-found" }
  | { status: "not-allowed"; error: string; appointment: Appointment };

/** Appointments with the emails each was sent (failed ones are shown to the owner). */
export async function listAppointmentsWithEmails(env: Pick<Env, "DB">) {
  const db = database(env.DB);
  const [appointments, emails] = await Promise.all([
    listAppointmentsNewestFirst(db),
    listAppointmentEmails(db),
  ]);
  return appointments.map((a) => ({
    ...a,
    emails: emails
      .filter((e) => e.appointmentId === a.id)
      .map(({ kind, status, recipient, createdAt }) => ({ kind, status, recipient, createdAt })),
  }));
}

export function listAppointments(env: Pick<Env, "DB">) {
  return listAppointmentsNewestFirst(database(env.DB));
}

function visitorEmail(a: Booked, status: OwnerStatus) {
  return status === "confirmed" ? confirmedEmail(a, null) : statusEmail(a, status, null);
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
    return { status: "unchanged", appointment: existing, emailSent: null };
  const row = await setAppointmentStatus(db, id, rule.to, {
    from: rule.from,
    note: reason ?? null,
  });
  if (!row)
    return {
      status: "not-allowed",
      error: `A ${existing.status.replace("_", "-")} appointment cannot be changed that way.`,
      appointment: existing,
    };
  // Requests from before booking have no slot: nothing to put in an email.
  const booked = row.slotStart && row.slotEnd ? (row as Booked) : undefined;
  const emailSent = booked
    ? await sendBookingEmail(env, id, rule.to, visitorEmail(booked, rule.to))
    : null;
  return { status: "changed", appointment: row, emailSent };
}

/** The owner moves a booking to another free slot; the visitor is told. */
export async function ownerMoveBooking(
  env: BookingEnv,
  id: number,
  input: unknown,
): Promise<ManageResult & { emailSent?: boolean }> {
  const existing = await findAppointment(database(env.DB), id);
  if (!existing?.slotStart || !existing.slotEnd) return { status: "not-found" };
  const result = await moveBooking(env, existing as Booked, input);
  if (result.status !== "done") return result;
  const emailSent = await sendBookingEmail(
    env,
    id,
    "rescheduled",
    statusEmail(result.record, "rescheduled", null),
  );
  return { ...result, emailSent };
}

/** The owner's calendar: pending and confirmed bookings from a month ago on. */
export async function calendarFeed(env: Pick<Env, "DB" | "SITE_URL">, now = new Date()) {
  const from = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const bookings = (await listBookingsFrom(database(env.DB), from)).filter(
    (a): a is Booked =>
      (a.status === "pending" || a.status === "confirmed") && Boolean(a.slotStart && a.slotEnd),
  );
  return ownerFeed(bookings, env.SITE_URL.replace(/\/$/, ""));
}
