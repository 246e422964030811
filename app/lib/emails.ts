// The email outbox's words, shared by the Worker, the owner's screens and the tests
// (docs/decisions/0025-email-outbox.md). No zod here: the owner's screens import it.

import type { EmailStatus } from "./statuses";

/** The records an email can belong to; `related=<kind>:<id>` in the owner's API. */
export const EMAIL_RELATED_KINDS = ["message", "appointment", "quote", "job"] as const;
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
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/**
 * The automatic answers to a public form (a message, a booking request, a quote request): at most
 * one per recipient an hour and ACKNOWLEDGEMENTS_PER_DAY a day, counted together
 * (docs/decisions/0027-acknowledgement-limits.md).
 */
export const ACKNOWLEDGEMENT_KINDS: readonly EmailKind[] = [
  "acknowledgement",
  "booking-booked",
  "quote-acknowledgement",
];
export const ACKNOWLEDGEMENTS_PER_HOUR = 1;
export const ACKNOWLEDGEMENTS_PER_DAY = 3;

export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  queued: "Sending",
  sent: "Sent",
  failed: "Not sent",
};
