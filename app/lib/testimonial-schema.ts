// The one definition of a valid testimonial, shared by the owner's screen, the API and the tests
// (docs/decisions/0045-testimonials.md). Apart from ./testimonials.ts so public pages never load zod.
import { z } from "zod";
import { shopDay } from "./shop-time";
import { SOURCE_LABELS, TESTIMONIAL_SOURCES } from "./testimonials";
import { multiLine, oneLine } from "./text-rules";

export const QUOTE_MAX_LENGTH = 1000;
export const NAME_MAX_LENGTH = 40;
export const FRAMED_MAX_LENGTH = 120;

// A first name, then at most an initial: "Maria G.", "Jean-Luc B", "Ana". A full surname is
// refused: the site shows no more of a customer than a first name and an initial.
const FIRST_NAME_AND_INITIAL = /^\p{L}[\p{L}\p{M}'’-]*(?: \p{L}\.?)?$/u;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

function isRealDay(day: string): boolean {
  const date = new Date(`${day}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

export const testimonialSchema = z
  .object({
    quote: multiLine(required("What they said", QUOTE_MAX_LENGTH), "What they said"),
    name: oneLine(required("Name", NAME_MAX_LENGTH), "Name").refine(
      (v) => FIRST_NAME_AND_INITIAL.test(v),
      "Name must be a first name and an initial, like “Maria G.”.",
    ),
    framed: oneLine(required("What was framed", FRAMED_MAX_LENGTH), "What was framed"),
    saidOn: z
      .string({ error: "Date is required." })
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be a date like 2026-03-14.")
      .refine(isRealDay, "Date must be a real calendar date.")
      .refine((d) => d <= shopDay(), "Date cannot be in the future."),
    source: z.enum(TESTIMONIAL_SOURCES, {
      error: `Where it was said: ${Object.values(SOURCE_LABELS).join(", ")}.`,
    }),
    hidden: z.boolean({ error: "hidden must be true or false." }).default(false),
  })
  .strict();

export type TestimonialInput = z.infer<typeof testimonialSchema>;
export type TestimonialField = keyof TestimonialInput;
export const TESTIMONIAL_FIELDS = [
  "quote",
  "name",
  "framed",
  "saidOn",
  "source",
  "hidden",
] as const satisfies readonly TestimonialField[];

/** The owner's order: every testimonial's id, first shown first. */
export const testimonialOrderSchema = z
  .object({
    order: z
      .array(z.number({ error: "Each id must be a number." }).int().positive(), {
        error: "order must be a list of testimonial ids.",
      })
      .min(1, "order must name at least one testimonial.")
      .max(500, "order can name at most 500 testimonials.")
      .refine((ids) => new Set(ids).size === ids.length, "order names a testimonial twice."),
  })
  .strict();

export const testimonialIdSchema = z.object({
  id: z.coerce
    .number({ error: "The testimonial id must be a number." })
    .int("The testimonial id must be a whole number.")
    .positive("The testimonial id must be a positive number.")
    .max(2 ** 31, "No testimonial with that id."),
});
