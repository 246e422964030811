// A swatch photo made small in the owner's browser before it is sent: the middle square of the
// picture at SWATCH_UPLOAD_PIXELS, so a phone photo of a moulding sample becomes a few kilobytes.
// The server checks whatever arrives (its bytes, size and pixels) all the same.
import { SWATCH_FORMATS_TEXT, SWATCH_UPLOAD_PIXELS } from "~/lib/frame-catalogue-schema";
import { mouldingSwatchSvg, type SwatchMoulding } from "~/lib/moulding-swatch";

export class UnreadablePicture extends Error {
  constructor() {
    super(`This picture cannot be read here. Choose a ${SWATCH_FORMATS_TEXT} picture.`);
  }
}

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.86));
}

export async function scaleSwatch(file: File): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new UnreadablePicture();
  }
  const side = Math.min(bitmap.width, bitmap.height);
  const size = Math.min(SWATCH_UPLOAD_PIXELS, side);
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext("2d");
  if (!context) throw new UnreadablePicture();
  context.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    size,
    size,
  );
  bitmap.close();
  // Browsers that cannot encode WebP hand back PNG: then JPEG is smaller.
  const webp = await toBlob(canvas, "image/webp");
  if (webp?.type === "image/webp") return webp;
  const jpeg = await toBlob(canvas, "image/jpeg");
  if (!jpeg) throw new UnreadablePicture();
  return jpeg;
}

/** The swatch the server would draw, for a preview while the colour is chosen. */
export function drawnSwatchUrl(moulding: SwatchMoulding): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(mouldingSwatchSvg(moulding))}`;
}
