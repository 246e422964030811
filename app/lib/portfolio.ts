// Portfolio rules shared by the uploads API, the admin tab, /portfolio and the sitemap:
// categories and filters, the old site's defaults from a file name, storage keys, image URLs,
// size limits and the web-sized variants. Pure (no zod, no DOM), so public pages load no weight.
import { type CopySize, fitsWithin, sizeWithin } from "./web-copies";

export const PORTFOLIO_CATEGORIES = [
  "artwork",
  "photography",
  "memorabilia",
  "commercial",
] as const;
export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<PortfolioCategory, string> = {
  artwork: "Artwork",
  photography: "Photography",
  memorabilia: "Memorabilia",
  commercial: "Commercial",
};

// The five filters of the old site, in its order; "all" is the default.
export const PORTFOLIO_FILTERS = [
  { id: "all", label: "All Work" },
  ...PORTFOLIO_CATEGORIES.map((id) => ({ id, label: CATEGORY_LABELS[id] })),
] as const;
export type PortfolioFilter = (typeof PORTFOLIO_FILTERS)[number]["id"];

/** The filter a `?category=` value selects; anything unknown shows all work. */
export function portfolioFilterFrom(value: string | null | undefined): PortfolioFilter {
  return PORTFOLIO_CATEGORIES.find((c) => c === value) ?? "all";
}

// ---- As on the old site (docs/decisions/0016-kept-from-the-old-site.md): the details an upload starts with ----

export const DEFAULT_DESCRIPTION = "Custom framing work";

/** The last path segment without its extension ("a/b/Wedding-photo.JPG" -> "Wedding-photo"). */
export function fileStem(fileName: string): string {
  const last = fileName.split(/[\\/]/).pop() ?? "";
  return last.replace(/\.[^.]*$/, "");
}

/** Hyphens and underscores become spaces; each word is capitalised. */
export function defaultTitle(fileName: string): string {
  const words = fileStem(fileName).replace(/[-_]+/g, " ").split(/\s+/).filter(Boolean);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ") || "Untitled Work";
}

// The old site's alt text names the file, which describes nothing: a work is published only once the
// owner has written real alt text (worker/services/portfolio.ts).
const DEFAULT_ALT_PREFIX = "Portfolio item: ";

export function defaultAlt(fileName: string): string {
  return `${DEFAULT_ALT_PREFIX}${fileStem(fileName)}`;
}

export const isDefaultAlt = (alt: string) => alt.trim().startsWith(DEFAULT_ALT_PREFIX.trim());

// Checked in this order; a later match wins over an earlier one (docs/decisions/0016-kept-from-the-old-site.md).
const CATEGORY_KEYWORDS: ReadonlyArray<readonly [keyword: string, category: PortfolioCategory]> = [
  ["photo", "photography"],
  ["memorial", "memorabilia"],
  ["commercial", "commercial"],
];

export function defaultCategory(fileName: string): PortfolioCategory {
  const name = fileStem(fileName).toLowerCase();
  let category: PortfolioCategory = "artwork";
  for (const [keyword, match] of CATEGORY_KEYWORDS) if (name.includes(keyword)) category = match;
  return category;
}

