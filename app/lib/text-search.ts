// Literal word search, shared by the blog and the owner's messages: a query is its distinct words,
// lower-cased, each matched as plain text (no wildcards); every word must match.
// Relative imports only: ./blog.ts imports this file, and Node's seed builder imports that one.

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** The words of a search as typed (case kept), without control characters or repeats. */
export function distinctWords(q: string): string[] {
  const words = new Map<string, string>();
  for (const word of q.replace(CONTROL_CHARACTERS, " ").split(/\s+/)) {
    if (word !== "" && !words.has(word.toLowerCase())) words.set(word.toLowerCase(), word);
  }
  return [...words.values()];
}

/** The lower-cased words a search looks for, each matched literally (no wildcards). */
export function searchWords(q: string): string[] {
  return distinctWords(q).map((w) => w.toLowerCase());
}

const withoutAccents = (text: string) => text.normalize("NFKD").replace(/\p{M}+/gu, "");

/**
 * Text as a search index keeps it: the parts lower-cased, one per line (no word spans two), and
 * once more without accents when they have any, so both "josé" and "jose" find "José".
 */
export function searchableText(...parts: string[]): string {
  const lower = parts.join("\n").toLowerCase();
  const plain = withoutAccents(lower);
  return plain === lower ? lower : `${lower}\n${plain}`;
}
