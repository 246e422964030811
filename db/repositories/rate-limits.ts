import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "../client";
import { rateLimits } from "../schema";

/** Adds one hit to a window's counter and returns the new count; expired windows are swept. */
export async function countHit(
  db: Database,
  key: string,
  expiresAt: number,
  now: number,
): Promise<number> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now));
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, expiresAt })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** A window's count without adding a hit (0 when the window has none or has expired). */
export async function peekCount(db: Database, key: string, now: number): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count, expiresAt: rateLimits.expiresAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return row && row.expiresAt >= now ? row.count : 0;
}
