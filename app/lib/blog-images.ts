// Images in blog posts (their body and their cover): stored in R2 under blog/, served by the
// Worker from /images/blog/ on our own origin, so the CSP (img-src 'self') and the post sanitiser
// (which keeps only /images/ sources) let them through. Each upload is kept as two web-sized
// copies made by the Worker, the portfolio's sizes; no original is kept.
import { IMAGES_PATH, portfolioImageUrl, type VariantName } from "./portfolio";

export const BLOG_IMAGES_PREFIX = "blog/";

const BLOG_IMAGE_KEY = /^blog\/([a-z0-9-]+)\.(small|large)\.(webp|avif|jpg|png)$/;

/** `blog/<stem>.<variant>.<ext>`: the stem is safeStem + a hash of the original, as in the portfolio. */
export function blogImageKey(stem: string, variant: VariantName, extension: string): string {
  return `${BLOG_IMAGES_PREFIX}${stem}.${variant}.${extension}`;
}

export const isBlogImageKey = (key: string) => BLOG_IMAGE_KEY.test(key);

/** A cover is named by its large copy's key; the small copy sits next to it. */
export const isCoverKey = (key: string) => BLOG_IMAGE_KEY.exec(key)?.[2] === "large";

export const blogImageUrl = portfolioImageUrl;

/** The storage key an /images/blog/... path names, or null. */
export function blogKeyFromImagePath(pathname: string): string | null {
  if (!pathname.startsWith(`${IMAGES_PATH}${BLOG_IMAGES_PREFIX}`)) return null;
  try {
    const key = decodeURIComponent(pathname.slice(IMAGES_PATH.length));
    return isBlogImageKey(key) ? key : null;
  } catch {
    return null;
  }
}

/** What an upload answers: the cover key, both copies' addresses, the picture's size. */
export interface BlogImage {
  key: string;
  url: string;
  smallUrl: string;
  width: number;
  height: number;
}

/** The addresses of a cover's copies: the small one for cards and the page, the large for sharing. */
export function coverUrls(coverKey: string): { small: string; large: string } | null {
  if (!isCoverKey(coverKey)) return null;
  return {
    large: blogImageUrl(coverKey),
    small: blogImageUrl(coverKey.replace(/\.large\.(\w+)$/, ".small.$1")),
  };
}

// Covers are shown cropped to this shape on cards and the post page, so no size is needed to
// reserve their space.
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 800;
