import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { readTimeMinutes } from "~/lib/blog";
import { createPost } from "~worker/services/blog";
import { contentChanged } from "~worker/services/edge-cache";
import { asOwner, countRows, json, ORIGIN, request, resetTables } from "./helpers";

type Post = Record<string, unknown> & {
  id: number;
  slug: string;
  status: string;
  contentHtml: string;
};

let n = 0;
function validPost(overrides: Record<string, unknown> = {}) {
  n++;
  return {
    title: `Framing a Concert Poster ${n}`,
    slug: `framing-a-concert-poster-${n}`,
    excerpt:
      "How we float, mat and glaze a signed gig poster so it survives the next twenty years.",
    category: "Tips",
    keywords: "poster framing,  concert poster , ,uv glass",
    content:
      "## Why posters fade\n\nCheap paper and sunlight. Here is what we do about it.\n\n- Acid-free mat\n- UV glass",
    ...overrides,
  };
}

async function create(body: unknown): Promise<Post> {
  const res = await asOwner("/api/blog/posts", json(body));
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json<Post>();
}

const update = (id: number | string, body: unknown) =>
  asOwner(`/api/blog/posts/${id}`, json(body, { method: "PUT" }));
const remove = (id: number | string) => asOwner(`/api/blog/posts/${id}`, { method: "DELETE" });

async function publicList(query = ""): Promise<Post[]> {
  const res = await request(`/api/blog/posts${query}`);
  expect(res.status).toBe(200);
  return res.json<Post[]>();
}

async function storedRow(id: number) {
  return env.DB.prepare("SELECT * FROM blog_posts WHERE id = ?")
    .bind(id)
    .first<Record<string, string | number | null>>();
}

async function page(path: string, init?: RequestInit) {
  const res = await request(path, init);
  return { res, html: await res.text() };
}

const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );

// Storage persists across the tests of a file: start every test from an empty blog. Direct SQL
// bypasses the service, so the edge cache is told about it too.
beforeEach(async () => {
  await resetTables("blog_posts");
  await contentChanged(env);
});

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
});

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

// ---------------------------------------------------------------------------------------------
// Content safety: nothing executable survives, in what is stored or in what is served.

