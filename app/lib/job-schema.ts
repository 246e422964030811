// What the owner sends to make and change a job, checked once here for the API and the screens
// (docs/decisions/0030-jobs.md). Money is integer cents; amounts never come from the customer.

import { z } from "zod";
import {
  calendarDaySchema,
  emailField,
  messageField,
  nameField,
  optionalField,
  phoneField,
} from "./enquiry-schema";
import { frameDesignSchema } from "./frame-design-schema";
import {
  DEFAULT_DEPOSIT_PERCENT,
  DEFAULT_LEAD_DAYS,
  DEFAULT_RUSH_LEAD_DAYS,
  MAX_DUE_DAYS,
  MAX_JOB_CENTS,
  MAX_LEAD_DAYS,
  MAX_PAYMENT_AGE_DAYS,
  MAX_PIECES,
  OWNER_PAYMENT_METHODS,
} from "./jobs";
import { jobMoneyFields, moneySettingsFields } from "./money-schema";
import { addDays, shopDay } from "./shop-time";
import { JOB_STAGES } from "./statuses";
import { oneLine } from "./text-rules";

const cents = (label: string) =>
  z
    .number({ error: `${label} must be a number of cents.` })
    .int(`${label} must be whole cents.`)
    .min(0, `${label} cannot be negative.`)
    .max(MAX_JOB_CENTS, `${label} must be at most $100,000.`);

const id = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .positive(`${label} must be positive.`)
    .max(Number.MAX_SAFE_INTEGER, `${label} is too large.`);

// Read on the shop's clock when the date is checked (docs/decisions/0030-jobs.md); "not before the
// job was made" is the service's, which knows the job.
const dueDateSchema = calendarDaySchema.superRefine((day, ctx) => {
  const last = addDays(shopDay(), MAX_DUE_DAYS);
  if (day > last)
    ctx.addIssue({
      code: "custom",
      message: `The due date must be within two years (by ${last}).`,
    });
});

const paidOnSchema = calendarDaySchema.superRefine((day, ctx) => {
  const today = shopDay();
  if (day > today)
    ctx.addIssue({ code: "custom", message: "A payment cannot be dated in the future." });
  else if (day < addDays(today, -MAX_PAYMENT_AGE_DAYS))
    ctx.addIssue({ code: "custom", message: "A payment must be dated within the last year." });
});

// A walk-in may leave only a phone number: then no email goes to them, and the owner prints or
// texts the status link (docs/decisions/0030-jobs.md).
export const jobCustomerSchema = z
  .object({
    name: nameField("Customer name"),
    email: optionalField(emailField),
    phone: optionalField(phoneField),
  })
  .refine((c) => c.email !== undefined || c.phone !== undefined, {
    path: ["email"],
    message: "Give the customer's email or phone number.",
  });

const description = oneLine(
  z
    .string({ error: "Say what the piece is." })
    .trim()
    .min(1, "Say what the piece is.")
    .max(200, "The description must be at most 200 characters."),
  "Description",
);

export const jobPieceSchema = z.object({
  description,
  design: frameDesignSchema,
  // Left out, the piece costs what the catalogue's estimate says.
  priceCents: cents("Price").optional(),
  // Framing is taxable; left out, the piece is.
  taxable: z.boolean({ error: "Taxable must be true or false." }).optional(),
});

const notes = z.preprocess(
  (v) => (v === "" ? null : v),
  messageField("Notes").nullable().optional(),
);

// A job from a quote takes its customer, pieces and price from the quote (extras, a discount and
// an exemption may be added): any other field sent with a quote id is refused, never dropped, so
// a job never silently loses its quote.
const FROM_QUOTE_ONLY =
  "A job from a quote takes its customer and pieces from the quote: send quoteId, and priceCents, extras, discount or taxExemptCertificate if any.";
const FROM_QUOTE_KEYS = new Set(["quoteId", "priceCents", ...Object.keys(jobMoneyFields)]);
const jobFromQuoteSchema = z
  .looseObject({
    quoteId: id("Quote id"),
    priceCents: cents("Price").optional(),
    ...jobMoneyFields,
  })
  .superRefine((body, ctx) => {
    for (const key of Object.keys(body))
      if (!FROM_QUOTE_KEYS.has(key))
        ctx.addIssue({ code: "custom", path: [key], message: FROM_QUOTE_ONLY });
  })
  .transform(({ quoteId, priceCents, extras, discount, taxExemptCertificate }) => ({
    quoteId,
    priceCents,
    extras,
    discount,
    taxExemptCertificate,
  }));

const walkInJobSchema = z.object({
  customer: jobCustomerSchema,
  pieces: z
    .array(jobPieceSchema, { error: "Add the pieces to frame." })
    .min(1, "Add at least one piece.")
    .max(MAX_PIECES, `A job holds at most ${MAX_PIECES} pieces.`),
  dueDate: dueDateSchema.optional(),
  rush: z.boolean({ error: "Rush must be true or false." }).optional(),
  appointmentId: id("Appointment id").optional(),
  notes,
  ...jobMoneyFields,
});

/** The schema a new job's body is read with: a body that names a quote is a job from that quote. */
export function newJobSchemaFor(input: unknown) {
  return input !== null && typeof input === "object" && "quoteId" in input
    ? jobFromQuoteSchema
    : walkInJobSchema;
}

const version = id("Version");

