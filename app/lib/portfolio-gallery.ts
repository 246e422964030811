// What /portfolio shows for each work, from an upload or from the old site's sample works: the grid
// card's image (the small copy, about 800 px) and the modal's (the large copy, about 2000 px).
import { sampleWorks } from "~/content/images";
import { type PortfolioCategory, type PortfolioItem, variantSize } from "./portfolio";

export interface GalleryWork {
  id: string;
  title: string;
  description: string;
  category: PortfolioCategory;
  alt: string;
  card: { src: string; srcSet: string; width: number; height: number };
  full: { src: string; width: number; height: number };
  // One of the old site's sample works, shown only until the owner uploads; visitors are told so.
  sample?: true;
}

// Grid cards are square; 400 by 400 is the old site's size and the aspect the browser reserves.
const CARD_SIZE = 400;

export function galleryWorkFromUpload(item: PortfolioItem): GalleryWork {
  const known = item.width && item.height ? { width: item.width, height: item.height } : null;
  const small = known ? variantSize(known.width, known.height, "small") : null;
  return {
    id: item.fileName,
    title: item.title,
    description: item.description,
    category: item.category,
    alt: item.alt,
    card: {
      src: item.smallUrl,
      // Widths let a 3x phone take the large copy; 1x and 2x screens take the small one.
      srcSet:
        known && small ? `${item.smallUrl} ${small.width}w, ${item.largeUrl} ${known.width}w` : "",
      width: CARD_SIZE,
      height: CARD_SIZE,
    },
    full: { src: item.largeUrl, width: known?.width ?? 1600, height: known?.height ?? 1600 },
  };
}

// As on the old site (docs/decisions/0016-kept-from-the-old-site.md): the six sample works stand in while nothing has been uploaded.
export const SAMPLE_GALLERY: readonly GalleryWork[] = sampleWorks.map((w) => ({
  id: w.id,
  title: w.title,
  description: w.description,
  category: w.category,
  alt: w.alt,
  card: { src: w.small, srcSet: w.srcSet, width: CARD_SIZE, height: CARD_SIZE },
  full: { src: w.large, width: 1600, height: 1600 },
  sample: true,
}));
