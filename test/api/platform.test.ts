import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { request } from "./helpers";

describe("the platform", () => {
  it("reports every binding healthy on /api/health", async () => {
    const res = await request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, bindings: { d1: "ok", r2: "ok", kv: "ok" } });
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const res = await request("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    const body = await res.json<{ error: string }>();
    expect(body.error).toMatch(/no-such-thing/);
  });

  it("server-renders the home page with security headers", async () => {
    const res = await request("/");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<h1");
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline' 'nonce");
    // Every executable script React Router writes carries the nonce of the header
    // (JSON-LD blocks are data, never executed, so CSP does not apply to them).
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !tag.includes('type="application/ld+json"'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("Permissions-Policy")).toContain("camera=()");
  });

  it("sends HSTS only over https", async () => {
    const plain = await request("/");
    expect(plain.headers.get("Strict-Transport-Security")).toBeNull();
    const { exports } = await import("cloudflare:workers");
    const secure = await exports.default.fetch(new Request("https://localhost/"));
    expect(secure.headers.get("Strict-Transport-Security")).toContain("max-age=");
  });

  it("has the migrations applied to a real D1", async () => {
    const tables = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{
      name: string;
    }>();
    const names = tables.results.map((t) => t.name);
    for (const table of [
      "contacts",
      "appointments",
      "blog_posts",
      "portfolio_images",
      "analytics_events",
    ]) {
      expect(names).toContain(table);
    }
  });
});

describe("the API's error conventions", () => {
  const BROWSER_UA =
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36";

  it("answers malformed JSON with a JSON 400", async () => {
    const res = await request("/api/analytics", {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": BROWSER_UA },
      body: '{"name": "page_view",',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    expect(await res.json()).toEqual({ error: "The request body is not valid JSON." });
  });

  it("answers a body over 1 MB with a JSON 413, whatever Content-Length claims", async () => {
    const big = JSON.stringify({
      name: "page_view",
      path: "/",
      label: "x".repeat(1024 * 1024 + 10),
    });
    const declared = await request("/api/analytics", {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": BROWSER_UA },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect((await declared.json<{ error: string }>()).error).toMatch(/too large/);

    // A streamed body has no Content-Length; the limit counts the bytes.
    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 64 * 1024)
          controller.enqueue(bytes.slice(i, i + 64 * 1024));
        controller.close();
      },
    });
    const streamed = await request("/api/analytics", {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": BROWSER_UA },
      body: stream,
      // @ts-expect-error: workerd needs duplex for streamed request bodies
      duplex: "half",
    });
    expect(streamed.status).toBe(413);
  });

  it("turns an unexpected failure into a JSON 500 without internals", async () => {
    await env.DB.exec("DROP TABLE analytics_events");
    const res = await request("/api/analytics", {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": BROWSER_UA },
      body: JSON.stringify({ name: "page_view", path: "/" }),
    });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      error: "Something went wrong on our side. Please try again.",
    });
    expect(text).not.toMatch(/analytics_events|SQLITE|at \w+ \(/);
  });
});

describe("the seed content", () => {
  it("gives a fresh database six published, substantial blog posts", async () => {
    const { results } = await env.DB.prepare(
      "SELECT slug, status, content, content_html, excerpt, category, keywords FROM blog_posts ORDER BY created_at",
    ).all<{
      slug: string;
      status: string;
      content: string;
      content_html: string;
      excerpt: string;
      category: string;
      keywords: string;
    }>();
    expect(results).toHaveLength(6);
    for (const post of results) {
      expect(post.status).toBe("published");
      expect(post.content.split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(600);
      expect(post.content_html).toContain("<h2>");
      expect(post.content_html).not.toMatch(/<script|onerror=|javascript:/i);
      expect(post.excerpt.length).toBeGreaterThan(0);
      expect(post.excerpt.length).toBeLessThanOrEqual(160);
      expect(post.category).toBeTruthy();
      expect(post.keywords.split(",").length).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(results.map((p) => p.slug)).size).toBe(6);
  });
});