/** The file name as the owner's computer gave it: last segment, no control characters, trimmed. */
export function displayFileName(fileName: string): string {
  const last = (fileName.split(/[\\/]/).pop() ?? "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, "")
    .trim();
  return last.slice(0, 120);
}

export function defaultDetails(fileName: string) {
  const name = displayFileName(fileName);
  return {
    title: defaultTitle(name),
    description: DEFAULT_DESCRIPTION,
    category: defaultCategory(name),
    alt: defaultAlt(name),
  };
}

// ---- sizes ----

// docs/decisions/0003-content-safety.md: 15 MB per original.
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

/**
 * The web-sized copies the Worker makes and visitors get (docs/decisions/0003-content-safety.md and 0012-worker-image-copies.md);
 * originals are never served to them. small: the 400 px square grid card at 2x, so the shorter
 * side is 800 px (the card crops with object-fit: cover), the longer side at most 1600 px. large:
 * the modal, longer side 2000 px. Never enlarged.
 */
export const VARIANTS = {
  small: { shortSide: 800, longSide: 1600 },
  large: { shortSide: Number.POSITIVE_INFINITY, longSide: 2000 },
} as const satisfies Record<string, CopySize>;
export type VariantName = keyof typeof VARIANTS;

// The whole multipart request: the original and the form's own overhead.
export const MAX_UPLOAD_REQUEST_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

/** The pixel size of a variant of an image `width` x `height` (as displayed, i.e. after EXIF rotation). */
export function variantSize(
  width: number,
  height: number,
  variant: VariantName,
): { width: number; height: number } {
  return sizeWithin(width, height, VARIANTS[variant]);
}

/** Whether a variant keeps to its limits (one pixel of rounding either way). */
export function fitsVariant(width: number, height: number, variant: VariantName): boolean {
  return fitsWithin(width, height, VARIANTS[variant]);
}

export const formatMegabytes = (bytes: number) =>
  `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

// ---- storage keys ----

export const PORTFOLIO_PREFIX = "portfolio/";
const STEM_MAX_LENGTH = 60;

/**
 * The file name reduced to lower-case letters, digits and single hyphens: no dots (so no "..", no
 * hidden files, no second extension), no slashes, no control characters; accents folded.
 * "../../etc/passwd" -> "passwd", "Café Wall (1).JPG" -> "cafe-wall-1".
 */
export function safeStem(fileName: string): string {
  const folded = fileStem(displayFileName(fileName))
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
  const safe = folded
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, STEM_MAX_LENGTH)
    .replace(/^-+|-+$/g, "");
  return safe || "image";
}

/**
 * The stem of an upload's keys: `<safe-name>-<hash>`, then `-2`, `-3`, ... when taken. The short
 * hash of the bytes means a key never names two different images, so served images are cached as
 * immutable even after a delete and a re-upload under the same name. The counter appears only
 * when the same file is uploaded again: nothing is ever overwritten.
 */
export function keyStem(fileName: string, contentHash: string, attempt = 1): string {
  const stem = `${safeStem(fileName)}-${contentHash.slice(0, 8)}`;
  return attempt > 1 ? `${stem}-${attempt}` : stem;
}

/** `portfolio/<stem>.<ext>` for the original, `portfolio/<stem>.<variant>.<ext>` for a variant. */
export function storageKey(stem: string, extension: string, variant?: VariantName): string {
  return `${PORTFOLIO_PREFIX}${stem}.${variant ? `${variant}.` : ""}${extension}`;
}

/** Every object stored for one upload starts with this (stems contain no dots). */
export const keyGroupPrefix = (stem: string) => `${PORTFOLIO_PREFIX}${stem}.`;

const STORED_KEY = /^portfolio\/([a-z0-9-]+)\.(?:(small|large)\.)?(jpg|png|webp|avif|gif)$/;

/** The parts of one of our storage keys, or null for anything else. */
export function parseStorageKey(key: string): { stem: string; variant: VariantName | null } | null {
  const m = STORED_KEY.exec(key);
  return m ? { stem: m[1], variant: (m[2] as VariantName | undefined) ?? null } : null;
}

// ---- URLs ----

// Uploads are served under /images/portfolio/; /images/*.webp are the static sample artwork.
export const IMAGES_PATH = "/images/";

/** Where the Worker serves a stored object (worker/routes/portfolio-images.ts). */
export function portfolioImageUrl(key: string): string {
  return `${IMAGES_PATH}${key.split("/").map(encodeURIComponent).join("/")}`;
}

/** The storage key an /images/portfolio/... path names, or null. */
export function keyFromImagePath(pathname: string): string | null {
  if (!pathname.startsWith(`${IMAGES_PATH}${PORTFOLIO_PREFIX}`)) return null;
  try {
    const key = decodeURIComponent(pathname.slice(IMAGES_PATH.length));
    return parseStorageKey(key) ? key : null;
  } catch {
    return null;
  }
}

// ---- what visitors and the admin see ----

export interface PortfolioItem {
  // The old site's Image shape: the storage key (used to edit and delete) and the image's public URL.
  fileName: string;
  url: string;
  title: string;
  description: string;
  category: PortfolioCategory;
  alt: string;
  // The grid card's image (about 800 px) and the modal's (about 2000 px).
  smallUrl: string;
  largeUrl: string;
  // The large variant's pixel size: the picture as visitors see it.
  width: number | null;
  height: number | null;
  createdAt: string;
  // Hidden works are the owner's alone until published; featured ones lead the home page.
  hidden: boolean;
  featured: boolean;
}

// The home page's "Recent work" shows this many: the featured works first, then the grid's.
export const HOME_WORKS = 4;
