// A frame design: what the visitor chose, checked against the shop's catalogue. Shared by the
// designer page (live preview and estimate), its form action, the JSON API and the admin's
// Quotes screen, so a design means the same thing everywhere. No zod here: this module is in the
// designer page's JavaScript; the server validates with ./frame-design-schema.ts.
import type { FrameDesign } from "./frame-design-schema";
import {
  ART_INCHES,
  type EstimateInput,
  formatInches,
  frameDimensions,
  isEighths,
  MAT_INCHES,
  type PriceTable,
} from "./frame-estimate";
import { checkInches, inchesGlyph, parseInches } from "./inches";
import { cropFromField, type PhotoCrop } from "./photo-crop";

export type { FrameDesign } from "./frame-design-schema";

// What the designer offers of each catalogue entry: the columns of db/schema.ts's frame tables it
// needs (db/repositories/frame-catalogue.ts returns rows that must fit these).
export interface CatalogueMoulding {
  id: string;
  name: string;
  finish: string;
  colour: string;
  profileWidthInches: number;
  pricePerUnitedInch: number;
  swatch: string;
}
export interface CatalogueMat {
  id: string;
  name: string;
  colour: string;
}
export interface CatalogueGlazing {
  id: string;
  name: string;
  description: string;
  pricePerSquareInch: number;
}

/** What GET /api/frames answers and the designer page loads: the entries on offer and the prices. */
export interface FrameCatalogue {
  mouldings: CatalogueMoulding[];
  mats: CatalogueMat[];
  glazing: CatalogueGlazing[];
  prices: PriceTable;
}

// The design as the visitor saw it, kept with a quote and a job piece (a JSON column of db/schema.ts).
export interface DesignSnapshot {
  widthInches: number;
  heightInches: number;
  moulding: {
    id: string;
    name: string;
    finish: string;
    colour: string;
    profileWidthInches: number;
  };
  mat: {
    id: string;
    name: string;
    colour: string;
    widthInches: number;
    inner: { id: string; name: string; colour: string } | null;
  } | null;
  glazing: { id: string; name: string };
  // Where the visitor placed their preview photo in the opening, when they sent it with the
  // request (docs/decisions/0052-preview-photo-placement.md). Absent on older quotes.
  photoCrop?: PhotoCrop;
}

export interface DesignIssue {
  path: string;
  message: string;
}

export type ResolvedDesign =
  | { ok: true; snapshot: DesignSnapshot; estimateInput: EstimateInput }
  | { ok: false; issues: DesignIssue[] };

/**
 * Looks the chosen ids up in the catalogue: the snapshot to draw and store, and the estimate's
 * input. Unknown (or retired) ids are issues at their field's path.
 */
export function resolveDesign(catalogue: FrameCatalogue, design: FrameDesign): ResolvedDesign {
  const issues: DesignIssue[] = [];
  const moulding = catalogue.mouldings.find((m) => m.id === design.mouldingId);
  if (!moulding) issues.push({ path: "mouldingId", message: "Choose a moulding from the list." });
  const glazing = catalogue.glazing.find((g) => g.id === design.glazingId);
  if (!glazing) issues.push({ path: "glazingId", message: "Choose a glazing from the list." });
  const mat = design.mat ? catalogue.mats.find((m) => m.id === design.mat?.id) : null;
  if (design.mat && !mat)
    issues.push({ path: "mat.id", message: "Choose a mat colour from the list." });
  const innerId = design.mat?.innerId;
  const inner = innerId ? catalogue.mats.find((m) => m.id === innerId) : null;
  if (innerId && !inner)
    issues.push({ path: "mat.innerId", message: "Choose an inner mat colour from the list." });
  if (!moulding || !glazing || issues.length) return { ok: false, issues };

  const snapshot: DesignSnapshot = {
    widthInches: design.widthInches,
    heightInches: design.heightInches,
    moulding: {
      id: moulding.id,
      name: moulding.name,
      finish: moulding.finish,
      colour: moulding.colour,
      profileWidthInches: moulding.profileWidthInches,
    },
    mat:
      design.mat && mat
        ? {
            id: mat.id,
            name: mat.name,
            colour: mat.colour,
            widthInches: design.mat.widthInches,
            inner: inner ? { id: inner.id, name: inner.name, colour: inner.colour } : null,
          }
        : null,
    glazing: { id: glazing.id, name: glazing.name },
    ...(design.photoCrop ? { photoCrop: design.photoCrop } : {}),
  };
  return {
    ok: true,
    snapshot,
    estimateInput: {
      widthInches: design.widthInches,
      heightInches: design.heightInches,
      moulding,
      mat: design.mat ? { widthInches: design.mat.widthInches, double: Boolean(inner) } : null,
      glazing,
      prices: catalogue.prices,
    },
  };
}

