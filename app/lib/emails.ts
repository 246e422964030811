// The email outbox's words, shared by the Worker, the owner's screens and the tests
// (docs/decisions/0025-email-outbox.md). No zod here: the owner's screens import it.

import type { EmailStatus } from "./statuses";

/** The records an email can belong to; `related=<kind>:<id>` in the owner's API. */
export const EMAIL_RELATED_KINDS = [
  "message",
  "appointment",
  "quote",
  "job",
  "purchase_order",
] as const;
export type EmailRelatedKind = (typeof EMAIL_RELATED_KINDS)[number];

/** Every kind of email the product sends: one builder function per kind. */
export const EMAIL_KINDS = [
  "owner-notification",
  "acknowledgement",
  "booking-booked",
  "booking-confirmed",
  "booking-declined",
  "booking-moved",
  "booking-cancelled",
  "booking-reminder",
  "booking-done",
  "booking-no-show",
  "owner-booking",
  "message-reply",
  "quote-reply",
  "job-created",
  "job-stage",
  "job-ready",
  "job-pickup-reminder",
  "job-picked-up",
  "job-receipt",
  "quote-acknowledgement",
  "purchase-order",
  "erasure-confirmed",
  "booking-closure",
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/**
 * The emails that make no one a customer: the shop's notices to itself (about a person's record,
 * never to them) and its orders to vendors (docs/decisions/0099-materials-and-frame-order.md).
 */
export const OWNER_EMAIL_KINDS: readonly EmailKind[] = [
  "owner-notification",
  "owner-booking",
  "purchase-order",
];

/**
 * The emails that make no one a person (the customer index's triggers skip them too,
 * migrations/0027): the shop's own notices, and the confirmation that a person's records were
 * erased, which must not bring them back (docs/decisions/0032-customers-and-retention.md).
 */
export const NO_PERSON_EMAIL_KINDS: readonly EmailKind[] = [
  ...OWNER_EMAIL_KINDS,
  "erasure-confirmed",
];

/**
 * What a stranger can make the shop send to someone else: the automatic answer to a message and
 * to a quote request. Limited per mailbox (`mailboxOf`, ./mailbox.ts) to ACKNOWLEDGEMENTS_PER_HOUR
 * an hour and ACKNOWLEDGEMENTS_PER_DAY a day, and per connection to
 * ACKNOWLEDGEMENTS_PER_CLIENT_PER_HOUR an hour, counted together. The email of something the
 * visitor asked for (a booking, a job, a receipt) is never limited
 * (docs/decisions/0027-acknowledgement-limits.md).
 */
export const ACKNOWLEDGEMENT_KINDS: readonly EmailKind[] = [
  "acknowledgement",
  "quote-acknowledgement",
];
export const ACKNOWLEDGEMENTS_PER_HOUR = 1;
export const ACKNOWLEDGEMENTS_PER_DAY = 3;
export const ACKNOWLEDGEMENTS_PER_CLIENT_PER_HOUR = 3;

/** Why an acknowledgement was recorded as not sent (kept in the row's last_error). */
export const HELD_BACK = {
  hour: "Not sent: this mailbox already had an acknowledgement in the last hour.",
  day: `Not sent: this mailbox already had ${ACKNOWLEDGEMENTS_PER_DAY} acknowledgements in the last 24 hours.`,
  client: `Not sent: ${ACKNOWLEDGEMENTS_PER_CLIENT_PER_HOUR} acknowledgements already went out in the last hour for requests from the same connection.`,
} as const;

export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  queued: "Sending",
  sent: "Sent",
  failed: "Not sent",
  skipped: "Not sent",
};