const XSS_PAYLOADS: Array<[string, string]> = [
  ["script tag", "<script>alert(1)</script>"],
  ["script split across tags", "<scr<script>ipt>alert(1)</scr</script>ipt>"],
  ["img onerror", "<img src=x onerror=alert(1)>"],
  ["img onerror, quoted and upper case", '<IMG SRC="x" ONERROR="alert(1)">'],
  ["svg onload", "<svg onload=alert(1)><circle r=10 /></svg>"],
  ["iframe", '<iframe src="https://evil.example/"></iframe>'],
  ["iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ["Markdown javascript: link", "[click me](javascript:alert(1))"],
  ["HTML javascript: link", '<a href="javascript:alert(1)">click</a>'],
  ["mixed-case javascript:", '<a href="JaVaScRiPt:alert(1)">click</a>'],
  [
    "entity-encoded javascript:",
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  ],
  ["hex-encoded javascript:", '<a href="&#x6A;avascript&#x3A;alert(1)">click</a>'],
  ["tab inside javascript:", '<a href="jav&#x09;ascript:alert(1)">click</a>'],
  ["leading spaces before javascript:", '<a href="  javascript:alert(1)">click</a>'],
  ["Markdown javascript: image", "![pic](javascript:alert(1))"],
  ["Markdown javascript: autolink", "<javascript:alert(1)>"],
  [
    "data: URL link",
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  ],
  ["data: URL image", '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ["vbscript: link", '<a href="vbscript:msgbox(1)">vb</a>'],
  ["style attribute", '<p style="background:url(javascript:alert(1))">styled</p>'],
  ["style element", "<style>body{display:none}</style>"],
  [
    "event handler on an allowed tag",
    '<a href="https://example.com" onclick="alert(1)" onmouseover="alert(2)">hover</a>',
  ],
  ["details ontoggle", "<details open ontoggle=alert(1)><summary>x</summary></details>"],
  [
    "form and input",
    '<form action="https://evil.example/"><input name="card"><button formaction="javascript:alert(1)">Pay</button></form>',
  ],
  [
    "object and embed",
    '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  ],
  [
    "meta refresh and base",
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="https://evil.example/">',
  ],
  [
    "math mXSS",
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  ],
  ["noscript mXSS", '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  [
    "srcset with javascript:",
    '<img src="https://example.com/a.jpg" srcset="javascript:alert(1) 1x">',
  ],
  ["encoded script text", "&lt;script&gt;alert(1)&lt;/script&gt;"],
];

const SAFE_TAGS = new Set([
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "del",
  "mark",
  "small",
  "sub",
  "sup",
  "abbr",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "blockquote",
  "pre",
  "code",
  "kbd",
  "a",
  "img",
  "figure",
  "figcaption",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "caption",
]);
const URL_ATTRIBUTES = new Set([
  "href",
  "src",
  "srcset",
  "action",
  "formaction",
  "data",
  "xlink:href",
  "background",
  "poster",
]);

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ":")
    .replace(/&tab;/gi, "\t")
    .replace(/&newline;/gi, "\n")
    .replace(/&amp;/gi, "&");
}

/** Every element, attribute and URL in `html` (or under `scope`) that a browser could execute. */
async function executableContent(
  html: string,
  scope = "*",
): Promise<{ problems: string[]; elements: number }> {
  const problems: string[] = [];
  let elements = 0;
  const rewriter = new HTMLRewriter().on(scope, {
    element(el) {
      elements++;
      if (!SAFE_TAGS.has(el.tagName)) problems.push(`<${el.tagName}>`);
      for (const [name, value] of el.attributes as unknown as Iterable<[string, string]>) {
        if (/^on/i.test(name)) problems.push(`${el.tagName}[${name}]`);
        if (name === "style") problems.push(`${el.tagName}[style]`);
        const url = decodeEntities(value)
          // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these inside URLs, so the check must too
          .replace(/[\u0000-\u0020]/g, "")
          .toLowerCase();
        if (URL_ATTRIBUTES.has(name) && /(^|,)(javascript|vbscript|data):/.test(url))
          problems.push(`${el.tagName}[${name}=${value}]`);
      }
    },
  });
  await rewriter.transform(new Response(html)).text();
  return { problems, elements };
}

describe("content safety", () => {
  it(`covers at least 15 XSS payloads (${XSS_PAYLOADS.length})`, () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(15);
  });

  it.each(XSS_PAYLOADS)(
    "%s leaves nothing executable in stored or served HTML",
    async (_name, payload) => {
      const post = await create(
        validPost({
          status: "published",
          content: `Before the payload.\n\n${payload}\n\nAfter the payload.`,
        }),
      );

      const stored = String((await storedRow(post.id))?.content_html);
      expect((await executableContent(`<div>${stored}</div>`, "div *")).problems).toEqual([]);
      expect(stored).not.toMatch(
        /<(script|iframe|svg|math|style|form|input|button|object|embed|meta|base|details)\b/i,
      );
      expect(stored).not.toMatch(/\son\w+\s*=/i);
      expect(stored).not.toMatch(
        /(href|src|srcset|action|data)\s*=\s*["']?\s*(javascript|vbscript|data):/i,
      );
      expect(stored).toContain("After the payload.");

      const served = await (await request(`/api/blog/posts/${post.slug}`)).json<Post>();
      expect(served.contentHtml).toBe(stored);

      const { res, html } = await page(`/blog/${post.slug}`);
      expect(res.status).toBe(200);
      const body = await executableContent(html, "[data-post-body] *");
      expect(body.elements).toBeGreaterThan(0);
      expect(body.problems).toEqual([]);
      // Every script on the page is ours: nonce-bearing, or JSON-LD data.
      const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
      expect(
        scripts.filter(
          (tag) => !/ nonce="[^"]+"/.test(tag) && !/type="application\/ld\+json"/.test(tag),
        ),
      ).toEqual([]);
      expect(html).not.toContain("alert(1)</script>");
    },
  );

  it("keeps headings, lists, links (external ones noopener), images, blockquotes and tables", async () => {
    const content = [
      "# Top heading",
      "### Sub heading",
      "- one\n- two",
      "1. first\n2. second",
      "[Our services](/services) and [a museum](https://www.mfah.org/)",
      "![A framed print](https://example.com/print.jpg)",
      "> Frame it once, frame it right.",
      "| Glass | UV blocked |\n|---|---|\n| Regular | 45% |\n| Museum | 99% |",
      '<figure><img src="/images/og-default.jpg" alt="Studio"><figcaption>The studio</figcaption></figure>',
    ].join("\n\n");
    const post = await create(validPost({ content }));
    const html = post.contentHtml;
    expect(html).toContain("<h2>Top heading</h2>");
    expect(html).toContain("<h3>Sub heading</h3>");
    expect(html).toMatch(/<ul>\s*<li>one<\/li>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>/);
    expect(html).toContain('<a href="/services">Our services</a>');
    expect(html).toContain(
      '<a href="https://www.mfah.org/" rel="noopener noreferrer" target="_blank">a museum</a>',
    );
    expect(html).toMatch(/<img src="https:\/\/example.com\/print.jpg" alt="A framed print"/);
    expect(html).toMatch(/<blockquote>\s*<p>Frame it once, frame it right.<\/p>/);
    expect(html).toContain("<table>");
    expect(html).toContain("<td>Museum</td>");
    expect(html).toContain("<figcaption>The studio</figcaption>");
  });

  it("escapes a hostile title and excerpt on the page and in its JSON-LD", async () => {
    const title = "</script><script>alert(1)</script> & <b>bold</b>";
    const post = await create(
      validPost({ status: "published", title, excerpt: '"><img src=x onerror=alert(1)>' }),
    );
    const { html } = await page(`/blog/${post.slug}`);
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<img src=x");
    const posting = jsonLdBlocks(html).find((b) => b["@type"] === "BlogPosting");
    expect(posting.headline).toBe(title);
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
    expect(html).toMatch(/<a href="\/admin" target="_blank" rel="noopener"[^>]*>Admin Dashboard/);
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
