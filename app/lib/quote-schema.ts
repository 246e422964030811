// A quote request from the frame designer and the owner's answers to it: the rules shared by the
// page's form, its action, the JSON API and the admin's Quotes tab.
import { z } from "zod";
import { emailField, messageField, nameField, optionalField, phoneField } from "./enquiry-schema";

export const quoteContactSchema = z.object({
  name: nameField("Name"),
  email: emailField,
  phone: optionalField(phoneField),
  message: messageField("Message"),
});

// The owner's reply: a price in whole dollars and the email text that goes with it.
export const quoteReplySchema = z.object({
  price: z
    .number({ error: "Price must be a number of dollars." })
    .int("Price must be whole dollars.")
    .min(1, "Price must be at least $1.")
    .max(100_000, "Price must be at most $100,000."),
  message: messageField("Message"),
});

export const quoteOutcomeSchema = z.object({
  status: z.enum(["won", "lost"], { error: "Status must be won or lost." }),
});
