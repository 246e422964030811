// The artwork made for this site (app/content/images.generate.mjs), with sizes and alt text.

export interface ResponsiveImage {
  alt: string;
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

const squareSet = (id: string) =>
  [400, 800, 1600].map((w) => `/images/sample-${id}-${w}.webp ${w}w`).join(", ");

export const heroImage: ResponsiveImage = {
  alt: "A gallery wall of framed artwork: a large abstract landscape in a black frame with an off-white mat, flanked by smaller framed prints",
  src: "/images/hero-gallery-wall-800.webp",
  srcSet: "/images/hero-gallery-wall-800.webp 800w, /images/hero-gallery-wall-1200.webp 1200w",
  width: 1200,
  height: 900,
};

export type PortfolioCategory = "artwork" | "photography" | "memorabilia" | "commercial";

export interface SampleWork {
  id: string;
  title: string;
  description: string;
  category: PortfolioCategory;
  alt: string;
  small: string;
  large: string;
  srcSet: string;
}

const sample = (
  id: string,
  title: string,
  category: PortfolioCategory,
  description: string,
  alt: string,
): SampleWork => ({
  id,
  title,
  description,
  category,
  alt,
  small: `/images/sample-${id}-800.webp`,
  large: `/images/sample-${id}-1600.webp`,
  srcSet: squareSet(id),
});

// The old site's six sample works, shown while no image has been uploaded.
export const sampleWorks: readonly SampleWork[] = [
  sample(
    "custom-art-framing",
    "Custom Art Framing",
    "artwork",
    "An abstract landscape painting given a slim black moulding and a generous ivory mat.",
    "Abstract landscape painting in ochre, green and terracotta",
  ),
  sample(
    "photography-display",
    "Photography Display",
    "photography",
    "A landscape photograph printed on lustre paper and framed for a sunny living room.",
    "Landscape photograph of hills at sunset",
  ),
  sample(
    "sports-memorabilia",
    "Sports Memorabilia",
    "memorabilia",
    "A signed number 23 jersey and game ball mounted in a deep walnut shadowbox.",
    "Jersey number 23 and a baseball mounted in a green-lined shadowbox",
  ),
  sample(
    "commercial-installation",
    "Commercial Installation",
    "commercial",
    "A coordinated set of three framed prints installed in a Heights office lobby.",
    "Three framed prints hung in a row on an office lobby wall",
  ),
  sample(
    "vintage-poster-restoration",
    "Vintage Poster Restoration",
    "artwork",
    "An art-deco travel poster cleaned, backed with linen and framed behind UV glass.",
    "Art-deco style poster of a sunrise over a lake with mountains",
  ),
  sample(
    "family-heirloom-preservation",
    "Family Heirloom Preservation",
    "memorabilia",
    "A sepia wedding portrait preserved in an oval mat with conservation glazing.",
    "Sepia wedding portrait of a couple in an oval mat",
  ),
];

export type ServiceImageId =
  | "custom-framing"
  | "matting"
  | "restoration"
  | "canvas"
  | "consultation"
  | "shadowbox"
  | "printing"
  | "installation"
  | "rush";

// Every service illustration is one 600 x 400 WebP.
const serviceImage = (id: ServiceImageId, alt: string): ResponsiveImage => ({
  alt,
  src: `/images/service-${id}-600.webp`,
  srcSet: `/images/service-${id}-600.webp 600w`,
  width: 600,
  height: 400,
});

export const serviceImages: Record<ServiceImageId, ResponsiveImage> = {
  "custom-framing": serviceImage(
    "custom-framing",
    "Corner of a walnut frame with an ivory mat around a landscape print",
  ),
  matting: serviceImage(
    "matting",
    "A print in a black frame with a double mat, beside a fan of mat board samples",
  ),
  restoration: serviceImage(
    "restoration",
    "A vintage poster with a mended tear, and a soft cleaning brush",
  ),
  canvas: serviceImage(
    "canvas",
    "A painted canvas stapled over its wooden stretcher, next to a bare stretcher frame",
  ),
  consultation: serviceImage(
    "consultation",
    "A gallery wall planned with paper templates above a sofa, one framed piece already hung",
  ),
  shadowbox: serviceImage(
    "shadowbox",
    "Three medals with ribbons and a folded flag in a navy shadowbox",
  ),
  printing: serviceImage("printing", "A wide-format printer producing a landscape print"),
  installation: serviceImage(
    "installation",
    "A framed print hung on a wall beside a spirit level and hanging hardware",
  ),
  rush: serviceImage(
    "rush",
    "A calendar with this week's pickup day circled, beside a framed print wrapped as a gift",
  ),
};