/** The snapshot's frame sizes: the same arithmetic as the estimate. */
export function snapshotDimensions(snapshot: DesignSnapshot) {
  return frameDimensions({
    widthInches: snapshot.widthInches,
    heightInches: snapshot.heightInches,
    moulding: snapshot.moulding,
    mat: snapshot.mat
      ? { widthInches: snapshot.mat.widthInches, double: Boolean(snapshot.mat.inner) }
      : null,
  });
}

/** One sentence for screen readers and emails: what the frame is and how big it hangs. */
export function describeDesign(snapshot: DesignSnapshot): string {
  const { outer } = snapshotDimensions(snapshot);
  const art = `${formatInches(snapshot.widthInches)} × ${formatInches(snapshot.heightInches)} in piece`;
  const mat = snapshot.mat
    ? snapshot.mat.inner
      ? `double mat in ${snapshot.mat.name} over ${snapshot.mat.inner.name}, ${formatInches(snapshot.mat.widthInches)} in wide`
      : `single mat in ${snapshot.mat.name}, ${formatInches(snapshot.mat.widthInches)} in wide`
    : "no mat";
  return `${art} in ${snapshot.moulding.name} (${snapshot.moulding.finish}, ${formatInches(snapshot.moulding.profileWidthInches)} in profile), ${mat}, ${snapshot.glazing.name}. Outer size ${formatInches(outer.width)} × ${formatInches(outer.height)} in.`;
}

/** A piece's short name from its design: "16 × 20 in, Walnut Gallery, double mat". */
export function designTitle(snapshot: DesignSnapshot): string {
  const size = `${formatInches(snapshot.widthInches)} × ${formatInches(snapshot.heightInches)} in`;
  const mat = snapshot.mat ? (snapshot.mat.inner ? "double mat" : "single mat") : "no mat";
  return `${size}, ${snapshot.moulding.name}, ${mat}`;
}

/** The design as the owner's API takes it back (ids and sizes), from what a job keeps. */
export function designInputOf(snapshot: DesignSnapshot) {
  return {
    widthInches: snapshot.widthInches,
    heightInches: snapshot.heightInches,
    mouldingId: snapshot.moulding.id,
    mat: snapshot.mat
      ? {
          id: snapshot.mat.id,
          widthInches: snapshot.mat.widthInches,
          innerId: snapshot.mat.inner?.id ?? null,
        }
      : null,
    glazingId: snapshot.glazing.id,
    ...(snapshot.photoCrop ? { photoCrop: snapshot.photoCrop } : {}),
  };
}

// Form fields of the designer (no JavaScript posts these; the API takes the JSON design).
export const DESIGN_FIELDS = {
  width: "widthInches",
  height: "heightInches",
  moulding: "mouldingId",
  matStyle: "matStyle",
  mat: "matId",
  matWidth: "matWidthInches",
  innerMat: "innerMatId",
  glazing: "glazingId",
  // Sent only with the preview photo: where it sits in the opening (./photo-crop.ts).
  photoCrop: "photoCrop",
} as const;

