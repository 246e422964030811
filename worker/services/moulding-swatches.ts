// Moulding swatches in R2, under the public prefix swatches/, served from /images/swatches/ by
// worker/routes/moulding-swatches.ts. A swatch is the owner's photo of the moulding's corner
// (checked by its bytes and stored as sent) or a corner drawn from the moulding's colour. A key
// carries a hash of the bytes, so an address never names two different pictures and browsers may
// keep one for a year.
import {
  MAX_SWATCH_BYTES,
  SWATCH_FORMATS,
  SWATCH_FORMATS_TEXT,
  SWATCH_PIXELS,
} from "~/lib/frame-catalogue-schema";
import { sniffImage } from "~/lib/image-format";
import { mouldingSwatchSvg, type SwatchMoulding } from "~/lib/moulding-swatch";
import type { ValidationIssue } from "~/lib/validation-issues";

const SWATCH_PREFIX = "swatches/";
export const SWATCH_URL_PREFIX = "/images/swatches/";
// <moulding id>-<12 hex digits of the bytes' SHA-256>.<extension>
const SWATCH_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*-[0-9a-f]{12}\.(?:svg|jpg|png|webp|avif)$/;

export interface SwatchFile {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
  extension: string;
}

export type SwatchCheck =
  | { ok: true; file: SwatchFile }
  | { ok: false; tooLarge: boolean; issues: ValidationIssue[] };

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;
const refuse = (message: string, tooLarge = false): SwatchCheck => ({
  ok: false,
  tooLarge,
  issues: [{ path: "swatch", message }],
});

/** An uploaded swatch: a file of an accepted image type (by its bytes), size and pixel size. */
export async function checkSwatchUpload(value: unknown): Promise<SwatchCheck> {
  if (!(value instanceof File) || (value.size === 0 && value.name === ""))
    return refuse("Choose a picture of the moulding to upload.");
  if (value.size > MAX_SWATCH_BYTES)
    return refuse(
      `The picture is too large: ${kilobytes(value.size)} (limit ${kilobytes(MAX_SWATCH_BYTES)}).`,
      true,
    );
  const bytes = new Uint8Array(await value.arrayBuffer());
  const sniffed = sniffImage(bytes);
  if (!sniffed.ok || !(SWATCH_FORMATS as readonly string[]).includes(sniffed.image.format))
    return refuse(
      `Send a ${SWATCH_FORMATS_TEXT} picture.${sniffed.ok ? "" : ` (${sniffed.reason})`}`,
    );
  const { width, height, contentType, extension } = sniffed.image;
  const { min, max } = SWATCH_PIXELS;
  if (Math.min(width, height) < min || Math.max(width, height) > max)
    return refuse(
      `The picture is ${width} × ${height} pixels: each side must be ${min}-${max} pixels.`,
    );
  return { ok: true, file: { bytes, contentType, extension } };
}

/** The swatch drawn from a moulding's colour and profile. */
export function drawnSwatch(moulding: SwatchMoulding): SwatchFile {
  return {
    bytes: new TextEncoder().encode(mouldingSwatchSvg(moulding)),
    contentType: "image/svg+xml",
    extension: "svg",
  };
}

/** Drawn swatches are SVG; the owner's uploads never are (image-format.ts refuses SVG). */
export const isDrawnSwatch = (url: string) => url.endsWith(".svg");

async function contentHash(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest.slice(0, 6)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Stores a swatch for a moulding; returns its public address. */
export async function storeSwatch(
  env: Pick<Env, "IMAGES">,
  mouldingId: string,
  file: SwatchFile,
): Promise<string> {
  const name = `${mouldingId}-${await contentHash(file.bytes)}.${file.extension}`;
  await env.IMAGES.put(SWATCH_PREFIX + name, file.bytes, {
    httpMetadata: { contentType: file.contentType },
  });
  return SWATCH_URL_PREFIX + name;
}

const keyOf = (url: string) =>
  url.startsWith(SWATCH_URL_PREFIX) && SWATCH_FILE.test(url.slice(SWATCH_URL_PREFIX.length))
    ? SWATCH_PREFIX + url.slice(SWATCH_URL_PREFIX.length)
    : null;

/**
 * Removes a swatch no moulding uses any more. The starting catalogue's swatches are static files
 * (public/images/mouldings/) and stay.
 */
export async function deleteSwatch(env: Pick<Env, "IMAGES">, url: string): Promise<void> {
  const key = keyOf(url);
  if (key) await env.IMAGES.delete(key);
}

/** A stored swatch by its file name (the last part of its address), or null. */
export async function readSwatch(
  env: Pick<Env, "IMAGES">,
  fileName: string,
  headers: Headers,
): Promise<R2Object | R2ObjectBody | null> {
  if (!SWATCH_FILE.test(fileName)) return null;
  return env.IMAGES.get(SWATCH_PREFIX + fileName, { onlyIf: headers });
}
