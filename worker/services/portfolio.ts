// The portfolio: images in R2, their details in D1. The uploads API, the /portfolio page and the
// image route all go through these functions.
//
// Web-sized variants are made in the owner's browser (app/components/admin/portfolio-upload.ts)
// and arrive in the same multipart request as the original (fields `small` and `large` next to
// `image`): workerd has no image codecs, and a browser decodes and re-encodes a phone photo in a
// fraction of a second. The server trusts nothing about them: each is checked by its bytes, size
// and pixel size like the original. Visitors only ever get the variants; the original is kept for
// the owner (it may carry camera metadata such as GPS position).
//
// Nothing is stored unless every check passes; every write bumps the content version so the
// edge-cached pages and API show the change at once.

import { type ImageInfo, sniffImage } from "~/lib/image-format";
import {
  defaultDetails,
  displayFileName,
  fitsVariant,
  formatMegabytes,
  keyGroupPrefix,
  keyStem,
  MAX_IMAGE_BYTES,
  type PortfolioItem,
  parseStorageKey,
  storageKey,
  toPortfolioItem,
  VARIANT_NAMES,
  VARIANTS,
  type VariantName,
} from "~/lib/portfolio";
import { type GalleryWork, galleryWorkFromUpload, SAMPLE_GALLERY } from "~/lib/portfolio-gallery";
import { portfolioUpdateSchema } from "~/lib/portfolio-schema";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import { database } from "~db/client";
import {
  deletePortfolioImage as deleteRow,
  insertPortfolioImage,
  isKeyPrefixUsed,
  listPortfolioImages,
  updatePortfolioImage,
} from "~db/repositories/portfolio-images";
import { contentChanged } from "./edge-cache";

type PortfolioEnv = Pick<Env, "DB" | "IMAGES">;

export type UploadParts = { image: unknown; small?: unknown; large?: unknown };

export type UploadResult =
  | { status: "stored"; item: PortfolioItem }
  | { status: "invalid"; error: string; issues: ValidationIssue[] }
  | { status: "too-large"; error: string; issues: ValidationIssue[] };

type Refusal = Exclude<UploadResult, { status: "stored" }>;

interface CheckedFile {
  bytes: Uint8Array<ArrayBuffer>;
  info: ImageInfo;
}

const refuse = (status: Refusal["status"], path: string, error: string): Refusal => ({
  status,
  error,
  issues: [{ path, message: error }],
});

const isFile = (value: unknown): value is File => value instanceof File;

async function checkImage(
  field: string,
  file: File,
  maxBytes: number,
  what: string,
): Promise<CheckedFile | Refusal> {
  if (file.size > maxBytes) {
    return refuse(
      "too-large",
      field,
      `${what} is too large: ${formatMegabytes(file.size)} (limit ${formatMegabytes(maxBytes)}).`,
    );
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniffImage(bytes);
  if (!sniffed.ok)
    return refuse("invalid", field, `${displayFileName(file.name) || what}: ${sniffed.reason}`);
  return { bytes, info: sniffed.image };
}

async function checkVariant(name: VariantName, value: unknown): Promise<CheckedFile | Refusal> {
  if (!isFile(value)) {
    return refuse(
      "invalid",
      name,
      `The web-sized copy "${name}" is missing: upload from the admin panel, which makes the small and large copies in your browser.`,
    );
  }
  const checked = await checkImage(name, value, VARIANTS[name].maxBytes, `The ${name} copy`);
  if ("status" in checked) return checked;
  const { width, height } = checked.info;
  if (!fitsVariant(width, height, name)) {
    const { shortSide, longSide } = VARIANTS[name];
    const limit = Number.isFinite(shortSide)
      ? `${shortSide} px on the shorter side and ${longSide} px on the longer`
      : `${longSide} px on the longer side`;
    return refuse(
      "invalid",
      name,
      `The ${name} copy is ${width}×${height} px; at most ${limit} is allowed.`,
    );
  }
  return checked;
}

async function contentHash(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest.subarray(0, 4), (b) => b.toString(16).padStart(2, "0")).join("");
}

interface StoredObject {
  key: string;
  file: CheckedFile;
}

