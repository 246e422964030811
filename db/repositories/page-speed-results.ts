// The last PageSpeed Insights result per strategy. Rules (when to measure) live in
// worker/services/seo/page-speed.ts.
import type { Database } from "../client";
import { type PageSpeedResult, pageSpeedResults } from "../schema";

export type PageSpeedStrategy = PageSpeedResult["strategy"];

export interface PageSpeedMeasurement {
  strategy: PageSpeedStrategy;
  url: string;
  score: number;
  lcpMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  measuredAt: string;
}

export async function saveMeasurement(db: Database, m: PageSpeedMeasurement): Promise<void> {
  const row = { ...m, checkedAt: m.measuredAt, error: null };
  await db
    .insert(pageSpeedResults)
    .values(row)
    .onConflictDoUpdate({ target: pageSpeedResults.strategy, set: row });
}

/** A failed attempt: recorded with its reason, keeping the last good measurement. */
export async function saveFailedAttempt(
  db: Database,
  attempt: { strategy: PageSpeedStrategy; url: string; checkedAt: string; error: string },
): Promise<void> {
  await db
    .insert(pageSpeedResults)
    .values(attempt)
    .onConflictDoUpdate({
      target: pageSpeedResults.strategy,
      set: { checkedAt: attempt.checkedAt, error: attempt.error },
    });
}

export function listPageSpeedResults(db: Database): Promise<PageSpeedResult[]> {
  return db.select().from(pageSpeedResults);
}
