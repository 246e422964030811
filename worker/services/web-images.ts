// Uploaded pictures made ready for the web by the Worker (docs/decisions/0012-worker-image-copies.md), for any
// feature that takes images from the owner: the portfolio, blog images, and later others.
//
// readImageUpload checks what arrived (a file, its size, its real format from its bytes, and the
// picture's size from its header) before any decoding; makeWebCopies has the Images binding
// decode it, apply the camera's rotation, scale it down (aspect ratio kept, never enlarged) and
// re-encode it as WebP, which carries no metadata: no EXIF, no GPS position. Locally the binding
// is emulated by miniflare with sharp, so development and tests run the same code. putAllNew
// stores an upload's objects in R2, all or nothing, never over an existing one.

import { IMAGE_FORMATS, type ImageInfo, sniffImage } from "~/lib/image-format";
import { displayFileName, formatMegabytes } from "~/lib/portfolio";
import type { ValidationIssue } from "~/lib/validation-issues";
import {
  type CopySize,
  fitsWithin,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  sizeWithin,
  WEB_COPY_FORMAT,
  WEB_COPY_QUALITY,
} from "~/lib/web-copies";

export type ImageRefusal = {
  status: "invalid" | "too-large";
  error: string;
  issues: ValidationIssue[];
};

export const refuseImage = (
  status: ImageRefusal["status"],
  path: string,
  error: string,
): ImageRefusal => ({ status, error, issues: [{ path, message: error }] });

export const isRefusal = (value: object): value is ImageRefusal =>
  "status" in value && "issues" in value;

/** An upload that passed every check: its bytes, its name as the owner's computer gave it. */
export interface ImageUpload {
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
  info: ImageInfo;
}

export interface WebCopy {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: ImageInfo["contentType"];
  extension: ImageInfo["extension"];
  width: number;
  height: number;
}

const megapixels = (pixels: number) => `${Math.round(pixels / 1e6)} megapixels`;

/**
 * Checks one uploaded file: a file at all, at most `maxBytes`, a JPEG, PNG, WebP, AVIF or GIF by
 * its bytes (never by its name or claimed type), and a picture the Images binding can take.
 */
export async function readImageUpload(
  value: unknown,
  opts: { field: string; maxBytes: number },
): Promise<ImageUpload | ImageRefusal> {
  const { field, maxBytes } = opts;
  if (!(value instanceof File))
    return refuseImage("invalid", field, `Choose an image file to upload (form field "${field}").`);
  const name = displayFileName(value.name);
  const label = name || "The image";
  if (value.size > maxBytes) {
    return refuseImage(
      "too-large",
      field,
      `${label} is too large: ${formatMegabytes(value.size)} (limit ${formatMegabytes(maxBytes)}).`,
    );
  }
  const bytes = new Uint8Array(await value.arrayBuffer());
  const sniffed = sniffImage(bytes);
  if (!sniffed.ok) return refuseImage("invalid", field, `${label}: ${sniffed.reason}`);
  const { width, height } = sniffed.image;
  if (Math.max(width, height) > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    return refuseImage(
      "too-large",
      field,
      `${label} is ${width}×${height} px; pictures can be at most ${MAX_IMAGE_SIDE.toLocaleString("en-US")} px on a side and ${megapixels(MAX_IMAGE_PIXELS)}.`,
    );
  }
  return { name, bytes, info: sniffed.image };
}

const streamOf = (bytes: Uint8Array<ArrayBuffer>) => new Blob([bytes]).stream();

/** One copy scaled down to fit `box`, re-encoded, and measured from its own bytes. */
async function encode(
  images: ImagesBinding,
  bytes: Uint8Array<ArrayBuffer>,
  box: { width: number; height: number },
): Promise<WebCopy> {
  const result = await images
    .input(streamOf(bytes))
    .transform({ width: box.width, height: box.height, fit: "scale-down" })
    // anim: false keeps the first frame of an animated GIF or WebP, a still picture.
    .output({ format: WEB_COPY_FORMAT, quality: WEB_COPY_QUALITY, anim: false });
  const out = new Uint8Array(await new Response(result.image()).arrayBuffer());
  const info = await images.info(streamOf(out));
  const format = Object.values(IMAGE_FORMATS).find((f) => f.contentType === info.format);
  if (!format || !("width" in info))
    throw new Error(`The Images binding answered with ${info.format}, not a web image.`);
  return {
    bytes: out,
    contentType: format.contentType,
    extension: format.extension,
    width: info.width,
    height: info.height,
  };
}

