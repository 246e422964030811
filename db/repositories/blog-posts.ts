// Blog posts in D1. Rules (validation, rendering, timestamps) live in worker/services/blog.ts.
import { and, desc, eq, getTableColumns, isNotNull, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../client";
import { type BlogPost, blogPosts } from "../schema";
import { everyWordIn } from "./text-search";

export type NewBlogPost = typeof blogPosts.$inferInsert;
export type BlogPostChanges = Partial<Omit<NewBlogPost, "id" | "createdAt">>;

// What a list shows: everything but the (long) Markdown and HTML bodies.
const {
  content: _content,
  contentHtml: _contentHtml,
  ...summaryColumns
} = getTableColumns(blogPosts);
export type BlogPostSummary = Omit<BlogPost, "content" | "contentHtml">;

// `words`: every one must appear in the title, the excerpt or the keywords.
export type ListFilter = { status: "published" | "draft" | "all"; words?: string[] };

// SQLite's lower() folds ASCII only; callers lower-case the words.
function searchCondition(words: string[]): SQL | undefined {
  return everyWordIn(
    [
      sql`lower(${blogPosts.title})`,
      sql`lower(${blogPosts.excerpt})`,
      sql`lower(${blogPosts.keywords})`,
    ],
    words,
  );
}

// postDisplayDate (app/lib/blog.ts) in SQL, so lists are ordered by the date they show.
export const postDisplayDateSql = sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`;

/** Newest first by display date. */
export function listPostSummaries(db: Database, filter: ListFilter): Promise<BlogPostSummary[]> {
  const conditions = [
    filter.status === "all" ? undefined : eq(blogPosts.status, filter.status),
    filter.words ? searchCondition(filter.words) : undefined,
  ];
  return db
    .select(summaryColumns)
    .from(blogPosts)
    .where(and(...conditions))
    .orderBy(desc(postDisplayDateSql), desc(blogPosts.id));
}

/** Drafts waiting for the owner (not scheduled), and drafts scheduled to publish themselves. */
export async function countDrafts(
  db: Database,
): Promise<{ unscheduled: number; scheduled: number }> {
  const [row] = await db
    .select({
      unscheduled: sql<number>`coalesce(sum(${blogPosts.publishAt} IS NULL), 0)`,
      scheduled: sql<number>`coalesce(sum(${blogPosts.publishAt} IS NOT NULL), 0)`,
    })
    .from(blogPosts)
    .where(eq(blogPosts.status, "draft"));
  return { unscheduled: row?.unscheduled ?? 0, scheduled: row?.scheduled ?? 0 };
}

export async function findPostBySlug(db: Database, slug: string): Promise<BlogPost | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
  return row;
}

export async function findPostById(db: Database, id: number): Promise<BlogPost | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row;
}

export async function isSlugTaken(db: Database, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(eq(blogPosts.slug, slug));
  return row !== undefined && row.id !== exceptId;
}

/** Inserts a post; undefined when its slug is already taken (checked atomically by the unique index). */
export async function insertPost(db: Database, post: NewBlogPost): Promise<BlogPost | undefined> {
  const [row] = await db
    .insert(blogPosts)
    .values(post)
    .onConflictDoNothing({ target: blogPosts.slug })
    .returning();
  return row;
}

/** Undefined when no post has that id. A slug clash throws; see isSlugConflict. */
export async function updatePostById(
  db: Database,
  id: number,
  changes: BlogPostChanges,
): Promise<BlogPost | undefined> {
  const [row] = await db.update(blogPosts).set(changes).where(eq(blogPosts.id, id)).returning();
  return row;
}

export async function deletePostById(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(blogPosts)
    .where(eq(blogPosts.id, id))
    .returning({ id: blogPosts.id });
  return rows.length > 0;
}

/**
 * Publishes every draft not scheduled (a scheduled post waits for its time, docs/decisions/0077-
 * scheduled-publishing.md); a post keeps the time it was first published. Returns how many.
 */
export async function publishDrafts(db: Database, now: string): Promise<number> {
  const rows = await db
    .update(blogPosts)
    .set({
      status: "published",
      updatedAt: now,
      publishedAt: sql`coalesce(${blogPosts.publishedAt}, ${now})`,
    })
    .where(and(eq(blogPosts.status, "draft"), isNull(blogPosts.publishAt)))
    .returning({ id: blogPosts.id });
  return rows.length;
}

/**
 * Publishes the drafts whose publish time has come, dated at that time, and clears the time so a
 * second run finds nothing (docs/decisions/0077-scheduled-publishing.md). Returns their slugs.
 */
export async function publishDuePosts(db: Database, now: string): Promise<string[]> {
  const rows = await db
    .update(blogPosts)
    .set({
      status: "published",
      updatedAt: now,
      publishedAt: sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.publishAt})`,
      publishAt: null,
    })
    .where(
      and(
        eq(blogPosts.status, "draft"),
        isNotNull(blogPosts.publishAt),
        lte(blogPosts.publishAt, now),
      ),
    )
    .returning({ slug: blogPosts.slug });
  return rows.map((r) => r.slug);
}

/** Whether an error is the unique slug index refusing a write (a race past isSlugTaken). */
export function isSlugConflict(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if (/UNIQUE constraint failed: blog_posts\.slug/.test(e.message)) return true;
  }
  return false;
}
