// A customer's private link (booking, order, quote) is their key: it never reaches the analytics
// tables, whatever a page sends, and migration 0021 removes what was stored before
// (docs/decisions/0031-private-links.md, docs/decisions/0006-analytics.md).
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { shopDay } from "~/lib/shop-time";
import { countRows, json, request, requestWithEnv, resetTables } from "./helpers";

const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const TOKEN = "O8BCq3xZk1Lm9Pq2Rs4TuV";

function send(body: unknown) {
  return request("/api/analytics", json(body, { headers: { "User-Agent": BROWSER_UA } }));
}

beforeEach(() => resetTables("analytics_events", "analytics_daily", "rate_limits"));

describe("a beacon naming a private link", () => {
  it.each([
    `/order/${TOKEN}`,
    `/booking/${TOKEN}`,
    `/quote/${TOKEN}`,
    `/booking/${TOKEN}/calendar.ics`,
    `/Order/${TOKEN}`,
    `/%6Frder/${TOKEN}`,
  ])("from %s is not stored", async (path) => {
    const res = await send({ name: "page_view", category: "navigation", label: path, path });
    expect(res.status).toBe(202);
    expect(await countRows("analytics_events")).toBe(0);
  });

  it("from a public page keeps the event but not the private link in its label or referrer", async () => {
    const res = await send({
      name: "cta_click",
      category: "header",
      label: `https://heightsframestudio.com/booking/${TOKEN}`,
      path: "/services",
      referrer: `https://heightsframestudio.com/order/${TOKEN}`,
    });
    expect(res.status).toBe(204);
    const rows = await env.DB.prepare("SELECT * FROM analytics_events").all();
    expect(rows.results).toHaveLength(1);
    expect(JSON.stringify(rows.results)).not.toContain(TOKEN);
    expect(rows.results[0]).toMatchObject({ path: "/services", label: null });
  });
});

describe("migration 0021", () => {
  it("deletes the stored events and daily counts of private links, and keeps the rest", async () => {
    const day = shopDay();
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO analytics_events (name, path, label, day) VALUES
           ('page_view', '/order/${TOKEN}', '/order/${TOKEN}', ?1),
           ('page_view', '/booking/${TOKEN}', NULL, ?1),
           ('cta_click', '/quote/${TOKEN}', 'Call', ?1),
           ('cta_click', '/services', '/booking/${TOKEN}', ?1),
           ('page_view', '/services', '/services', ?1)`,
      ).bind(day),
      env.DB.prepare(
        `INSERT INTO analytics_daily (day, name, path, referrer_host, hits) VALUES
           ('2026-01-02', 'page_view', '/order/${TOKEN}', '', 3),
           ('2026-01-02', 'page_not_found', '/booking/${TOKEN}/x', '', 1),
           ('2026-01-02', 'page_view', '/about', '', 5)`,
      ),
    ]);
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0021_"));
    expect(migration).toBeDefined();
    await env.DB.batch((migration?.queries ?? []).map((q) => env.DB.prepare(q)));

    const events = await env.DB.prepare("SELECT path, label FROM analytics_events").all();
    expect(events.results).toEqual([
      { path: "/services", label: null },
      { path: "/services", label: "/services" },
    ]);
    const daily = await env.DB.prepare("SELECT path, hits FROM analytics_daily").all();
    expect(daily.results).toEqual([{ path: "/about", hits: 5 }]);
  });
});

describe("the Worker's log", () => {
  afterEach(() => vi.restoreAllMocks());

  it("names a private page by its route, never by its token", async () => {
    const logged: string[] = [];
    for (const level of ["log", "info", "warn", "error"] as const)
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(" "));
      });
    // Request lines are logged outside local development: the Worker runs as in production.
    const production = { ENVIRONMENT: "production" };
    await requestWithEnv(production, `/order/${TOKEN}`);
    await requestWithEnv(production, `/booking/${TOKEN}/nothing-here?x=${TOKEN}`);
    expect(logged.join("\n")).not.toContain(TOKEN);
    expect(logged).toContain("GET /order/:token 404");
    expect(logged).toContain("GET /booking/:token/nothing-here 404");
  });
});
