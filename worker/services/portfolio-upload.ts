// A portfolio upload: the original alone arrives (the old site's POST /api/uploads/upload with the
// field `image`), and the Worker makes its grid and large copies through the Images binding
// (./web-images.ts). The original is kept for the owner (it may carry camera metadata such as a
// GPS position); visitors only ever get the copies, which carry none.
//
// A new work starts hidden with the old site's details from the file name, first in the grid, until the
// owner writes its details and publishes it (./portfolio.ts). Nothing is stored unless every check
// passes, and then everything or nothing.

import {
  defaultDetails,
  keyGroupPrefix,
  keyStem,
  MAX_IMAGE_BYTES,
  type PortfolioItem,
  storageKey,
  VARIANTS,
} from "~/lib/portfolio";
import { database } from "~db/client";
import { insertPortfolioImage, isKeyPrefixUsed } from "~db/repositories/portfolio-images";
import { toPortfolioItem } from "./portfolio";
import {
  contentHash,
  type ImageRefusal,
  isRefusal,
  makeWebCopies,
  putAllNew,
  readImageUpload,
  type StoredObject,
} from "./web-images";

type PortfolioEnv = Pick<Env, "DB" | "IMAGES" | "IMAGE_TRANSFORMS">;

export type UploadResult = { status: "stored"; item: PortfolioItem } | ImageRefusal;

async function isStemUsed(env: PortfolioEnv, stem: string): Promise<boolean> {
  const prefix = keyGroupPrefix(stem);
  const [listed, inDatabase] = await Promise.all([
    env.IMAGES.list({ prefix, limit: 1 }),
    isKeyPrefixUsed(database(env.DB), prefix),
  ]);
  return listed.objects.length > 0 || inDatabase;
}

const MAX_KEY_ATTEMPTS = 20;

/** Checks one upload, makes its copies and stores all three, hidden, first in the grid. */
export async function uploadPortfolioImage(
  env: PortfolioEnv,
  image: unknown,
): Promise<UploadResult> {
  const original = await readImageUpload(image, { field: "image", maxBytes: MAX_IMAGE_BYTES });
  if (isRefusal(original)) return original;
  const copies = await makeWebCopies(env.IMAGE_TRANSFORMS, original, VARIANTS);
  if (isRefusal(copies)) return copies;

  const db = database(env.DB);
  const hash = await contentHash(original.bytes);
  for (let attempt = 1; attempt <= MAX_KEY_ATTEMPTS; attempt++) {
    const stem = keyStem(original.name, hash, attempt);
    if (await isStemUsed(env, stem)) continue;
    const key = storageKey(stem, original.info.extension);
    const smallKey = storageKey(stem, copies.small.extension, "small");
    const largeKey = storageKey(stem, copies.large.extension, "large");
    const objects: StoredObject[] = [
      { key, bytes: original.bytes, contentType: original.info.contentType },
      { key: smallKey, bytes: copies.small.bytes, contentType: copies.small.contentType },
      { key: largeKey, bytes: copies.large.bytes, contentType: copies.large.contentType },
    ];
    // Another upload took one of these keys between the check and the write: try the next stem.
    if (!(await putAllNew(env.IMAGES, objects))) continue;

    let row: Awaited<ReturnType<typeof insertPortfolioImage>>;
    try {
      row = await insertPortfolioImage(db, {
        key,
        ...defaultDetails(original.name),
        contentType: original.info.contentType,
        // The picture as visitors see it: the binding applied any camera rotation to the copies.
        width: copies.large.width,
        height: copies.large.height,
        smallKey,
        largeKey,
        hidden: true,
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
    // Hidden: visitors see no change, so the edge cache stays as it is.
    return { status: "stored", item: toPortfolioItem(row) };
  }
  throw new Error(`No free storage key for ${original.name} after ${MAX_KEY_ATTEMPTS} attempts.`);
}
