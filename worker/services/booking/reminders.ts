// The day-before reminder, run by the hourly Cron Trigger. Each confirmed booking gets one: the
// claim in D1 and the reminder's outbox row are one batch, so two runs, or a run repeated, record
// it once; the outbox then retries the send until it goes (docs/decisions/0025-email-outbox.md).
import { database } from "~db/client";
import { bookingsDueReminder, claimReminder } from "~db/repositories/appointments";
import { shopFacts } from "../shop";
import type { Booked } from "./emails";
import { statusEmail } from "./emails";
import { bookingLink, type LinkEnv } from "./link";
import { changeBooking, type MailEnv } from "./mailer";

// A booking is due its reminder once it starts within the next 24 hours; the hourly cron then
// sends it about a day ahead.
const REMINDER_AHEAD_MS = 24 * 60 * 60 * 1000;

/** Queues the due reminders of confirmed bookings; returns how many were queued. */
export async function sendDueReminders(env: MailEnv & LinkEnv, now = new Date()): Promise<number> {
  const due = await bookingsDueReminder(
    database(env.DB),
    now.toISOString(),
    new Date(now.getTime() + REMINDER_AHEAD_MS).toISOString(),
  );
  if (!due.length) return 0;
  const shop = await shopFacts(env);
  let queued = 0;
  for (const booking of due) {
    const link = await bookingLink(env, booking);
    const claimed = await changeBooking(env, booking.id, (db) => claimReminder(db, booking.id), [
      { kind: "reminder", email: statusEmail(booking as Booked, "reminder", link, shop) },
    ]);
    if (claimed) queued++;
  }
  return queued;
}
