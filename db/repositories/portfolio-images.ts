// Portfolio image details in D1; the images themselves are in R2. Rules live in worker/services/portfolio.ts.
import { asc, desc, eq, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import { type PortfolioImage, portfolioImages } from "../schema";

export type NewPortfolioImage = Omit<typeof portfolioImages.$inferInsert, "sortOrder">;
export type PortfolioImageChanges = Partial<
  Pick<PortfolioImage, "title" | "description" | "category" | "alt" | "hidden" | "featured">
>;

// The owner's order; among equals (images from before the order existed), newest first.
const gridOrder = [
  asc(portfolioImages.sortOrder),
  desc(portfolioImages.createdAt),
  desc(portfolioImages.key),
];

/** In the owner's order; hidden works only when asked for. */
export function listPortfolioImages(
  db: Database,
  opts: { includeHidden: boolean },
): Promise<PortfolioImage[]> {
  return db
    .select()
    .from(portfolioImages)
    .where(opts.includeHidden ? undefined : eq(portfolioImages.hidden, false))
    .orderBy(...gridOrder);
}

export async function findPortfolioImage(
  db: Database,
  key: string,
): Promise<PortfolioImage | undefined> {
  const [row] = await db.select().from(portfolioImages).where(eq(portfolioImages.key, key));
  return row;
}

/** The image an R2 object belongs to (its original or one of its copies), or undefined. */
export async function findImageOfObject(
  db: Database,
  objectKey: string,
): Promise<Pick<PortfolioImage, "key" | "hidden"> | undefined> {
  const [row] = await db
    .select({ key: portfolioImages.key, hidden: portfolioImages.hidden })
    .from(portfolioImages)
    .where(
      or(
        eq(portfolioImages.key, objectKey),
        eq(portfolioImages.smallKey, objectKey),
        eq(portfolioImages.largeKey, objectKey),
      ),
    )
    .limit(1);
  return row;
}

/** Whether any stored image's key starts with `prefix` (its stem is in use). */
export async function isKeyPrefixUsed(db: Database, prefix: string): Promise<boolean> {
  const [row] = await db
    .select({ key: portfolioImages.key })
    .from(portfolioImages)
    .where(sql`substr(${portfolioImages.key}, 1, ${prefix.length}) = ${prefix}`)
    .limit(1);
  return row !== undefined;
}

/**
 * Inserts an image at the front of the grid (one place before the current first, decided in the
 * same statement). Undefined when the key is already taken (the primary key decides, atomically).
 */
export async function insertPortfolioImage(
  db: Database,
  image: NewPortfolioImage,
): Promise<PortfolioImage | undefined> {
  const [row] = await db
    .insert(portfolioImages)
    .values({
      ...image,
      sortOrder: sql`(SELECT coalesce(min(${portfolioImages.sortOrder}), 1) - 1 FROM ${portfolioImages})`,
    })
    .onConflictDoNothing({ target: portfolioImages.key })
    .returning();
  return row;
}

export async function updatePortfolioImage(
  db: Database,
  key: string,
  changes: PortfolioImageChanges,
): Promise<PortfolioImage | undefined> {
  const [row] = await db
    .update(portfolioImages)
    .set(changes)
    .where(eq(portfolioImages.key, key))
    .returning();
  return row;
}

/** Every image's key in the grid's order, hidden ones included. */
export async function gridKeys(db: Database): Promise<string[]> {
  const rows = await db
    .select({ key: portfolioImages.key })
    .from(portfolioImages)
    .orderBy(...gridOrder);
  return rows.map((r) => r.key);
}

/**
 * Numbers the images 0, 1, 2... in the order of `keys`, in one statement whatever their number
 * (the list travels as one JSON parameter; json_each's key is the position).
 */
export async function setGridOrder(db: Database, keys: readonly string[]): Promise<void> {
  const list = JSON.stringify(keys);
  await db.run(sql`
    UPDATE ${portfolioImages}
    SET sort_order = (
      SELECT position.key FROM json_each(${list}) AS position
      WHERE position.value = ${portfolioImages.key}
    )
    WHERE ${portfolioImages.key} IN (SELECT value FROM json_each(${list}))`);
}

/** The deleted row, or undefined when there was none. */
export async function deletePortfolioImage(
  db: Database,
  key: string,
): Promise<PortfolioImage | undefined> {
  const [row] = await db.delete(portfolioImages).where(eq(portfolioImages.key, key)).returning();
  return row;
}
