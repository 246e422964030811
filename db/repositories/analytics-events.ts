// Page views and events: raw rows for the last ANALYTICS_RAW_DAYS, and per-day counts before that
// (analytics_daily, made by rollupAnalytics). Every reader goes through `allEvents`, the two as
// one set of (day, name, path, referrer, hits), so a rollup never changes a number on screen.
import { lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "../client";
import { analyticsDaily, analyticsEvents } from "../schema";

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

/** Raw events are kept this many days; older ones live on only as daily counts. */
export const ANALYTICS_RAW_DAYS = 90;

export async function insertAnalyticsEvent(db: Database, event: NewAnalyticsEvent): Promise<void> {
  await db.insert(analyticsEvents).values(event);
}

// `ref` is '' for a direct visit (no referring host).
const allEvents = (sinceDay: string, name?: string) => sql`(
  SELECT day, name, path, coalesce(referrer_host, '') AS ref, 1 AS hits FROM analytics_events
    WHERE day >= ${sinceDay} ${name ? sql`AND name = ${name}` : sql``}
  UNION ALL
  SELECT day, name, path, referrer_host, hits FROM analytics_daily
    WHERE day >= ${sinceDay} ${name ? sql`AND name = ${name}` : sql``}
)`;

export interface DailyTraffic {
  day: string;
  pageViews: number;
  // Page views that arrived from outside the site: the visit estimate without cookies.
  entrances: number;
  organic: number;
}

/** Page views per day since `sinceDay`; organic referrals match one of the LIKE patterns by host. */
export async function dailyTraffic(
  db: Database,
  sinceDay: string,
  ownHost: string,
  searchHostPattern: string[],
): Promise<DailyTraffic[]> {
  const organicCase: SQL = searchHostPattern.length
    ? sql.join(
        searchHostPattern.map((p) => sql`ref LIKE ${p}`),
        sql` OR `,
      )
    : sql`0`;
  const rows = await db.all<DailyTraffic>(sql`
    SELECT day, SUM(hits) AS pageViews,
      SUM(CASE WHEN ref = '' OR ref != ${ownHost} THEN hits ELSE 0 END) AS entrances,
      SUM(CASE WHEN ${organicCase} THEN hits ELSE 0 END) AS organic
    FROM ${allEvents(sinceDay, "page_view")} GROUP BY day ORDER BY day`);
  return rows.map((r) => ({
    day: r.day,
    pageViews: Number(r.pageViews),
    entrances: Number(r.entrances),
    organic: Number(r.organic),
  }));
}

export interface PathCount {
  path: string;
  hits: number;
}

export async function topPaths(
  db: Database,
  name: string,
  sinceDay: string,
  limit = 10,
): Promise<PathCount[]> {
  const rows = await db.all<PathCount>(sql`
    SELECT path, SUM(hits) AS hits FROM ${allEvents(sinceDay, name)}
    GROUP BY path ORDER BY hits DESC, path LIMIT ${limit}`);
  return rows.map((r) => ({ path: r.path, hits: Number(r.hits) }));
}

export async function topReferrers(db: Database, sinceDay: string, ownHost: string, limit = 10) {
  // Direct visits ('') and the site's own pages are not referrers.
  const rows = await db.all<{ host: string; hits: number }>(sql`
    SELECT ref AS host, SUM(hits) AS hits FROM ${allEvents(sinceDay, "page_view")}
    WHERE ref != '' AND ref != ${ownHost}
    GROUP BY ref ORDER BY hits DESC, ref LIMIT ${limit}`);
  return rows.map((r) => ({ host: r.host as string | null, hits: Number(r.hits) }));
}

/**
 * Counts the raw events of days before `beforeDay` into analytics_daily and deletes them, in one
 * batch (a day rolled up twice adds to its counts, so a rerun after a partial day is still right).
 */
export async function rollupAnalytics(db: Database, beforeDay: string): Promise<number> {
  const [, deleted] = await db.batch([
    db
      .insert(analyticsDaily)
      .select(
        sql`SELECT day, name, path, coalesce(referrer_host, ''), COUNT(*) FROM analytics_events
            WHERE day < ${beforeDay} GROUP BY day, name, path, coalesce(referrer_host, '')`,
      )
      .onConflictDoUpdate({
        target: [
          analyticsDaily.day,
          analyticsDaily.name,
          analyticsDaily.path,
          analyticsDaily.referrerHost,
        ],
        set: { hits: sql`${analyticsDaily.hits} + excluded.hits` },
      }),
    db
      .delete(analyticsEvents)
      .where(lt(analyticsEvents.day, beforeDay))
      .returning({ id: analyticsEvents.id }),
  ]);
  return deleted.length;
}
