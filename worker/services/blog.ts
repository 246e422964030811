// Blog posts: the one place that validates, renders and stores them. The JSON API, the /blog
// pages and the AI assistant (issue 10) all call these functions.
//
// Every write renders the Markdown and sanitises the HTML (docs/decisions/0003-content-safety.md), keeps
// updated_at, sets published_at the first time a post is published, and bumps the content version
// so the edge cache shows the change on the very next request.

import { business } from "~/content/business";
import { readTimeMinutes, SEARCH_MAX_WORDS, searchWords } from "~/lib/blog";
import {
  COVER_ALT_REQUIRED,
  type PostListStatus,
  postInputSchema,
  postUpdateSchema,
} from "~/lib/blog-schema";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import { database } from "~db/client";
import {
  type BlogPostChanges,
  type BlogPostSummary,
  deletePostById,
  findPostById,
  findPostBySlug,
  insertPost,
  isSlugConflict,
  isSlugTaken,
  listPostSummaries,
  publishDrafts,
  publishDuePosts,
  updatePostById,
} from "~db/repositories/blog-posts";
import type { BlogPost } from "~db/schema";
import type { AccessResult } from "../auth/access";
import { coverExists } from "./blog-images";
import { contentChanged } from "./edge-cache";
import { renderPostMarkdown } from "./markdown";

type BlogEnv = Pick<Env, "DB" | "IMAGES">;

export type { BlogPostSummary };
// What visitors may read of a post: the sanitised HTML, never the owner's Markdown source.
export type PublicPost = Omit<BlogPost, "content">;

// Posts are signed by the shop, a fixed author label (docs/decisions/0016-kept-from-the-old-site.md).
export const POST_AUTHOR = business.name;

export type SavePostResult =
  | { status: "saved"; post: BlogPost }
  | { status: "invalid"; issues: ValidationIssue[] }
  | { status: "conflict"; error: string; issues: ValidationIssue[] }
  | { status: "not-found" };

export type CreatePostResult = Exclude<SavePostResult, { status: "not-found" }>;

const slugConflict = (slug: string): Extract<SavePostResult, { status: "conflict" }> => {
  const error = `A post with the slug "${slug}" already exists. Choose another slug.`;
  return { status: "conflict", error, issues: [{ path: "slug", message: error }] };
};

const now = () => new Date().toISOString();

function rendered(content: string) {
  return { contentHtml: renderPostMarkdown(content), readTime: readTimeMinutes(content) };
}

type Cover = Pick<BlogPost, "coverImage" | "coverAlt">;

/** A cover must be one of our stored blog images, described for people who cannot see it. */
async function coverIssues(env: BlogEnv, cover: Cover): Promise<ValidationIssue[]> {
  if (!cover.coverImage) return [];
  const issues: ValidationIssue[] = [];
  if (!(await coverExists(env, cover.coverImage)))
    issues.push({
      path: "coverImage",
      message: "That cover image is not stored here; upload it again.",
    });
  if (!cover.coverAlt) issues.push({ path: "coverAlt", message: COVER_ALT_REQUIRED });
  return issues;
}

export const PUBLISH_AT_PAST_MESSAGE = "Choose a publish time that is still ahead.";
export const PUBLISH_AT_DRAFT_MESSAGE =
  "Only a draft can be scheduled: it stays a draft until its publish time.";

/**
 * A publish time is for a draft and lies ahead (docs/decisions/0077-scheduled-publishing.md).
 * `status` and `publishAt` are the post's values after the change.
 */
function scheduleIssues(
  status: BlogPost["status"],
  publishAt: string | null,
  changed: boolean,
  at: Date,
): ValidationIssue[] {
  if (!publishAt) return [];
  if (status !== "draft") return [{ path: "publishAt", message: PUBLISH_AT_DRAFT_MESSAGE }];
  if (changed && Date.parse(publishAt) <= at.getTime())
    return [{ path: "publishAt", message: PUBLISH_AT_PAST_MESSAGE }];
  return [];
}

/**
 * Creates a post from untrusted input (validated here with the shared schema; status defaults to
 * draft). Returns the stored post, or why it was refused: `invalid` (400) or `conflict` (409,
 * the slug exists).
 *
 * Issue 10's assistant saves its drafts through this function: keep the signature
 * `createPost(env, input): Promise<CreatePostResult>` stable. Input limits come from
 * app/lib/blog-schema.ts (e.g. EXCERPT_MAX_LENGTH = 160 including any ellipsis; category one of
 * BLOG_CATEGORIES; slug already in slugify's form).
 */
export async function createPost(env: BlogEnv, input: unknown): Promise<CreatePostResult> {
  const parsed = postInputSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const values = parsed.data;
  const issues = [
    ...scheduleIssues(values.status, values.publishAt, true, new Date()),
    ...(await coverIssues(env, values)),
  ];
  if (issues.length) return { status: "invalid", issues };
  const stamp = now();
  const post = await insertPost(database(env.DB), {
    ...values,
    ...rendered(values.content),
    author: POST_AUTHOR,
    createdAt: stamp,
    updatedAt: stamp,
    publishedAt: values.status === "published" ? stamp : null,
  });
  if (!post) return slugConflict(values.slug);
  await contentChanged(env);
  return { status: "saved", post };
}

