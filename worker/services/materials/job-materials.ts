// A job's materials (docs/decisions/0099-materials-and-frame-order.md): what they cost (the costs
// it was ordered with, today's for what is not ordered yet), its margin (the price before tax
// less the materials) and when every material arrived.
import { sql } from "drizzle-orm";
import type { DesignSnapshot } from "~/lib/frame-design";
import { lineCost } from "~/lib/materials";
import { type Database, database } from "~db/client";
import { materialsOfJobs } from "~db/repositories/purchase-orders";
import { listVendors } from "~db/repositories/vendors";
import { type Job, jobPieces, jobs } from "~db/schema";
import { type CostBook, costBook, costedNeeds } from "./frame-order";

export interface JobMaterials {
  /** Ordered materials at the costs of their order; the rest at today's costs. */
  materialsCostCents: number;
  /** Materials whose entry has no cost yet (left out of the figure). */
  materialsWithoutCost: number;
  /** Whether any of its materials are on a purchase order. */
  materialsOrdered: boolean;
  /** The price before tax (subtotal less discount) less the materials. */
  marginCents: number;
  /** When the last of its ordered materials arrived, once nothing is left to order or receive. */
  materialsReceivedAt: string | null;
}

type Ordered = Awaited<ReturnType<typeof materialsOfJobs>>;

function figure(
  job: Pick<Job, "subtotalCents" | "discountCents">,
  designs: DesignSnapshot[],
  ordered: Ordered,
  book: CostBook,
  activeVendors: Set<number>,
): JobMaterials {
  const orderedFrom = new Set(ordered.map((o) => o.vendorId));
  const toOrder = costedNeeds(designs, book).filter(
    (n) => n.vendorId === null || !orderedFrom.has(n.vendorId),
  );
  const costs = [
    ...ordered.map((o) => o.costCents),
    ...toOrder.map((n) => lineCost(n.quantity, n.unitCostCents)),
  ];
  const materialsCostCents = costs.reduce<number>((sum, c) => sum + (c ?? 0), 0);
  const waiting =
    ordered.length === 0 ||
    ordered.some((o) => o.receivedAt === null) ||
    toOrder.some((n) => n.vendorId !== null && activeVendors.has(n.vendorId));
  return {
    materialsCostCents,
    materialsWithoutCost: costs.filter((c) => c === null).length,
    materialsOrdered: ordered.length > 0,
    marginCents: job.subtotalCents - job.discountCents - materialsCostCents,
    materialsReceivedAt: waiting
      ? null
      : (ordered
          .map((o) => o.receivedAt ?? "")
          .sort()
          .at(-1) ?? null),
  };
}

async function basis(db: Database) {
  const [book, vendors] = await Promise.all([costBook(db), listVendors(db)]);
  return { book, active: new Set(vendors.filter((v) => !v.retiredAt).map((v) => v.id)) };
}

/** One job's materials, cost and margin. */
export async function jobMaterials(
  env: Pick<Env, "DB">,
  job: Pick<Job, "id" | "subtotalCents" | "discountCents">,
  pieces: ReadonlyArray<{ design: DesignSnapshot }>,
): Promise<JobMaterials> {
  const db = database(env.DB);
  const [ordered, { book, active }] = await Promise.all([
    materialsOfJobs(db, sql`(${job.id})`),
    basis(db),
  ]);
  return figure(
    job,
    pieces.map((p) => p.design),
    ordered,
    book,
    active,
  );
}

/**
 * The materials cost of the jobs `which` selects (an SQL subquery of job ids), summed: the sales
 * report's cost of the jobs it completed (docs/decisions/0098-daily-closing-and-reports.md).
 */
export async function materialsCostOfJobs(db: Database, which: ReturnType<typeof sql>) {
  const [ordered, { book, active }, rows, pieces] = await Promise.all([
    materialsOfJobs(db, which),
    basis(db),
    db.select().from(jobs).where(sql`${jobs.id} IN ${which}`),
    db.select().from(jobPieces).where(sql`${jobPieces.jobId} IN ${which}`),
  ]);
  return rows.reduce(
    (sum, job) =>
      sum +
      figure(
        job,
        pieces.filter((p) => p.jobId === job.id).map((p) => p.design),
        ordered.filter((o) => o.jobId === job.id),
        book,
        active,
      ).materialsCostCents,
    0,
  );
}

/** Jobs not yet in production whose materials have all arrived: Today's "ready to make". */
export async function readyToMake(db: Database) {
  const waiting = sql`(SELECT id FROM jobs WHERE stage IN ('received', 'materials_ordered')
    AND EXISTS (SELECT 1 FROM purchase_order_jobs o WHERE o.job_id = jobs.id))`;
  const ordered = await materialsOfJobs(db, waiting);
  if (!ordered.length) return [];
  const [{ book, active }, rows, pieces] = await Promise.all([
    basis(db),
    db.select().from(jobs).where(sql`${jobs.id} IN ${waiting}`),
    db.select().from(jobPieces).where(sql`${jobPieces.jobId} IN ${waiting}`),
  ]);
  return rows
    .map((job) => ({
      job,
      m: figure(
        job,
        pieces.filter((p) => p.jobId === job.id).map((p) => p.design),
        ordered.filter((o) => o.jobId === job.id),
        book,
        active,
      ),
    }))
    .filter(({ m }) => m.materialsReceivedAt !== null)
    .map(({ job, m }) => ({
      id: job.id,
      number: job.number,
      customerName: job.customerName,
      dueDate: job.dueDate,
      materialsReceivedAt: m.materialsReceivedAt as string,
    }))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}
