// PageSpeed Insights (docs/decisions/0005-real-data.md), only with PAGESPEED_API_KEY. A run takes 10-40 s:
// far too slow for the dashboard request, and longer than waitUntil may outlive a response, so
// the scheduled job (wrangler.toml [triggers]) measures and the dashboard shows what it stored,
// with the time it was measured.
import { database } from "~db/client";
import {
  listPageSpeedResults,
  type PageSpeedStrategy,
  saveFailedAttempt,
  saveMeasurement,
} from "~db/repositories/page-speed-results";
import type { PageSpeedResult } from "~db/schema";
import { externalFetch } from "../external/http";

export const PAGESPEED_API = "https://www.googleapis.com/pagespeedonline/v5/runPagespeed";
// Lighthouse runs can take 40 s; the scheduled handler has minutes, a page request does not.
export const PAGESPEED_TIMEOUT_MS = 90_000;
const STRATEGIES: readonly PageSpeedStrategy[] = ["mobile", "desktop"];

type PageSpeedEnv = Pick<Env, "DB" | "SITE_URL"> & { PAGESPEED_API_KEY?: string };

export type PageSpeedReport =
  | { connected: false }
  // null for a strategy that has not been attempted yet.
  | { connected: true; mobile: PageSpeedResult | null; desktop: PageSpeedResult | null };

async function runPageSpeed(url: string, key: string, strategy: PageSpeedStrategy) {
  const res = await externalFetch(
    `${PAGESPEED_API}?url=${encodeURIComponent(url)}&strategy=${strategy}&category=performance&key=${encodeURIComponent(key)}`,
    undefined,
    PAGESPEED_TIMEOUT_MS,
  );
  if (!res.ok) throw new Error(`PageSpeed answered HTTP ${res.status}`);
  const body = (await res.json()) as {
    lighthouseResult?: {
      categories?: { performance?: { score?: number } };
      audits?: Record<string, { numericValue?: number }>;
    };
  };
  const lh = body.lighthouseResult;
  const score = lh?.categories?.performance?.score;
  if (typeof score !== "number") throw new Error("PageSpeed returned no performance score");
  return {
    score: Math.round(score * 100),
    lcpMs: lh?.audits?.["largest-contentful-paint"]?.numericValue ?? null,
    cls: lh?.audits?.["cumulative-layout-shift"]?.numericValue ?? null,
    fcpMs: lh?.audits?.["first-contentful-paint"]?.numericValue ?? null,
  };
}

/** Measures the home page (mobile and desktop) and stores each result or why it failed. */
export async function measurePageSpeed(env: PageSpeedEnv): Promise<void> {
  const key = env.PAGESPEED_API_KEY;
  if (!key) return;
  const url = `${env.SITE_URL.replace(/\/$/, "")}/`;
  const db = database(env.DB);
  await Promise.all(
    STRATEGIES.map(async (strategy) => {
      try {
        const scores = await runPageSpeed(url, key, strategy);
        await saveMeasurement(db, {
          strategy,
          url,
          ...scores,
          measuredAt: new Date().toISOString(),
        });
      } catch (err) {
        console.warn(`PageSpeed (${strategy}) failed`, err);
        await saveFailedAttempt(db, {
          strategy,
          url,
          checkedAt: new Date().toISOString(),
          error: err instanceof Error ? err.message : "PageSpeed could not be reached.",
        });
      }
    }),
  );
}

/** What the last scheduled runs stored; never calls PageSpeed. */
export async function storedPageSpeed(env: PageSpeedEnv): Promise<PageSpeedReport> {
  if (!env.PAGESPEED_API_KEY) return { connected: false };
  const rows = await listPageSpeedResults(database(env.DB));
  const find = (strategy: PageSpeedStrategy) => rows.find((r) => r.strategy === strategy) ?? null;
  return { connected: true, mobile: find("mobile"), desktop: find("desktop") };
}