/** Changes any subset of a post's fields, e.g. only its status (Publish/Unpublish). */
export async function updatePost(
  env: BlogEnv,
  id: number,
  input: unknown,
): Promise<SavePostResult> {
  const parsed = postUpdateSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const changes = parsed.data;
  const db = database(env.DB);
  const existing = await findPostById(db, id);
  if (!existing) return { status: "not-found" };
  // Publishing by hand spends a schedule; otherwise the time kept or newly set must fit.
  if (changes.status === "published" && changes.publishAt === undefined) changes.publishAt = null;
  const schedule = scheduleIssues(
    changes.status ?? existing.status,
    changes.publishAt !== undefined ? changes.publishAt : existing.publishAt,
    changes.publishAt !== undefined,
    new Date(),
  );
  if (schedule.length) return { status: "invalid", issues: schedule };
  if (changes.slug !== undefined && (await isSlugTaken(db, changes.slug, id)))
    return slugConflict(changes.slug);
  const cover: Cover = {
    coverImage: changes.coverImage !== undefined ? changes.coverImage : existing.coverImage,
    // Without a cover there is nothing to describe.
    coverAlt:
      changes.coverImage === null
        ? null
        : changes.coverAlt !== undefined
          ? changes.coverAlt
          : existing.coverAlt,
  };
  if (changes.coverImage !== undefined || changes.coverAlt !== undefined) {
    const issues = await coverIssues(env, cover);
    if (issues.length) return { status: "invalid", issues };
  }

  const stamp = now();
  const set: BlogPostChanges = { ...changes, ...cover, updatedAt: stamp };
  if (changes.content !== undefined) Object.assign(set, rendered(changes.content));
  if (changes.status === "published" && !existing.publishedAt) set.publishedAt = stamp;
  let post: BlogPost | undefined;
  try {
    post = await updatePostById(db, id, set);
  } catch (err) {
    if (changes.slug !== undefined && isSlugConflict(err)) return slugConflict(changes.slug);
    throw err;
  }
  if (!post) return { status: "not-found" };
  await contentChanged(env);
  return { status: "saved", post };
}

/** False when no post has that id. */
export async function deletePost(env: BlogEnv, id: number): Promise<boolean> {
  const deleted = await deletePostById(database(env.DB), id);
  if (deleted) await contentChanged(env);
  return deleted;
}

/** Publishes every draft at once; returns how many were published. */
export async function publishAllDrafts(env: BlogEnv): Promise<number> {
  const published = await publishDrafts(database(env.DB), now());
  if (published > 0) await contentChanged(env);
  return published;
}

/**
 * The hourly Cron's part (docs/decisions/0077-scheduled-publishing.md): drafts whose publish time
 * has come are published, once; the edge cache then shows them in the list, feeds and sitemap.
 */
export async function publishScheduledPosts(env: BlogEnv, at = new Date()): Promise<string[]> {
  const slugs = await publishDuePosts(database(env.DB), at.toISOString());
  if (slugs.length) await contentChanged(env);
  return slugs;
}

/** Newest first; `q` searches title, excerpt and keywords (every word must match). */
export function listPosts(
  env: BlogEnv,
  filter: { status: PostListStatus; q?: string },
): Promise<BlogPostSummary[]> {
  return listPostSummaries(database(env.DB), {
    status: filter.status,
    // Callers keep to the limits (schema, fitSearch); the slice keeps D1's parameter cap safe anyway.
    words: filter.q ? searchWords(filter.q).slice(0, SEARCH_MAX_WORDS) : undefined,
  });
}

/** A post read is allowed, or refused with the Access verifier's answer (401 or 403, and why). */
export type PostReadAccess = { ok: true } | Extract<AccessResult, { ok: false }>;

/**
 * Who may see a draft, the one rule (docs/decisions/0002-owner-access.md): the signed-in owner, nobody else.
 * `wanted` is a post's status or a list's status filter. `verifyOwner` runs only when drafts are at
 * stake, so reading published posts never verifies a token.
 */
export async function postReadAccess(
  wanted: string,
  verifyOwner: () => Promise<AccessResult>,
): Promise<PostReadAccess> {
  return wanted === "published" ? { ok: true } : verifyOwner();
}

/** A post by slug; drafts only when asked for (the owner's views, after postReadAccess). */
export async function getPostBySlug(
  env: BlogEnv,
  slug: string,
  { includeDrafts = false }: { includeDrafts?: boolean } = {},
): Promise<BlogPost | undefined> {
  const post = await findPostBySlug(database(env.DB), slug);
  if (!post || (post.status !== "published" && !includeDrafts)) return undefined;
  return post;
}

export function toPublicPost({ content: _markdown, ...post }: BlogPost): PublicPost {
  return post;
}

/** The editor's live preview: exactly the HTML a save would store. */
export function previewPostHtml(content: string): string {
  return renderPostMarkdown(content);
}