export const jobChangesSchema = z.object({
  version,
  customer: jobCustomerSchema.optional(),
  pieces: z
    .array(jobPieceSchema)
    .min(1, "A job needs at least one piece.")
    .max(MAX_PIECES, `A job holds at most ${MAX_PIECES} pieces.`)
    .optional(),
  dueDate: dueDateSchema.optional(),
  rush: z.boolean({ error: "Rush must be true or false." }).optional(),
  notes,
  ...jobMoneyFields,
  // Price the job again at the shop's current tax rate (an open job only).
  reapplyTaxRate: z.literal(true, { error: "reapplyTaxRate can only be true." }).optional(),
});
export type JobChanges = z.infer<typeof jobChangesSchema>;

export const jobStageChangeSchema = z.object({
  stage: z.enum(JOB_STAGES, { error: "Choose a stage from the list." }),
  notifyCustomer: z.boolean({ error: "Tell the customer must be true or false." }).optional(),
  // On hold: why, in words the customer reads on their status page.
  holdReason: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    oneLine(
      z.string().trim().max(200, "Keep the reason under 200 characters."),
      "The reason",
    ).optional(),
  ),
  // Picked up with money still owed: the owner's explicit choice, kept in the history.
  leaveBalanceOwing: z.boolean({ error: "leaveBalanceOwing must be true or false." }).optional(),
  version,
});

export const jobPaymentSchema = z.object({
  amountCents: cents("Amount").min(1, "The amount must be at least 1 cent."),
  method: z.enum(OWNER_PAYMENT_METHODS, { error: "Choose cash, card, check or other." }),
  note: z.preprocess(
    (v) => (v === "" ? undefined : v),
    oneLine(
      z.string().trim().max(200, "The note must be at most 200 characters."),
      "Note",
    ).optional(),
  ),
  paidOn: paidOnSchema.optional(),
  emailReceipt: z.boolean({ error: "Email the receipt must be true or false." }).optional(),
});

export const jobListQuerySchema = z.object({
  stage: z.enum(JOB_STAGES, { error: "Choose a stage from the list." }).optional(),
  q: oneLine(z.string().trim().max(100, "Search for at most 100 characters."), "Search").optional(),
  due: z.enum(["week", "overdue"], { error: "Due must be week or overdue." }).optional(),
  rush: z.enum(["1"], { error: "Rush must be 1." }).optional(),
  balance: z.enum(["1"], { error: "Balance must be 1." }).optional(),
  // Today's "not picked up" list: ready for this many days or more.
  readyDays: z.coerce.number().int().min(1).max(365).optional(),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

export const jobIdParamSchema = z.object({
  id: z.coerce
    .number({ error: "The job id must be a number." })
    .int({ error: "The job id must be a whole number." })
    .positive({ error: "The job id must be positive." })
    .max(Number.MAX_SAFE_INTEGER, { error: "The job id is too large." }),
});

/** The jobs' settings the owner changes on the Jobs screen; stored as the "jobs" settings row. */
export const jobSettingsSchema = z.object({
  leadDays: z
    .number({ error: "The lead time must be a number of days." })
    .int("The lead time must be whole days.")
    .min(1, "The lead time must be at least 1 day.")
    .max(MAX_LEAD_DAYS, `The lead time must be at most ${MAX_LEAD_DAYS} days.`),
  // A rush job is due this many days after it is made, unless the owner picks a date.
  rushLeadDays: z
    .number({ error: "The rush lead time must be a number of days." })
    .int("The rush lead time must be whole days.")
    .min(1, "The rush lead time must be at least 1 day.")
    .max(MAX_LEAD_DAYS, `The rush lead time must be at most ${MAX_LEAD_DAYS} days.`)
    .default(DEFAULT_RUSH_LEAD_DAYS),
  // The share of the replied price asked as a deposit when a customer approves a quote online.
  depositPercent: z
    .number({ error: "The deposit must be a percentage." })
    .int("The deposit must be a whole percentage.")
    .min(1, "The deposit must be at least 1%.")
    .max(100, "The deposit cannot be more than 100%.")
    .default(DEFAULT_DEPOSIT_PERCENT),
  ...moneySettingsFields,
});
export type JobSettings = z.infer<typeof jobSettingsSchema>;
export const DEFAULT_JOB_SETTINGS: JobSettings = jobSettingsSchema.parse({
  leadDays: DEFAULT_LEAD_DAYS,
});

/** The caption sent with a job photo (a form field beside the file). */
export const jobPhotoCaptionSchema = z
  .string()
  .trim()
  .max(200, "Keep the caption under 200 characters.")
  .pipe(oneLine(z.string(), "The caption"))
  .transform((v) => v || null);

export const jobPhotoParamSchema = jobIdParamSchema.extend({
  photoId: z.coerce
    .number({ error: "The photo id must be a number." })
    .int({ error: "The photo id must be a whole number." })
    .positive({ error: "The photo id must be positive." })
    .max(Number.MAX_SAFE_INTEGER, { error: "The photo id is too large." }),
});

/** The owner's refund of an online payment: the reason is kept with it. */
export const refundSchema = z.object({
  reason: oneLine(
    z
      .string({ error: "Say why the payment is refunded." })
      .trim()
      .min(1, "Say why the payment is refunded.")
      .max(200, "Keep the reason under 200 characters."),
    "The reason",
  ),
});

export const jobPaymentParamSchema = jobIdParamSchema.extend({
  paymentId: z.coerce
    .number({ error: "The payment id must be a number." })
    .int({ error: "The payment id must be a whole number." })
    .positive({ error: "The payment id must be positive." })
    .max(Number.MAX_SAFE_INTEGER, { error: "The payment id is too large." }),
});
