// "1 image", "3 images": a count with its noun in the right number.

/** The count and its noun, singular for exactly one (`plural` defaults to singular + "s"). */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/**
 * A list's count line, "4 new messages", "1 quote request": the noun as the list names it (plural),
 * its last word singular for exactly one. No "total": the owner reads it as a sentence.
 */
export function listCount(count: number, pluralNoun: string): string {
  return `${count} ${count === 1 ? pluralNoun.replace(/s(?=(\s+matching\b.*)?$)/, "") : pluralNoun}`;
}
