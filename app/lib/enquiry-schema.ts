// One schema per form, shared by the form, its React Router action, the JSON API and the tests
// (decisions.md section 5). Unknown fields are dropped by zod and never stored.
import { z } from "zod";
import {
  CONSULTATION_TYPES,
  MAX_DAYS_AHEAD,
  PREFERRED_TIMES,
  SERVICE_OPTIONS,
} from "~/content/options";

export { HONEYPOT_FIELD, MAX_DAYS_AHEAD } from "~/content/options";

import { addDays, shopDay } from "./shop-time";

// Blank optional fields (as HTML forms send them) count as absent.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    schema.optional(),
  );

const name = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(100, `${label} must be at most 100 characters.`);

const email = z
  .string({ error: "Email is required." })
  .trim()
  .min(1, "Email is required.")
  .max(254, "Email must be at most 254 characters.")
  .pipe(z.email("Please enter a valid email address."));

const phone = z
  .string({ error: "Phone is required." })
  .trim()
  .regex(
    /^[0-9 +().-]{7,20}$/,
    "Please enter a valid phone number (7-20 digits, spaces, + ( ) - .).",
  )
  .refine(
    (v) => (v.match(/\d/g)?.length ?? 0) >= 7,
    "Please enter a valid phone number (7-20 digits, spaces, + ( ) - .).",
  );

export const contactSchema = z.object({
  firstName: name("First name"),
  lastName: name("Last name"),
  email,
  phone: optional(phone),
  service: optional(
    z.enum(SERVICE_OPTIONS.map((o) => o.value) as [string, ...string[]], {
      error: "Please choose a service from the list.",
    }),
  ),
  message: z
    .string({ error: "Message is required." })
    .trim()
    .min(1, "Message is required.")
    .max(5000, "Message must be at most 5000 characters."),
});

/** A real calendar date, YYYY-MM-DD, from today (shop time zone) to a year ahead. */
export function preferredDateSchema(today: string = shopDay()) {
  const last = addDays(today, MAX_DAYS_AHEAD);
  return (
    z
      .string({ error: "Preferred date is required." })
      // abort: the later checks only make sense for a YYYY-MM-DD string.
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Please choose a date (YYYY-MM-DD).", abort: true })
      .refine((v) => addDays(v, 0) === v, {
        error: "Please choose a real calendar date.",
        abort: true,
      })
      .refine((v) => v >= today, "Please choose today or a later date.")
      .refine((v) => v <= last, "Please choose a date within the next year.")
  );
}

export function appointmentSchema(today?: string) {
  return z.object({
    name: name("Name"),
    email,
    phone,
    preferredDate: preferredDateSchema(today),
    preferredTime: z.enum(PREFERRED_TIMES, { error: "Please choose a time from the list." }),
    consultationType: z.enum(CONSULTATION_TYPES, {
      error: "Please choose a consultation type from the list.",
    }),
    projectDetails: optional(
      z.string().trim().max(5000, "Project details must be at most 5000 characters."),
    ),
  });
}

export type ContactInput = z.infer<typeof contactSchema>;
export type AppointmentInput = z.infer<ReturnType<typeof appointmentSchema>>;

// The same field rules for other public forms (the frame designer's quote request).
export { email as emailField, name as nameField, optional as optionalField, phone as phoneField };
