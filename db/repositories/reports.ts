// The rows behind the sales report (docs/decisions/0098-daily-closing-and-reports.md): payment
// rows with their job's tax and total, the jobs completed or written in a span, and the balances
// and deposits as of a day. Each query binds a handful of values (D1 allows 100 per statement):
// sets of jobs are chosen by subqueries, never by lists of ids.

import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "../client";
import { jobPayments, jobs } from "../schema";

/**
 * Every payment and refund dated on or before `to` of the jobs that have a row dated from `from`
 * to `to`, with the job's tax and total, per job in the order they are dated (then recorded):
 * the rows of the range and what came before them on the same jobs (the cash-basis tax share of
 * a row depends on it).
 */
export function paymentRowsThrough(db: Database, from: string, to: string) {
  return db
    .select({
      id: jobPayments.id,
      jobId: jobPayments.jobId,
      amountCents: jobPayments.amountCents,
      method: jobPayments.method,
      paidOn: jobPayments.paidOn,
      jobTaxCents: jobs.taxCents,
      jobTotalCents: jobs.totalCents,
    })
    .from(jobPayments)
    .innerJoin(jobs, eq(jobs.id, jobPayments.jobId))
    .where(
      and(
        sql`${jobPayments.paidOn} <= ${to}`,
        sql`${jobPayments.jobId} IN (SELECT job_id FROM job_payments
          WHERE paid_on >= ${from} AND paid_on <= ${to})`,
      ),
    )
    .orderBy(asc(jobPayments.jobId), asc(jobPayments.paidOn), asc(jobPayments.id));
}

const saleColumns = {
  id: jobs.id,
  subtotalCents: jobs.subtotalCents,
  discountCents: jobs.discountCents,
  taxCents: jobs.taxCents,
  totalCents: jobs.totalCents,
};

/** Jobs picked up from `startIso` (included) to `endIso` (excluded), with their stored totals. */
export function jobsCompletedBetween(db: Database, startIso: string, endIso: string) {
  return db
    .select({ ...saleColumns, at: jobs.completedAt })
    .from(jobs)
    .where(and(gte(jobs.completedAt, startIso), lt(jobs.completedAt, endIso)));
}

/** Jobs written (created) from `startIso` (included) to `endIso` (excluded). */
export function jobsWrittenBetween(db: Database, startIso: string, endIso: string) {
  return db
    .select({ ...saleColumns, at: jobs.createdAt })
    .from(jobs)
    .where(and(gte(jobs.createdAt, startIso), lt(jobs.createdAt, endIso)));
}

// What a job had been paid, net of refunds, by the end of the shop day `to`. The outer row is
// named in full: inside the subquery a bare "id" would be the payment's own.
const paidThrough = (to: string) =>
  sql<number>`(SELECT COALESCE(SUM(p.amount_cents), 0) FROM job_payments p
    WHERE p.job_id = "jobs"."id" AND p.paid_on <= ${to})`;

/**
 * Money held on jobs not completed by `endIso`: the net payments dated on or before `to` on jobs
 * with no pickup, or a pickup at or after `endIso`.
 */
export async function depositsHeld(db: Database, to: string, endIso: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`COALESCE(SUM(${jobPayments.amountCents}), 0)` })
    .from(jobPayments)
    .innerJoin(jobs, eq(jobs.id, jobPayments.jobId))
    .where(
      and(
        sql`${jobPayments.paidOn} <= ${to}`,
        sql`(${jobs.completedAt} IS NULL OR ${jobs.completedAt} >= ${endIso})`,
      ),
    );
  return row?.cents ?? 0;
}

/** Jobs picked up before `endIso` that still owed money at the end of the shop day `to`. */
export function balancesOwing(db: Database, to: string, endIso: string) {
  const owing = sql<number>`${jobs.totalCents} - ${paidThrough(to)}`;
  return db
    .select({ id: jobs.id, completedAt: sql<string>`${jobs.completedAt}`, owingCents: owing })
    .from(jobs)
    .where(and(lt(jobs.completedAt, endIso), sql`${owing} > 0`));
}

/** Jobs in Ready for pickup since before `readyBefore`: how many, and what they come to. */
export async function readySince(db: Database, readyBefore: string) {
  const [row] = await db
    .select({
      count: sql<number>`COUNT(*)`,
      totalCents: sql<number>`COALESCE(SUM(${jobs.totalCents}), 0)`,
    })
    .from(jobs)
    .where(and(eq(jobs.stage, "ready"), lt(jobs.readyAt, readyBefore)));
  return { count: row?.count ?? 0, totalCents: row?.totalCents ?? 0 };
}
