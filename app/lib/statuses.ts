// Every status a stored record moves through, in one place: the database's columns (db/schema.ts),
// the zod schemas, the services and the owner's screens all read their lists from here, so a new
// state is added once. Labels and rules stay with their records (./messages.ts, ./jobs.ts, ...).
// No imports: db/schema.ts reads this file and drizzle-kit loads it without the app's aliases.

/** An appointment request, from the visitor's booking to its end (docs/decisions/0028-booking-caps-and-spam.md). */
export const APPOINTMENT_STATUSES = [
  "pending",
  "confirmed",
  "declined",
  "cancelled",
  "done",
  "no_show",
  // Declined by the owner as spam: the slot freed, nobody emailed, not counted as a decline.
  "spam",
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

// A message: new until the owner answers (by email from the panel, or marks it answered);
// archived when done.
export const MESSAGE_STATUSES = ["new", "replied", "archived"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** A quote request from the frame designer: new, replied with a price, then won or lost. */
export const QUOTE_STATUSES = ["new", "replied", "won", "lost"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** A job's stage: the workshop's path, in order; On hold and Cancelled sit beside it. */
export const JOB_STAGES = [
  // A job from a quote, before the customer brings the piece in.
  "awaiting_dropoff",
  "received",
  "materials_ordered",
  "in_production",
  "ready",
  "picked_up",
  "on_hold",
  "cancelled",
] as const;
export type JobStage = (typeof JOB_STAGES)[number];

// A blog post is a draft, seen by the owner alone, until it is published
// (docs/decisions/0016-kept-from-the-old-site.md).
export const POST_STATUSES = ["draft", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** An email in the outbox (docs/decisions/0025-email-outbox.md): queued: recorded and waiting for
 * the consumer (or its retry); sent; failed: gave up, Resend; skipped: the shop decided not to
 * send it (a limit of docs/decisions/0027-acknowledgement-limits.md), the reason in last_error. */
export const EMAIL_STATUSES = ["queued", "sent", "failed", "skipped"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
