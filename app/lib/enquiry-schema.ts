// One schema per form, shared by the form, its React Router action, the JSON API and the tests
// (docs/decisions/0004-forms.md). Unknown fields are dropped by zod and never stored.
import { z } from "zod";
import {
  CONSULTATION_TYPES,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_MIN_DIGITS,
  PREFERRED_TIMES,
  SERVICE_OPTIONS,
} from "~/content/options";

import { addDays } from "./shop-time";
import { multiLine, oneLine, personName, requiredText } from "./text-rules";

// Blank optional fields (as HTML forms send them) count as absent.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    schema.optional(),
  );

const name = (label: string) => personName(requiredText(label, NAME_MAX_LENGTH), label);

const email = oneLine(
  z
    .string({ error: "Email is required." })
    .trim()
    .min(1, "Email is required.")
    .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters.`),
  "Email",
).pipe(z.email("Please enter a valid email address."));

const PHONE_MESSAGE = `Please enter a valid phone number (${PHONE_MIN_DIGITS}-${PHONE_MAX_LENGTH} digits, spaces, + ( ) - .).`;
const phone = z
  .string({ error: "Phone is required." })
  .trim()
  .regex(new RegExp(`^[0-9 +().-]{${PHONE_MIN_DIGITS},${PHONE_MAX_LENGTH}}$`), PHONE_MESSAGE)
  .refine((v) => (v.match(/\d/g)?.length ?? 0) >= PHONE_MIN_DIGITS, PHONE_MESSAGE);

/** Free text that keeps its line breaks: a message, project details, a reply. */
const message = (label: string) => multiLine(requiredText(label, MESSAGE_MAX_LENGTH), label);

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
  message: message("Message"),
});

/** A real calendar date, YYYY-MM-DD; whether it can be booked is the slot rules' call. */
export const calendarDaySchema = z
  .string({ error: "Preferred date is required." })
  // abort: the later check only makes sense for a YYYY-MM-DD string.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Please choose a date (YYYY-MM-DD).", abort: true })
  .refine((v) => addDays(v, 0) === v, "Please choose a real calendar date.");

// A day and one of the old site's preferred times: a booking's slot, or a new one when rescheduling.
export const slotChoiceSchema = z.object({
  preferredDate: calendarDaySchema,
  preferredTime: z.enum(PREFERRED_TIMES, { error: "Please choose a time from the list." }),
});

export const appointmentSchema = z.object({
  name: name("Name"),
  email,
  phone,
  ...slotChoiceSchema.shape,
  consultationType: z.enum(CONSULTATION_TYPES, {
    error: "Please choose a consultation type from the list.",
  }),
  projectDetails: optional(
    multiLine(
      z
        .string()
        .trim()
        .max(
          MESSAGE_MAX_LENGTH,
          `Project details must be at most ${MESSAGE_MAX_LENGTH} characters.`,
        ),
      "Project details",
    ),
  ),
});

export type ContactInput = z.infer<typeof contactSchema>;

// The same field rules for other public forms (the frame designer's quote request).
export {
  email as emailField,
  message as messageField,
  name as nameField,
  optional as optionalField,
  phone as phoneField,
};
