// The nightly analytics rollup: raw events older than 90 days become daily counts, and every
// number the dashboards read is the same before and after (docs/decisions/0032-customers-and-retention.md).
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { addDays, shopDay } from "~/lib/shop-time";
import { database } from "~db/client";
import {
  ANALYTICS_RAW_DAYS,
  dailyTraffic,
  topPaths,
  topReferrers,
} from "~db/repositories/analytics-events";
import { CRONS } from "~worker/crons";
import worker from "~worker/index";
import { SEARCH_ENGINE_HOST_PATTERNS } from "~worker/services/analytics";
import { countRows, resetTables } from "./helpers";

const OWN = "heightsframestudio.com";

beforeEach(() => resetTables("analytics_events", "analytics_daily"));

async function seed() {
  const today = shopDay();
  const rows: [number, string, string, string | null][] = [
    [-120, "page_view", "/", "www.google.com"],
    [-120, "page_view", "/", "www.google.com"],
    [-120, "page_view", "/services", null],
    [-95, "page_view", "/services", OWN],
    [-95, "page_not_found", "/old", null],
    [-91, "page_view", "/", "www.bing.com"],
    [-89, "page_view", "/", "www.google.com"],
    [-10, "page_view", "/about", null],
    [-10, "cta_click", "/contact", null],
  ];
  for (const [offset, name, path, ref] of rows) {
    await env.DB.prepare(
      "INSERT INTO analytics_events (name, path, referrer_host, day) VALUES (?, ?, ?, ?)",
    )
      .bind(name, path, ref, addDays(today, offset))
      .run();
  }
  return rows.length;
}

async function figures() {
  const db = database(env.DB);
  const since = addDays(shopDay(), -200);
  return {
    traffic: await dailyTraffic(db, since, OWN, SEARCH_ENGINE_HOST_PATTERNS),
    pages: await topPaths(db, "page_view", since),
    notFound: await topPaths(db, "page_not_found", since),
    referrers: await topReferrers(db, since, OWN),
  };
}

async function nightly() {
  const controller = createScheduledController({
    scheduledTime: new Date(),
    cron: CRONS.retention,
  });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, env, ctx);
  await waitOnExecutionContext(ctx);
}

describe("the analytics rollup", () => {
  it("keeps every dashboard number while raw events past 90 days go", async () => {
    const seeded = await seed();
    const before = await figures();
    expect(before.pages[0]).toEqual({ path: "/", hits: 4 });
    expect(before.referrers).toEqual([
      { host: "www.google.com", hits: 3 },
      { host: "www.bing.com", hits: 1 },
    ]);

    await nightly();
    expect(await figures()).toEqual(before);
    const cutoff = addDays(shopDay(), -ANALYTICS_RAW_DAYS);
    const old = await env.DB.prepare("SELECT COUNT(*) AS n FROM analytics_events WHERE day < ?")
      .bind(cutoff)
      .first<{ n: number }>();
    expect(old?.n).toBe(0);
    // The two recent days' raw rows stay; the six old ones are now five daily counts.
    expect(await countRows("analytics_events")).toBe(3);
    expect(seeded - 3).toBe(6);
    expect(await countRows("analytics_daily")).toBe(5);

    // Again: nothing left to roll up, nothing changes.
    await nightly();
    expect(await figures()).toEqual(before);
    expect(await countRows("analytics_daily")).toBe(5);
  });
});
