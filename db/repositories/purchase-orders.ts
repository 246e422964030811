// Purchase orders in D1 (docs/decisions/0099-materials-and-frame-order.md). An order is written as
// statements for the service's batch, numbered as the receipts are
// (./number-counters.ts): the order goes in under a unique marker, only if none of its jobs is on an
// order of the same vendor yet (so placing twice at once makes one order); the year's counter
// ("po") moves only when it went in; its lines, the jobs they serve and the jobs' stage follow it
// by the marker; the number replaces the marker last. D1 runs a batch as one transaction.
import { and, asc, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { MaterialKind, MaterialUnit } from "~/lib/materials";
import type { Database } from "../client";
import {
  type JobPiece,
  jobPieces,
  jobs,
  type PurchaseOrder,
  type PurchaseOrderLine,
  purchaseOrderJobs,
  purchaseOrderLines,
  purchaseOrders,
} from "../schema";
import { latestNumber, takeNumber } from "./number-counters";

const NOW = sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

// Jobs whose materials are still to order: received, or already on an order of one vendor and
// waiting for another's. Named in full: drizzle writes bare column names in a select.
const AWAITING = sql`("jobs"."stage" = 'received' OR ("jobs"."stage" = 'materials_ordered'
  AND EXISTS (SELECT 1 FROM purchase_order_jobs o WHERE o.job_id = "jobs"."id")))`;

export interface AwaitingJob {
  id: number;
  number: string;
  pieces: JobPiece["design"][];
  /** The vendors it is already on an order of. */
  orderedFrom: Set<number>;
}

/** The jobs of the frame order, with their pieces' designs and the vendors already ordered from. */
export async function jobsAwaitingMaterials(db: Database, jobId?: number): Promise<AwaitingJob[]> {
  const which = jobId === undefined ? AWAITING : sql`"jobs"."id" = ${jobId}`;
  const [rows, pieces, ordered] = await db.batch([
    db.select({ id: jobs.id, number: jobs.number }).from(jobs).where(which).orderBy(asc(jobs.id)),
    db
      .select({ jobId: jobPieces.jobId, design: jobPieces.design })
      .from(jobPieces)
      .where(sql`${jobPieces.jobId} IN (SELECT "jobs"."id" FROM jobs WHERE ${which})`)
      .orderBy(asc(jobPieces.jobId), asc(jobPieces.position)),
    db
      .selectDistinct({ jobId: purchaseOrderJobs.jobId, vendorId: purchaseOrderJobs.vendorId })
      .from(purchaseOrderJobs)
      .where(sql`${purchaseOrderJobs.jobId} IN (SELECT "jobs"."id" FROM jobs WHERE ${which})`),
  ]);
  const byId = new Map<number, AwaitingJob>(
    rows.map((r) => [r.id, { ...r, pieces: [], orderedFrom: new Set<number>() }]),
  );
  for (const p of pieces) byId.get(p.jobId)?.pieces.push(p.design);
  for (const o of ordered) byId.get(o.jobId)?.orderedFrom.add(o.vendorId);
  return [...byId.values()];
}

export interface NewOrderLine {
  kind: MaterialKind;
  itemId: string;
  vendorCode: string | null;
  name: string;
  quantity: number;
  unit: MaterialUnit;
  oversize: boolean;
  unitCostCents: number | null;
  costCents: number | null;
  shares: Array<{ jobId: number; quantity: number; costCents: number | null }>;
}

export interface NewOrder {
  vendorId: number;
  vendorName: string;
  orderEmail: string;
  accountNumber: string | null;
  totalCostCents: number;
  notifyCustomers: boolean;
  createdBy: string | null;
  lines: NewOrderLine[];
}

/** The id of the order placed under `marker` in this batch. */
export const orderIdOfMarker = (marker: string) =>
  sql`(SELECT id FROM purchase_orders WHERE number = ${marker})`;
const placed = (marker: string) =>
  sql`EXISTS (SELECT 1 FROM purchase_orders WHERE number = ${marker})`;

/** The number of the year's latest order, for the emails recorded in the same batch. */
export const latestOrderNumber = (year: number): SQL => latestNumber("po", "PO", year);

/**
 * [the order, the counter] and then the rest: its lines, the jobs they serve, and the number.
 * The caller puts the vendor's email right after the counter (recorded only when it moved) and
 * the jobs' moves before the number.
 */
export function placeOrderStatements(db: Database, order: NewOrder, marker: string, year: number) {
  const jobIds = JSON.stringify([
    ...new Set(order.lines.flatMap((l) => l.shares.map((s) => s.jobId))),
  ]);
  const insertOrder = db.insert(purchaseOrders).select(
    sql`SELECT NULL, ${marker}, ${order.vendorId}, ${order.vendorName}, ${order.orderEmail},
        ${order.accountNumber}, ${order.totalCostCents}, ${order.notifyCustomers ? 1 : 0},
        ${order.createdBy}, ${NOW}
      WHERE NOT EXISTS (SELECT 1 FROM purchase_order_jobs
        WHERE vendor_id = ${order.vendorId}
          AND job_id IN (SELECT value FROM json_each(${jobIds})))`,
  );
  const counter = takeNumber(db, "po", year, placed(marker));
  const lines = order.lines.flatMap((l, i) => [
    db.insert(purchaseOrderLines).select(
      sql`SELECT NULL, ${orderIdOfMarker(marker)}, ${i + 1}, ${l.kind}, ${l.itemId}, ${l.vendorCode},
          ${l.name}, ${l.quantity}, ${l.unit}, ${l.oversize ? 1 : 0}, ${l.unitCostCents},
          ${l.costCents}, NULL, NULL
        WHERE ${placed(marker)}`,
    ),
    ...l.shares.map((s) =>
      db.insert(purchaseOrderJobs).select(
        sql`SELECT (SELECT id FROM purchase_order_lines WHERE purchase_order_id = ${orderIdOfMarker(marker)}
              AND position = ${i + 1}), ${s.jobId}, ${order.vendorId}, ${s.quantity}, ${s.costCents}
          WHERE ${placed(marker)}`,
      ),
    ),
  ]);
  const number = db
    .update(purchaseOrders)
    .set({ number: latestOrderNumber(year) })
    .where(eq(purchaseOrders.number, marker))
    .returning({ id: purchaseOrders.id, number: purchaseOrders.number });
  return { insertOrder, counter, lines, number };
}

/** A job's move to Materials ordered, only when the order went in and the job is still received. */
export function markMaterialsOrdered(db: Database, jobId: number, marker: string) {
  return db
    .update(jobs)
    .set({ stage: "materials_ordered", version: sql`${jobs.version} + 1`, updatedAt: NOW })
    .where(and(eq(jobs.id, jobId), eq(jobs.stage, "received"), placed(marker)))
    .returning({ id: jobs.id });
}

export interface OrderSummary extends PurchaseOrder {
  lineCount: number;
  receivedCount: number;
}

/** Every order, newest first, with how many of its lines arrived. */
export async function listPurchaseOrders(db: Database): Promise<OrderSummary[]> {
  return db
    .select({
      id: purchaseOrders.id,
      number: purchaseOrders.number,
      vendorId: purchaseOrders.vendorId,
      vendorName: purchaseOrders.vendorName,
      orderEmail: purchaseOrders.orderEmail,
      accountNumber: purchaseOrders.accountNumber,
      totalCostCents: purchaseOrders.totalCostCents,
      notifyCustomers: purchaseOrders.notifyCustomers,
      createdBy: purchaseOrders.createdBy,
      createdAt: purchaseOrders.createdAt,
      lineCount: sql<number>`(SELECT count(*) FROM purchase_order_lines l WHERE l.purchase_order_id = "purchase_orders"."id")`,
      receivedCount: sql<number>`(SELECT count(*) FROM purchase_order_lines l WHERE l.purchase_order_id = "purchase_orders"."id" AND l.received_at IS NOT NULL)`,
    })
    .from(purchaseOrders)
    .orderBy(desc(purchaseOrders.id));
}

export interface OrderLineWithJobs extends PurchaseOrderLine {
  jobs: Array<{ jobId: number; number: string; quantity: number; costCents: number | null }>;
}

export async function findPurchaseOrder(db: Database, id: number) {
  const [orders, lines, shares] = await db.batch([
    db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)),
    db
      .select()
      .from(purchaseOrderLines)
      .where(eq(purchaseOrderLines.purchaseOrderId, id))
      .orderBy(asc(purchaseOrderLines.position)),
    db
      .select({
        lineId: purchaseOrderJobs.lineId,
        jobId: purchaseOrderJobs.jobId,
        number: jobs.number,
        quantity: purchaseOrderJobs.quantity,
        costCents: purchaseOrderJobs.costCents,
      })
      .from(purchaseOrderJobs)
      .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, purchaseOrderJobs.lineId))
      .innerJoin(jobs, eq(jobs.id, purchaseOrderJobs.jobId))
      .where(eq(purchaseOrderLines.purchaseOrderId, id))
      .orderBy(asc(jobs.id)),
  ]);
  const order = orders[0];
  if (!order) return undefined;
  return {
    ...order,
    lines: lines.map(
      (l): OrderLineWithJobs => ({
        ...l,
        jobs: shares
          .filter((s) => s.lineId === l.id)
          .map(({ jobId, number, quantity, costCents }) => ({
            jobId,
            number,
            quantity,
            costCents,
          })),
      }),
    ),
  };
}

/** Marks lines of an order received (those not received yet); the ones it changed. */
export function receiveLines(
  db: Database,
  orderId: number,
  lineIds: number[] | null,
  by: string | null,
) {
  return db
    .update(purchaseOrderLines)
    .set({ receivedAt: NOW, receivedBy: by })
    .where(
      and(
        eq(purchaseOrderLines.purchaseOrderId, orderId),
        isNull(purchaseOrderLines.receivedAt),
        lineIds
          ? sql`${purchaseOrderLines.id} IN (SELECT value FROM json_each(${JSON.stringify(lineIds)}))`
          : undefined,
      ),
    )
    .returning({ id: purchaseOrderLines.id });
}

/** Each order line a job is on: its share of the cost and whether (when) it arrived. */
export function materialsOfJobs(db: Database, jobIds: SQL) {
  return db
    .select({
      jobId: purchaseOrderJobs.jobId,
      vendorId: purchaseOrderJobs.vendorId,
      costCents: purchaseOrderJobs.costCents,
      receivedAt: purchaseOrderLines.receivedAt,
    })
    .from(purchaseOrderJobs)
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, purchaseOrderJobs.lineId))
    .where(sql`${purchaseOrderJobs.jobId} IN ${jobIds}`);
}
