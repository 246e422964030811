// The catalogue screen's forms as plain text fields: which fields each kind of entry has, the
// stored entry as field values, and field values as the API's JSON (checked first with the shared
// schema of app/lib/frame-catalogue-schema.ts).
import {
  CATALOGUE_ID_MAX_LENGTH,
  CATALOGUE_NAME_MAX_LENGTH,
  type CatalogueKind,
  catalogueSchemas,
  GLAZING_DESCRIPTION_MAX_LENGTH,
  MOULDING_FINISH_MAX_LENGTH,
  newEntryId,
  PROFILE_INCHES,
} from "~/lib/frame-catalogue-schema";
import { parseDollars } from "~/lib/jobs";
import { DEFAULT_SHEETS } from "~/lib/materials";
import { VENDOR_CODE_MAX } from "~/lib/materials-schema";
import type { CatalogueEntry, OwnerCatalogue } from "~worker/services/frame-catalogue";

export type { CatalogueEntry, OwnerCatalogue };
export type FieldValues = Record<string, string>;

export interface FieldSpec {
  name: string;
  label: string;
  // "vendor": one of the shop's vendors; "dollars": a cost typed in dollars, sent as cents.
  type: "text" | "number" | "colour" | "textarea" | "vendor" | "dollars";
  hint?: string;
  step?: string;
  maxLength?: number;
  optional?: boolean;
}

const NAME: FieldSpec = {
  name: "name",
  label: "Name",
  type: "text",
  maxLength: CATALOGUE_NAME_MAX_LENGTH,
};
const COLOUR: FieldSpec = { name: "colour", label: "Colour", type: "colour" };
const POSITION: FieldSpec = {
  name: "sortOrder",
  label: "Position in the list",
  type: "number",
  step: "1",
  optional: true,
  hint: "Lower numbers come first; a new entry without one goes last.",
};

// What the shop pays (docs/decisions/0099-materials-and-frame-order.md): never shown to visitors.
const VENDOR: FieldSpec = { name: "vendorId", label: "Vendor", type: "vendor", optional: true };
const VENDOR_CODE: FieldSpec = {
  name: "vendorCode",
  label: "Vendor's item code",
  type: "text",
  optional: true,
  maxLength: VENDOR_CODE_MAX,
  hint: "As on the vendor's price list, e.g. LJ-2114.",
};
const sheetFields = (width: number, height: number): FieldSpec[] => [
  VENDOR,
  VENDOR_CODE,
  { name: "costPerSheetCents", label: "Cost per sheet ($)", type: "dollars", optional: true },
  {
    name: "sheetWidthInches",
    label: "Sheet width (in)",
    type: "number",
    step: "0.125",
    hint: `Usually ${width}.`,
  },
  {
    name: "sheetHeightInches",
    label: "Sheet height (in)",
    type: "number",
    step: "0.125",
    hint: `Usually ${height}.`,
  },
];

export const ENTRY_FIELDS: Record<CatalogueKind, FieldSpec[]> = {
  mouldings: [
    NAME,
    {
      name: "finish",
      label: "Colour and finish",
      type: "text",
      maxLength: MOULDING_FINISH_MAX_LENGTH,
      hint: "In words, e.g. Walnut, hand-oiled.",
    },
    { ...COLOUR, hint: "The face colour the designer draws." },
    {
      name: "profileWidthInches",
      label: "Profile width (in)",
      type: "number",
      step: "0.125",
      hint: `${PROFILE_INCHES.min}-${PROFILE_INCHES.max} in, in eighths.`,
    },
    {
      name: "pricePerUnitedInch",
      label: "Price per united inch ($)",
      type: "number",
      step: "0.01",
      hint: "Per inch of the opening's width + height.",
    },
    POSITION,
    VENDOR,
    VENDOR_CODE,
    { name: "costPerFootCents", label: "Cost per foot ($)", type: "dollars", optional: true },
  ],
  mats: [
    NAME,
    { ...COLOUR, hint: "Mat board is priced per square inch in the price table." },
    POSITION,
    ...sheetFields(DEFAULT_SHEETS.mat.width, DEFAULT_SHEETS.mat.height),
  ],
  glazing: [
    NAME,
    {
      name: "description",
      label: "Description",
      type: "textarea",
      maxLength: GLAZING_DESCRIPTION_MAX_LENGTH,
      hint: "What visitors read next to it in the designer.",
    },
    {
      name: "pricePerSquareInch",
      label: "Price per square inch ($)",
      type: "number",
      step: "0.01",
    },
    POSITION,
    ...sheetFields(DEFAULT_SHEETS.glazing.width, DEFAULT_SHEETS.glazing.height),
  ],
};

