// A length in inches as people write it: "36", "36.25", "36 1/4", "36-1/4", "36¼", "36 1/4 in",
// 36¼". One parser for the designer's form (what it shows as understood), its action and the
// API's schema (./frame-design-schema.ts), so all three read a size the same way
// (docs/decisions/0050-sizes-in-fractions.md). Zod-free: it runs in the designer page.

export type InchesParse =
  | { ok: true; inches: number }
  // "empty": nothing typed; "format": not a length; "eighths": finer than 1/8 in.
  | { ok: false; reason: "empty" | "format" | "eighths" };

// The vulgar fractions a keyboard or a phone's autocorrect can produce, in eighths or coarser.
const VULGAR: Record<string, [number, number]> = {
  "½": [1, 2],
  "¼": [1, 4],
  "¾": [3, 4],
  "⅛": [1, 8],
  "⅜": [3, 8],
  "⅝": [5, 8],
  "⅞": [7, 8],
};

// whole, then optionally a fraction joined by a space, a hyphen or nothing (for a vulgar one).
const DECIMAL = /^(\d{1,4})?(?:[.,](\d{1,6}))?$/;
const MIXED = /^(?:(\d{1,4})(?:\s+|\s*-\s*))?(\d{1,3})\s*[/⁄]\s*(\d{1,3})$/;
const WITH_VULGAR = /^(\d{1,4})?\s*-?\s*([½¼¾⅛⅜⅝⅞])$/;
// A unit written after the number: in, in., inch(es), ", ″ or two apostrophes.
const UNIT = /\s*(?:inches|inch|in\.?|"|″|''|”)$/i;

function fromParts(whole: number, num: number, den: number): InchesParse {
  if (den === 0 || num >= den) return { ok: false, reason: "format" };
  const inches = whole + num / den;
  return isEighths(inches) ? { ok: true, inches } : { ok: false, reason: "eighths" };
}

function isEighths(inches: number): boolean {
  const eighths = inches * 8;
  return Math.abs(eighths - Math.round(eighths)) < 1e-9;
}

/** Reads a length in inches; whole inches and eighths only (a framer's smallest step). */
export function parseInches(text: string | null | undefined): InchesParse {
  const cleaned = (text ?? "")
    // NFC, not NFKC: NFKC turns "36¼" into "361⁄4".
    .normalize("NFC")
    .trim()
    .replace(UNIT, "")
    .trim();
  if (cleaned === "") return { ok: false, reason: "empty" };

  const vulgar = WITH_VULGAR.exec(cleaned);
  if (vulgar) {
    const [num, den] = VULGAR[vulgar[2] as string] as [number, number];
    return fromParts(Number(vulgar[1] ?? 0), num, den);
  }
  const mixed = MIXED.exec(cleaned);
  if (mixed) return fromParts(Number(mixed[1] ?? 0), Number(mixed[2]), Number(mixed[3]));
  const decimal = DECIMAL.exec(cleaned);
  if (decimal && (decimal[1] !== undefined || decimal[2] !== undefined)) {
    const inches = Number(`${decimal[1] ?? "0"}.${decimal[2] ?? "0"}`);
    return isEighths(inches) ? { ok: true, inches } : { ok: false, reason: "eighths" };
  }
  return { ok: false, reason: "format" };
}

const GLYPH: Record<number, string> = { 1: "⅛", 2: "¼", 3: "⅜", 4: "½", 5: "⅝", 6: "¾", 7: "⅞" };

/** 36.25 -> "36¼", 0.5 -> "½", 20 -> "20": how the form says what it understood. */
export function inchesGlyph(inches: number): string {
  const eighths = Math.round(inches * 8);
  const whole = Math.floor(eighths / 8);
  const rest = eighths % 8;
  if (rest === 0) return String(whole);
  return `${whole || ""}${GLYPH[rest]}`;
}

export interface InchRange {
  min: number;
  max: number;
}

export type InchesCheck =
  | { ok: true; inches: number }
  // tooLarge: above the range's maximum, where the designer offers the oversize path.
  | { ok: false; message: string; tooLarge: boolean };

/** A length read and held to its range, with the message the form and the server both show. */
export function checkInches(
  label: string,
  text: string | null | undefined,
  { min, max }: InchRange,
): InchesCheck {
  const parsed = parseInches(text);
  if (!parsed.ok) {
    const message =
      parsed.reason === "empty"
        ? `Enter the ${label.toLowerCase()} in inches.`
        : parsed.reason === "eighths"
          ? `${label} must be in eighths of an inch (e.g. 16 1/8).`
          : `${label}: write inches like 36, 36 1/4, 36-1/4 or 36.25.`;
    return { ok: false, message, tooLarge: false };
  }
  if (parsed.inches < min)
    return { ok: false, message: `${label} must be at least ${min} inches.`, tooLarge: false };
  if (parsed.inches > max)
    return { ok: false, message: `${label} must be at most ${max} inches.`, tooLarge: true };
  return { ok: true, inches: parsed.inches };
}
