// As on the old site (docs/decisions/0016-kept-from-the-old-site.md): turning an assistant answer into a blog post ('Create Post'). Pure, shared by
// the chat and the unit tests. The post is saved as a draft (docs/decisions/0008-ai-circuit-breaker.md).
import { type BlogCategory, EXCERPT_MAX_LENGTH, KEYWORDS_MAX_LENGTH, slugify } from "./blog";

export const TITLE_LIMIT = 100;
export const SLUG_BASE_LIMIT = 60;
export const CREATE_POST_MIN_LENGTH = 200;
export const DEFAULT_CATEGORY: BlogCategory = "Tips";

// Later matches win (docs/decisions/0016-kept-from-the-old-site.md).
export const CATEGORY_RULES: ReadonlyArray<{ category: BlogCategory; pattern: RegExp }> = [
  { category: "Local", pattern: /houston|heights/ },
  { category: "Shadowbox", pattern: /shadowbox/ },
  { category: "Installation", pattern: /installation|hanging/ },
  { category: "Wedding", pattern: /wedding/ },
  { category: "Military", pattern: /military/ },
  // "5-7 business days" is about turnaround, not commercial framing.
  { category: "Commercial", pattern: /commercial|business(?!\s+days?\b)/ },
  { category: "Printing", pattern: /printing|giclee|giclée/ },
];

// Terms a framing post is likely about; up to four found in the text become keywords.
export const KEYWORD_TERMS = [
  "custom framing",
  "picture framing",
  "shadowbox",
  "conservation framing",
  "uv glass",
  "matting",
  "mat color",
  "art installation",
  "picture hanging",
  "giclee printing",
  "canvas stretching",
  "art restoration",
  "wedding",
  "military",
  "memorabilia",
  "commercial framing",
] as const;
export const LOCAL_KEYWORDS = ["houston heights framing", "houston custom framing"] as const;
export const FALLBACK_KEYWORDS = [
  "custom picture framing",
  "houston heights",
  "frame shop houston",
  "art framing tips",
] as const;

const KEYWORDS_LINE = /^\s*(?:\*\*)?keywords(?:\*\*)?\s*:\s*(?:\*\*)?\s*(.+)$/im;
const META_LINE = /^\s*(?:\*\*)?meta description(?:\*\*)?\s*:\s*(?:\*\*)?\s*(.+)$/im;
const LABELLED_LINE = /^\s*(?:\*\*)?(?:keywords|meta description)(?:\*\*)?\s*:/i;

/** A "Keywords:" or "Meta description:" line, which is data for the post rather than its text. */
export function isLabelledLine(line: string): boolean {
  return LABELLED_LINE.test(line);
}

export interface DerivedPost {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  category: BlogCategory;
  keywords: string;
  status: "draft";
}

