// The materials desk's rules (docs/decisions/0099-materials-and-frame-order.md), pure and shared
// by the Worker, the owner's screens and the tests: how much moulding, mat board and glazing a
// framed piece needs, when a board or a glass does not fit the vendor's sheet, what a line costs,
// and a price from a cost and the owner's markup.
import type { DesignSnapshot } from "./frame-design";
import { frameDimensions, matBorderInches } from "./frame-estimate";
import { mulDivHalfUp } from "./money";

export const MATERIAL_KINDS = ["moulding", "mat", "glazing"] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];
export const MATERIAL_UNITS = ["ft", "sheet"] as const;
export type MaterialUnit = (typeof MATERIAL_UNITS)[number];

export const MATERIAL_KIND_LABELS: Record<MaterialKind, string> = {
  moulding: "Moulding",
  mat: "Mat board",
  glazing: "Glazing",
};

/** The vendors' usual sheets, in inches, until the owner sets an entry's own. */
export const DEFAULT_SHEETS = {
  mat: { width: 32, height: 40 },
  glazing: { width: 24, height: 36 },
} as const;

// A chop is cut with room for the mitres: eight profile widths over the frame's inner perimeter.
export const CHOP_ALLOWANCE_PROFILES = 8;

export interface Sheet {
  width: number;
  height: number;
}

/** "3 ft", "1 sheet", "2 sheets". */
export function quantityText(quantity: number, unit: MaterialUnit): string {
  if (unit === "ft") return `${quantity} ft`;
  return `${quantity} ${quantity === 1 ? "sheet" : "sheets"}`;
}

// Sizes are whole eighths of an inch (docs/decisions/0050-sizes-in-fractions.md): count in eighths
// so no float ever tips a foot.
const eighths = (inches: number) => Math.round(inches * 8);

/** The frame's opening: the piece plus twice the mat's border (the piece alone without a mat). */
export function openingOf(design: DesignSnapshot): Sheet {
  const { opening } = frameDimensions({
    widthInches: design.widthInches,
    heightInches: design.heightInches,
    moulding: design.moulding,
    mat: design.mat
      ? { widthInches: design.mat.widthInches, double: Boolean(design.mat.inner) }
      : null,
  });
  return { width: opening.width, height: opening.height };
}

/**
 * The moulding one piece needs, in whole feet: ceil((2 x (W + H) + 8 x profile) / 12), W x H the
 * opening. A 16 x 20 with a 2 in mat in a 1 1/4 in moulding: 20 x 24, 98 in, 9 ft.
 */
export function mouldingFeet(design: DesignSnapshot): number {
  const { width, height } = openingOf(design);
  const lengthEighths =
    2 * (eighths(width) + eighths(height)) +
    CHOP_ALLOWANCE_PROFILES * eighths(design.moulding.profileWidthInches);
  return Math.ceil(lengthEighths / (12 * 8));
}

/** How much smaller than the art the mat's window is cut, each way: 1/8 in over each edge. */
export const MAT_WINDOW_OVERLAP_INCHES = 0.25;

/**
 * The bench's cutting sizes for one piece: the mat's window (the art less the overlap) and its
 * outside, the glazing (the frame's opening) and the moulding's length in whole feet.
 */
export function cuttingSizes(design: DesignSnapshot) {
  const opening = openingOf(design);
  return {
    matWindow: design.mat
      ? {
          width: design.widthInches - MAT_WINDOW_OVERLAP_INCHES,
          height: design.heightInches - MAT_WINDOW_OVERLAP_INCHES,
        }
      : null,
    matOutside: design.mat ? opening : null,
    glazing: opening,
    mouldingFeet: mouldingFeet(design),
  };
}

/** Whether a board or glass of `size` is cut from one `sheet`, either way round. */
export function fitsSheet(size: Sheet, sheet: Sheet): boolean {
  const [w, h] = [eighths(size.width), eighths(size.height)];
  const [sw, sh] = [eighths(sheet.width), eighths(sheet.height)];
  return (w <= sw && h <= sh) || (w <= sh && h <= sw);
}

