// The web-sized copies the Worker makes of an uploaded picture (docs/decisions/0012-worker-image-copies.md): how big
// a copy may be, and which originals it can be made from. Pure, shared by the Worker's image
// service (worker/services/web-images.ts), the gallery's srcset and the admin pages.

/** A copy's limits: at most `shortSide` px on its shorter side and `longSide` px on its longer. */
export interface CopySize {
  shortSide: number;
  longSide: number;
}

/**
 * The pixel size of a copy of a `width` x `height` picture (as displayed, after any camera
 * rotation): scaled down to keep within `size`, aspect ratio kept, never enlarged.
 */
export function sizeWithin(
  width: number,
  height: number,
  size: CopySize,
): { width: number; height: number } {
  const scale = Math.min(
    1,
    size.shortSide / Math.min(width, height),
    size.longSide / Math.max(width, height),
  );
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Whether a copy keeps to its limits (one pixel of rounding either way). */
export function fitsWithin(width: number, height: number, size: CopySize): boolean {
  return (
    Math.max(width, height) <= size.longSide + 1 && Math.min(width, height) <= size.shortSide + 1
  );
}

// Cloudflare Images refuses pictures over 100 megapixels or 12,000 px on a side; the limits are
// checked from the file's header before any decoding (a small file can claim a vast picture).
export const MAX_IMAGE_PIXELS = 100_000_000;
export const MAX_IMAGE_SIDE = 12_000;

// WebP: every browser shows it, and Cloudflare Images drops all metadata (EXIF, GPS) from it.
export const WEB_COPY_FORMAT = "image/webp";
export const WEB_COPY_QUALITY = 82;