export const MAT_STYLES = ["none", "single", "double"] as const;
export type MatStyle = (typeof MAT_STYLES)[number];

// A typed size read by the parser behind the form's "understood" line (./inches.ts); text it
// cannot read stays text, for frameDesignSchema's message about it.
const numberOrText = (value: string | undefined) => {
  const trimmed = value?.trim() ?? "";
  if (trimmed === "") return undefined;
  const parsed = parseInches(trimmed);
  return parsed.ok ? parsed.inches : trimmed;
};

/** The designer's plain form fields as a design for frameDesignSchema. */
export function designFromFields(fields: Record<string, string | undefined>): unknown {
  const style = fields[DESIGN_FIELDS.matStyle] as MatStyle | undefined;
  return {
    widthInches: numberOrText(fields[DESIGN_FIELDS.width]),
    heightInches: numberOrText(fields[DESIGN_FIELDS.height]),
    mouldingId: fields[DESIGN_FIELDS.moulding],
    mat:
      style === "single" || style === "double"
        ? {
            id: fields[DESIGN_FIELDS.mat],
            widthInches: numberOrText(fields[DESIGN_FIELDS.matWidth]),
            innerId: style === "double" ? fields[DESIGN_FIELDS.innerMat] : null,
          }
        : null,
    glazingId: fields[DESIGN_FIELDS.glazing],
    photoCrop: cropFromField(fields[DESIGN_FIELDS.photoCrop]),
  };
}

const inRange = (value: unknown, range: { min: number; max: number }): value is number =>
  typeof value === "number" && value >= range.min && value <= range.max && isEighths(value);

/**
 * The design to draw while the visitor types, or null while a size is out of range: the same
 * limits as frameDesignSchema, which stays the authority when the design is sent.
 */
export function designForPreview(fields: Record<string, string | undefined>): FrameDesign | null {
  const design = designFromFields(fields) as {
    widthInches: unknown;
    heightInches: unknown;
    mouldingId?: string;
    mat: { id?: string; widthInches: unknown; innerId?: string | null } | null;
    glazingId?: string;
  };
  const width = design.widthInches;
  const height = design.heightInches;
  const matWidth = design.mat ? design.mat.widthInches : null;
  if (!inRange(width, ART_INCHES) || !inRange(height, ART_INCHES)) return null;
  if (design.mat && !inRange(matWidth, MAT_INCHES)) return null;
  return {
    widthInches: width,
    heightInches: height,
    mouldingId: design.mouldingId ?? "",
    mat: design.mat
      ? {
          id: design.mat.id ?? "",
          widthInches: matWidth as number,
          innerId: design.mat.innerId || null,
        }
      : null,
    glazingId: design.glazingId ?? "",
  };
}

const SIZE_FIELDS = [
  [DESIGN_FIELDS.width, "Width", ART_INCHES],
  [DESIGN_FIELDS.height, "Height", ART_INCHES],
  [DESIGN_FIELDS.matWidth, "Mat width", MAT_INCHES],
] as const;

/**
 * The typed sizes as the form reads them, with the same parser and messages as the server
 * (docs/decisions/0050-sizes-in-fractions.md): what each was understood as, which are invalid,
 * and whether the piece is larger than the designer takes (the oversize path).
 */
export function readSizes(fields: Record<string, string | undefined>) {
  const understood: Record<string, string> = {};
  const errors: Record<string, string> = {};
  let tooLarge = false;
  for (const [name, label, range] of SIZE_FIELDS) {
    if (name === DESIGN_FIELDS.matWidth && fields[DESIGN_FIELDS.matStyle] === "none") continue;
    const checked = checkInches(label, fields[name], range);
    if (checked.ok) understood[name] = `Understood: ${inchesGlyph(checked.inches)} in`;
    else {
      errors[name] = checked.message;
      tooLarge ||= checked.tooLarge && name !== DESIGN_FIELDS.matWidth;
    }
  }
  return { understood, errors, tooLarge };
}
