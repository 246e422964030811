import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { contentChanged } from "~worker/services/edge-cache";
import { asOwner, json, request } from "./helpers";

const nonceOf = (res: Response) =>
  /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];

describe("the edge cache of public pages", () => {
  it("serves a public page from the cache with a fresh nonce that matches its scripts", async () => {
    const first = await request("/about");
    expect(first.headers.get("Cache-Status")).toContain("stored");
    await first.text();
    const second = await request("/about");
    expect(second.headers.get("Cache-Status")).toContain("hit");
    expect(second.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    const nonce = nonceOf(second);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(first));
    const html = await second.text();
    const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
    expect([...nonces]).toEqual([nonce]);
  });

  it("never caches or shares what the signed-in owner sees", async () => {
    await (await request("/services")).text();
    const res = await asOwner("/services");
    expect(res.headers.get("Cache-Status")).toBeNull();
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const admin = await asOwner("/admin");
    expect(admin.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("does not cache searches, 404s or form posts", async () => {
    for (let i = 0; i < 2; i++) {
      const search = await request("/blog?q=mat");
      expect(search.headers.get("Cache-Status")).toBeNull();
      await search.text();
      const missing = await request("/no-such-page");
      expect(missing.status).toBe(404);
      expect(missing.headers.get("Cache-Status")).toBeNull();
      await missing.text();
    }
  });

  it("misses after a content change, so new content shows at once", async () => {
    await (await request("/fine-art-printing")).text();
    expect((await request("/fine-art-printing")).headers.get("Cache-Status")).toContain("hit");
    await contentChanged(env);
    expect((await request("/fine-art-printing")).headers.get("Cache-Status")).toContain("stored");
  });
});

describe("a cached /blog and the owner publishing", () => {
  it("shows a post on the cached /blog (and the cached posts API) right after it is published", async () => {
    const title = "Framing Vintage Concert Posters";
    const created = await asOwner(
      "/api/blog/posts",
      json({
        title,
        slug: "framing-vintage-concert-posters",
        excerpt: "How we frame old gig posters without hurting them.",
        category: "Tips",
        keywords: "poster framing, concert posters",
        content: "## Posters\n\nAcid-free backing and UV glass keep old posters bright.",
      }),
    );
    expect(created.status).toBe(201);
    const { id } = await created.json<{ id: number }>();

    // Warm the cache while the post is a draft.
    for (let i = 0; i < 2; i++) {
      const blog = await request("/blog");
      expect(await blog.text()).not.toContain(title);
      const api = await request("/api/blog/posts");
      expect(await api.text()).not.toContain(title);
    }
    expect((await request("/blog")).headers.get("Cache-Status")).toContain("hit");
    expect((await request("/api/blog/posts")).headers.get("Cache-Status")).toContain("hit");

    const published = await asOwner(
      `/api/blog/posts/${id}`,
      json({ status: "published" }, { method: "PUT" }),
    );
    expect(published.status).toBe(200);

    const blog = await request("/blog");
    expect(blog.headers.get("Cache-Status")).toContain("stored");
    expect(await blog.text()).toContain(title);
    expect(await (await request("/api/blog/posts")).text()).toContain(title);
    expect((await request("/blog/framing-vintage-concert-posters")).status).toBe(200);
  });
});

describe("the home page's recent work", () => {
  it("shows the newest uploads instead of the samples, at once after an upload", async () => {
    const { env: e } = await import("cloudflare:workers");
    const before = await (await request("/")).text();
    expect(before).toContain("sample-");
    await e.DB.prepare(
      `INSERT INTO portfolio_images (key, title, description, category, alt, content_type, width, height, small_key, large_key)
       VALUES ('portfolio/river-oaks-wedding-1a2b3c4d.jpg', 'River Oaks Wedding', 'Framed invitation', 'artwork', 'A framed wedding invitation', 'image/jpeg', 1600, 1200,
               'portfolio/river-oaks-wedding-1a2b3c4d.small.webp', 'portfolio/river-oaks-wedding-1a2b3c4d.large.webp')`,
    ).run();
    await contentChanged(e);
    const after = await (await request("/")).text();
    expect(after).toContain("river-oaks-wedding-1a2b3c4d.small.webp");
    expect(after).toContain("A framed wedding invitation");
    expect(after).not.toContain("sample-");
  });
});
