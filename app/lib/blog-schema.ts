// The one definition of a valid blog post, shared by the admin editor, the Worker's blog service
// (API, assistant drafts) and the tests. Unknown fields are dropped by zod and never stored.

import { z } from "zod";
import {
  BLOG_CATEGORIES,
  CONTENT_MAX_LENGTH,
  EXCERPT_MAX_LENGTH,
  KEYWORDS_MAX_LENGTH,
  parseKeywords,
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_WORDS,
  SLUG_MAX_LENGTH,
  slugify,
  TITLE_MAX_LENGTH,
} from "./blog";
import { isCoverKey } from "./blog-images";
import { POST_STATUSES } from "./statuses";
import { multiLine, oneLine, requiredLine, requiredText, searchQuery } from "./text-rules";

export {
  CONTENT_MAX_LENGTH,
  EXCERPT_MAX_LENGTH,
  KEYWORDS_MAX_LENGTH,
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_WORDS,
  SLUG_MAX_LENGTH,
  TITLE_MAX_LENGTH,
};

export const SLUG_RULE_MESSAGE =
  "Use lower-case letters, numbers and single hyphens, e.g. choosing-a-mat-colour.";

// The old site's slug rule (docs/decisions/0016-kept-from-the-old-site.md): whatever slugify would leave unchanged is a valid slug.
const slug = requiredLine("Slug", SLUG_MAX_LENGTH).refine(
  (s) => s === slugify(s),
  SLUG_RULE_MESSAGE,
);

// A comma-separated string (the editor) or a list (API callers); stored as "a, b, c".
const keywords = z
  .union([z.string(), z.array(z.string())], { error: "Keywords are required." })
  .transform((v) => parseKeywords(Array.isArray(v) ? v.join(",") : v).join(", "))
  .pipe(
    oneLine(
      z
        .string()
        .min(1, "Add at least one keyword.")
        .max(KEYWORDS_MAX_LENGTH, `Keywords must be at most ${KEYWORDS_MAX_LENGTH} characters.`),
      "Keywords",
    ),
  );

// A cover: the key of an image uploaded through POST /api/uploads/blog-images (its `key`), or null
// for none. Its description is required with it (checked by the blog service on the saved post).
export const COVER_ALT_MAX_LENGTH = 250;
export const COVER_ALT_REQUIRED = "Describe the cover image for people who cannot see it.";
const coverImage = z
  .string({ error: "The cover must be an uploaded image's key, or null." })
  .refine(isCoverKey, "Choose the cover by uploading an image here.")
  .nullable();
const coverAlt = oneLine(
  z
    .string({ error: "The cover description must be text." })
    .trim()
    .max(
      COVER_ALT_MAX_LENGTH,
      `The cover description must be at most ${COVER_ALT_MAX_LENGTH} characters.`,
    ),
  "The cover description",
)
  .transform((v) => v || null)
  .nullable();

// A draft's publish time: an instant with its offset (the editor sends the shop's wall clock as
// one); stored in UTC. Whether it is still ahead is the blog service's check
// (docs/decisions/0077-scheduled-publishing.md).
export const PUBLISH_AT_FORMAT_MESSAGE =
  "The publish time must be a date and time with its offset, e.g. 2026-12-01T09:00:00-06:00.";
const publishAt = z
  .string({ error: PUBLISH_AT_FORMAT_MESSAGE })
  .pipe(z.iso.datetime({ offset: true, error: PUBLISH_AT_FORMAT_MESSAGE }))
  .transform((v) => new Date(v).toISOString())
  .nullable();

const postFields = {
  title: requiredLine("Title", TITLE_MAX_LENGTH),
  slug,
  excerpt: requiredLine("Excerpt", EXCERPT_MAX_LENGTH),
  category: z.enum(BLOG_CATEGORIES, { error: `Choose a category: ${BLOG_CATEGORIES.join(", ")}.` }),
  keywords,
  content: multiLine(requiredText("Content", CONTENT_MAX_LENGTH), "Content"),
  status: z.enum(POST_STATUSES, { error: "Status must be draft or published." }),
  coverImage,
  coverAlt,
  publishAt,
};

/** A new post: every field required except the status, which starts as a draft (docs/decisions/0016-kept-from-the-old-site.md). */
export const postInputSchema = z.object({
  ...postFields,
  status: postFields.status.default("draft"),
  coverImage: coverImage.default(null),
  coverAlt: coverAlt.default(null),
  publishAt: publishAt.default(null),
});

/** A change to a post: any subset of the fields, e.g. `{ status: "published" }` alone. */
export const postUpdateSchema = z
  .object(postFields)
  .partial()
  .refine(
    (v) => Object.values(v).some((x) => x !== undefined),
    "Send at least one field to change.",
  );

export const postPreviewSchema = z.object({
  content: z
    .string({ error: "Content must be text." })
    .max(CONTENT_MAX_LENGTH, `Content must be at most ${CONTENT_MAX_LENGTH} characters.`),
});

// Which posts a list shows; anything but "published" is the owner's alone.
export const POST_LIST_STATUSES = ["published", "draft", "all"] as const;
export type PostListStatus = (typeof POST_LIST_STATUSES)[number];

export const postListQuerySchema = z.object({
  status: z
    .enum(POST_LIST_STATUSES, { error: "status must be published, draft or all." })
    .default("published"),
  // The API refuses what the /blog page would shorten (fitSearch): callers learn the limits.
  q: searchQuery(SEARCH_MAX_LENGTH, SEARCH_MAX_WORDS).optional(),
});
