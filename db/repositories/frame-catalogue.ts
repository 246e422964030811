// The frame designer's catalogue and price table in D1. Rules live in worker/services/frame-quotes.ts
// (what visitors are offered) and worker/services/frame-catalogue.ts (the owner's changes).
import { and, asc, count, eq, isNull, max, ne, sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  type FrameGlazing,
  type FrameMat,
  type FrameMoulding,
  type FramePrices,
  frameGlazing,
  frameMats,
  frameMouldings,
  framePrices,
} from "../schema";

const PRICE_TABLE_ID = 1;

/** The entries on offer (not retired), in the owner's order, and the price table. */
export async function readActiveCatalogue(db: Database) {
  const [mouldings, mats, glazing, prices] = await db.batch([
    db
      .select({
        id: frameMouldings.id,
        name: frameMouldings.name,
        finish: frameMouldings.finish,
        colour: frameMouldings.colour,
        profileWidthInches: frameMouldings.profileWidthInches,
        pricePerUnitedInch: frameMouldings.pricePerUnitedInch,
        swatch: frameMouldings.swatch,
      })
      .from(frameMouldings)
      .where(isNull(frameMouldings.retiredAt))
      .orderBy(asc(frameMouldings.sortOrder), asc(frameMouldings.name)),
    db
      .select({ id: frameMats.id, name: frameMats.name, colour: frameMats.colour })
      .from(frameMats)
      .where(isNull(frameMats.retiredAt))
      .orderBy(asc(frameMats.sortOrder), asc(frameMats.name)),
    db
      .select({
        id: frameGlazing.id,
        name: frameGlazing.name,
        description: frameGlazing.description,
        pricePerSquareInch: frameGlazing.pricePerSquareInch,
      })
      .from(frameGlazing)
      .where(isNull(frameGlazing.retiredAt))
      .orderBy(asc(frameGlazing.sortOrder), asc(frameGlazing.name)),
    db
      .select({
        matPerSquareInch: framePrices.matPerSquareInch,
        minimumOrder: framePrices.minimumOrder,
        rangePercent: framePrices.rangePercent,
      })
      .from(framePrices)
      .where(eq(framePrices.id, PRICE_TABLE_ID)),
  ]);
  return { mouldings, mats, glazing, prices: prices[0] };
}

// The owner's side: every entry, retired ones too, and the writes of the catalogue screen.
const TABLES = { mouldings: frameMouldings, mats: frameMats, glazing: frameGlazing } as const;
export type CatalogueTableKind = keyof typeof TABLES;
export type NewFrameMoulding = typeof frameMouldings.$inferInsert;
export type NewFrameMat = typeof frameMats.$inferInsert;
export type NewFrameGlazing = typeof frameGlazing.$inferInsert;
type Rows = { mouldings: FrameMoulding; mats: FrameMat; glazing: FrameGlazing };
type NewRows = { mouldings: NewFrameMoulding; mats: NewFrameMat; glazing: NewFrameGlazing };
export type CatalogueChanges<K extends CatalogueTableKind> = Partial<Omit<NewRows[K], "id">>;

/** Every entry, retired ones included, in the owner's order, and the price table. */
export async function readFullCatalogue(db: Database) {
  const [mouldings, mats, glazing, prices] = await db.batch([
    db
      .select()
      .from(frameMouldings)
      .orderBy(asc(frameMouldings.sortOrder), asc(frameMouldings.name)),
    db.select().from(frameMats).orderBy(asc(frameMats.sortOrder), asc(frameMats.name)),
    db.select().from(frameGlazing).orderBy(asc(frameGlazing.sortOrder), asc(frameGlazing.name)),
    db.select().from(framePrices).where(eq(framePrices.id, PRICE_TABLE_ID)),
  ]);
  return { mouldings, mats, glazing, prices: prices[0] };
}

export async function findCatalogueEntry<K extends CatalogueTableKind>(
  db: Database,
  kind: K,
  id: string,
): Promise<Rows[K] | undefined> {
  const table = TABLES[kind] as typeof frameMats;
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row as Rows[K] | undefined;
}

/** The position after the last entry of its kind. */
export async function nextSortOrder(db: Database, kind: CatalogueTableKind): Promise<number> {
  const table = TABLES[kind] as typeof frameMats;
  const [row] = await db.select({ last: max(table.sortOrder) }).from(table);
  return (row?.last ?? 0) + 1;
}

/** Inserts a new entry; undefined when its id is already taken (by a retired entry too). */
export async function insertCatalogueEntry<K extends CatalogueTableKind>(
  db: Database,
  kind: K,
  entry: NewRows[K],
): Promise<Rows[K] | undefined> {
  const table = TABLES[kind] as typeof frameMats;
  const [row] = await db
    .insert(table)
    .values(entry as NewFrameMat)
    .onConflictDoNothing({ target: table.id })
    .returning();
  return row as Rows[K] | undefined;
}

export async function updateCatalogueEntry<K extends CatalogueTableKind>(
  db: Database,
  kind: K,
  id: string,
  changes: CatalogueChanges<K>,
): Promise<Rows[K] | undefined> {
  const table = TABLES[kind] as typeof frameMats;
  const [row] = await db
    .update(table)
    .set(changes as CatalogueChanges<"mats">)
    .where(eq(table.id, id))
    .returning();
  return row as Rows[K] | undefined;
}

/**
 * Retires an entry, unless it is the last one on offer of its kind (the designer needs one of
 * each). Both checked in one statement. undefined: no such entry, or it was the last.
 */
export async function retireCatalogueEntry<K extends CatalogueTableKind>(
  db: Database,
  kind: K,
  id: string,
  retiredAt: string,
): Promise<Rows[K] | undefined> {
  const table = TABLES[kind] as typeof frameMats;
  const others = db
    .select({ n: count() })
    .from(table)
    .where(and(isNull(table.retiredAt), ne(table.id, id)));
  const [row] = await db
    .update(table)
    .set({ retiredAt: sql`coalesce(${table.retiredAt}, ${retiredAt})` })
    .where(and(eq(table.id, id), sql`(${others}) > 0`))
    .returning();
  return row as Rows[K] | undefined;
}

export async function updatePriceTable(
  db: Database,
  prices: Pick<FramePrices, "matPerSquareInch" | "minimumOrder" | "rangePercent">,
  updatedAt: string,
): Promise<FramePrices | undefined> {
  const [row] = await db
    .update(framePrices)
    .set({ ...prices, updatedAt })
    .where(eq(framePrices.id, PRICE_TABLE_ID))
    .returning();
  return row;
}
