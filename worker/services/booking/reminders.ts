// The day-before reminder (spec.md: "a call comes 24 hours before"): run by the Cron Trigger.
// Each confirmed booking gets one: the claim in D1 comes before the email, so two runs, or a run
// repeated, never send it twice; a failed email gives the claim back for the next run.
import { database } from "~db/client";
import { bookingsDueReminder, claimReminder, releaseReminder } from "~db/repositories/appointments";
import type { Booked } from "./emails";
import { statusEmail } from "./emails";
import { type MailEnv, sendBookingEmail } from "./mailer";

// A booking is due its reminder once it starts within the next 24 hours; the hourly cron then
// sends it about a day ahead.
const REMINDER_AHEAD_MS = 24 * 60 * 60 * 1000;

/** Sends the due reminders of confirmed bookings; returns how many went. */
export async function sendDueReminders(env: MailEnv, now = new Date()): Promise<number> {
  const db = database(env.DB);
  const due = await bookingsDueReminder(
    db,
    now.toISOString(),
    new Date(now.getTime() + REMINDER_AHEAD_MS).toISOString(),
  );
  let sent = 0;
  for (const booking of due) {
    if (!(await claimReminder(db, booking.id))) continue;
    const ok = await sendBookingEmail(
      env,
      booking.id,
      "reminder",
      statusEmail(booking as Booked, "reminder", null),
    );
    if (ok) sent++;
    else await releaseReminder(db, booking.id);
  }
  return sent;
}
