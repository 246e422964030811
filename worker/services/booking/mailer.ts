// Booking changes and their emails, stored together through the outbox
// (docs/decisions/0025-email-outbox.md): a booking and its confirmation email exist together or not
// at all. The kinds of ./emails.ts map onto the outbox's kinds here.

import type { BatchItem } from "drizzle-orm/batch";
import type { EmailKind } from "~/lib/emails";
import type { Database } from "~db/client";
import type { Appointment } from "~db/schema";
import { commitWithEmails, type EmailDraft, type OutboxEnv } from "../outbox";
import type { BookingEmailKind, OutgoingEmail } from "./emails";

export type MailEnv = OutboxEnv & Pick<Env, "NOTIFY_EMAIL_FROM">;

const OUTBOX_KIND: Record<BookingEmailKind, EmailKind> = {
  booked: "booking-booked",
  "owner-new": "owner-booking",
  "owner-cancelled": "owner-booking",
  "owner-rescheduled": "owner-booking",
  confirmed: "booking-confirmed",
  declined: "booking-declined",
  cancelled: "booking-cancelled",
  rescheduled: "booking-moved",
  done: "booking-done",
  no_show: "booking-no-show",
  reminder: "booking-reminder",
};

export interface BookingEmail {
  kind: BookingEmailKind;
  email: OutgoingEmail;
}

export function bookingDraft({ kind, email }: BookingEmail): EmailDraft {
  return {
    kind: OUTBOX_KIND[kind],
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    replyTo: email.replyTo ?? null,
    attachments: email.attachments ?? null,
  };
}

/**
 * Applies one booking change (a statement returning the appointment row) with its emails in one
 * D1 batch. `id` is the booking's, or "inserted" for a new one. Returns the changed row, if any.
 */
export async function changeBooking(
  env: MailEnv,
  id: number | "inserted",
  change: (db: Database) => BatchItem<"sqlite">,
  emails: BookingEmail[],
): Promise<Appointment | { id: number } | undefined> {
  const { rows } = await commitWithEmails<Appointment | { id: number }>(
    env,
    change,
    emails.map(bookingDraft),
    { kind: "appointment", id },
  );
  return rows[0];
}
