// The shop's facts the owner edits on /admin/shop: one zod schema for the screen, PUT
// /api/admin/shop and the stored row (docs/decisions/0040-shop-facts-in-d1.md). Pure: safe in the
// browser bundle.
import { z } from "zod";
import { HOLIDAY_IDS } from "./booking/holidays";
import { addDays, shopDay, WEEKDAYS, type Weekday } from "./shop-time";
import { oneLine } from "./text-rules";
import type { ValidationIssue } from "./validation-issues";

const line = (label: string, max: number) =>
  oneLine(
    z
      .string({ error: `${label} must be text.` })
      .trim()
      .min(1, `${label} cannot be empty.`)
      .max(max, `${label} must be at most ${max} characters.`),
    label,
  );

const httpsUrl = (label: string) =>
  z
    .url({ protocol: /^https$/, error: `${label}: enter a full https:// address.` })
    .max(500, `${label} must be at most 500 characters.`);

export const clockSchema = z
  .string({ error: "Use a 24-hour time like 13:30." })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a 24-hour time like 13:30.");

const daySchema = z
  .string({ error: "Use a date like 2026-12-24." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Use a date like 2026-12-24.", abort: true })
  .refine((v) => addDays(v, 0) === v, "Use a real calendar date.");

/** A US phone number in any common spelling, stored as "(713) 555-0100". */
export const usPhoneSchema = z
  .string({ error: "Enter the phone number as text." })
  .trim()
  .max(30, "The phone number is too long.")
  .transform((v, ctx) => {
    const digits = /^[\d\s().+-]+$/.test(v)
      ? v.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "")
      : "";
    // North American numbers: area code and exchange never start with 0 or 1.
    if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) {
      ctx.addIssue({ code: "custom", message: "Enter a US phone number like (713) 555-0100." });
      return z.NEVER;
    }
    return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  });

const dayHoursSchema = z
  .object({
    open: z.boolean({ error: "Choose open or closed." }),
    from: clockSchema,
    to: clockSchema,
  })
  .refine((h) => !h.open || h.from < h.to, {
    error: "Closing time must be after opening time.",
    path: ["to"],
  });

export const closureSchema = z
  .object({
    from: daySchema,
    to: daySchema,
    note: line("The note", 80),
    // Special hours that day instead of closing: a closing time, with an opening time or the
    // day's usual one ("close early at 1 PM"); neither: closed all day.
    opens: clockSchema.nullable().default(null),
    closes: clockSchema.nullable().default(null),
  })
  .refine((c) => c.from <= c.to, {
    error: "The last day must not be before the first.",
    path: ["to"],
  })
  // Counted back from the last day: a year after 9999-12-31 is no longer a YYYY-MM-DD string.
  .refine((c) => addDays(c.to, -365) <= c.from, {
    error: "A closure can last at most a year.",
    path: ["to"],
  })
  .refine((c) => c.opens === null || c.closes !== null, {
    error: "Give the special closing time too (the opening alone says nothing).",
    path: ["closes"],
  })
  .refine((c) => c.opens === null || c.closes === null || c.opens < c.closes, {
    error: "Closing time must be after opening time.",
    path: ["closes"],
  });

// How far ahead the owner may plan a closure (docs/decisions/0041-one-closures-list.md).
export const CLOSURE_MAX_DAYS_AHEAD = 365;

/**
 * The dates of the closures the owner adds or changes: from today to a year ahead. A closure
 * already saved (in `kept`) and sent back unchanged stays as it is, even once it is over, so that
 * saving other facts never trips on it. Not part of shopFactsSchema, which also reads the stored
 * row: a closure saved last year must not make the shop's facts unreadable.
 */
export function closureDateIssues(
  closures: readonly Closure[],
  kept: readonly Closure[],
  today = shopDay(),
): ValidationIssue[] {
  const same = (a: Closure, b: Closure) => JSON.stringify(a) === JSON.stringify(b);
  const last = addDays(today, CLOSURE_MAX_DAYS_AHEAD);
  const issues: ValidationIssue[] = [];
  closures.forEach((c, i) => {
    if (kept.some((k) => same(k, c))) return;
    if (c.from < today)
      issues.push({ path: `closures.${i}.from`, message: "A closure cannot start before today." });
    else if (c.from > last)
      issues.push({
        path: `closures.${i}.from`,
        message: `A closure can be set at most a year ahead (until ${last}).`,
      });
    else if (c.to > last)
      issues.push({
        path: `closures.${i}.to`,
        message: `A closure can be set at most a year ahead (until ${last}).`,
      });
  });
  return issues;
}

export const PRICE_KEYS = [
  "customFraming",
  "shadowbox",
  "canvasStretching",
  "restoration",
  "uvGlassUpgrade",
  "conservationMounting",
] as const;
export type PriceKey = (typeof PRICE_KEYS)[number];
export const PRICE_LABELS: Record<PriceKey, string> = {
  customFraming: "Custom framing",
  shadowbox: "Shadowbox",
  canvasStretching: "Canvas stretching",
  restoration: "Restoration",
  uvGlassUpgrade: "UV glass upgrade",
  conservationMounting: "Conservation mounting",
};

export const shopFactsSchema = z.object({
  phone: usPhoneSchema,
  email: z
    .email({ error: "Enter an email address like hello@example.com." })
    .max(200, "The email address is too long."),
  address: z.object({
    street: line("The street address", 120),
    // How page copy names the street ("the studio on Main Street").
    streetName: line("The street's name", 60),
    city: line("The city", 60),
    region: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, "Use the two-letter state, like TX."),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, "Use a five-digit ZIP code."),
  }),
  mapUrl: httpsUrl("The map link"),
  hours: z.object(
    Object.fromEntries(WEEKDAYS.map((d) => [d, dayHoursSchema])) as Record<
      Weekday,
      typeof dayHoursSchema
    >,
  ),
  closures: z.array(closureSchema).max(100, "At most 100 closures; remove past ones."),
  // The holidays the shop closes on every year (docs/decisions/0036-holiday-closures.md).
  closedHolidays: z
    .array(z.enum(HOLIDAY_IDS, { error: "Choose holidays from the list." }))
    .max(HOLIDAY_IDS.length),
  prices: z.object(
    Object.fromEntries(PRICE_KEYS.map((k) => [k, line(`${PRICE_LABELS[k]} price`, 40)])) as Record<
      PriceKey,
      ReturnType<typeof line>
    >,
  ),
  replyPromise: line("The reply promise", 60),
  googleReviewUrl: httpsUrl("The Google review link"),
  social: z.object({
    facebook: httpsUrl("The Facebook link"),
    instagram: httpsUrl("The Instagram link"),
    reviews: httpsUrl("The reviews link"),
    reviewSiteName: line("The reviews site's name", 40),
  }),
});

export type ShopFacts = z.infer<typeof shopFactsSchema>;
export type Closure = ShopFacts["closures"][number];
export type DayHours = ShopFacts["hours"][Weekday];
