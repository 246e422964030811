// Reading the blog through the API: GET /api/blog/posts, drafts kept from visitors, searches.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SEARCH_MAX_LENGTH, SEARCH_MAX_WORDS } from "~/lib/blog";
import { contentChanged } from "~worker/services/edge-cache";
import {
  create,
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
