// The owner's frame catalogue as the admin form and the admin API check it (issue 20): mouldings,
// mats, glazing and the price table. Ids are stable slugs that quotes refer to: chosen once when
// an entry is added (from its name unless given) and never changed.
import { z } from "zod";
import { slugify } from "./blog";
import { isEighths } from "./frame-estimate";
import { mouldingCostFields, sheetCostFields } from "./materials-schema";
import { multiLine, requiredLine } from "./text-rules";

// The designer's own id limit (frame-design-schema.ts).
export const CATALOGUE_ID_MAX_LENGTH = 64;
export const CATALOGUE_NAME_MAX_LENGTH = 60;
export const MOULDING_FINISH_MAX_LENGTH = 80;
export const GLAZING_DESCRIPTION_MAX_LENGTH = 240;
// A moulding's face, as the designer draws it.
export const PROFILE_INCHES = { min: 0.25, max: 4 } as const;
// US dollars. Prices per inch may have up to four decimals (e.g. $0.0525 a square inch).
export const PRICE_DECIMALS = 4;
export const PRICE_PER_UNITED_INCH = { min: 0.01, max: 100 } as const;
export const PRICE_PER_SQUARE_INCH = { min: 0, max: 5 } as const;
export const MINIMUM_ORDER_DOLLARS = { min: 0, max: 10_000 } as const;
export const RANGE_PERCENT = { min: 0, max: 50 } as const;
export const SORT_ORDER = { min: 0, max: 9999 } as const;

// A moulding's swatch: a small picture of its corner. The admin page scales a photo down to
// SWATCH_UPLOAD_PIXELS before sending; the server accepts what the designer can show cheaply.
export const SWATCH_UPLOAD_PIXELS = 256;
export const MAX_SWATCH_BYTES = 512 * 1024;
export const SWATCH_PIXELS = { min: 16, max: 1024 } as const;
export const SWATCH_FORMATS = ["jpeg", "png", "webp", "avif"] as const;
export const SWATCH_FORMATS_TEXT = "JPEG, PNG, WebP or AVIF";

export const CATALOGUE_KINDS = ["mouldings", "mats", "glazing"] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];
export const CATALOGUE_NOUNS: Record<CatalogueKind, string> = {
  mouldings: "moulding",
  mats: "mat",
  glazing: "glazing",
};

export const CATALOGUE_ID_RULE =
  "Use lower-case letters, numbers and single hyphens, e.g. walnut-gallery.";

const decimals = (value: number) =>
  Math.abs(value * 10 ** PRICE_DECIMALS - Math.round(value * 10 ** PRICE_DECIMALS)) < 1e-6;

const dollars = (label: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `${label} must be a number of dollars.` })
    .min(min, `${label} must be at least $${min}.`)
    .max(max, `${label} must be at most $${max}.`)
    .refine(decimals, `${label} may have at most ${PRICE_DECIMALS} decimals.`);

const wholeNumber = (
  label: string,
  { min, max }: { min: number; max: number },
  show: (n: number) => string = String,
) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${show(min)}.`)
    .max(max, `${label} must be at most ${show(max)}.`);

export const catalogueIdSchema = z
  .string({ error: "Id must be text." })
  .trim()
  .min(1, "Id is required.")
  .max(CATALOGUE_ID_MAX_LENGTH, `Id must be at most ${CATALOGUE_ID_MAX_LENGTH} characters.`)
  .refine((id) => id === slugify(id), CATALOGUE_ID_RULE);

const colour = z
  .string({ error: "Colour is required." })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, "Colour must be a hex colour like #5a3b22.")
  .transform((c) => c.toLowerCase());

// Where the owner's list puts the entry (lower first); a new entry goes last when not given.
const sortOrder = wholeNumber("Position", SORT_ORDER).optional();

export const mouldingFieldsSchema = z.object({
  name: requiredLine("Name", CATALOGUE_NAME_MAX_LENGTH),
  finish: requiredLine("Colour and finish", MOULDING_FINISH_MAX_LENGTH),
  colour,
  profileWidthInches: z
    .number({ error: "Profile width must be a number of inches." })
    .min(PROFILE_INCHES.min, `Profile width must be at least ${PROFILE_INCHES.min} inches.`)
    .max(PROFILE_INCHES.max, `Profile width must be at most ${PROFILE_INCHES.max} inches.`)
    .refine(isEighths, "Profile width must be in eighths of an inch (e.g. 1.25)."),
  pricePerUnitedInch: dollars("Price per united inch", PRICE_PER_UNITED_INCH),
  sortOrder,
  ...mouldingCostFields,
});

export const matFieldsSchema = z.object({
  name: requiredLine("Name", CATALOGUE_NAME_MAX_LENGTH),
  colour,
  sortOrder,
  ...sheetCostFields,
});

export const glazingFieldsSchema = z.object({
  name: requiredLine("Name", CATALOGUE_NAME_MAX_LENGTH),
  description: multiLine(
    z
      .string({ error: "Description is required." })
      .trim()
      .min(1, "Description is required.")
      .max(
        GLAZING_DESCRIPTION_MAX_LENGTH,
        `Description must be at most ${GLAZING_DESCRIPTION_MAX_LENGTH} characters.`,
      ),
    "Description",
  ),
  pricePerSquareInch: dollars("Price per square inch", PRICE_PER_SQUARE_INCH),
  sortOrder,
  ...sheetCostFields,
});

// A new entry may name its id; otherwise it is made from the name (checked by withId below).
const newEntry = <T extends z.ZodRawShape>(fields: z.ZodObject<T>) =>
  fields.extend({ id: catalogueIdSchema.optional() });

export const catalogueSchemas = {
  mouldings: { create: newEntry(mouldingFieldsSchema), update: mouldingFieldsSchema },
  mats: { create: newEntry(matFieldsSchema), update: matFieldsSchema },
  glazing: { create: newEntry(glazingFieldsSchema), update: glazingFieldsSchema },
} as const;

/** The id a new entry gets: the one given, or its name as a slug (empty when it has no letters). */
export function newEntryId(input: { id?: string; name: string }): string {
  return input.id ?? slugify(input.name).slice(0, CATALOGUE_ID_MAX_LENGTH).replace(/-+$/, "");
}

export const priceTableSchema = z.object({
  matPerSquareInch: dollars("Mat board per square inch", PRICE_PER_SQUARE_INCH),
  minimumOrder: wholeNumber("Minimum order", MINIMUM_ORDER_DOLLARS, (n) => `$${n}`),
  rangePercent: wholeNumber("Estimate range", RANGE_PERCENT, (n) => `${n}%`),
});
