// Scheduled publishing (docs/decisions/0077-scheduled-publishing.md): a draft with a publish time
// stays out of the list, feeds and sitemap until the hourly Cron publishes it, once.
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CRONS } from "~worker/crons";
import worker from "~worker/index";
import { PUBLISH_AT_DRAFT_MESSAGE, PUBLISH_AT_PAST_MESSAGE } from "~worker/services/blog";
import {
  create,
  type Post,
  page,
  publicList,
  startEachTestWithAnEmptyBlog,
  storedRow,
  update,
  validPost,
} from "./blog-fixtures";
import { asOwner, json, request } from "./helpers";

startEachTestWithAnEmptyBlog();

const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR);

async function runHourlyCron(at: Date) {
  const controller = createScheduledController({ scheduledTime: at, cron: CRONS.reminders });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, env, ctx);
  await waitOnExecutionContext(ctx);
}

/** Everywhere a visitor or a crawler could meet a post. */
async function visibleTo(slug: string) {
  const [list, blog, post, rss, sitemap] = await Promise.all([
    publicList(),
    page("/blog"),
    request(`/blog/${slug}`),
    page("/blog/rss.xml"),
    page("/sitemap.xml"),
  ]);
  return {
    list: list.some((p) => p.slug === slug),
    blog: blog.html.includes(`/blog/${slug}`),
    post: post.status === 200,
    rss: rss.html.includes(`/blog/${slug}`),
    sitemap: sitemap.html.includes(`/blog/${slug}`),
  };
}

const nowhere = { list: false, blog: false, post: false, rss: false, sitemap: false };
const everywhere = { list: true, blog: true, post: true, rss: true, sitemap: true };

describe("scheduled publishing", () => {
  it("a scheduled draft is not visible before its time; the Cron publishes it once, dated then", async () => {
    // Offsets are understood and stored in UTC.
    const when = inHours(3);
    const post = await create(validPost({ publishAt: when.toISOString().replace("Z", "+00:00") }));
    expect(post).toMatchObject({ status: "draft", publishAt: when.toISOString() });
    expect(await visibleTo(post.slug)).toEqual(nowhere);

    // An hour too early: nothing happens.
    await runHourlyCron(inHours(2));
    expect((await storedRow(post.id))?.status).toBe("draft");
    expect(await visibleTo(post.slug)).toEqual(nowhere);

    await runHourlyCron(inHours(4));
    const row = await storedRow(post.id);
    expect(row).toMatchObject({
      status: "published",
      published_at: when.toISOString(),
      publish_at: null,
    });
    expect(await visibleTo(post.slug)).toEqual(everywhere);

    // A second run (or the same run again) changes nothing.
    const updatedAt = row?.updated_at;
    await runHourlyCron(inHours(5));
    expect((await storedRow(post.id))?.updated_at).toBe(updatedAt);
  });

  it("the owner can schedule, move and clear a draft's time; publishing by hand spends it", async () => {
    const post = await create(validPost());
    const later = inHours(30).toISOString();
    const scheduled = await update(post.id, { publishAt: later });
    expect(scheduled.status).toBe(200);
    expect((await scheduled.json<Post>()).publishAt).toBe(later);
    expect((await update(post.id, { publishAt: null })).status).toBe(200);
    expect((await storedRow(post.id))?.publish_at).toBeNull();

    await update(post.id, { publishAt: later });
    const published = await update(post.id, { status: "published" });
    expect(published.status).toBe(200);
    expect(await storedRow(post.id)).toMatchObject({ status: "published", publish_at: null });
    expect(await visibleTo(post.slug)).toEqual(everywhere);
  });

  it("refuses a time in the past, a published post with a time, and what is not a time (400, nothing stored)", async () => {
    const refused = async (body: unknown, message: string | RegExp) => {
      const res = await asOwner("/api/blog/posts", json(body));
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toMatch(message);
    };
    await refused(validPost({ publishAt: inHours(-1).toISOString() }), PUBLISH_AT_PAST_MESSAGE);
    await refused(
      validPost({ status: "published", publishAt: inHours(2).toISOString() }),
      PUBLISH_AT_DRAFT_MESSAGE,
    );
    for (const publishAt of [
      "tomorrow",
      "2026-12-01T09:00",
      1_800_000_000,
      "\u0000",
      "9".repeat(5000),
    ])
      await refused(validPost({ publishAt }), /publish time must be a date and time/);
    expect(
      (await env.DB.prepare("SELECT count(*) AS n FROM blog_posts").first<{ n: number }>())?.n,
    ).toBe(0);

    const post = await create(validPost());
    const res = await update(post.id, { publishAt: inHours(-2).toISOString() });
    expect(res.status).toBe(400);
    expect((await storedRow(post.id))?.publish_at).toBeNull();
  });

  it("visitors cannot schedule: no Access token, 401 and nothing stored", async () => {
    const res = await request(
      "/api/blog/posts",
      json(validPost({ publishAt: inHours(2).toISOString() })),
    );
    expect(res.status).toBe(401);
    expect(
      (await env.DB.prepare("SELECT count(*) AS n FROM blog_posts").first<{ n: number }>())?.n,
    ).toBe(0);
  });
});
