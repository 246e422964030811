// What a text field may contain, for every zod schema (enquiries, blog, portfolio). A line break
// in a name or a title could start a new header in an email built from it; NUL and the other
// control characters are never part of text a person typed.
import { z } from "zod";
import { searchWords } from "./text-search";

// C0, DEL and C1, plus Unicode's own line and paragraph separators.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// The same, less the line breaks and tabs a message keeps.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const NOT_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** A single line: names, email addresses, phone numbers, titles. */
export function oneLine<T extends z.ZodType<string>>(schema: T, label: string) {
  return schema.refine(
    (v) => !NOT_ONE_LINE.test(v),
    `${label} must be a single line, without line breaks or control characters.`,
  );
}

/** Free text that keeps its line breaks and tabs (a message, project details, a post's body). */
export function multiLine<T extends z.ZodType<string>>(schema: T, label: string) {
  return schema.refine(
    (v) => !NOT_TEXT.test(v),
    `${label} must not contain control characters (line breaks and tabs are fine).`,
  );
}

/** A field the person must fill: trimmed, not empty, at most `max` characters, in the words every
 * form uses ("Title is required.", "Title must be at most 120 characters."). */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
}

/** A required field on a single line: a title, a name, an alt text. */
export const requiredLine = (label: string, max: number) =>
  oneLine(requiredText(label, max), label);

/** A search box's text: trimmed, refused past the limits (pages that shorten use fitSearch). */
export function searchQuery(maxLength: number, maxWords: number) {
  return z
    .string({ error: "Search must be one text value." })
    .trim()
    .max(maxLength, `Search must be at most ${maxLength} characters.`)
    .refine(
      (q) => searchWords(q).length <= maxWords,
      `Search must be at most ${maxWords} different words.`,
    );
}

// A link or an address in a name field turns the shop's acknowledgement into a stranger's advert
// (docs/decisions/0026-names-and-acknowledgements.md): "http", "www.", "@", "://", or a dot
// followed by letters as in "example.com". "J.R." and "St. John" stay fine.
const ADDRESS_LIKE = /https?|www\.|@|:\/\/|[\p{L}\p{N}-]\.[\p{L}]{2,}/iu;

/** A person's name: refuses links and address-like text with a message shown at the field. */
export function personName<T extends z.ZodType<string>>(schema: T, label: string) {
  return oneLine(schema, label).refine(
    // A name on two lines already has its message; one message a field.
    (v) => NOT_ONE_LINE.test(v) || !ADDRESS_LIKE.test(v),
    `${label} must be a name, without web addresses, email addresses or links.`,
  );
}

// Letters (any script), spaces, hyphens and apostrophes, starting with a letter.
const PLAIN_FIRST_NAME = /^\p{L}[\p{L}\p{M} '’-]*$/u;
export const GREETING_NAME_MAX = 20;

/**
 * The greeting of an email to a visitor: "Hi Ana," for a short plain first name, else "Hello,".
 * Only the first word of a full name is used (docs/decisions/0026-names-and-acknowledgements.md).
 */
export function greeting(name: string | null | undefined, firstWordOnly = false): string {
  const trimmed = (name ?? "").trim().replace(/\s+/g, " ");
  const first = firstWordOnly ? (trimmed.split(" ")[0] ?? "") : trimmed;
  if (first.length === 0 || first.length > GREETING_NAME_MAX) return "Hello,";
  if (!PLAIN_FIRST_NAME.test(first) || ADDRESS_LIKE.test(first)) return "Hello,";
  return `Hi ${first},`;
}
