// The frame designer's price rule, one pure function for the browser (live estimate) and the
// Worker (the estimate stored with a quote). A common framing method: the moulding is priced per
// united inch (width + height) of the frame's opening, mat board and glazing per square inch,
// with a minimum per order. The answer is a range, because the consultation may change the piece's
// real size, the mat overlap or the fitting.

// The piece: 4-60 inches a side, in eighths of an inch (issue 20).
export const ART_INCHES = { min: 4, max: 60 } as const;
// A mat's visible border on each side.
export const MAT_INCHES = { min: 1.5, max: 4 } as const;
export const INCH_STEP = 1 / 8;
// The inner board of a double mat shows this much around the window.
export const DOUBLE_MAT_REVEAL_INCHES = 0.25;

export interface PriceTable {
  // US dollars per square inch of mat board (each board of a double mat counts).
  matPerSquareInch: number;
  // Whole US dollars: the least an order costs.
  minimumOrder: number;
  // How far either side of the computed price the range reaches, in percent.
  rangePercent: number;
}

export interface EstimateMoulding {
  profileWidthInches: number;
  // US dollars per united inch of the opening.
  pricePerUnitedInch: number;
}

export interface EstimateGlazing {
  pricePerSquareInch: number;
}

export interface EstimateMat {
  widthInches: number;
  double: boolean;
}

export interface EstimateInput {
  widthInches: number;
  heightInches: number;
  moulding: EstimateMoulding;
  mat: EstimateMat | null;
  glazing: EstimateGlazing;
  prices: PriceTable;
}

export interface Estimate {
  low: number;
  high: number;
}

export interface FrameDimensions {
  // The glass, backing and mat boards: the art plus the mat borders.
  opening: { width: number; height: number };
  // What hangs on the wall: the opening plus the moulding on both sides.
  outer: { width: number; height: number };
  unitedInches: number;
}

/** Whether a length is a whole number of eighths of an inch. */
export function isEighths(inches: number): boolean {
  const eighths = inches / INCH_STEP;
  return Number.isFinite(eighths) && Math.abs(eighths - Math.round(eighths)) < 1e-9;
}

/** The border a mat adds on each side: its width, plus the inner reveal of a double mat. */
export function matBorderInches(mat: EstimateMat | null): number {
  if (!mat) return 0;
  return mat.widthInches + (mat.double ? DOUBLE_MAT_REVEAL_INCHES : 0);
}

export function frameDimensions(
  design: Pick<EstimateInput, "widthInches" | "heightInches" | "mat"> & {
    moulding: Pick<EstimateMoulding, "profileWidthInches">;
  },
): FrameDimensions {
  const border = matBorderInches(design.mat);
  const opening = {
    width: design.widthInches + 2 * border,
    height: design.heightInches + 2 * border,
  };
  const profile = design.moulding.profileWidthInches;
  return {
    opening,
    outer: { width: opening.width + 2 * profile, height: opening.height + 2 * profile },
    unitedInches: opening.width + opening.height,
  };
}

const ROUND_TO_DOLLARS = 5;

/**
 * The computed price in cents, before the range is drawn around it: what a job's piece costs
 * unless the owner sets its price. Never below the minimum order.
 */
export function estimatePriceCents(input: EstimateInput): number {
  const { opening, unitedInches } = frameDimensions(input);
  const area = opening.width * opening.height;
  const boards = input.mat ? (input.mat.double ? 2 : 1) : 0;
  const parts =
    unitedInches * input.moulding.pricePerUnitedInch +
    area * boards * input.prices.matPerSquareInch +
    area * input.glazing.pricePerSquareInch;
  // Cents, so float noise (e.g. 0.1 + 0.2) never tips a rounding step.
  return Math.max(Math.round(parts * 100), input.prices.minimumOrder * 100);
}

/** The price range in whole US dollars, low rounded down and high rounded up to $5. */
export function estimateFrame(input: EstimateInput): Estimate {
  const minimum = input.prices.minimumOrder;
  const cents = estimatePriceCents(input);
  const spread = input.prices.rangePercent / 100;
  const step = ROUND_TO_DOLLARS * 100;
  const low = Math.floor(Math.round(cents * (1 - spread)) / step) * ROUND_TO_DOLLARS;
  const high = Math.ceil(Math.round(cents * (1 + spread)) / step) * ROUND_TO_DOLLARS;
  // Never below the minimum: an order costs at least that, whatever the consultation finds.
  const floor = Math.max(low, minimum);
  return { low: floor, high: Math.max(high, floor) };
}

/** "Estimate $180-$220. Final price after we see your piece." */
export function estimateSentence({ low, high }: Estimate): string {
  const range = low === high ? `$${low}` : `$${low}-$${high}`;
  return `Estimate ${range}. Final price after we see your piece.`;
}

/** 16.125 -> "16 1/8", 20 -> "20", 0.5 -> "1/2": how a framer writes inches. */
export function formatInches(inches: number): string {
  const eighths = Math.round(inches * 8);
  const whole = Math.floor(eighths / 8);
  let num = eighths % 8;
  let den = 8;
  while (num > 0 && num % 2 === 0) {
    num /= 2;
    den /= 2;
  }
  if (num === 0) return String(whole);
  return whole ? `${whole} ${num}/${den}` : `${num}/${den}`;
}
