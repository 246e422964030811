// Browser side of a portfolio upload: early checks with the server's own rules, the web-sized
// copies, and the request with upload progress.
//
// Why the copies are made here: workerd has no image codecs, while the owner's browser decodes a
// phone photo (applying its EXIF rotation) and re-encodes it as WebP in a fraction of a second.
// The copies carry no camera metadata. They travel in the same multipart request as the original
// (fields `small` and `large` next to `image`), and the server checks them like the original.
import { ApiRequestError } from "~/lib/admin-api";
import { ACCEPTED_FORMATS_TEXT, detectImageFormat } from "~/lib/image-format";
import {
  formatMegabytes,
  MAX_IMAGE_BYTES,
  type PortfolioItem,
  VARIANT_NAMES,
  type VariantName,
  variantSize,
} from "~/lib/portfolio";

const WEBP_QUALITY = 0.82;
// Safari cannot encode WebP and silently hands back PNG; JPEG keeps its copies small instead.
const JPEG_QUALITY = 0.85;

/** Why this file cannot be uploaded, before sending anything; null when it may be. */
export async function refusalBeforeUpload(file: File): Promise<string | null> {
  if (file.size === 0) return "The file is empty.";
  if (file.size > MAX_IMAGE_BYTES)
    return `The file is ${formatMegabytes(file.size)}; the limit is ${formatMegabytes(MAX_IMAGE_BYTES)}.`;
  const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
  if (!detectImageFormat(head)) return `This is not a ${ACCEPTED_FORMATS_TEXT} image.`;
  return null;
}

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function drawable<T extends Canvas2D>(ctx: T | null): T {
  if (!ctx) throw new Error("The browser could not draw the image.");
  return ctx;
}

function canvasOf(
  width: number,
  height: number,
): { ctx: Canvas2D; toBlob: (type: string, quality: number) => Promise<Blob> } {
  if (typeof OffscreenCanvas !== "undefined") {
    const canvas = new OffscreenCanvas(width, height);
    return {
      ctx: drawable(canvas.getContext("2d")),
      toBlob: (type, quality) => canvas.convertToBlob({ type, quality }),
    };
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return {
    ctx: drawable(canvas.getContext("2d")),
    toBlob: (type, quality) =>
      new Promise((resolve, reject) =>
        canvas.toBlob(
          (b) => (b ? resolve(b) : reject(new Error("The browser could not encode the image."))),
          type,
          quality,
        ),
      ),
  };
}

async function encodeCopy(bitmap: ImageBitmap, variant: VariantName): Promise<Blob> {
  const size = variantSize(bitmap.width, bitmap.height, variant);
  const { ctx, toBlob } = canvasOf(size.width, size.height);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(bitmap, 0, 0, size.width, size.height);
  const webp = await toBlob("image/webp", WEBP_QUALITY);
  return webp.type === "image/webp" ? webp : toBlob("image/jpeg", JPEG_QUALITY);
}

/** The small (grid card) and large (modal) copies of an image, decoded and re-encoded here. */
export async function makeWebCopies(file: File): Promise<Record<VariantName, Blob>> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new Error("This browser could not read the image to make its web-sized copies.");
  }
  try {
    const copies = {} as Record<VariantName, Blob>;
    for (const variant of VARIANT_NAMES) copies[variant] = await encodeCopy(bitmap, variant);
    return copies;
  } finally {
    bitmap.close();
  }
}

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * POSTs the original and its copies to /api/uploads/upload. XMLHttpRequest, not fetch: only it
 * reports upload progress. Errors are ApiRequestError with the server's message, like adminFetch.
 */
export function sendUpload(
  file: File,
  copies: Record<VariantName, Blob>,
  onProgress: (fraction: number) => void,
): Promise<PortfolioItem> {
  const form = new FormData();
  form.set("image", file, file.name);
  for (const variant of VARIANT_NAMES) {
    const copy = copies[variant];
    form.set(variant, copy, `${variant}.${copy.type === "image/webp" ? "webp" : "jpg"}`);
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/uploads/upload");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as PortfolioItem);
      const error =
        body && typeof body === "object" && "error" in body && typeof body.error === "string"
          ? body.error
          : xhr.statusText;
      reject(new ApiRequestError(xhr.status, body, `${xhr.status}: ${error}`));
    };
    xhr.onerror = () =>
      reject(new Error("The upload was interrupted. Check the connection and try again."));
    xhr.send(form);
  });
}
