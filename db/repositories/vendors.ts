// The shop's vendors and what its catalogue entries cost, in D1
// (docs/decisions/0099-materials-and-frame-order.md). Rules live in worker/services/materials/.
import { and, asc, count, eq, isNotNull, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  frameGlazing,
  frameMats,
  frameMouldings,
  purchaseOrders,
  type Vendor,
  vendors,
} from "../schema";

const NOW = sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

export type NewVendor = Pick<
  typeof vendors.$inferInsert,
  "name" | "orderEmail" | "phone" | "accountNumber" | "notes"
>;
export type VendorChanges = Partial<NewVendor> & { retiredAt?: string | null };

export function listVendors(db: Database): Promise<Vendor[]> {
  return db.select().from(vendors).orderBy(asc(vendors.name), asc(vendors.id));
}

export async function findVendor(db: Database, id: number): Promise<Vendor | undefined> {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, id));
  return row;
}

export async function insertVendor(db: Database, vendor: NewVendor): Promise<Vendor> {
  const [row] = await db.insert(vendors).values(vendor).returning();
  return row;
}

export async function updateVendor(db: Database, id: number, changes: VendorChanges) {
  const [row] = await db
    .update(vendors)
    .set({ ...changes, updatedAt: NOW })
    .where(eq(vendors.id, id))
    .returning();
  return row as Vendor | undefined;
}

/** How many catalogue entries and purchase orders name the vendor. */
export async function vendorUses(db: Database, id: number) {
  const [m, t, g, o] = await db.batch([
    db.select({ n: count() }).from(frameMouldings).where(eq(frameMouldings.vendorId, id)),
    db.select({ n: count() }).from(frameMats).where(eq(frameMats.vendorId, id)),
    db.select({ n: count() }).from(frameGlazing).where(eq(frameGlazing.vendorId, id)),
    db.select({ n: count() }).from(purchaseOrders).where(eq(purchaseOrders.vendorId, id)),
  ]);
  return { entries: m[0].n + t[0].n + g[0].n, orders: o[0].n };
}

/** Deletes a vendor nothing names, in one statement; undefined when it is in use or unknown. */
export async function deleteUnusedVendor(db: Database, id: number) {
  const unused = (table: typeof frameMats | typeof frameMouldings | typeof frameGlazing) =>
    sql`NOT EXISTS (SELECT 1 FROM ${table} WHERE ${table.vendorId} = ${id})`;
  const [row] = await db
    .delete(vendors)
    .where(
      and(
        eq(vendors.id, id),
        unused(frameMouldings),
        unused(frameMats),
        unused(frameGlazing),
        sql`NOT EXISTS (SELECT 1 FROM ${purchaseOrders} WHERE ${purchaseOrders.vendorId} = ${id})`,
      ),
    )
    .returning();
  return row as Vendor | undefined;
}

/** A catalogue entry with what it costs: the price list's and the frame order's view of it. */
export interface CostedEntry {
  kind: "moulding" | "mat" | "glazing";
  id: string;
  name: string;
  vendorId: number | null;
  vendorCode: string | null;
  costCents: number | null;
  retiredAt: string | null;
}

const costed = (
  kind: CostedEntry["kind"],
  table: typeof frameMats | typeof frameGlazing | typeof frameMouldings,
  cost: SQL<number | null> | typeof frameMouldings.costPerFootCents,
) => ({
  kind: sql<CostedEntry["kind"]>`${kind}`,
  id: table.id,
  name: table.name,
  vendorId: table.vendorId,
  vendorCode: table.vendorCode,
  costCents: cost,
  retiredAt: table.retiredAt,
});

/** Every entry a vendor supplies (with a code), retired ones too. */
export async function entriesOfVendor(db: Database, vendorId: number): Promise<CostedEntry[]> {
  const [m, t, g] = await db.batch([
    db
      .select(costed("moulding", frameMouldings, frameMouldings.costPerFootCents))
      .from(frameMouldings)
      .where(and(eq(frameMouldings.vendorId, vendorId), isNotNull(frameMouldings.vendorCode))),
    db
      .select(costed("mat", frameMats, sql<number | null>`${frameMats.costPerSheetCents}`))
      .from(frameMats)
      .where(and(eq(frameMats.vendorId, vendorId), isNotNull(frameMats.vendorCode))),
    db
      .select(
        costed("glazing", frameGlazing, sql<number | null>`${frameGlazing.costPerSheetCents}`),
      )
      .from(frameGlazing)
      .where(and(eq(frameGlazing.vendorId, vendorId), isNotNull(frameGlazing.vendorCode))),
  ]);
  return [...m, ...t, ...g];
}

const TABLE_OF = { moulding: frameMouldings, mat: frameMats, glazing: frameGlazing } as const;

/** Another entry of the vendor's with the same item code, if any. */
export async function entryWithCode(
  db: Database,
  vendorId: number,
  code: string,
  except: { kind: CostedEntry["kind"]; id: string } | null,
) {
  const hits = await Promise.all(
    (Object.keys(TABLE_OF) as CostedEntry["kind"][]).map(async (kind) => {
      const table = TABLE_OF[kind] as typeof frameMats;
      const [row] = await db
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(
          and(
            eq(table.vendorId, vendorId),
            sql`lower(${table.vendorCode}) = lower(${code})`,
            except?.kind === kind ? ne(table.id, except.id) : undefined,
          ),
        )
        .limit(1);
      return row;
    }),
  );
  return hits.find(Boolean);
}

/** The statements that set new costs from a price list, and stamp the vendor's list as applied. */
export function applyCostStatements(
  db: Database,
  vendorId: number,
  changes: Array<{ kind: CostedEntry["kind"]; id: string; costCents: number }>,
) {
  const at = NOW;
  return [
    db
      .update(vendors)
      .set({ priceListAppliedAt: at, updatedAt: at })
      .where(eq(vendors.id, vendorId)),
    ...changes.map((c) =>
      c.kind === "moulding"
        ? db
            .update(frameMouldings)
            .set({ costPerFootCents: c.costCents, costUpdatedAt: at })
            .where(and(eq(frameMouldings.id, c.id), eq(frameMouldings.vendorId, vendorId)))
        : db
            .update(TABLE_OF[c.kind] as typeof frameMats)
            .set({ costPerSheetCents: c.costCents, costUpdatedAt: at })
            .where(
              and(
                eq((TABLE_OF[c.kind] as typeof frameMats).id, c.id),
                eq((TABLE_OF[c.kind] as typeof frameMats).vendorId, vendorId),
              ),
            ),
    ),
  ] as const;
}
