// Blog rules shared by the editor, the Worker, the seed builder and tests (docs/decisions/0016-kept-from-the-old-site.md).
// Relative imports only: the Node seed builder imports this file directly.
import { distinctWords } from "./text-search.ts";

export { searchWords } from "./text-search.ts";

/** Lower case; runs of non-alphanumerics become one hyphen; leading and trailing hyphens removed. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The one date a post shows, is listed by and is announced with (cards, the post page, RSS):
 * when it was first published; a post never published shows when it was written. The sitemap's
 * lastmod is different on purpose: it is when the post last changed (updatedAt).
 * db/repositories/blog-posts.ts orders by the same rule in SQL (postDisplayDateSql).
 */
export function postDisplayDate(post: { publishedAt: string | null; createdAt: string }): string {
  return post.publishedAt ?? post.createdAt;
}

// 200 words per minute, minimum 1 minute (docs/decisions/0016-kept-from-the-old-site.md).
export const WORDS_PER_MINUTE = 200;

export function wordCount(text: string): number {
  const words = text
    .replace(/<[^>]*>/g, " ")
    .replace(/[#*_>`~[\]()|-]/g, " ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
  return words.length;
}

export function readTimeMinutes(text: string): number {
  return Math.max(1, Math.ceil(wordCount(text) / WORDS_PER_MINUTE));
}

// Field limits, shared by the schema in ./blog-schema.ts and by pages that must not load zod.
// The excerpt doubles as the meta description, hence search engines' 160 characters (docs/decisions/0016-kept-from-the-old-site.md).
export const EXCERPT_MAX_LENGTH = 160;
export const TITLE_MAX_LENGTH = 150;
export const SLUG_MAX_LENGTH = 100;
export const KEYWORDS_MAX_LENGTH = 500;
export const CONTENT_MAX_LENGTH = 100_000;

// A blog search: at most 100 characters and 10 different words, every word must match. Each word
// is three bound parameters (title, excerpt, keywords) and D1 allows 100 per statement.
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_MAX_WORDS = 10;

/**
 * What the /blog page searches for when a visitor types more than the limits allow: the whole
 * words that fit, in order (a word longer than the limit is left out), and whether any were.
 */
export function fitSearch(raw: string): { q: string; shortened: boolean } {
  const words = distinctWords(raw);
  const kept: string[] = [];
  let length = 0;
  for (const word of words) {
    const next = length + (kept.length > 0 ? 1 : 0) + word.length;
    if (kept.length === SEARCH_MAX_WORDS || next > SEARCH_MAX_LENGTH) continue;
    kept.push(word);
    length = next;
  }
  return { q: kept.join(" "), shortened: kept.length < words.length };
}

export const BLOG_CATEGORIES = [
  "Tips",
  "Local",
  "Shadowbox",
  "Installation",
  "Wedding",
  "Military",
  "Commercial",
  "Printing",
] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export function parseKeywords(keywords: string): string[] {
  return keywords
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
}
