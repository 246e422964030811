import { eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { siteState } from "../schema";

const CONTENT_VERSION = "content_version";

export async function readContentVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: siteState.value })
    .from(siteState)
    .where(eq(siteState.key, CONTENT_VERSION));
  return row?.value ?? 0;
}

/** Increments the content version atomically (creating it if absent) and returns the new value. */
export async function bumpContentVersion(db: Database): Promise<number> {
  const [row] = await db
    .insert(siteState)
    .values({ key: CONTENT_VERSION, value: 1 })
    .onConflictDoUpdate({ target: siteState.key, set: { value: sql`${siteState.value} + 1` } })
    .returning({ value: siteState.value });
  if (!row) throw new Error("D1 returned no row for the content version");
  return row.value;
}
