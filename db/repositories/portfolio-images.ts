// Portfolio image details in D1; the images themselves are in R2. Rules live in worker/services/portfolio.ts.
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { type PortfolioImage, portfolioImages } from "../schema";

export type NewPortfolioImage = typeof portfolioImages.$inferInsert;
export type PortfolioImageChanges = Partial<
  Pick<PortfolioImage, "title" | "description" | "category" | "alt">
>;

/** Newest first. */
export function listPortfolioImages(db: Database): Promise<PortfolioImage[]> {
  return db
    .select()
    .from(portfolioImages)
    .orderBy(desc(portfolioImages.createdAt), desc(portfolioImages.key));
}

export async function findPortfolioImage(
  db: Database,
  key: string,
): Promise<PortfolioImage | undefined> {
  const [row] = await db.select().from(portfolioImages).where(eq(portfolioImages.key, key));
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

/** Undefined when the key is already taken (the primary key decides, atomically). */
export async function insertPortfolioImage(
  db: Database,
  image: NewPortfolioImage,
): Promise<PortfolioImage | undefined> {
  const [row] = await db
    .insert(portfolioImages)
    .values(image)
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

/** The deleted row, or undefined when there was none. */
export async function deletePortfolioImage(
  db: Database,
  key: string,
): Promise<PortfolioImage | undefined> {
  const [row] = await db.delete(portfolioImages).where(eq(portfolioImages.key, key)).returning();
  return row;
}