// Writes every object only where none exists yet (If-None-Match: *). When a key is taken or a
// write fails, the objects written so far are removed again: all or nothing.
async function putAllNew(bucket: R2Bucket, objects: readonly StoredObject[]): Promise<boolean> {
  const results = await Promise.allSettled(
    objects.map(({ key, file }) =>
      bucket.put(key, file.bytes, {
        httpMetadata: { contentType: file.info.contentType },
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

async function isStemUsed(env: PortfolioEnv, stem: string): Promise<boolean> {
  const prefix = keyGroupPrefix(stem);
  const [listed, inDatabase] = await Promise.all([
    env.IMAGES.list({ prefix, limit: 1 }),
    isKeyPrefixUsed(database(env.DB), prefix),
  ]);
  return listed.objects.length > 0 || inDatabase;
}

const MAX_KEY_ATTEMPTS = 20;

/**
 * Checks and stores one upload: the original (`image`) and its `small` and `large` copies, with
 * spec.md's default details from the file name. Nothing is stored when any part is refused.
 */
export async function uploadPortfolioImage(
  env: PortfolioEnv,
  parts: UploadParts,
): Promise<UploadResult> {
  if (!isFile(parts.image))
    return refuse("invalid", "image", 'Choose an image file to upload (form field "image").');
  const name = displayFileName(parts.image.name);
  const original = await checkImage("image", parts.image, MAX_IMAGE_BYTES, "The image");
  if ("status" in original) return original;
  const variants = {} as Record<VariantName, CheckedFile>;
  for (const variant of VARIANT_NAMES) {
    const checked = await checkVariant(variant, parts[variant]);
    if ("status" in checked) return checked;
    variants[variant] = checked;
  }

  const db = database(env.DB);
  const hash = await contentHash(original.bytes);
  for (let attempt = 1; attempt <= MAX_KEY_ATTEMPTS; attempt++) {
    const stem = keyStem(name, hash, attempt);
    if (await isStemUsed(env, stem)) continue;
    const objects: StoredObject[] = [
      { key: storageKey(stem, original.info.extension), file: original },
      ...VARIANT_NAMES.map((v) => ({
        key: storageKey(stem, variants[v].info.extension, v),
        file: variants[v],
      })),
    ];
    // Another upload took one of these keys between the check and the write: try the next stem.
    if (!(await putAllNew(env.IMAGES, objects))) continue;

    let row: Awaited<ReturnType<typeof insertPortfolioImage>>;
    try {
      row = await insertPortfolioImage(db, {
        key: objects[0].key,
        ...defaultDetails(name),
        contentType: original.info.contentType,
        // The picture as visitors see it: the browser applied any EXIF rotation to the copies.
        width: variants.large.info.width,
        height: variants.large.info.height,
        smallKey: objects[1].key,
        largeKey: objects[2].key,
        createdAt: new Date().toISOString(),
      });
    } catch (err) {
      await env.IMAGES.delete(objects.map((o) => o.key));
      throw err;
    }
    if (!row) {
      await env.IMAGES.delete(objects.map((o) => o.key));
      continue;
    }
    await contentChanged(env);
    return { status: "stored", item: toPortfolioItem(row) };
  }
  throw new Error(`No free storage key for ${name} after ${MAX_KEY_ATTEMPTS} attempts.`);
}

/** Every uploaded image with its details, newest first. */
export async function listPortfolio(env: Pick<Env, "DB">): Promise<PortfolioItem[]> {
  return (await listPortfolioImages(database(env.DB))).map(toPortfolioItem);
}

export type VisitorPortfolio =
  | { status: "works"; works: readonly GalleryWork[] }
  // D1 failed: the pages say so rather than show samples that would hide the owner's work.
  | { status: "unavailable"; works: readonly GalleryWork[] };

/**
 * What /portfolio and the home page show: the uploads, or spec.md's sample works while nothing
 * has been uploaded (and D1 said so). A D1 failure is logged and reported, never papered over.
 */
export async function portfolioForVisitors(env: Pick<Env, "DB">): Promise<VisitorPortfolio> {
  try {
    const items = await listPortfolio(env);
    if (items.length > 0) return { status: "works", works: items.map(galleryWorkFromUpload) };
    return { status: "works", works: SAMPLE_GALLERY };
  } catch (err) {
    console.error("Portfolio images could not be loaded", err);
    return { status: "unavailable", works: [] };
  }
}

/** A page made while D1 failed is never cached: it would outlive the outage. */
export function portfolioPageHeaders(result: VisitorPortfolio): HeadersInit {
  return result.status === "unavailable" ? { "Cache-Control": "no-store" } : {};
}

export type UpdateResult =
  | { status: "saved"; item: PortfolioItem }
  | { status: "invalid"; issues: ValidationIssue[] }
  | { status: "not-found" };

/** Changes the owner's details of an image: any of title, description, category, alt. */
export async function updatePortfolioDetails(
  env: Pick<Env, "DB">,
  key: string,
  input: unknown,
): Promise<UpdateResult> {
  const parsed = portfolioUpdateSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const row = await updatePortfolioImage(database(env.DB), key, parsed.data);
  if (!row) return { status: "not-found" };
  await contentChanged(env);
  return { status: "saved", item: toPortfolioItem(row) };
}

/**
 * Removes an image: the original and every variant in R2, then its details. R2 first, so a failure
 * halfway leaves the image listed and the owner can simply delete it again. False when nothing by
 * that key exists.
 */
export async function deletePortfolioImage(env: PortfolioEnv, key: string): Promise<boolean> {
  const parsed = parseStorageKey(key);
  if (!parsed || parsed.variant) return false;
  const db = database(env.DB);
  const listed = await env.IMAGES.list({ prefix: keyGroupPrefix(parsed.stem) });
  const keys = new Set(listed.objects.map((o) => o.key));
  if (keys.size) await env.IMAGES.delete([...keys]);
  const row = await deleteRow(db, key);
  if (!row && keys.size === 0) return false;
  await contentChanged(env);
  return true;
}

/**
 * A stored object for the image route. R2 evaluates If-None-Match itself and then answers without
 * a body (the caller answers 304). Originals are only for the owner (`ownerAllowed`).
 */
export async function readPortfolioObject(
  env: Pick<Env, "IMAGES">,
  key: string,
  conditions: Headers,
  ownerAllowed: () => Promise<boolean>,
) {
  const parsed = parseStorageKey(key);
  if (!parsed) return null;
  if (!parsed.variant && !(await ownerAllowed())) return null;
  return env.IMAGES.get(key, { onlyIf: conditions });
}
