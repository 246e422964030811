// Copy shared by several pages: services, the four-step process, claims. Links shared by every
// page (navigation, footer) are in ./navigation.ts, so they load without this copy.

import { TURNAROUND_MARK } from "~/lib/shop";
import type { PriceKey } from "~/lib/shop-schema";
import { business } from "./business";
import type { ServiceImageId } from "./images";
import type { ServiceOption } from "./options";

export interface Service {
  id: string;
  title: string;
  description: string;
  features: readonly string[];
  image: ServiceImageId;
  // Which of the shop's typical prices it shows (edited on /admin/shop).
  priceKey?: PriceKey;
  // What "Ask about ..." chooses in the contact form's service list.
  contactService: ServiceOption;
  // The page that says more, when there is one.
  more?: { to: string; label: string };
}

export const SERVICES: readonly Service[] = [
  {
    id: "custom-framing",
    title: "Custom Framing",
    description:
      "Frames built by hand for your piece, from slim gallery mouldings to carved gold leaf.",
    features: [
      "Hundreds of wood and metal mouldings",
      "Conservation materials as standard",
      "UV-filtering and museum glass",
      `Ready in ${TURNAROUND_MARK}`,
    ],
    image: "custom-framing",
    priceKey: "customFraming",
    contactService: "custom-framing",
    more: { to: "/frame-designer", label: "Design your frame online" },
  },
  {
    id: "matting-design",
    title: "Matting & Design",
    description: `Single, double and float mats cut in the studio from ${business.claims.matColours} mat colors.`,
    features: [
      `${business.claims.matColours} mat colors`,
      "Acid-free, archival boards",
      "Double mats and fillets",
      "Float mounting for deckled edges",
    ],
    image: "matting",
    contactService: "matting-design",
  },
  {
    id: "art-restoration",
    title: "Art Restoration",
    description:
      "Gentle cleaning, repair and re-backing for prints, posters and paintings that have seen better days.",
    features: [
      "Surface cleaning",
      "Tear and crease repair",
      "Linen backing for posters",
      "Reframing with archival materials",
    ],
    image: "restoration",
    priceKey: "restoration",
    contactService: "restoration",
  },
  {
    id: "canvas-stretching",
    title: "Canvas Stretching",
    description: "Rolled canvases stretched tight over kiln-dried bars, ready to hang or to frame.",
    features: [
      "Gallery and museum wraps",
      "Kiln-dried stretcher bars",
      "Floater frames",
      "Re-stretching of sagging canvases",
    ],
    image: "canvas",
    priceKey: "canvasStretching",
    contactService: "canvas-stretching",
  },
  {
    id: "design-consultation",
    title: "Design Consultation",
    description:
      "Advice in the studio or an in-home consultation to plan frames and arrangements for your rooms.",
    features: [
      "In-home consultation",
      "Gallery wall planning",
      "Collection framing plans",
      "Corporate and commercial projects",
    ],
    image: "consultation",
    contactService: "consultation",
  },
  {
    id: "pickup-delivery",
    title: "Pickup & Delivery",
    description: `We collect and return your pieces within ${business.claims.serviceRadiusMiles} miles of the studio, and can hang them for you.`,
    features: [
      `Within a ${business.claims.serviceRadiusMiles}-mile radius`,
      "Careful wrapping and transport",
      "Installation on request",
      "Ideal for large or fragile pieces",
    ],
    image: "installation",
    contactService: "pickup-delivery",
    more: { to: "/installation-hanging", label: "Picture hanging and installation" },
  },
];

export const PROCESS_STEPS = [
  {
    number: 1,
    title: "Bring Your Art",
    description: `Visit the studio on ${business.address.streetName} or book a pickup. Bring anything: paintings, photos, jerseys, heirlooms.`,
  },
  {
    number: 2,
    title: "Design Together",
    description:
      "We try mouldings, mats and glass on your piece until it looks right, and show you the price before you decide.",
  },
  {
    number: 3,
    title: "Craftsmanship",
    description:
      "Every frame is cut, joined and fitted by hand in our studio with conservation materials.",
  },
  {
    number: 4,
    title: "Delivery or Pickup",
    description: `Collect your finished piece in ${TURNAROUND_MARK}, or we deliver and hang it for you.`,
  },
] as const;

export const STATS = [
  { value: business.claims.yearsExperience, label: "Years Experience" },
  { value: business.claims.piecesFramed, label: "Pieces Framed" },
  { value: business.claims.satisfaction, label: "Satisfaction" },
  { value: business.claims.matColours, label: "Mat Colors" },
] as const;

// Neighbourhoods within easy reach of the studio.
export const AREAS_SERVED = [
  "Houston Heights",
  "Montrose",
  "Garden Oaks",
  "Oak Forest",
  "Timbergrove",
  "Lazybrook",
  "Midtown",
  "Downtown",
  "River Oaks",
  "Rice Military",
  "Memorial",
  "Spring Branch",
] as const;
