// Reading the blog: GET /api/blog/posts and the /blog pages, drafts kept from visitors.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SEARCH_MAX_LENGTH, SEARCH_MAX_WORDS } from "~/lib/blog";
import { contentChanged } from "~worker/services/edge-cache";
import {
  create,
  jsonLdBlocks,
  type Post,
  page,
  publicList,
  startEachTestWithAnEmptyBlog,
  validPost,
} from "./blog-fixtures";
import { asOwner, request } from "./helpers";

startEachTestWithAnEmptyBlog();

describe("public reads", () => {
  it("lists only published posts, newest first, with what a card needs and no bodies", async () => {
    const older = await create(validPost({ status: "published" }));
    await create(validPost({ title: "Secret draft" }));
    await env.DB.prepare(
      "UPDATE blog_posts SET created_at = '2026-01-01T00:00:00.000Z' WHERE id = ?",
    )
      .bind(older.id)
      .run();
    await contentChanged(env);
    const newer = await create(validPost({ status: "published" }));

    const list = await publicList();
    expect(list.map((p) => p.slug)).toEqual([newer.slug, older.slug]);
    expect(list[0]).toMatchObject({
      slug: newer.slug,
      title: newer.title,
      excerpt: newer.excerpt,
      category: "Tips",
      keywords: "poster framing, concert poster, uv glass",
      author: "Heights Frame Studio",
      readTime: 1,
      status: "published",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(list[0]).not.toHaveProperty("content");
    expect(list[0]).not.toHaveProperty("contentHtml");
    expect(await publicList("?status=published")).toEqual(list);
  });

  it("serves one published post by slug with its sanitised HTML but not the Markdown source", async () => {
    const post = await create(validPost({ status: "published" }));
    const res = await request(`/api/blog/posts/${post.slug}`);
    expect(res.status).toBe(200);
    const body = await res.json<Post>();
    expect(body).toMatchObject({ id: post.id, title: post.title, status: "published" });
    expect(body.contentHtml).toContain("<h2>Why posters fade</h2>");
    expect(body.contentHtml).toContain("<li>Acid-free mat</li>");
    expect(body).not.toHaveProperty("content");
  });

  it("answers 404 JSON for an unknown slug", async () => {
    const res = await request("/api/blog/posts/no-such-post");
    expect(res.status).toBe(404);
    expect((await res.json<{ error: string }>()).error).toMatch(/No published blog post/);
  });

  it("keeps drafts invisible to visitors: list, slug, search, pages", async () => {
    const draft = await create(
      validPost({ title: "Zebrawood frames, a draft", keywords: "zebrawood" }),
    );
    expect(draft.status).toBe("draft");

    expect(await publicList()).toEqual([]);
    expect(await publicList("?q=zebrawood")).toEqual([]);
    expect((await request(`/api/blog/posts/${draft.slug}`)).status).toBe(404);

    const list = await page("/blog?q=zebrawood");
    expect(list.res.status).toBe(200);
    expect(list.html).not.toContain("Zebrawood");
    expect(list.html).toContain("No articles found");
    expect((await page("/blog")).html).not.toContain(draft.slug);

    const post = await page(`/blog/${draft.slug}`);
    expect(post.res.status).toBe(404);
    expect(post.html).toContain("Post Not Found");
    expect(post.html).not.toContain("Zebrawood");
  });

  it("answers 401 to a visitor asking for drafts, and 400 for an unknown status", async () => {
    const draft = await create(validPost());
    for (const path of [
      "/api/blog/posts?status=all",
      "/api/blog/posts?status=draft",
      `/api/blog/posts/${draft.slug}?status=all`,
    ]) {
      const res = await request(path);
      expect(res.status, path).toBe(401);
      expect(await res.json()).toHaveProperty("error");
    }
    const owner = await asOwner("/api/blog/posts?status=all");
    expect((await owner.json<Post[]>()).map((p) => p.slug)).toEqual([draft.slug]);
    expect(owner.headers.get("Cache-Control")).toBe("private, no-store");
    // The owner's editor reads the Markdown source of a draft.
    const single = await asOwner(`/api/blog/posts/${draft.slug}?status=all`);
    expect(await single.json()).toMatchObject({
      slug: draft.slug,
      content: draft.content,
      status: "draft",
    });

    expect((await asOwner("/api/blog/posts?status=secret")).status).toBe(400);
    expect((await request("/api/blog/posts?status=secret")).status).toBe(401);
  });

  it("searches title, excerpt and keywords, case-insensitively, every word counting", async () => {
    const uv = await create(
      validPost({
        status: "published",
        title: "UV Glass Explained",
        excerpt: "Sunlight and paper.",
        keywords: "glazing",
      }),
    );
    const mats = await create(
      validPost({
        status: "published",
        title: "Mats",
        excerpt: "Choosing a MAT colour for watercolours.",
        keywords: "mat board",
      }),
    );
    const jersey = await create(
      validPost({
        status: "published",
        title: "A jersey",
        excerpt: "Sports memorabilia.",
        keywords: "shadowbox, jersey",
      }),
    );
    const slugs = async (q: string) =>
      (await publicList(`?q=${encodeURIComponent(q)}`)).map((p) => p.slug).sort();

    expect(await slugs("uv glass")).toEqual([uv.slug]);
    expect(await slugs("WATERCOLOURS")).toEqual([mats.slug]);
    expect(await slugs("shadowbox")).toEqual([jersey.slug]);
    expect(await slugs("glass jersey")).toEqual([]);
    expect(await slugs("")).toEqual([uv.slug, mats.slug, jersey.slug].sort());
    // Only the content mentions these words: the content is not searched.
    expect(await slugs("posters fade")).toEqual([]);
    // LIKE wildcards are plain characters.
    expect(await slugs("%")).toEqual([]);
    expect(await slugs("_")).toEqual([]);
    expect((await request(`/api/blog/posts?q=${"x".repeat(101)}`)).status).toBe(400);
  });

  it("matches what visitors type literally: long words, accents, emoji, wildcards, backslashes, quotes", async () => {
    const titles = {
      cafe: "Café Wall Ideas",
      emoji: "Framing 🖼️ Gallery Walls",
      percent: "100% Cotton Rag Paper",
      underscore: "The snake_case Frame",
      backslash: "A back\\slash Story",
      quotes: `O'Keeffe Prints, "Quoted"`,
      long: `The ${"a".repeat(90)} Frame`,
    };
    const slug: Record<string, string> = {};
    for (const [key, title] of Object.entries(titles)) {
      slug[key] = (
        await create(validPost({ status: "published", title, excerpt: "Plain.", keywords: "x" }))
      ).slug;
    }
    const search = async (q: string) => {
      const res = await request(`/api/blog/posts?q=${encodeURIComponent(q)}`);
      expect(res.status, `q=${q}: ${await res.clone().text()}`).toBe(200);
      return (await res.json<Post[]>()).map((p) => p.slug).sort();
    };

    expect(await search("café")).toEqual([slug.cafe]);
    expect(await search("CAFÉ")).toEqual([slug.cafe]);
    expect(await search("🖼️")).toEqual([slug.emoji]);
    expect(await search("100%")).toEqual([slug.percent]);
    expect(await search("%")).toEqual([slug.percent]);
    expect(await search("e_c")).toEqual([slug.underscore]);
    expect(await search("\\")).toEqual([slug.backslash]);
    expect(await search("back\\slash")).toEqual([slug.backslash]);
    expect(await search("o'keeffe")).toEqual([slug.quotes]);
    expect(await search(`"quoted"`)).toEqual([slug.quotes]);
    // Longer than D1's 50-byte LIKE pattern limit, in characters and in UTF-8 bytes.
    expect(await search("a".repeat(90))).toEqual([slug.long]);
    expect(await search("é".repeat(40))).toEqual([]);
    expect(await search("🖼️".repeat(25))).toEqual([]);
    // Control characters are not searchable: alone they are an empty search.
    expect(await search("\u0000")).toHaveLength(Object.keys(titles).length);
  });

  it(`refuses a search over ${SEARCH_MAX_LENGTH} characters or ${SEARCH_MAX_WORDS} words with 400 { error, issues }`, async () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(" ");
    for (const q of ["x".repeat(SEARCH_MAX_LENGTH + 1), words(SEARCH_MAX_WORDS + 1)]) {
      const res = await request(`/api/blog/posts?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(400);
      const body = await res.json<{ error: string; issues: Array<{ path: string }> }>();
      expect(body.error).toBeTruthy();
      expect(body.issues[0]?.path).toBe("q");
    }
    const atLimit = encodeURIComponent(words(SEARCH_MAX_WORDS));
    expect((await request(`/api/blog/posts?q=${atLimit}`)).status).toBe(200);
    // Repeated words count once.
    const repeated = encodeURIComponent(Array(30).fill("ab").join(" "));
    expect((await request(`/api/blog/posts?q=${repeated}`)).status).toBe(200);
  });
});

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
    // The admin-dashboard button is the owner's alone (decisions.md section 9).
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

  it("/blog has the assistant column only for the signed-in owner", async () => {
    expect((await page("/blog")).html).not.toContain('aria-label="Blog writing assistant"');
    const owner = await asOwner("/blog");
    expect(owner.status).toBe(200);
    expect(await owner.text()).toContain('aria-label="Blog writing assistant"');
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
