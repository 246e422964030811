// Testimonials: what customers said about the shop, written down by the owner
// (docs/decisions/0045-testimonials.md). The words public pages need, without zod.
import { MONTH_NAMES } from "./shop-time";

export const TESTIMONIAL_SOURCES = ["shop", "google", "yelp"] as const;
export type TestimonialSource = (typeof TESTIMONIAL_SOURCES)[number];

/** Where it was said, in the owner's words (the screen's choices). */
export const SOURCE_LABELS: Record<TestimonialSource, string> = {
  shop: "In the shop",
  google: "Google",
  yelp: "Yelp",
};

// How many the home page and /services show; /about shows every visible one.
export const FEATURED_TESTIMONIALS = 3;

/** What a visitor sees of one testimonial: plain text, never HTML. */
export interface PublicTestimonial {
  id: number;
  quote: string;
  name: string;
  framed: string;
  saidOn: string;
  source: TestimonialSource;
}

/** "March 2026" from a shop day (YYYY-MM-DD). */
export function saidMonth(day: string): string {
  const [year, month] = day.split("-");
  return `${MONTH_NAMES[Number(month) - 1] ?? ""} ${year}`.trim();
}

/** The line under a quote: "Framed a wedding portrait · on Google, March 2026". */
export function testimonialCredit(t: Pick<PublicTestimonial, "framed" | "saidOn" | "source">) {
  const where = t.source === "shop" ? "in the shop" : `on ${SOURCE_LABELS[t.source]}`;
  return `Framed ${t.framed} · said ${where}, ${saidMonth(t.saidOn)}`;
}
