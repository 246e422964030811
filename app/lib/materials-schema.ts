// What the owner sends to the materials desk, checked once here for the API and the screens
// (docs/decisions/0099-materials-and-frame-order.md): vendors, what catalogue entries cost,
// a markup, a frame order to place and the lines received. Money is integer cents.
import { z } from "zod";
import { emailField, optionalField, phoneField } from "./enquiry-schema";
import { multiLine, oneLine, requiredLine } from "./text-rules";

export const VENDOR_NAME_MAX = 80;
export const ACCOUNT_NUMBER_MAX = 40;
export const VENDOR_NOTES_MAX = 1000;
export const VENDOR_CODE_MAX = 40;
// $10,000 a foot or a sheet: more is a typo.
export const MAX_COST_CENTS = 1_000_000;
export const SHEET_INCHES = { min: 1, max: 120 } as const;
export const MARKUP = { min: 1, max: 20 } as const;
// A vendor's price list: a CSV file of at most 2 MB.
export const MAX_PRICE_LIST_BYTES = 2 * 1024 * 1024;
export const MAX_RECEIVE_LINES = 500;

const optionalLine = (label: string, max: number) =>
  optionalField(
    oneLine(
      z
        .string({ error: `${label} must be text.` })
        .trim()
        .max(max, `${label} must be at most ${max} characters.`),
      label,
    ),
  );

export const vendorSchema = z.object({
  name: requiredLine("Name", VENDOR_NAME_MAX),
  orderEmail: emailField,
  phone: optionalField(phoneField),
  accountNumber: optionalLine("Account number", ACCOUNT_NUMBER_MAX),
  notes: optionalField(
    multiLine(
      z
        .string({ error: "Notes must be text." })
        .trim()
        .max(VENDOR_NOTES_MAX, `Notes must be at most ${VENDOR_NOTES_MAX} characters.`),
      "Notes",
    ),
  ),
});
export type VendorInput = z.infer<typeof vendorSchema>;

// A change also retires a vendor (or puts a retired one back).
export const vendorChangesSchema = vendorSchema.extend({
  retired: z.boolean({ error: "Retired must be true or false." }).optional(),
});

const positiveId = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .positive(`${label} must be positive.`)
    .max(Number.MAX_SAFE_INTEGER, `${label} is too large.`);

export const vendorIdParamSchema = z.object({ id: positiveId("Vendor id") });
export const purchaseOrderIdParamSchema = z.object({ id: positiveId("Purchase order id") });

export const costCents = (label: string) =>
  z
    .number({ error: `${label} must be a number of cents.` })
    .int(`${label} must be whole cents.`)
    .min(0, `${label} cannot be negative.`)
    .max(MAX_COST_CENTS, `${label} must be at most $10,000.`);

const sheetInches = (label: string) =>
  z
    .number({ error: `${label} must be a number of inches.` })
    .min(SHEET_INCHES.min, `${label} must be at least ${SHEET_INCHES.min} inch.`)
    .max(SHEET_INCHES.max, `${label} must be at most ${SHEET_INCHES.max} inches.`);

// What the shop pays for a catalogue entry: each field optional (left as it is when absent),
// null to clear it.
const vendorFields = {
  vendorId: z
    .number({ error: "Vendor must be chosen from the list." })
    .int("Vendor must be chosen from the list.")
    .positive("Vendor must be chosen from the list.")
    .max(Number.MAX_SAFE_INTEGER, "Vendor must be chosen from the list.")
    .nullable()
    .optional(),
  vendorCode: oneLine(
    z
      .string({ error: "Vendor code must be text." })
      .trim()
      .max(VENDOR_CODE_MAX, `Vendor code must be at most ${VENDOR_CODE_MAX} characters.`),
    "Vendor code",
  )
    .transform((v) => v || null)
    .nullable()
    .optional(),
};

export const mouldingCostFields = {
  ...vendorFields,
  costPerFootCents: costCents("Cost per foot").nullable().optional(),
};

export const sheetCostFields = {
  ...vendorFields,
  costPerSheetCents: costCents("Cost per sheet").nullable().optional(),
  sheetWidthInches: sheetInches("Sheet width").optional(),
  sheetHeightInches: sheetInches("Sheet height").optional(),
};

/** Prices from cost x markup for one kind of the catalogue: previewed, then applied. */
export const markupSchema = z.object({
  markup: z
    .number({ error: "Markup must be a number, e.g. 3." })
    .min(MARKUP.min, `Markup must be at least ${MARKUP.min}.`)
    .max(MARKUP.max, `Markup must be at most ${MARKUP.max}.`)
    .refine(
      (m) => Math.abs(m * 100 - Math.round(m * 100)) < 1e-9,
      "Markup may have at most two decimals.",
    ),
  apply: z.boolean({ error: "Apply must be true or false." }).optional(),
});

/** Place the frame order of one vendor. */
export const placeOrderSchema = z.object({
  vendorId: positiveId("Vendor"),
  notifyCustomers: z.boolean({ error: "Tell the customers must be true or false." }).optional(),
});

/** Lines of a purchase order that arrived; every line when none is named. */
export const receiveSchema = z.object({
  lines: z
    .array(positiveId("Line"), { error: "Lines must be a list of line ids." })
    .min(1, "Name at least one line, or none to receive them all.")
    .max(MAX_RECEIVE_LINES, `At most ${MAX_RECEIVE_LINES} lines at once.`)
    .optional(),
});

/** `?apply=true` applies a price list; anything else only previews it. */
export const priceListQuerySchema = z.object({
  apply: z.enum(["true", "false"], { error: "apply must be true or false." }).optional(),
});
