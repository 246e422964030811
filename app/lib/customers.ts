// Customers: the people behind messages, bookings, quotes and jobs, one per email address (case
// and surrounding spaces ignored). Shared by the owner's API, the screens and the tests
// (docs/decisions/0032-customers-and-retention.md).
import { z } from "zod";
import { business, periodInWords } from "~/content/business";
import { emailField, nameField, optionalField, phoneField } from "./enquiry-schema";
import { multiLine, oneLine } from "./text-rules";

/** The one key of a person: their email address, trimmed and lower-cased (as SQL's lower(trim())). */
export const personKey = (email: string) => email.trim().toLowerCase();

export const CUSTOMERS_PAGE_SIZE = 50;
// A search looks for its first ten distinct words, as the Jobs and Messages searches do.
export const CUSTOMER_SEARCH_MAX_WORDS = 10;
export const MAX_CUSTOMER_NOTES = 5000;

export const TIMELINE_KINDS = [
  "added",
  "message",
  "reply",
  "booking",
  "quote",
  "quote-reply",
  "job",
  "job-event",
  "email",
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const customerListQuerySchema = z.object({
  q: oneLine(z.string().trim().max(100, "Search for at most 100 characters."), "The search")
    .optional()
    .transform((v) => v || undefined),
  page: z.coerce
    .number({ error: "The page must be a number." })
    .int("The page must be a whole number.")
    .min(1, "Pages start at 1.")
    .max(100_000, "There are not that many pages.")
    .default(1),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** The person in a URL: their email address, URL-encoded; checked loosely (old rows may differ). */
export const customerParamSchema = z.object({
  email: oneLine(
    z
      .string()
      .trim()
      .min(3, "Say whose page: an email address.")
      .max(254, "An email address is at most 254 characters."),
    "The email address",
  )
    .refine((v) => v.includes("@"), "That is not an email address.")
    .transform(personKey),
});

export const customerNotesSchema = z.object({
  notes: multiLine(
    z
      .string({ error: "Notes must be text." })
      .trim()
      .max(MAX_CUSTOMER_NOTES, `Keep notes under ${MAX_CUSTOMER_NOTES} characters.`),
    "Notes",
  ),
});

/** A person the owner adds by hand (a walk-in who has not written yet): POST /api/admin/customers. */
export const newCustomerSchema = z.object({
  name: nameField("Name"),
  email: emailField,
  phone: optionalField(phoneField),
  notes: customerNotesSchema.shape.notes.optional(),
});

/** The counts an erasure reports (and the erasure log keeps). */
export interface ErasureCounts {
  messages: number;
  replies: number;
  bookings: number;
  quotes: number;
  photos: number;
  emails: number;
  notes: number;
  jobsAnonymised: number;
}

export const customerPath = (email: string) =>
  `/admin/customers/${encodeURIComponent(personKey(email))}`;

/** One email on the owner's Emails screen: the list of every status, opened at that email. */
export const emailPath = (id: number) => `/admin/emails?status=all#email-${id}`;

/**
 * Today's sentence about the nightly clean-up (record 0032): what it deleted last, or what it will
 * delete; the period in the privacy page's words, from the one number.
 */
export function privacyCleanupText(
  last: { at: string; people: number } | null,
  when: (iso: string) => string,
): string {
  const period = periodInWords(business.policies.keepEnquiriesMonths);
  if (!last)
    return `Privacy clean-up: each night, the records of anyone we last heard from more than ${period} ago are deleted. No one has been away that long yet.`;
  const who = last.people === 1 ? "1 person" : `${last.people} people`;
  return `Privacy clean-up: on ${when(last.at)} the nightly job deleted the records of ${who} we last heard from more than ${period} before.`;
}
