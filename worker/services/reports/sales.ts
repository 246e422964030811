// The sales report and the day's closing (docs/decisions/0098-daily-closing-and-reports.md): the
// money received and given back by method, the sales completed (picked up: accrual basis) and
// the orders written, the tax on both bases, deposits held, receivables and uncollected work, per
// shop day on the shop's clock (docs/decisions/0015-shop-clock.md). Every figure is added up here
// from the job's stored totals and its payment rows (docs/decisions/0096-sales-tax-and-totals.md);
// the pure parts below are what the API, the CSV, Today and the tests share.

import { sql } from "drizzle-orm";
import { type PaymentMethod, PICKUP_REMINDER_DAYS } from "~/lib/jobs";
import { taxInPaid } from "~/lib/money";
import { type SalesReportQuery, salesReportQuerySchema } from "~/lib/money-schema";
import { addDays, mondayOf, shopDay, shopTimeToDate } from "~/lib/shop-time";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import { database } from "~db/client";
import {
  balancesOwing,
  depositsHeld,
  jobsCompletedBetween,
  jobsWrittenBetween,
  paymentRowsThrough,
  readySince,
} from "~db/repositories/reports";
import { getJobSettings } from "../jobs/settings";
import { materialsCostOfJobs } from "../materials/job-materials";

/** The methods as the closing counts them: an online card payment is its own line. */
export const REPORT_METHODS = ["cash", "card", "check", "other", "online"] as const;
export type ReportMethod = (typeof REPORT_METHODS)[number];
const reportMethod = (m: PaymentMethod): ReportMethod => (m === "card-online" ? "online" : m);

/** Over this many days, the report's days come in weeks (Monday to Sunday). */
export const MAX_DAILY_BUCKETS = 62;
/** Ready this long without a pickup, a job is uncollected (the last pickup reminder's day). */
export const UNCOLLECTED_AFTER_DAYS = PICKUP_REMINDER_DAYS[PICKUP_REMINDER_DAYS.length - 1];
const DAY_MS = 86_400_000;

export interface SalesFigures {
  count: number;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
}

/** One shop day's (or a whole range's) money, all in integer cents. */
export interface ClosingFigures {
  /** Payments received (refunds not included), by method. */
  byMethod: Record<ReportMethod, number>;
  /** Refunds given, as a positive figure. */
  refundsCents: number;
  /** Every row: payments less refunds. */
  netCents: number;
  /** Cash payments less cash refunds: what goes to the bank from the drawer. */
  cashToBankCents: number;
  completed: SalesFigures;
  written: SalesFigures;
  /** The tax inside the money received less refunded (cash basis). */
  cashBasisTaxCents: number;
}
export interface DayFigures extends ClosingFigures {
  date: string;
}

interface PaymentInput {
  jobId: number;
  amountCents: number;
  method: PaymentMethod;
  paidOn: string;
  jobTaxCents: number;
  jobTotalCents: number;
}
interface SaleInput {
  /** When it was completed (or written): an ISO instant. */
  at: string | null;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
}

const noSales = (): SalesFigures => ({
  count: 0,
  subtotalCents: 0,
  discountCents: 0,
  taxCents: 0,
  totalCents: 0,
});

export const noFigures = (): ClosingFigures => ({
  byMethod: { cash: 0, card: 0, check: 0, other: 0, online: 0 },
  refundsCents: 0,
  netCents: 0,
  cashToBankCents: 0,
  completed: noSales(),
  written: noSales(),
  cashBasisTaxCents: 0,
});

/** The instants a range of shop days starts and ends (the end excluded), daylight time or not. */
export function rangeInstants(from: string, to: string) {
  return {
    startIso: shopTimeToDate(from, 0).toISOString(),
    endIso: shopTimeToDate(addDays(to, 1), 0).toISOString(),
  };
}

/** Whole calendar days from `a` to `b` (YYYY-MM-DD). */
export const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

/** Every day from `from` to `to`, both included. */
export const daysOf = (from: string, to: string) =>
  Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));

/**
 * Each row's share of its job's tax (cash basis): what the tax inside the job's net payments
 * became with this row. `rows` holds every row of those jobs up to the range's end, sorted by
 * job, then by the day they are dated, then by id; the shares of the rows dated from `from` on
 * are returned, in the same order. A row's share depends only on the rows dated before it (a
 * payment dated back comes before a refund recorded earlier), so it is the same in every range
 * that holds it: ranges side by side add up, and a job paid in full has shares that add up to
 * its tax.
 */
