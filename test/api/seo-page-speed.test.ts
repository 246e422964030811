// The SEO dashboard with Search Console connected (stand-in), and PageSpeed measured by the Cron Trigger.
import { createExecutionContext, createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TARGET_KEYWORDS } from "~/lib/seo-rules";
import { CRONS } from "~worker/crons";
import worker from "~worker/index";
import { replaceExternalFetch } from "~worker/services/external/http";
import { PAGESPEED_API, PAGESPEED_TIMEOUT_MS } from "~worker/services/seo/page-speed";
import { asOwnerWithEnv, resetTables } from "./helpers";

describe("the dashboard with Search Console connected (stand-in)", { timeout: 30_000 }, () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());
  const searchConsole = {
    SEARCH_CONSOLE_ACCESS_TOKEN: "t",
    SEARCH_CONSOLE_SITE_URL: "sc-domain:example.com",
  };

  function rankings(positions: Record<string, number>) {
    restore = replaceExternalFetch(async () =>
      Response.json({
        rows: Object.entries(positions).map(([keyword, position]) => ({
          keys: [keyword, "https://example.com/services"],
          clicks: 1,
          impressions: 100,
          ctr: 0.01,
          position,
        })),
      }),
    );
  }

  async function dashboard() {
    const res = await asOwnerWithEnv(searchConsole, "/api/admin/seo");
    expect(res.status).toBe(200);
    return res.json<any>();
  }

  it("recommends work on a keyword ranked worse than position 15 (docs/decisions/0016-kept-from-the-old-site.md)", async () => {
    rankings({ "frame shop houston": 17, "art framing houston": 4 });
    const data = await dashboard();
    const ranking = data.recommendations.filter((r: string) => r.includes("ranks at position"));
    expect(ranking).toEqual([
      '"frame shop houston" ranks at position 17: strengthen https://example.com/services with fresh local content and internal links.',
    ]);
  });

  it("makes no ranking recommendation while every keyword is at position 15 or better", async () => {
    rankings({ "frame shop houston": 15, "art framing houston": 4 });
    const data = await dashboard();
    expect(data.keywords).toMatchObject({ tracked: TARGET_KEYWORDS.length, topTen: 1 });
    expect(data.recommendations.filter((r: string) => r.includes("ranks at position"))).toEqual([]);
  });
});

describe("PageSpeed, measured in the background", { timeout: 30_000 }, () => {
  const withKey = { PAGESPEED_API_KEY: "k" };
  let restore: (() => void) | undefined;
  let calls: Array<{ url: string; timeoutMs?: number }> = [];
  beforeEach(async () => {
    calls = [];
    await resetTables("page_speed_results");
  });
  afterEach(() => restore?.());

  const lighthouse = (score: number) =>
    Response.json({
      lighthouseResult: {
        categories: { performance: { score } },
        audits: {
          "largest-contentful-paint": { numericValue: 1800 },
          "cumulative-layout-shift": { numericValue: 0.01 },
          "first-contentful-paint": { numericValue: 900 },
        },
      },
    });

  // A stand-in for PageSpeed (and Search Console, when asked) that records every call.
  function standIn(pageSpeed: (strategy: string) => Response) {
    restore = replaceExternalFetch(async (url, _init, timeoutMs) => {
      calls.push({ url, timeoutMs });
      if (url.startsWith(PAGESPEED_API))
        return pageSpeed(new URL(url).searchParams.get("strategy") ?? "");
      return Response.json({ rows: [] });
    });
  }

  async function scheduledRun() {
    await worker.scheduled(
      createScheduledController({ cron: CRONS.pageSpeed }),
      { ...env, ...withKey },
      createExecutionContext(),
    );
  }

  async function dashboard(overrides: Partial<Env> = withKey) {
    const res = await asOwnerWithEnv(overrides, "/api/admin/seo");
    expect(res.status).toBe(200);
    return res.json<any>();
  }

  it("never calls PageSpeed during the dashboard request", async () => {
    standIn(() => lighthouse(0.97));
    const data = await dashboard();
    expect(calls).toEqual([]);
    expect(data.pageSpeed).toEqual({ connected: true, mobile: null, desktop: null });
    expect(data.dataSource).toBe("Configure APIs for Real Data");
  });

  it("stores each strategy's result from the scheduled run, or why it failed", async () => {
    standIn((strategy) =>
      strategy === "mobile" ? lighthouse(0.97) : new Response("quota", { status: 429 }),
    );
    const before = new Date().toISOString();
    await scheduledRun();
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      const url = new URL(call.url);
      expect(url.searchParams.get("url")).toBe(`${env.SITE_URL}/`);
      expect(url.searchParams.get("key")).toBe("k");
      expect(call.timeoutMs).toBe(PAGESPEED_TIMEOUT_MS);
    }
    const { results } = await env.DB.prepare(
      "SELECT * FROM page_speed_results ORDER BY strategy",
    ).all<Record<string, unknown>>();
    expect(results).toMatchObject([
      { strategy: "desktop", score: null, measured_at: null, error: "PageSpeed answered HTTP 429" },
      {
        strategy: "mobile",
        url: `${env.SITE_URL}/`,
        score: 97,
        lcp_ms: 1800,
        cls: 0.01,
        fcp_ms: 900,
        error: null,
      },
    ]);
    expect(String(results[1].measured_at) >= before).toBe(true);
    expect(results[1].checked_at).toBe(results[1].measured_at);
  });

  it("shows the stored result with its time, and keeps it when a later run fails", async () => {
    standIn(() => lighthouse(0.85));
    await scheduledRun();
    calls = [];
    const data = await dashboard();
    expect(calls).toEqual([]);
    expect(data.pageSpeed.mobile).toMatchObject({ score: 85, error: null });
    const measuredAt = data.pageSpeed.mobile.measuredAt;
    expect(Date.parse(measuredAt)).toBeGreaterThan(Date.now() - 60_000);
    // The stored mobile score counts in the health score, and the deduction is named.
    expect(data.health.score).toBe(data.technical.structuredDataValid ? 90 : 85);
    expect(data.health.issues).toContain("Mobile page speed 85 is below 90 (-10)");
    expect(data.dataSource).toBe("Real Data: PageSpeed only");

    standIn(() => new Response("down", { status: 500 }));
    await scheduledRun();
    const later = await dashboard();
    expect(later.pageSpeed.mobile).toMatchObject({
      score: 85,
      measuredAt,
      error: "PageSpeed answered HTTP 500",
    });
    expect(later.pageSpeed.mobile.checkedAt > measuredAt).toBe(true);
  });

  it('says "Real Data" only when Search Console and PageSpeed both answered', async () => {
    const both = {
      ...withKey,
      SEARCH_CONSOLE_ACCESS_TOKEN: "t",
      SEARCH_CONSOLE_SITE_URL: "sc-domain:example.com",
    };
    standIn(() => lighthouse(0.95));
    expect((await dashboard(both)).dataSource).toBe("Real Data: Search Console only");
    await scheduledRun();
    expect((await dashboard(both)).dataSource).toBe("Real Data");
    restore?.();
    restore = replaceExternalFetch(async () => new Response("nope", { status: 503 }));
    expect((await dashboard(both)).dataSource).toBe("Real Data: PageSpeed only");
  });

  it("does nothing on schedule without a PageSpeed key", async () => {
    standIn(() => lighthouse(0.97));
    await worker.scheduled(
      createScheduledController({ cron: CRONS.pageSpeed }),
      env,
      createExecutionContext(),
    );
    expect(calls).toEqual([]);
    expect((await dashboard({})).pageSpeed).toEqual({ connected: false });
  });
});
