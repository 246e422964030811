// The one definition of valid portfolio details (title, description, category, alt text), shared
// by the admin's edit dialog, the uploads API and the tests. Apart from ./portfolio.ts so public
// pages never load zod.
import { z } from "zod";
import { CATEGORY_LABELS, isDefaultAlt, PORTFOLIO_CATEGORIES } from "./portfolio";
import { requiredLine } from "./text-rules";
import { toIssues, type ValidationIssue } from "./validation-issues";

export const TITLE_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 500;
export const ALT_MAX_LENGTH = 250;

export const portfolioDetailsSchema = z.object({
  title: requiredLine("Title", TITLE_MAX_LENGTH),
  description: requiredLine("Description", DESCRIPTION_MAX_LENGTH),
  category: z.enum(PORTFOLIO_CATEGORIES, {
    error: `Choose a category: ${Object.values(CATEGORY_LABELS).join(", ")}.`,
  }),
  // What a screen reader says instead of the picture.
  alt: requiredLine("Alt text", ALT_MAX_LENGTH),
});

/**
 * An edit: any of the details, whether visitors see the work (`hidden`) and whether it leads the
 * home page (`featured`); at least one; unknown fields are refused.
 */
export const portfolioUpdateSchema = portfolioDetailsSchema
  .extend({
    hidden: z.boolean({ error: "hidden must be true or false." }),
    featured: z.boolean({ error: "featured must be true or false." }),
  })
  .partial()
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, {
    message: "Send at least one of title, description, category, alt, hidden or featured.",
  });

export type PortfolioDetails = z.infer<typeof portfolioDetailsSchema>;

export const ALT_PLACEHOLDER_MESSAGE =
  "Describe what is in the picture before publishing; the alt text made from the file name describes nothing.";

/**
 * Why a work with these details may not be shown to visitors yet: every detail valid, and alt
 * text the owner wrote (not the old site's default from the file name, e.g. "Portfolio item: IMG_4821").
 */
export function publishIssues(details: PortfolioDetails): ValidationIssue[] {
  const parsed = portfolioDetailsSchema.safeParse(details);
  if (!parsed.success) return toIssues(parsed.error);
  return isDefaultAlt(parsed.data.alt) ? [{ path: "alt", message: ALT_PLACEHOLDER_MESSAGE }] : [];
}

// The owner's order of the grid: storage keys, first to last.
export const MAX_ORDER_KEYS = 2000;
export const portfolioOrderSchema = z.object({
  order: z
    .array(z.string({ error: "Each entry is an image's file name." }).min(1).max(300), {
      error: "order must be a list of image file names.",
    })
    .min(1, "order must name at least one image.")
    .max(MAX_ORDER_KEYS, `order can name at most ${MAX_ORDER_KEYS} images.`)
    .refine((keys) => new Set(keys).size === keys.length, "order names an image twice."),
});

// Which works a list shows: visitors get the published ones; "all" is the owner's.
export const portfolioListQuerySchema = z.object({
  status: z
    .enum(["published", "all"], { error: "status must be published or all." })
    .default("published"),
});
