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
    // Every inline script React Router writes carries the nonce of the header.
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
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
    const tables = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{ name: string }>();
    const names = tables.results.map((t) => t.name);
    for (const table of ["contacts", "appointments", "blog_posts", "portfolio_images", "analytics_events"]) {
      expect(names).toContain(table);
    }
  });
});
