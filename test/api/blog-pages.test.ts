// The /blog pages: the list, a post, drafts and searches.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SEARCH_MAX_LENGTH, SEARCH_MAX_WORDS } from "~/lib/blog";
import { contentChanged } from "~worker/services/edge-cache";
import {
  create,
  jsonLdBlocks,
  page,
  publicList,
  startEachTestWithAnEmptyBlog,
  validPost,
} from "./blog-fixtures";
import { asOwner, request } from "./helpers";

startEachTestWithAnEmptyBlog();

describe("the blog pages", () => {
  it("/blog renders published posts and a search that works without JavaScript", async () => {
    const mats = await create(
      validPost({ status: "published", title: "Choosing a Mat", keywords: "mat board" }),
    );
    const glass = await create(validPost({ status: "published", title: "Museum Glass" }));
    const { res, html } = await page("/blog");
    expect(res.status).toBe(200);
    expect(html).toContain(`href="/blog/${mats.slug}"`);
    expect(html).toContain(`href="/blog/${glass.slug}"`);
    expect(html).toContain("2 articles");
    expect(html).toMatch(
      /<form[^>]*method="get"[^>]*action="\/blog"[^>]*role="search"|<form[^>]*role="search"/,
    );
    expect(html).toMatch(/<input[^>]*name="q"/);
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Get Custom Framing<\/a>/);
    // The admin-dashboard button is the owner's alone (docs/decisions/0009-site-for-visitors.md).
    expect(html).not.toContain("Admin Dashboard");
    expect(html).toMatch(
      /<link [^>]*rel="alternate" type="application\/rss\+xml" href="\/blog\/rss.xml"/,
    );
    expect(html).toContain('<link rel="canonical" href="http://localhost/blog"/>');
    expect(jsonLdBlocks(html).find((b) => b["@type"] === "Blog").blogPost).toHaveLength(2);

    const search = await page("/blog?q=mat+board");
    expect(search.html).toContain(`href="/blog/${mats.slug}"`);
    expect(search.html).not.toContain(`href="/blog/${glass.slug}"`);
    expect(search.html).toContain("1 article matches “mat board”");
    expect(search.html).toMatch(/<input[^>]*value="mat board"/);
    expect(search.html).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  it("/blog answers 200 to any search a visitor can type, saying when it was shortened", async () => {
    const cafe = await create(validPost({ status: "published", title: "Café Wall Ideas" }));
    const queries = [
      "café",
      "%_\\'\"",
      "🖼️".repeat(60),
      "x".repeat(5000),
      "\u0000\u0007",
      Array(40).fill("frame").join(" "),
      "<script>alert(1)</script>",
    ];
    for (const q of queries) {
      const { res, html } = await page(`/blog?q=${encodeURIComponent(q)}`);
      expect(res.status, q.slice(0, 20)).toBe(200);
      expect(html).not.toContain("<script>alert(1)");
    }

    const limits = `Searches can be at most ${SEARCH_MAX_LENGTH} characters and ${SEARCH_MAX_WORDS} words`;
    const tooLong = await page(`/blog?q=${"x".repeat(500)}`);
    // Nothing fitted, so every article is shown rather than none.
    expect(tooLong.html).toContain(`${limits}. Showing every article instead.`);
    expect(tooLong.html).toContain(`href="/blog/${cafe.slug}"`);

    const words = "café wall ideas how we float mat and glaze signed gig poster";
    const manyWords = await page(`/blog?q=${encodeURIComponent(words)}`);
    const fitted = words.split(" ").slice(0, SEARCH_MAX_WORDS).join(" ");
    expect(manyWords.html).toContain(`${limits}, so we searched for “${fitted}”.`);
    expect(manyWords.html).toContain(`href="/blog/${cafe.slug}"`);
    expect(manyWords.html).toContain(`1 article matches “${fitted}”`);
  });

  it("/blog reads its query with the API's schema: a status it does not know is a 400 with the same message", async () => {
    const api = await asOwner("/api/blog/posts?status=secret");
    expect(api.status).toBe(400);
    const message = (await api.json<{ issues: { message: string }[] }>()).issues[0]?.message;
    expect(message).toMatch(/published, draft or all/);
    const res = await asOwner("/blog?status=secret");
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(`${message}</p>`);
    expect(html).toMatch(/No articles (found|yet)/);
  });

  it("/blog lists drafts only to the owner, and only when asked, like the API", async () => {
    const draft = await create(validPost({ title: "Owner Only Draft" }));
    for (const path of ["/blog?status=all", "/blog?status=draft"]) {
      const visitor = await page(path);
      expect(visitor.res.status, path).toBe(200);
      expect(visitor.html, path).not.toContain(`href="/blog/${draft.slug}"`);
      const owner = await asOwner(path);
      expect(owner.status, path).toBe(200);
      expect(await owner.text(), path).toContain(`href="/blog/${draft.slug}"`);
    }
    expect(await (await asOwner("/blog")).text()).not.toContain(`href="/blog/${draft.slug}"`);
  });

  it("shows, sorts and announces a post by the date it was published, not when it was written", async () => {
    // Written first (January) but published last (March); the other written and published in February.
    const lateStarter = await create(validPost({ title: "Written in January" }));
    const february = await create(validPost({ status: "published", title: "Out in February" }));
    await env.DB.batch([
      env.DB.prepare(
        `UPDATE blog_posts SET status = 'published', created_at = '2026-01-05T15:00:00.000Z',
           published_at = '2026-03-10T15:00:00.000Z', updated_at = '2026-03-12T15:00:00.000Z' WHERE id = ?`,
      ).bind(lateStarter.id),
      env.DB.prepare(
        `UPDATE blog_posts SET created_at = '2026-02-01T15:00:00.000Z',
           published_at = '2026-02-01T15:00:00.000Z', updated_at = '2026-02-01T15:00:00.000Z' WHERE id = ?`,
      ).bind(february.id),
    ]);
    await contentChanged(env);
    const order = [lateStarter.slug, february.slug];
    const inOrder = (text: string) => order.map((slug) => text.indexOf(`/blog/${slug}`));

    expect((await publicList()).map((p) => p.slug)).toEqual(order);

    const list = await page("/blog");
    const [first, second] = inOrder(list.html);
    expect(first).toBeGreaterThan(-1);
    expect(first).toBeLessThan(second);
    expect(list.html).toMatch(/<time [^>]*>March 10, 2026<\/time>/);
    expect(list.html).not.toContain("January 5, 2026");

    const post = await page(`/blog/${lateStarter.slug}`);
    expect(post.html).toMatch(/<time [^>]*>March 10, 2026<\/time>/);
    expect(post.html).not.toContain("January 5, 2026");
    expect(post.html).toContain('"datePublished":"2026-03-10T15:00:00.000Z"');

    const rss = await (await request("/blog/rss.xml")).text();
    const [firstItem, secondItem] = inOrder(rss);
    expect(firstItem).toBeLessThan(secondItem);
    expect(rss).toContain("<pubDate>Tue, 10 Mar 2026 15:00:00 GMT</pubDate>");
    expect(rss).toContain("<lastBuildDate>Tue, 10 Mar 2026 15:00:00 GMT</lastBuildDate>");

    // The sitemap's lastmod is when the post last changed.
    const sitemap = await (await request("/sitemap.xml")).text();
    expect(sitemap).toContain(
      `<loc>http://localhost/blog/${lateStarter.slug}</loc>\n    <lastmod>2026-03-12</lastmod>`,
    );
  });

  it("/blog has no assistant, even for the signed-in owner: it is in the admin editor", async () => {
    expect((await page("/blog")).html).not.toContain("Blog writing assistant");
    const owner = await asOwner("/blog");
    expect(owner.status).toBe(200);
    const html = await owner.text();
    expect(html).not.toContain("Blog writing assistant");
    expect(html).not.toContain("AI Blog Assistant");
  });

  it("/blog/:slug renders the post with its head: canonical, OG article tags, BlogPosting JSON-LD", async () => {
    const post = await create(
      validPost({
        status: "published",
        title: "Framing Vinyl Records",
        category: "Shadowbox",
        keywords: "vinyl, record frame",
      }),
    );
    const { res, html } = await page(`/blog/${post.slug}`);
    expect(res.status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Framing Vinyl Records<\/h1>/);
    const article = /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? "";
    expect(article).toContain(">Shadowbox</span>");
    expect(article).toContain("Heights Frame Studio");
    expect(article).toContain("1 min read");
    expect(html).toMatch(/<time dateTime="[^"]+">[A-Z][a-z]+ \d{1,2}, \d{4}<\/time>/);
    expect(html).toContain("<h2>Why posters fade</h2>");
    expect(html).toMatch(/>\s*Share\s*<\/button>/);
    expect(html).toMatch(/href="\/contact"[^>]*>Get a Free Quote/);
    expect(html).toMatch(/href="\/services"[^>]*>Explore Our Services/);
    expect(html).toMatch(/href="\/blog"[^>]*>.*Back to Blog/);
    expect(html).toContain(`<link rel="canonical" href="http://localhost/blog/${post.slug}"/>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain(
      `<meta property="article:published_time" content="${post.publishedAt}"/>`,
    );
    expect(html).toContain('<meta property="article:section" content="Shadowbox"/>');
    expect(html).toContain('<meta property="article:tag" content="record frame"/>');
    expect(html).toContain("<title>Framing Vinyl Records | Heights Frame Studio</title>");
    const posting = jsonLdBlocks(html).find((b) => b["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: "Framing Vinyl Records",
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      url: `http://localhost/blog/${post.slug}`,
      articleSection: "Shadowbox",
      author: { name: "Heights Frame Studio" },
    });
    expect(
      jsonLdBlocks(html).find((b) => b["@type"] === "BreadcrumbList").itemListElement,
    ).toHaveLength(3);
  });

  it("answers an unknown slug with HTTP 404 'Post Not Found' and a way back", async () => {
    const { res, html } = await page("/blog/never-written");
    expect(res.status).toBe(404);
    expect(html).toContain("Post Not Found");
    expect(html).toMatch(/href="\/blog"[^>]*>Back to Blog/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("lets the owner preview a draft at its address, marked and not indexed", async () => {
    const draft = await create(validPost({ title: "Work In Progress" }));
    expect((await page(`/blog/${draft.slug}`)).res.status).toBe(404);
    const res = await asOwner(`/blog/${draft.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain("Work In Progress");
    expect(html).toContain("Only you can see this page");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });
});
