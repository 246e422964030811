// Images for blog posts: the owner's original goes through the same checks and the same copies as
// a portfolio upload (./web-images.ts) and only the copies are kept, public from the start (a
// draft's image is reachable only by its address, which carries a hash of the picture).
import {
  type BlogImage,
  blogImageKey,
  blogImageUrl,
  isBlogImageKey,
  isCoverKey,
} from "~/lib/blog-images";
import { keyStem, MAX_IMAGE_BYTES, VARIANTS } from "~/lib/portfolio";
import {
  contentHash,
  type ImageRefusal,
  isRefusal,
  makeWebCopies,
  putAllNew,
  readImageUpload,
} from "./web-images";

type BlogImageEnv = Pick<Env, "IMAGES" | "IMAGE_TRANSFORMS">;

export type BlogImageResult = { status: "stored"; image: BlogImage } | ImageRefusal;

/**
 * Checks an upload and stores its two copies under blog/. The same picture uploaded again gets the
 * same keys, and the copies already stored are used.
 */
export async function uploadBlogImage(env: BlogImageEnv, image: unknown): Promise<BlogImageResult> {
  const original = await readImageUpload(image, { field: "image", maxBytes: MAX_IMAGE_BYTES });
  if (isRefusal(original)) return original;
  const copies = await makeWebCopies(env.IMAGE_TRANSFORMS, original, VARIANTS);
  if (isRefusal(copies)) return copies;

  const stem = keyStem(original.name, await contentHash(original.bytes));
  // One extension for both, so a cover's small copy is found from its large one's key; each
  // object keeps its own Content-Type.
  const extension = copies.large.extension;
  const key = blogImageKey(stem, "large", extension);
  const smallKey = blogImageKey(stem, "small", extension);
  const stored = await putAllNew(env.IMAGES, [
    { key, bytes: copies.large.bytes, contentType: copies.large.contentType },
    { key: smallKey, bytes: copies.small.bytes, contentType: copies.small.contentType },
  ]);
  if (!stored) {
    const [large, small] = await Promise.all([env.IMAGES.head(key), env.IMAGES.head(smallKey)]);
    if (!large || !small) throw new Error(`Blog image ${key} is only partly stored.`);
  }
  return {
    status: "stored",
    image: {
      key,
      url: blogImageUrl(key),
      smallUrl: blogImageUrl(smallKey),
      width: copies.large.width,
      height: copies.large.height,
    },
  };
}

/** Whether a post's cover names one of our stored blog images (its large copy). */
export async function coverExists(env: Pick<Env, "IMAGES">, key: string): Promise<boolean> {
  return isCoverKey(key) && (await env.IMAGES.head(key)) !== null;
}

/** A blog image for the image route; public, so shared caches may keep it. */
export async function readBlogImageObject(
  env: Pick<Env, "IMAGES">,
  key: string,
  conditions: Headers,
): Promise<R2Object | null> {
  if (!isBlogImageKey(key)) return null;
  return env.IMAGES.get(key, { onlyIf: conditions });
}
