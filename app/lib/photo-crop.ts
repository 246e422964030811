// The visitor's preview photo placed in the frame's opening: moved (x, y) and zoomed, sent with
// the quote request so the owner sees the piece as the visitor framed it
// (docs/decisions/0052-preview-photo-placement.md). Zod-free: the designer page runs it.
// The photo's centre as fractions of its overflow (0.5, 0.5: centred) and its zoom (1: fills the
// opening, up to 4).
export interface PhotoCrop {
  x: number;
  y: number;
  zoom: number;
}

export const PHOTO_ZOOM = { min: 1, max: 4 } as const;
export const CENTRED: PhotoCrop = { x: 0.5, y: 0.5, zoom: 1 };

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** Keeps a placement inside its limits (a drag past the edge stops at it). */
export function clampCrop(crop: PhotoCrop): PhotoCrop {
  return {
    x: clamp(crop.x, 0, 1),
    y: clamp(crop.y, 0, 1),
    zoom: clamp(crop.zoom, PHOTO_ZOOM.min, PHOTO_ZOOM.max),
  };
}

/** "0.5,0.5,1": the placement in the form's hidden field. */
export function cropToField(crop: PhotoCrop): string {
  const r = (n: number) => String(Math.round(n * 1000) / 1000);
  return [r(crop.x), r(crop.y), r(crop.zoom)].join(",");
}

/** The hidden field read back: an object for frameDesignSchema, or undefined when empty. */
export function cropFromField(text: string | undefined): unknown {
  const trimmed = text?.trim() ?? "";
  if (!trimmed) return undefined;
  const parts = trimmed.split(",").map((p) => (p.trim() === "" ? Number.NaN : Number(p)));
  if (parts.length !== 3) return trimmed;
  const [x, y, zoom] = parts;
  return { x, y, zoom };
}

/**
 * Where to draw a photo of `natural` size so it covers the `art` window at the crop's zoom, its
 * overflow shifted by x and y (0: the photo's left/top edge at the window's, 1: its right/bottom).
 */
export function placePhoto(
  art: { x: number; y: number; w: number; h: number },
  natural: { width: number; height: number },
  crop: PhotoCrop,
) {
  const scale = Math.max(art.w / natural.width, art.h / natural.height) * crop.zoom;
  const width = natural.width * scale;
  const height = natural.height * scale;
  return {
    x: art.x - (width - art.w) * crop.x,
    y: art.y - (height - art.h) * crop.y,
    width,
    height,
  };
}