/** One material one piece needs: a catalogue entry, how much, and the size cut from a sheet. */
export interface PieceNeed {
  kind: MaterialKind;
  itemId: string;
  name: string;
  quantity: number;
  unit: MaterialUnit;
  // A mat board's or a glass's size (the opening); absent for moulding.
  size?: Sheet;
}

/**
 * What one framed piece needs: its moulding in feet, one sheet per mat layer (a double mat is
 * two boards, each cut to the opening) and one sheet of glazing.
 */
export function pieceNeeds(design: DesignSnapshot): PieceNeed[] {
  const size = openingOf(design);
  const needs: PieceNeed[] = [
    {
      kind: "moulding",
      itemId: design.moulding.id,
      name: design.moulding.name,
      quantity: mouldingFeet(design),
      unit: "ft",
    },
  ];
  if (design.mat) {
    needs.push({
      kind: "mat",
      itemId: design.mat.id,
      name: design.mat.name,
      quantity: 1,
      unit: "sheet",
      size,
    });
    const inner = design.mat.inner;
    if (inner)
      needs.push({
        kind: "mat",
        itemId: inner.id,
        name: inner.name,
        quantity: 1,
        unit: "sheet",
        size,
      });
  }
  needs.push({
    kind: "glazing",
    itemId: design.glazing.id,
    name: design.glazing.name,
    quantity: 1,
    unit: "sheet",
    size,
  });
  return needs;
}

/** A line's cost: quantity x unit cost; null while the entry has no cost. */
export const lineCost = (quantity: number, unitCostCents: number | null) =>
  unitCostCents === null ? null : quantity * unitCostCents;

// Prices per inch are kept to four decimals (app/lib/frame-catalogue-schema.ts PRICE_DECIMALS).
const TEN_THOUSANDTHS = 10_000;
const toPrice = (tenThousandthsOfADollar: number) => tenThousandthsOfADollar / TEN_THOUSANDTHS;
// The markup in hundredths (3 -> 300, 2.75 -> 275).
const hundredths = (markup: number) => Math.round(markup * 100);

/**
 * A moulding's price per united inch from its cost per foot and the markup: each inch of the
 * opening's width + height takes two inches of moulding, so cost per foot x 2/12 x markup,
 * rounded half up to four decimals of a dollar.
 */
export function mouldingPriceFromCost(costPerFootCents: number, markup: number): number {
  // cents x 100 = ten-thousandths of a dollar; x 2/12 per united inch; x markup/100.
  return toPrice(mulDivHalfUp(costPerFootCents * 100 * 2, hundredths(markup), 12 * 100));
}

/** A sheet material's price per square inch: cost per sheet / sheet area x markup, 4 decimals. */
export function sheetPriceFromCost(costPerSheetCents: number, sheet: Sheet, markup: number) {
  // Areas in 64ths of a square inch keep eighths exact.
  const area64 = eighths(sheet.width) * eighths(sheet.height);
  return toPrice(mulDivHalfUp(costPerSheetCents * 100 * 64, hundredths(markup), area64 * 100));
}

/** The example piece of the catalogue screen: a 16 x 20 print with a 2 in mat. */
export const EXAMPLE_PIECE = { widthInches: 16, heightInches: 20, matInches: 2 } as const;

/** The example's opening and one moulding's footage for it. */
export function exampleNeeds(profileWidthInches: number) {
  const border = matBorderInches({ widthInches: EXAMPLE_PIECE.matInches, double: false });
  const opening = {
    width: EXAMPLE_PIECE.widthInches + 2 * border,
    height: EXAMPLE_PIECE.heightInches + 2 * border,
  };
  const feet = Math.ceil(
    (2 * (eighths(opening.width) + eighths(opening.height)) +
      CHOP_ALLOWANCE_PROFILES * eighths(profileWidthInches)) /
      96,
  );
  return { opening, feet, unitedInches: opening.width + opening.height };
}
