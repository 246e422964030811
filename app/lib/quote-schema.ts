// A quote request from the frame designer and the owner's answers to it: the rules shared by the
// page's form, its action, the JSON API and the admin's Quotes tab.
import { z } from "zod";
import { business } from "~/content/business";
import type { Quote } from "~db/schema";
import { emailField, nameField, optionalField, phoneField } from "./enquiry-schema";
import { IMAGE_FORMATS, type ImageFormat } from "./image-format";
import { MAX_IMAGE_BYTES } from "./portfolio";

export const quoteContactSchema = z.object({
  name: nameField("Name"),
  email: emailField,
  phone: optionalField(phoneField),
  message: z
    .string({ error: "Message is required." })
    .trim()
    .min(1, "Message is required.")
    .max(5000, "Message must be at most 5000 characters."),
});

export type QuoteContact = z.infer<typeof quoteContactSchema>;

// Up to 3 photos of the piece, 15 MB each, in the formats a phone or camera makes (no GIF, no SVG).
export const MAX_QUOTE_PHOTOS = 3;
export const MAX_QUOTE_PHOTO_BYTES = MAX_IMAGE_BYTES;
export const QUOTE_PHOTO_FORMATS: readonly ImageFormat[] = ["jpeg", "png", "webp", "avif"];
export const QUOTE_PHOTO_FORMATS_TEXT = "JPEG, PNG, WebP or AVIF";
export const QUOTE_PHOTO_ACCEPT = QUOTE_PHOTO_FORMATS.map((f) => IMAGE_FORMATS[f].contentType).join(
  ",",
);
// The whole multipart request: the photos plus the design and the text fields.
export const MAX_QUOTE_REQUEST_BYTES = MAX_QUOTE_PHOTOS * MAX_QUOTE_PHOTO_BYTES + 256 * 1024;

export const QUOTE_SUCCESS_MESSAGE = `Thank you! Your design is with us. We'll reply with a price ${business.replyPromise}.`;

// The owner's reply: a price in whole dollars and the email text that goes with it.
export const quoteReplySchema = z.object({
  price: z
    .number({ error: "Price must be a number of dollars." })
    .int("Price must be whole dollars.")
    .min(1, "Price must be at least $1.")
    .max(100_000, "Price must be at most $100,000."),
  message: z
    .string({ error: "Message is required." })
    .trim()
    .min(1, "Message is required.")
    .max(5000, "Message must be at most 5000 characters."),
});

export const quoteOutcomeSchema = z.object({
  status: z.enum(["won", "lost"], { error: "Status must be won or lost." }),
});

// Type-only: the browser must not load drizzle for a list of four words.
export type QuoteStatus = Quote["status"];