/** Markdown markers off a line: heading hashes, emphasis, code ticks, list bullets, links. */
export function stripMarkdown(line: string): string {
  return line
    .replace(/^\s{0,3}#{1,6}\s+/, "")
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/, "")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`~]+/g, "")
    .trim();
}

/** A title fits at a whole word; only a single over-long word is cut, with an ellipsis. */
function fitTitle(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const atWord = text.slice(0, limit + 1).lastIndexOf(" ");
  return atWord > 0
    ? text.slice(0, atWord).replace(/[\s,;:–—-]+$/, "")
    : `${text.slice(0, limit)}...`;
}

const HEADING = /^\s{0,3}#{1,6}\s+\S/;
// A model's chatter before the post ("Sure! Here's a blog post about...:"): never a title
// (docs/decisions/0076-assistant-in-the-editor.md).
const PREAMBLE =
  /^(?:sure|certainly|of course|absolutely|okay|ok|great|below is|here(?:'s|’s| is| are)|i(?:'ve| have) (?:written|drafted))\b/i;
// "Title: ..." or "Blog post title: ...": the label is not part of the title.
const TITLE_LABEL = /^(?:blog\s+)?(?:post\s+)?title\s*:\s*/i;

/** Whether a line is chatter around the post rather than the post. */
export function isPreamble(line: string): boolean {
  const text = stripMarkdown(line);
  return PREAMBLE.test(text) || (text.endsWith(":") && !TITLE_LABEL.test(text));
}

/** A line's text as a title: markers, a "Title:" label and wrapping quotes off. */
function titleText(line: string): string {
  return stripMarkdown(line)
    .replace(TITLE_LABEL, "")
    .replace(/^["“'](.+)["”']$/, "$1")
    .trim();
}

/**
 * The post's title: its first heading, else a "Title:" line, else the first substantial line
 * that is not a model's preamble; at most 100 characters, cut at a whole word.
 */
export function deriveTitle(answer: string): string {
  const lines = answer
    .split("\n")
    .filter((l) => !LABELLED_LINE.test(l) && stripMarkdown(l) && !isPreamble(l));
  const line =
    lines.find((l) => HEADING.test(l)) ??
    lines.find((l) => TITLE_LABEL.test(stripMarkdown(l))) ??
    // A "substantial" line: at least 20 characters of text once the markers are gone.
    lines.find((l) => titleText(l).length >= 20) ??
    lines.find((l) => titleText(l));
  return fitTitle(line ? titleText(line) : "Framing notes", TITLE_LIMIT) || "Framing notes";
}

/**
 * A clean slug from the title, cut at a whole word: no random suffix. A real clash is settled by
 * `numberedSlug` when saving (docs/decisions/0055-ai-drafts-in-the-editor.md).
 */
export function deriveSlug(title: string): string {
  const full = slugify(title);
  if (full.length <= SLUG_BASE_LIMIT) return full || "post";
  const cut = full.slice(0, SLUG_BASE_LIMIT + 1);
  const atWord = cut.lastIndexOf("-");
  return (atWord > 0 ? cut.slice(0, atWord) : cut.slice(0, SLUG_BASE_LIMIT)).replace(/-+$/, "");
}

/** The slug to try the n-th time: the clean one first, then "-2", "-3"... only on a clash. */
export function numberedSlug(slug: string, n: number): string {
  return n < 2 ? slug : `${slug}-${n}`;
}

/** The first paragraph: the first block of text lines that is not a heading or a labelled line. */
export function firstParagraph(answer: string): string {
  const blocks = answer.split(/\n\s*\n/);
  for (const block of blocks) {
    const lines = block
      .split("\n")
      .filter((l) => l.trim() && !/^\s{0,3}#{1,6}\s/.test(l) && !LABELLED_LINE.test(l));
    const text = lines.map(stripMarkdown).join(" ").trim();
    if (text) return text;
  }
  return "";
}

/**
 * The meta description when labelled, else the first paragraph; cut with an ellipsis when it
 * reaches the limit. The ellipsis counts toward the 160 characters the post schema allows.
 */
export function deriveExcerpt(answer: string): string {
  // An answer of headings and labels alone still needs an excerpt: its title.
  const text = META_LINE.exec(answer)?.[1]?.trim() || firstParagraph(answer) || deriveTitle(answer);
  if (text.length < EXCERPT_MAX_LENGTH) return text;
  return `${text.slice(0, EXCERPT_MAX_LENGTH - 3).trimEnd()}...`;
}

export function deriveCategory(text: string): BlogCategory {
  const lower = text.toLowerCase();
  let category = DEFAULT_CATEGORY;
  for (const rule of CATEGORY_RULES) if (rule.pattern.test(lower)) category = rule.category;
  return category;
}

/** As many whole keywords as the post schema's keyword limit holds. */
function fitKeywords(list: string[]): string {
  let joined = "";
  for (const keyword of list) {
    const next = joined ? `${joined}, ${keyword}` : keyword;
    if (next.length > KEYWORDS_MAX_LENGTH) break;
    joined = next;
  }
  return joined;
}

export function deriveKeywords(answer: string, category: BlogCategory): string {
  const labelled = KEYWORDS_LINE.exec(answer)?.[1];
  if (labelled) {
    const list = labelled
      .split(",")
      .map((k) =>
        stripMarkdown(k)
          .replace(/[.;]+$/, "")
          .trim()
          .toLowerCase(),
      )
      .filter(Boolean);
    const fitted = fitKeywords(list);
    if (fitted) return fitted;
  }
  const lower = answer.toLowerCase();
  const matched = KEYWORD_TERMS.filter((t) => lower.includes(t)).slice(0, 4);
  if (!matched.length) return FALLBACK_KEYWORDS.join(", ");
  return [...matched, ...LOCAL_KEYWORDS, category.toLowerCase()].join(", ");
}

/**
 * The Markdown body (rendered to HTML and sanitised by the blog service): the answer without its
 * labelled keyword and meta-description lines, and without the heading that became the title,
 * which the post page already shows as its h1.
 */
export function deriveContent(answer: string): string {
  const lines = answer.split("\n").filter((l) => !LABELLED_LINE.test(l));
  // The chatter before the post goes, blank lines included.
  while (lines.length && (!lines[0].trim() || isPreamble(lines[0]))) lines.shift();
  const titleHeading = lines.findIndex((l) => HEADING.test(l));
  const titleLine = lines.findIndex((l) => TITLE_LABEL.test(stripMarkdown(l)));
  if (titleHeading !== -1) lines.splice(titleHeading, 1);
  else if (titleLine !== -1) lines.splice(titleLine, 1);
  return lines.join("\n").trim();
}

export function derivePostFromAnswer(answer: string): DerivedPost {
  const title = deriveTitle(answer);
  const category = deriveCategory(`${title}\n${answer}`);
  return {
    title,
    slug: deriveSlug(title),
    content: deriveContent(answer),
    excerpt: deriveExcerpt(answer),
    category,
    keywords: deriveKeywords(answer, category),
    status: "draft",
  };
}

/** As on the old site (docs/decisions/0016-kept-from-the-old-site.md): offered on assistant answers over 200 characters, never on the chat's own status messages. */
export function canCreatePost(message: {
  role: "user" | "assistant";
  content: string;
  status?: unknown;
}): boolean {
  return (
    message.role === "assistant" &&
    !message.status &&
    message.content.length > CREATE_POST_MIN_LENGTH
  );
}
