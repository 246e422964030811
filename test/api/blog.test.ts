// /api/blog: the owner's writes, and what visitors and other sites cannot do.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { readTimeMinutes } from "~/lib/blog";
import { createPost } from "~worker/services/blog";
import {
  create,
  type Post,
  page,
  publicList,
  remove,
  startEachTestWithAnEmptyBlog,
  storedRow,
  update,
  validPost,
} from "./blog-fixtures";
import { asOwner, countRows, json, ORIGIN, request } from "./helpers";

startEachTestWithAnEmptyBlog();

describe("the owner's writes", () => {
  it("creates a draft by default: rendered HTML, read time, the shop as author, updated_at", async () => {
    const words = Array.from({ length: 450 }, (_, i) => `word${i}`).join(" ");
    const res = await asOwner(
      "/api/blog/posts",
      json(validPost({ content: `# Heading\n\n${words}` })),
    );
    expect(res.status).toBe(201);
    const post = await res.json<Post>();
    expect(post).toMatchObject({
      status: "draft",
      author: "Heights Frame Studio",
      publishedAt: null,
      readTime: 3,
    });
    expect(readTimeMinutes(words)).toBe(3);
    expect(post.createdAt).toBe(post.updatedAt);
    // A post's own h1 becomes an h2: the page title is the h1.
    expect(post.contentHtml).toMatch(/^<h2>Heading<\/h2>/);
    const row = await storedRow(post.id);
    expect(row).toMatchObject({
      status: "draft",
      content_html: post.contentHtml,
      keywords: "poster framing, concert poster, uv glass",
    });
  });

  it("sets published_at when a post is created published", async () => {
    const post = await create(validPost({ status: "published" }));
    expect(post.publishedAt).toBe(post.createdAt);
  });

  it("keeps line breaks and tabs in the content", async () => {
    const post = await create(validPost({ content: "Line one\r\nLine two\n\n\tcode" }));
    expect((await storedRow(post.id))?.content).toBe("Line one\r\nLine two\n\n\tcode");
  });

  it("accepts keywords as a list too", async () => {
    const post = await create(validPost({ keywords: ["gallery wall", " heights "] }));
    expect(post.keywords).toBe("gallery wall, heights");
  });

  it("answers 409 when the slug exists, on create and on update, and stores nothing", async () => {
    const first = await create(validPost({ slug: "taken-slug" }));
    const res = await asOwner("/api/blog/posts", json(validPost({ slug: "taken-slug" })));
    expect(res.status).toBe(409);
    const body = await res.json<{ error: string; issues: Array<{ path: string }> }>();
    expect(body.error).toMatch(/already exists/);
    expect(body.issues[0]?.path).toBe("slug");
    expect(await countRows("blog_posts")).toBe(1);

    const other = await create(validPost());
    const clash = await update(other.id, { slug: "taken-slug" });
    expect(clash.status).toBe(409);
    expect((await storedRow(other.id))?.slug).toBe(other.slug);
    // A post may keep its own slug.
    expect((await update(first.id, { slug: "taken-slug", title: "Renamed" })).status).toBe(200);
  });

  it.each([
    ["no fields", {}, ["title", "slug", "excerpt", "category", "keywords", "content"]],
    ["a slug that breaks the slug rule", { slug: "Not A Slug!" }, ["slug"]],
    ["a slug with a trailing hyphen", { slug: "trailing-" }, ["slug"]],
    ["an excerpt over 160 characters", { excerpt: "x".repeat(161) }, ["excerpt"]],
    ["an unknown category", { category: "Gossip" }, ["category"]],
    ["an unknown status", { status: "scheduled" }, ["status"]],
    ["only blank keywords", { keywords: " , ," }, ["keywords"]],
    ["blank content", { content: "   " }, ["content"]],
    ["a title over 150 characters", { title: "t".repeat(151) }, ["title"]],
    ["a title on two lines", { title: "Framing\r\nBcc: x@evil.example" }, ["title"]],
    ["a NUL in the title", { title: "Framing\u0000Posters" }, ["title"]],
    ["an excerpt with a line break", { excerpt: "One line.\nTwo lines." }, ["excerpt"]],
    ["an escape character in the excerpt", { excerpt: "Red \u001b[31m text" }, ["excerpt"]],
    ["a keyword with a line break", { keywords: "mats, uv\nglass" }, ["keywords"]],
    ["a keyword in a list with a tab", { keywords: ["mats", "uv\tglass"] }, ["keywords"]],
    ["a DEL in the keywords", { keywords: "mats\u007f" }, ["keywords"]],
    ["a NUL in the content", { content: "Before\u0000after" }, ["content"]],
    ["a bell in the content", { content: "Before\u0007after" }, ["content"]],
  ])("refuses %s with 400 and issues, storing nothing", async (_name, overrides, paths) => {
    const body = Object.keys(overrides).length ? validPost(overrides) : overrides;
    const res = await asOwner("/api/blog/posts", json(body));
    expect(res.status).toBe(400);
    const { error, issues } = await res.json<{
      error: string;
      issues: Array<{ path: string; message: string }>;
    }>();
    expect(error).toBeTruthy();
    expect(issues.map((i) => i.path).sort()).toEqual([...paths].sort());
    expect(issues.every((i) => i.message.length > 0)).toBe(true);
    expect(await countRows("blog_posts")).toBe(0);
  });

  it("refuses a body that is not JSON with 400", async () => {
    const res = await asOwner("/api/blog/posts", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{nope",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "The request body is not valid JSON." });
  });

  it("never stores fields it does not own: HTML, author, id, dates", async () => {
    const post = await create(
      validPost({
        id: 4242,
        author: "Mallory",
        contentHtml: "<script>alert(1)</script>",
        createdAt: "1999-01-01T00:00:00.000Z",
        readTime: 99,
      }),
    );
    expect(post.id).not.toBe(4242);
    expect(post.author).toBe("Heights Frame Studio");
    expect(post.contentHtml).not.toContain("script");
    expect(post.createdAt).not.toBe("1999-01-01T00:00:00.000Z");
    expect(post.readTime).toBe(1);
  });

  it("updates the status alone, keeps updated_at and the first published_at", async () => {
    const post = await create(validPost());
    const old = "2026-01-01T00:00:00.000Z";
    await env.DB.prepare("UPDATE blog_posts SET updated_at = ? WHERE id = ?")
      .bind(old, post.id)
      .run();

    const published = await update(post.id, { status: "published" });
    expect(published.status).toBe(200);
    const p1 = await published.json<Post>();
    expect(p1).toMatchObject({
      status: "published",
      title: post.title,
      content: post.content,
      contentHtml: post.contentHtml,
    });
    expect(String(p1.updatedAt) > old).toBe(true);
    expect(p1.publishedAt).toBe(p1.updatedAt);
    expect((await publicList()).map((p) => p.slug)).toEqual([post.slug]);

    const unpublished = await (await update(post.id, { status: "draft" })).json<Post>();
    expect(unpublished).toMatchObject({ status: "draft", publishedAt: p1.publishedAt });
    expect(await publicList()).toEqual([]);
    expect((await request(`/api/blog/posts/${post.slug}`)).status).toBe(404);

    const again = await (await update(post.id, { status: "published" })).json<Post>();
    expect(again.publishedAt).toBe(p1.publishedAt);
  });

  it("updates any fields, re-rendering the HTML and read time from new content", async () => {
    const post = await create(validPost());
    const words = Array.from({ length: 401 }, () => "frame").join(" ");
    const res = await update(post.id, {
      title: "A New Title",
      slug: "a-new-title",
      content: `**Bold** ${words}`,
      category: "Local",
    });
    expect(res.status).toBe(200);
    const updated = await res.json<Post>();
    expect(updated).toMatchObject({
      title: "A New Title",
      slug: "a-new-title",
      category: "Local",
      readTime: 3,
      excerpt: post.excerpt,
    });
    expect(updated.contentHtml).toMatch(/^<p><strong>Bold<\/strong> frame/);
    expect(await storedRow(post.id)).toMatchObject({
      slug: "a-new-title",
      read_time: 3,
      content_html: updated.contentHtml,
    });
  });

  it("refuses an empty or invalid update with 400, and an unknown id with 404", async () => {
    const post = await create(validPost());
    expect((await update(post.id, {})).status).toBe(400);
    const bad = await update(post.id, { excerpt: "", status: "archived" });
    expect(bad.status).toBe(400);
    expect(
      (await bad.json<{ issues: Array<{ path: string }> }>()).issues.map((i) => i.path).sort(),
    ).toEqual(["excerpt", "status"]);
    expect((await update("abc", { status: "published" })).status).toBe(400);
    const missing = await update(999999, { status: "published" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "No blog post with that id." });
    expect(await storedRow(post.id)).toMatchObject({ status: "draft", excerpt: post.excerpt });
  });

  it("deletes a post; deleting it again is a 404", async () => {
    const post = await create(validPost({ status: "published" }));
    const res = await remove(post.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Blog post deleted." });
    expect(await countRows("blog_posts")).toBe(0);
    expect((await request(`/api/blog/posts/${post.slug}`)).status).toBe(404);
    expect((await remove(post.id)).status).toBe(404);
  });

  it("publishes all drafts at once and says how many", async () => {
    const a = await create(validPost());
    const b = await create(validPost());
    const live = await create(validPost({ status: "published" }));
    const res = await asOwner("/api/blog/posts/publish-all", { method: "POST" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ published: 2 });
    const list = await publicList();
    expect(list.map((p) => p.slug).sort()).toEqual([a.slug, b.slug, live.slug].sort());
    expect(list.every((p) => typeof p.publishedAt === "string")).toBe(true);
    expect(list.find((p) => p.id === live.id)?.publishedAt).toBe(live.publishedAt);
    const again = await asOwner("/api/blog/posts/publish-all", { method: "POST" });
    expect(await again.json()).toMatchObject({ published: 0 });
  });

  it("shows a change to visitors on the very next request, past the edge cache", async () => {
    const post = await create(validPost({ title: "Cached Or Not" }));
    const first = await page("/blog");
    expect(first.html).not.toContain("Cached Or Not");
    expect((await page("/blog")).res.headers.get("Cache-Status")).toContain("hit");
    expect(await publicList()).toEqual([]);
    const cachedList = await request("/api/blog/posts");
    expect(cachedList.headers.get("Cache-Status")).toContain("hit");
    expect(await cachedList.json()).toEqual([]);
    expect((await update(post.id, { status: "published" })).status).toBe(200);
    expect((await page("/blog")).html).toContain("Cached Or Not");
    expect((await publicList()).map((p) => p.id)).toEqual([post.id]);
    expect((await remove(post.id)).status).toBe(200);
    expect((await page(`/blog/${post.slug}`)).res.status).toBe(404);
  });

  it("previews Markdown as exactly the HTML a save stores", async () => {
    const content = "# Title\n\n<img src=x onerror=alert(1)> [link](https://example.com)";
    const res = await asOwner("/api/blog/preview", json({ content }));
    expect(res.status).toBe(200);
    const { html } = await res.json<{ html: string }>();
    const post = await create(validPost({ content }));
    expect(html).toBe(post.contentHtml);
    expect(html).not.toContain("onerror");
    expect((await asOwner("/api/blog/preview", json({ content: 5 }))).status).toBe(400);
  });
});

describe("visitors and other sites cannot write", () => {
  it("answers 401 to every write without sign-in and changes nothing", async () => {
    const post = await create(validPost());
    const before = await storedRow(post.id);
    const writes: Array<[string, RequestInit]> = [
      ["/api/blog/posts", json(validPost())],
      [`/api/blog/posts/${post.id}`, json({ status: "published" }, { method: "PUT" })],
      [`/api/blog/posts/${post.id}`, { method: "DELETE" }],
      ["/api/blog/posts/publish-all", { method: "POST" }],
      ["/api/blog/preview", json({ content: "hi" })],
    ];
    for (const [path, init] of writes) {
      const headers = new Headers(init.headers);
      headers.set("Origin", ORIGIN);
      const res = await request(path, { ...init, headers });
      expect(res.status, `${init.method} ${path}`).toBe(401);
      expect(await res.json()).toHaveProperty("error");
    }
    expect(await countRows("blog_posts")).toBe(1);
    expect(await storedRow(post.id)).toEqual(before);
  });

  it("refuses the owner's cookie on a change sent from another site (403)", async () => {
    const post = await create(validPost());
    const res = await asOwner(`/api/blog/posts/${post.id}`, {
      method: "DELETE",
      headers: { Origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(await countRows("blog_posts")).toBe(1);
  });
});

describe("createPost, the function the assistant saves drafts with", () => {
  it("returns the saved post, or a typed invalid or conflict result", async () => {
    const input = validPost();
    const saved = await createPost(env, input);
    expect(saved.status).toBe("saved");
    if (saved.status === "saved")
      expect(saved.post).toMatchObject({
        slug: input.slug,
        status: "draft",
        author: "Heights Frame Studio",
      });

    const conflict = await createPost(env, input);
    expect(conflict).toMatchObject({ status: "conflict", issues: [{ path: "slug" }] });

    const invalid = await createPost(env, { ...validPost(), excerpt: "e".repeat(161) });
    expect(invalid).toMatchObject({ status: "invalid", issues: [{ path: "excerpt" }] });
    expect(await countRows("blog_posts")).toBe(1);
  });
});