export const ID_FIELD: FieldSpec = {
  name: "id",
  label: "Id",
  type: "text",
  maxLength: CATALOGUE_ID_MAX_LENGTH,
  optional: true,
};

const NUMBER_FIELDS = new Set(
  Object.values(ENTRY_FIELDS)
    .flat()
    .filter((f) => f.type === "number")
    .map((f) => f.name),
);

/** A number field's text as a number; empty stays out (the schema names what is missing). */
export function numberOrUndefined(text: string | undefined): number | undefined {
  const trimmed = text?.trim() ?? "";
  return trimmed === "" ? undefined : Number(trimmed);
}

/** The stored entry as the form's text values. */
export function valuesOf(kind: CatalogueKind, entry: CatalogueEntry | null): FieldValues {
  const values: FieldValues = {};
  for (const field of ENTRY_FIELDS[kind]) {
    const value = entry ? (entry as unknown as Record<string, unknown>)[field.name] : undefined;
    values[field.name] =
      value === undefined || value === null
        ? ""
        : field.type === "dollars"
          ? (Number(value) / 100).toFixed(2)
          : String(value);
  }
  if (!entry) values.colour = kind === "mats" ? "#f1e9d8" : "#5a3b22";
  if (!entry && kind !== "mouldings") {
    const sheet = DEFAULT_SHEETS[kind === "mats" ? "mat" : "glazing"];
    values.sheetWidthInches = String(sheet.width);
    values.sheetHeightInches = String(sheet.height);
  }
  values.id = "";
  return values;
}

/** The form's values as the API's JSON body. */
export function bodyOf(kind: CatalogueKind, values: FieldValues, creating: boolean) {
  const body: Record<string, unknown> = {};
  for (const field of ENTRY_FIELDS[kind]) {
    const text = values[field.name] ?? "";
    if (field.type === "vendor") body[field.name] = text === "" ? null : Number(text);
    else if (field.type === "dollars")
      body[field.name] = text.trim() === "" ? null : (parseDollars(text) ?? Number.NaN);
    else if (field.name === "vendorCode") body[field.name] = text.trim() || null;
    else body[field.name] = NUMBER_FIELDS.has(field.name) ? numberOrUndefined(text) : text;
  }
  if (creating && values.id?.trim()) body.id = values.id.trim();
  return body;
}

/** The shared schema's verdict on the form, before anything is sent. */
export function checkEntry(kind: CatalogueKind, values: FieldValues, creating: boolean) {
  const schema = creating ? catalogueSchemas[kind].create : catalogueSchemas[kind].update;
  return schema.safeParse(bodyOf(kind, values, creating));
}

/** The id a new entry will get, for the form's hint. */
export const idPreview = (values: FieldValues) =>
  newEntryId({ id: values.id?.trim() || undefined, name: values.name ?? "" });

// In the form's order: the name, then the id made from it, then the rest.
export const FIELD_NAMES = (kind: CatalogueKind) => {
  const [name, ...rest] = ENTRY_FIELDS[kind].map((f) => f.name);
  return [name, "id", ...rest, "swatch"];
};
