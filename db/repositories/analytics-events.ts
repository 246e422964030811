import { and, count, desc, eq, gte, ne, sql } from "drizzle-orm";
import type { Database } from "../client";
import { analyticsEvents } from "../schema";

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

export async function insertAnalyticsEvent(db: Database, event: NewAnalyticsEvent): Promise<void> {
  await db.insert(analyticsEvents).values(event);
}

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
  const organicCase = searchHostPattern.length
    ? sql.join(
        searchHostPattern.map((p) => sql`${analyticsEvents.referrerHost} LIKE ${p}`),
        sql` OR `,
      )
    : sql`0`;
  const rows = await db
    .select({
      day: analyticsEvents.day,
      pageViews: count(),
      entrances: sql<number>`SUM(CASE WHEN ${analyticsEvents.referrerHost} IS NULL OR ${analyticsEvents.referrerHost} != ${ownHost} THEN 1 ELSE 0 END)`,
      organic: sql<number>`SUM(CASE WHEN ${organicCase} THEN 1 ELSE 0 END)`,
    })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.name, "page_view"), gte(analyticsEvents.day, sinceDay)))
    .groupBy(analyticsEvents.day)
    .orderBy(analyticsEvents.day);
  return rows.map((r) => ({ ...r, entrances: Number(r.entrances), organic: Number(r.organic) }));
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
  return db
    .select({ path: analyticsEvents.path, hits: count() })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.name, name), gte(analyticsEvents.day, sinceDay)))
    .groupBy(analyticsEvents.path)
    .orderBy(desc(count()), analyticsEvents.path)
    .limit(limit);
}

export async function topReferrers(db: Database, sinceDay: string, ownHost: string, limit = 10) {
  return db
    .select({ host: analyticsEvents.referrerHost, hits: count() })
    .from(analyticsEvents)
    .where(
      and(
        eq(analyticsEvents.name, "page_view"),
        gte(analyticsEvents.day, sinceDay),
        // NULL (direct) never equals anything, so only real referrers remain.
        ne(analyticsEvents.referrerHost, ownHost),
      ),
    )
    .groupBy(analyticsEvents.referrerHost)
    .orderBy(desc(count()), analyticsEvents.referrerHost)
    .limit(limit);
}

export async function eventCounts(db: Database, sinceDay: string) {
  return db
    .select({ name: analyticsEvents.name, hits: count() })
    .from(analyticsEvents)
    .where(gte(analyticsEvents.day, sinceDay))
    .groupBy(analyticsEvents.name)
    .orderBy(desc(count()), analyticsEvents.name);
}
