// What the owner sends about a job's money, checked once here for the API, the screens and the
// tests (docs/decisions/0096-sales-tax-and-totals.md): extras, a discount, a tax exemption, the
// tax settings, counter refunds and the sales report's range. Amounts are integer cents.
import { z } from "zod";
import { MAX_JOB_CENTS, OWNER_PAYMENT_METHODS } from "./jobs";
import { percentToThousandths } from "./money";
import { addDays } from "./shop-time";
import { oneLine } from "./text-rules";

export const MAX_EXTRAS = 20;
export const MAX_EXTRA_QUANTITY = 1000;
/** A sales tax rate above this is a typo (no US rate comes near it). */
export const MAX_TAX_PERCENT = 20;
/** The longest range the sales report covers. */
export const MAX_REPORT_DAYS = 366;

export const centsField = (label: string) =>
  z
    .number({ error: `${label} must be a number of cents.` })
    .int(`${label} must be whole cents.`)
    .min(0, `${label} cannot be negative.`)
    .max(MAX_JOB_CENTS, `${label} must be at most $100,000.`);

const text = (label: string, max: number, required: string) =>
  oneLine(
    z
      .string({ error: required })
      .trim()
      .min(1, required)
      .max(max, `${label} must be at most ${max} characters.`),
    label,
  );

/** A percentage with at most three decimals, between the bounds. */
const percentField = (label: string, min: number, max: number, minMessage: string) =>
  z
    .number({ error: `${label} must be a percentage.` })
    .min(min, minMessage)
    .max(max, `${label} must be at most ${max}%.`)
    .refine(
      (v) => Math.abs(v * 1000 - percentToThousandths(v)) < 1e-6,
      `${label} takes at most three decimals (e.g. 8.25).`,
    );

export const taxPercentField = percentField(
  "The sales tax rate",
  0,
  MAX_TAX_PERCENT,
  "The sales tax rate cannot be negative.",
);

/** One extra line on a job: a rush fee, hanging hardware, delivery, installation... */
export const jobExtraSchema = z.object({
  description: text("The extra's description", 120, "Say what the extra is."),
  quantity: z
    .number({ error: "The quantity must be a number." })
    .int("The quantity must be a whole number.")
    .min(1, "The quantity must be at least 1.")
    .max(MAX_EXTRA_QUANTITY, `The quantity must be at most ${MAX_EXTRA_QUANTITY}.`),
  unitCents: centsField("The unit price"),
  taxable: z.boolean({ error: "Taxable must be true or false." }).optional(),
});
export type JobExtraInput = z.infer<typeof jobExtraSchema>;

export const jobExtrasSchema = z
  .array(jobExtraSchema, { error: "Extras must be a list." })
  .max(MAX_EXTRAS, `A job holds at most ${MAX_EXTRAS} extras.`)
  .refine(
    (extras) => extras.every((e) => e.quantity * e.unitCents <= MAX_JOB_CENTS),
    "An extra must come to at most $100,000.",
  );

const discountReason = text("The discount's reason", 120, "Say why the discount is given.");

/** A discount before tax: a percent or an amount, with the reason printed on the receipt. */
export const jobDiscountSchema = z.union(
  [
    z.strictObject({
      percent: percentField("The discount", 0.001, 100, "The discount must be more than 0%."),
      reason: discountReason,
    }),
    z.strictObject({
      amountCents: centsField("The discount").min(1, "The discount must be at least 1 cent."),
      reason: discountReason,
    }),
  ],
  { error: "Give the discount as { percent, reason } or { amountCents, reason }." },
);
export type JobDiscountInput = z.infer<typeof jobDiscountSchema>;

/** A resale or exemption certificate number; an empty one means the job is not exempt. */
export const taxExemptCertificateField = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? null : v),
  oneLine(
    z
      .string({ error: "The certificate number must be text." })
      .trim()
      .max(60, "The certificate number must be at most 60 characters."),
    "The certificate number",
  ).nullable(),
);

/** The money fields a new job or an edit may carry. */
export const jobMoneyFields = {
  extras: jobExtrasSchema.optional(),
  discount: jobDiscountSchema.nullable().optional(),
  taxExemptCertificate: taxExemptCertificateField.optional(),
};

/** One of the shop's usual extras, offered on the job screen. */
export const usualExtraSchema = z.object({
  description: text("The extra's description", 120, "Say what the extra is."),
  unitCents: centsField("The price"),
  taxable: z.boolean({ error: "Taxable must be true or false." }),
});
export type UsualExtra = z.infer<typeof usualExtraSchema>;

export const DEFAULT_USUAL_EXTRAS: UsualExtra[] = [
  { description: "Rush fee", unitCents: 2_500, taxable: true },
  { description: "Hanging hardware", unitCents: 800, taxable: true },
  { description: "Delivery", unitCents: 3_500, taxable: true },
  // Installed on a home, stated apart from the frame: not taxed in Texas.
  { description: "Installation", unitCents: 7_500, taxable: false },
];

export const ACCOUNTING_METHODS = ["accrual", "cash"] as const;
export type AccountingMethod = (typeof ACCOUNTING_METHODS)[number];
export const ACCOUNTING_METHOD_LABELS: Record<AccountingMethod, string> = {
  accrual: "Accrual (tax when the job is picked up)",
  cash: "Cash (tax when the money comes in)",
};

export const DEFAULT_TAX_PERCENT = 8.25;
export const DEFAULT_TAX_LABEL = "Texas sales tax";

/** The tax and till settings, part of the jobs' settings row. */
export const moneySettingsFields = {
  salesTaxPercent: taxPercentField.default(DEFAULT_TAX_PERCENT),
  salesTaxLabel: text("The tax label", 60, "Name the tax (e.g. Texas sales tax).").default(
    DEFAULT_TAX_LABEL,
  ),
  // The shop's sales tax permit or taxpayer number, printed on receipts when set.
  salesTaxId: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    text("The tax id", 40, "Type the tax id.").optional(),
  ),
  accountingMethod: z
    .enum(ACCOUNTING_METHODS, { error: "Choose accrual or cash." })
    .default("accrual"),
  usualExtras: z
    .array(usualExtraSchema, { error: "The usual extras must be a list." })
    .max(MAX_EXTRAS, `Keep at most ${MAX_EXTRAS} usual extras.`)
    .default(DEFAULT_USUAL_EXTRAS),
};

/** A refund at the counter: never more than what was paid by that method, less its refunds. */
export const counterRefundSchema = z.object({
  amountCents: centsField("The refund").min(1, "The refund must be at least 1 cent."),
  method: z.enum(OWNER_PAYMENT_METHODS, { error: "Choose cash, card, check or other." }),
  reason: text("The reason", 200, "Say why the money is refunded."),
  emailReceipt: z.boolean({ error: "Email the receipt must be true or false." }).optional(),
});

const reportDay = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD).` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date (YYYY-MM-DD).`, abort: true })
    .refine((v) => addDays(v, 0) === v, `${label} must be a real calendar date.`);

/** The sales report's range, in shop days; both ends included. */
export const salesReportQuerySchema = z
  .object({ from: reportDay("From").optional(), to: reportDay("To").optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "From must be on or before To.",
    path: ["from"],
  })
  .refine((q) => !q.from || !q.to || addDays(q.from, MAX_REPORT_DAYS - 1) >= q.to, {
    message: `A report covers at most ${MAX_REPORT_DAYS} days.`,
    path: ["to"],
  });
export type SalesReportQuery = z.infer<typeof salesReportQuerySchema>;
