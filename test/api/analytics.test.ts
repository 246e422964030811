import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { countRows, inFreshRateWindow, json, request, resetTables } from "./helpers";

const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

function send(body: unknown, headers: Record<string, string> = {}) {
  return request(
    "/api/analytics",
    json(body, { headers: { "User-Agent": BROWSER_UA, ...headers } }),
  );
}

describe("POST /api/analytics", () => {
  beforeEach(() => resetTables("analytics_events", "rate_limits"));

  it("stores a page view with only the referring host", async () => {
    const res = await send({
      name: "page_view",
      path: "/services",
      referrer: "https://www.google.com/search?q=custom+framing+houston&secret=abc",
      email: "visitor@example.com",
    });
    expect(res.status).toBe(204);
    const rows = await env.DB.prepare("SELECT * FROM analytics_events").all<
      Record<string, unknown>
    >();
    expect(rows.results).toHaveLength(1);
    const row = rows.results[0]!;
    expect(row.name).toBe("page_view");
    expect(row.path).toBe("/services");
    expect(row.referrer_host).toBe("www.google.com");
    // Nothing personal: no query string, no unknown fields, no address.
    expect(JSON.stringify(row)).not.toMatch(/secret|visitor@example\.com|custom\+framing/);
    expect(Object.keys(row).sort()).toEqual(
      [
        "category",
        "created_at",
        "day",
        "id",
        "label",
        "name",
        "path",
        "referrer_host",
        "value",
      ].sort(),
    );
  });

  it("stores a named event with category, label and value", async () => {
    const res = await send({
      name: "cta_click",
      category: "services",
      label: "Get Free Quote",
      value: 1,
      path: "/services",
    });
    expect(res.status).toBe(204);
    const row = await env.DB.prepare("SELECT category, label, value FROM analytics_events").first();
    expect(row).toEqual({ category: "services", label: "Get Free Quote", value: 1 });
  });

  it.each([
    ["an unknown event name", { name: "purchase", path: "/" }],
    ["a missing path", { name: "page_view" }],
    ["a path that is a full URL", { name: "page_view", path: "https://evil.example/" }],
    ["a non-numeric value", { name: "cta_click", path: "/", value: "ten" }],
    ["an overlong label", { name: "cta_click", path: "/", label: "x".repeat(201) }],
  ])("rejects %s with 400 and stores nothing", async (_, body) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty("issues");
    expect(await countRows("analytics_events")).toBe(0);
  });

  it("rejects a body that is not JSON with 400", async () => {
    const res = await request("/api/analytics", {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": BROWSER_UA },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect(await countRows("analytics_events")).toBe(0);
  });

  it("ignores bots", async () => {
    const res = await send(
      { name: "page_view", path: "/" },
      { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    );
    expect(res.status).toBe(202);
    expect(await countRows("analytics_events")).toBe(0);
  });

  it("rate limits one connection", async () => {
    const headers = { "CF-Connecting-IP": "203.0.113.9" };
    inFreshRateWindow();
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++)
      statuses.push((await send({ name: "page_view", path: "/" }, headers)).status);
    expect(statuses.slice(0, 120).every((s) => s === 204)).toBe(true);
    expect(statuses[120]).toBe(429);
    expect(await countRows("analytics_events")).toBe(120);
  }, 30_000);
});
