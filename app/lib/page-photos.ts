// The places on the pages where the owner can put a photo in place of the site's illustration
// (docs/decisions/0046-page-words-and-photos.md), and where the photos' web copies live. Pure,
// shared by the Worker, the pages and the owner's "Pages & photos" screen.
import { heroImage, type ResponsiveImage, serviceImages } from "~/content/images";
import { SERVICES } from "~/content/site";
import { IMAGES_PATH, portfolioImageUrl } from "./portfolio";
import { type CopySize, sizeWithin } from "./web-copies";

export interface PhotoSlotInfo {
  // Where the photo shows, in the owner's words.
  label: string;
  page: "/" | "/about" | "/services";
  // What shows there until the owner sets a photo; none for the About photos, which are extra.
  illustration: string | null;
}

const serviceSlots = Object.fromEntries(
  SERVICES.map((s) => [
    `service-${s.id}`,
    {
      label: `Service: ${s.title}`,
      page: "/services",
      illustration: serviceImages[s.image].src,
    } satisfies PhotoSlotInfo,
  ]),
);

export const PHOTO_SLOTS: Record<string, PhotoSlotInfo> = {
  "home-hero": {
    label: "Home page: the big picture at the top",
    page: "/",
    illustration: heroImage.src,
  },
  "about-1": { label: "About page: first photo", page: "/about", illustration: null },
  "about-2": { label: "About page: second photo", page: "/about", illustration: null },
  "about-3": { label: "About page: third photo", page: "/about", illustration: null },
  ...serviceSlots,
};

export const ABOUT_SLOTS = ["about-1", "about-2", "about-3"] as const;
export const serviceSlot = (serviceId: string) => `service-${serviceId}`;

export const isPhotoSlot = (slot: string): boolean => Object.hasOwn(PHOTO_SLOTS, slot);

// The copies a page photo gets: small for phones and cards (a service card is at most ~400 px
// wide, the hero ~560), large for wide screens at 2x. No original is kept.
export const PAGE_PHOTO_SIZES = {
  small: { shortSide: Number.POSITIVE_INFINITY, longSide: 800 },
  large: { shortSide: Number.POSITIVE_INFINITY, longSide: 1600 },
} as const satisfies Record<"small" | "large", CopySize>;

export const PAGE_PHOTOS_PREFIX = "pages/";
const PAGE_PHOTO_KEY = /^pages\/([a-z0-9-]+)\.(small|large)\.(webp|avif|jpg|png)$/;

/** `pages/<stem>.<small|large>.<ext>`; the stem carries a hash of the original. */
export const pagePhotoKey = (stem: string, variant: "small" | "large", extension: string) =>
  `${PAGE_PHOTOS_PREFIX}${stem}.${variant}.${extension}`;

export const isPagePhotoKey = (key: string) => PAGE_PHOTO_KEY.test(key);

/** The storage key an /images/pages/... path names, or null. */
export function pagePhotoKeyFromPath(pathname: string): string | null {
  if (!pathname.startsWith(`${IMAGES_PATH}${PAGE_PHOTOS_PREFIX}`)) return null;
  try {
    const key = decodeURIComponent(pathname.slice(IMAGES_PATH.length));
    return isPagePhotoKey(key) ? key : null;
  } catch {
    return null;
  }
}

/** A stored photo as the pages show it: both copies in a srcset, its size and alt text. */
export function photoImage(row: {
  smallKey: string;
  largeKey: string;
  width: number;
  height: number;
  alt: string;
}): ResponsiveImage {
  const small = portfolioImageUrl(row.smallKey);
  const large = portfolioImageUrl(row.largeKey);
  const smallWidth = sizeWithin(row.width, row.height, PAGE_PHOTO_SIZES.small).width;
  return {
    src: small,
    srcSet: `${small} ${smallWidth}w, ${large} ${row.width}w`,
    width: row.width,
    height: row.height,
    alt: row.alt,
  };
}