export function cashBasisShares<R extends PaymentInput>(rows: ReadonlyArray<R>, from: string) {
  const shares: Array<{ row: R; taxCents: number }> = [];
  let job: number | null = null;
  let paid = 0;
  for (const row of rows) {
    if (row.jobId !== job) {
      job = row.jobId;
      paid = 0;
    }
    const before = taxInPaid(paid, row.jobTaxCents, row.jobTotalCents);
    paid += row.amountCents;
    const after = taxInPaid(paid, row.jobTaxCents, row.jobTotalCents);
    if (row.paidOn >= from) shares.push({ row, taxCents: after - before });
  }
  return shares;
}

function addSale(figures: SalesFigures, sale: SaleInput) {
  figures.count += 1;
  figures.subtotalCents += sale.subtotalCents;
  figures.discountCents += sale.discountCents;
  figures.taxCents += sale.taxCents;
  figures.totalCents += sale.totalCents;
}

/**
 * The closing of every shop day from `from` to `to`: the payment rows (with what came before
 * them on their jobs, see cashBasisShares) by the day they are dated, the jobs completed and
 * written by the shop day of their instant.
 */
export function dailyFigures(args: {
  from: string;
  to: string;
  payments: ReadonlyArray<PaymentInput>;
  completed: ReadonlyArray<SaleInput>;
  written: ReadonlyArray<SaleInput>;
}): DayFigures[] {
  const days = new Map(daysOf(args.from, args.to).map((date) => [date, noFigures()]));
  for (const { row, taxCents } of cashBasisShares(args.payments, args.from)) {
    const day = days.get(row.paidOn);
    if (!day) continue;
    const method = reportMethod(row.method);
    if (row.amountCents >= 0) day.byMethod[method] += row.amountCents;
    else day.refundsCents -= row.amountCents;
    day.netCents += row.amountCents;
    if (method === "cash") day.cashToBankCents += row.amountCents;
    day.cashBasisTaxCents += taxCents;
  }
  const bySale = (sales: ReadonlyArray<SaleInput>, key: "completed" | "written") => {
    for (const sale of sales) {
      const day = sale.at ? days.get(shopDay(new Date(sale.at))) : undefined;
      if (day) addSale(day[key], sale);
    }
  };
  bySale(args.completed, "completed");
  bySale(args.written, "written");
  return [...days].map(([date, figures]) => ({ date, ...figures }));
}

/** The figures of several days together. */
export function sumFigures(days: ReadonlyArray<ClosingFigures>): ClosingFigures {
  const total = noFigures();
  const addSales = (a: SalesFigures, b: SalesFigures) => {
    a.count += b.count;
    a.subtotalCents += b.subtotalCents;
    a.discountCents += b.discountCents;
    a.taxCents += b.taxCents;
    a.totalCents += b.totalCents;
  };
  for (const d of days) {
    for (const m of REPORT_METHODS) total.byMethod[m] += d.byMethod[m];
    total.refundsCents += d.refundsCents;
    total.netCents += d.netCents;
    total.cashToBankCents += d.cashToBankCents;
    total.cashBasisTaxCents += d.cashBasisTaxCents;
    addSales(total.completed, d.completed);
    addSales(total.written, d.written);
  }
  return total;
}

export type Bucket = "day" | "week";

