// The shop's facts row (id 1) and the history of its changes. Callers check the facts with
// app/lib/shop-schema.ts; this module only reads and writes.
import { desc, eq, lt } from "drizzle-orm";
import type { Database } from "../client";
import { shopChanges, shopFacts } from "../schema";

const ROW = 1;
// The history the screen shows; older entries are removed on each write.
export const SHOP_HISTORY_KEPT = 50;

export async function readShopFactsRow(db: Database): Promise<unknown> {
  const [row] = await db
    .select({ facts: shopFacts.facts })
    .from(shopFacts)
    .where(eq(shopFacts.id, ROW));
  return row?.facts;
}

/** Stores the facts and their history entry in one batch: both or neither. */
export async function writeShopFacts(
  db: Database,
  facts: unknown,
  change: { changedBy: string; fields: string[] },
): Promise<void> {
  const updatedAt = new Date().toISOString();
  await db.batch([
    db
      .insert(shopFacts)
      .values({ id: ROW, facts, updatedAt })
      .onConflictDoUpdate({ target: shopFacts.id, set: { facts, updatedAt } }),
    db.insert(shopChanges).values({ ...change, changedAt: updatedAt }),
  ]);
  const keep = await db
    .select({ id: shopChanges.id })
    .from(shopChanges)
    .orderBy(desc(shopChanges.id))
    .limit(1)
    .offset(SHOP_HISTORY_KEPT - 1);
  if (keep[0]) await db.delete(shopChanges).where(lt(shopChanges.id, keep[0].id));
}

export async function listShopChanges(db: Database, limit = 20) {
  return db.select().from(shopChanges).orderBy(desc(shopChanges.id)).limit(limit);
}