const sameSize = (a: { width: number; height: number }, b: { width: number; height: number }) =>
  Math.abs(a.width - b.width) <= 1 && Math.abs(a.height - b.height) <= 1;

async function copiesOf<N extends string>(
  images: ImagesBinding,
  upload: ImageUpload,
  sizes: Record<N, CopySize>,
): Promise<Record<N, WebCopy>> {
  const entries = Object.entries(sizes) as [N, CopySize][];
  const [largest] = [...entries].sort(([, a], [, b]) => b.longSide - a.longSide);
  // The header's size is as stored; a camera's rotation may turn the picture. The largest copy,
  // made in a square box, shows which way up it really is; the other sizes follow from that.
  const probe = await encode(images, upload.bytes, {
    width: largest[1].longSide,
    height: largest[1].longSide,
  });
  const { width, height } = upload.info;
  const turned = width !== height && probe.width !== probe.height;
  const rotated = turned && probe.width > probe.height !== width > height;
  const shown = rotated ? { width: height, height: width } : { width, height };

  const copies = {} as Record<N, WebCopy>;
  for (const [name, size] of entries) {
    const target = sizeWithin(shown.width, shown.height, size);
    const copy =
      name === largest[0] && sameSize(probe, target)
        ? probe
        : await encode(images, upload.bytes, target);
    if (!fitsWithin(copy.width, copy.height, size))
      throw new Error(`The ${name} copy came back ${copy.width}×${copy.height} px.`);
    copies[name] = copy;
  }
  return copies;
}

/**
 * The web-sized copies of a checked upload, one per entry of `sizes` (e.g. the portfolio's grid
 * and large copies). A picture the binding cannot decode although its header looked right is
 * refused as damaged (400), with the binding's own error logged.
 */
export async function makeWebCopies<N extends string>(
  images: ImagesBinding,
  upload: ImageUpload,
  sizes: Record<N, CopySize>,
  field = "image",
): Promise<Record<N, WebCopy> | ImageRefusal> {
  try {
    return await copiesOf(images, upload, sizes);
  } catch (err) {
    console.error("The Images binding could not make web copies of", upload.name, err);
    return refuseImage(
      "invalid",
      field,
      `${upload.name || "The image"}: the picture could not be read to make its web-sized copies. The file may be damaged; try exporting it again.`,
    );
  }
}

// ---- storing ----

/** The first 8 hex digits of the SHA-256 of the bytes: part of every key, so a key never names two pictures. */
export async function contentHash(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest.subarray(0, 4), (b) => b.toString(16).padStart(2, "0")).join("");
}

export interface StoredObject {
  key: string;
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
}

/**
 * Writes every object only where none exists yet (If-None-Match: *). When a key is taken or a
 * write fails, the objects written so far are removed again: all or nothing. False when a key
 * was taken.
 */
export async function putAllNew(
  bucket: R2Bucket,
  objects: readonly StoredObject[],
): Promise<boolean> {
  const results = await Promise.allSettled(
    objects.map(({ key, bytes, contentType }) =>
      bucket.put(key, bytes, {
        httpMetadata: { contentType },
        onlyIf: new Headers({ "If-None-Match": "*" }),
      }),
    ),
  );
  const written = objects.filter((_, i) => {
    const r = results[i];
    return r.status === "fulfilled" && r.value !== null;
  });
  if (written.length === objects.length) return true;
  if (written.length) await bucket.delete(written.map((o) => o.key));
  const failure = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failure) throw failure.reason;
  return false;
}