/** The chart's points: each day, or each week (dated by its Monday) over a long range. */
export function chartPoints(days: ReadonlyArray<DayFigures>) {
  const bucket: Bucket = days.length > MAX_DAILY_BUCKETS ? "week" : "day";
  const groups = new Map<string, DayFigures[]>();
  for (const d of days) {
    const key = bucket === "week" ? mondayOf(d.date) : d.date;
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  return {
    bucket,
    points: [...groups].map(([date, group]) => {
      const f = sumFigures(group);
      return {
        date,
        paymentsCents: REPORT_METHODS.reduce((sum, m) => sum + f.byMethod[m], 0),
        refundsCents: f.refundsCents,
        completedCents: f.completed.totalCents,
        writtenCents: f.written.totalCents,
      };
    }),
  };
}

export const AGING_BUCKETS = ["0-30", "31-60", "61-90", "over-90"] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** A receivable's age bucket: whole days from the shop day it was picked up to `to`. */
export function agingBucket(completedAt: string, to: string): AgingBucket {
  const age = daysBetween(shopDay(new Date(completedAt)), to);
  return age <= 30 ? "0-30" : age <= 60 ? "31-60" : age <= 90 ? "61-90" : "over-90";
}

export function receivables(
  owing: ReadonlyArray<{ completedAt: string; owingCents: number }>,
  to: string,
) {
  const aging: Record<AgingBucket, number> = { "0-30": 0, "31-60": 0, "61-90": 0, "over-90": 0 };
  for (const r of owing) aging[agingBucket(r.completedAt, to)] += r.owingCents;
  return {
    totalCents: owing.reduce((sum, r) => sum + r.owingCents, 0),
    count: owing.length,
    aging,
  };
}

type ReportsEnv = Pick<Env, "DB">;

/** The day's takings so far and the deposits held now: Today's share of the closing. */
export async function tillSoFar(env: ReportsEnv, now = new Date()) {
  const db = database(env.DB);
  const day = shopDay(now);
  const { endIso } = rangeInstants(day, day);
  const [payments, held] = await Promise.all([
    paymentRowsThrough(db, day, day),
    depositsHeld(db, day, endIso),
  ]);
  const [today] = dailyFigures({ from: day, to: day, payments, completed: [], written: [] });
  const { byMethod, refundsCents, netCents, cashToBankCents } = today ?? noFigures();
  return { byMethod, refundsCents, netCents, cashToBankCents, depositsHeldCents: held };
}

export type SalesReport = Awaited<ReturnType<typeof buildReport>>["report"];

export type SalesReportResult =
  | {
      status: "ready";
      report: SalesReport;
      daily: DayFigures[];
      total: ClosingFigures;
    }
  | { status: "invalid"; issues: ValidationIssue[] };

/**
 * The report of a range of shop days: `to` is today when not given, `from` is `to`. The range
 * is checked again once filled in (a lone `from` after today is refused).
 */
export async function salesReport(
  env: ReportsEnv,
  query: SalesReportQuery,
  now = new Date(),
): Promise<SalesReportResult> {
  const to = query.to ?? shopDay(now);
  const parsed = salesReportQuerySchema.safeParse({ from: query.from ?? to, to });
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const { report, daily, total } = await buildReport(env, parsed.data.from ?? to, to);
  return { status: "ready", report, daily, total };
}

async function buildReport(env: ReportsEnv, from: string, to: string) {
  const db = database(env.DB);
  const { startIso, endIso } = rangeInstants(from, to);
  const readyBefore = new Date(Date.parse(endIso) - UNCOLLECTED_AFTER_DAYS * DAY_MS).toISOString();
  const [settings, payments, completed, written, held, owing, uncollected, materials] =
    await Promise.all([
      getJobSettings(env),
      paymentRowsThrough(db, from, to),
      jobsCompletedBetween(db, startIso, endIso),
      jobsWrittenBetween(db, startIso, endIso),
      depositsHeld(db, to, endIso),
      balancesOwing(db, to, endIso),
      readySince(db, readyBefore),
      // What the completed jobs' materials cost (docs/decisions/0099-materials-and-frame-order.md).
      materialsCostOfJobs(
        db,
        sql`(SELECT id FROM jobs WHERE completed_at >= ${startIso} AND completed_at < ${endIso})`,
      ),
    ]);
  const daily = dailyFigures({ from, to, payments, completed, written });
  const total = sumFigures(daily);
  const { bucket, points } = chartPoints(daily);
  const report = {
    from,
    to,
    accountingMethod: settings.accountingMethod,
    payments: {
      byMethod: total.byMethod,
      refundsCents: total.refundsCents,
      netCents: total.netCents,
      cashToBankCents: total.cashToBankCents,
    },
    sales: {
      completed: {
        ...total.completed,
        materialsCostCents: materials,
        // The price before tax less the materials.
        grossMarginCents: total.completed.subtotalCents - total.completed.discountCents - materials,
      },
      written: total.written,
    },
    tax: { accrualCents: total.completed.taxCents, cashBasisCents: total.cashBasisTaxCents },
    depositsHeldCents: held,
    receivables: receivables(owing, to),
    uncollected,
    bucket,
    days: points,
  };
  return { report, daily, total };
}
