// The one definition of valid portfolio details (title, description, category, alt text), shared
// by the admin's edit dialog, the uploads API and the tests. Apart from ./portfolio.ts so public
// pages never load zod.
import { z } from "zod";
import { CATEGORY_LABELS, PORTFOLIO_CATEGORIES } from "./portfolio";
import { oneLine } from "./text-rules";

export const TITLE_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 500;
export const ALT_MAX_LENGTH = 250;

const requiredText = (label: string, max: number) =>
  oneLine(
    z
      .string({ error: `${label} is required.` })
      .trim()
      .min(1, `${label} is required.`)
      .max(max, `${label} must be at most ${max} characters.`),
    label,
  );

export const portfolioDetailsSchema = z.object({
  title: requiredText("Title", TITLE_MAX_LENGTH),
  description: requiredText("Description", DESCRIPTION_MAX_LENGTH),
  category: z.enum(PORTFOLIO_CATEGORIES, {
    error: `Choose a category: ${Object.values(CATEGORY_LABELS).join(", ")}.`,
  }),
  // What a screen reader says instead of the picture.
  alt: requiredText("Alt text", ALT_MAX_LENGTH),
});

/** An edit: any of the details, at least one; unknown fields are refused. */
export const portfolioUpdateSchema = portfolioDetailsSchema
  .partial()
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, {
    message: "Send at least one of title, description, category or alt.",
  });

export type PortfolioDetails = z.infer<typeof portfolioDetailsSchema>;
export type PortfolioUpdate = z.infer<typeof portfolioUpdateSchema>;
