// The sales report reconciles with the rows it adds up (docs/decisions/0098-daily-closing-and-reports.md):
// random jobs (pieces, untaxed extras, discounts, exemptions), random payments and refunds within
// what the till allows, random pickups on days around the change to daylight time; the report of
// a random range must agree with the payment rows and the jobs' stored totals, count each job
// once, and give fully paid jobs their whole tax on the cash basis.
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { OWNER_PAYMENT_METHODS } from "~/lib/jobs";
import { taxInPaid } from "~/lib/money";
import { addDays, shopTimeToDate } from "~/lib/shop-time";
import { createJob } from "~worker/services/jobs/create";
import { changeJobStage } from "~worker/services/jobs/jobs";
import { recordCounterRefund, recordPayment } from "~worker/services/jobs/payments";
import { resetTables } from "./helpers";
import { customer, JOB_TABLES, piece } from "./job-helpers";
import { report } from "./report-helpers";

// Nine shop days around 2026-03-08, when Houston moves to daylight time.
const FIRST_DAY = "2026-03-04";
const WINDOW = 9;
const dayArb = fc.integer({ min: 0, max: WINDOW - 1 }).map((i) => addDays(FIRST_DAY, i));
const momentArb = fc.record({ day: dayArb, minute: fc.integer({ min: 0, max: 1439 }) });
const at = (m: { day: string; minute: number }) => shopTimeToDate(m.day, m.minute).toISOString();

const jobArb = fc.record({
  pieces: fc.array(fc.integer({ min: 100, max: 60_000 }), { minLength: 1, maxLength: 3 }),
  untaxedExtra: fc.option(fc.integer({ min: 1, max: 20_000 }), { nil: undefined }),
  discountPercent: fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }),
  exempt: fc.boolean(),
  written: momentArb,
  payments: fc.array(
    fc.record({
      share: fc.integer({ min: 1, max: 100 }),
      method: fc.constantFrom(...OWNER_PAYMENT_METHODS),
      day: dayArb,
    }),
    { maxLength: 3 },
  ),
  settle: fc.boolean(),
  refund: fc.option(fc.record({ share: fc.integer({ min: 1, max: 100 }), day: dayArb }), {
    nil: undefined,
  }),
  pickup: fc.option(momentArb, { nil: undefined }),
});

interface Row {
  jobId: number;
  amountCents: number;
  method: string;
  paidOn: string;
}
interface MadeJob {
  id: number;
  writtenDay: string;
  pickupDay: string | null;
  taxCents: number;
  totalCents: number;
}

type JobSpec = typeof jobArb extends fc.Arbitrary<infer T> ? T : never;

async function money(id: number) {
  const row = await env.DB.prepare(
    "SELECT version, tax_cents AS taxCents, total_cents AS totalCents FROM jobs WHERE id = ?",
  )
    .bind(id)
    .first<{ version: number; taxCents: number; totalCents: number }>();
  if (!row) throw new Error(`no job ${id}`);
  return row;
}

/** Makes the job `spec` describes through the services, adding its payment rows to `rows`. */
async function make(spec: JobSpec, rows: Row[]): Promise<MadeJob> {
  const made = await createJob(
    env,
    {
      customer,
      pieces: spec.pieces.map((priceCents) => ({ ...piece, priceCents })),
      extras: spec.untaxedExtra
        ? [
            {
              description: "Installation",
              quantity: 1,
              unitCents: spec.untaxedExtra,
              taxable: false,
            },
          ]
        : [],
      discount: spec.discountPercent ? { percent: spec.discountPercent, reason: "Regular" } : null,
      taxExemptCertificate: spec.exempt ? "TX-RESALE-1" : null,
    },
    { notifyCustomer: false },
  );
  if (made.status !== "created") throw new Error(`job not made: ${JSON.stringify(made)}`);
  const id = made.id;
  const payments = [...spec.payments];
  if (spec.settle)
    payments.push({ share: 100, method: "card", day: addDays(FIRST_DAY, WINDOW - 1) });
  let balance = (await money(id)).totalCents;
  for (const p of payments) {
    if (balance <= 0) break;
    const amountCents = Math.max(1, Math.floor((balance * p.share) / 100));
    const result = await recordPayment(env, id, { amountCents, method: p.method, paidOn: p.day });
    if (result.status !== "recorded") throw new Error(`payment refused: ${JSON.stringify(result)}`);
    balance = result.balanceCents;
    rows.push({ jobId: id, amountCents, method: p.method, paidOn: p.day });
  }
  const first = rows.find((r) => r.jobId === id);
  if (spec.refund && first) {
    const byMethod = rows
      .filter((r) => r.jobId === id && r.method === first.method)
      .reduce((sum, r) => sum + r.amountCents, 0);
    const amountCents = Math.max(1, Math.floor((byMethod * spec.refund.share) / 100));
    const result = await recordCounterRefund(
      env,
      id,
      { amountCents, method: first.method, reason: "Returned" },
      { now: shopTimeToDate(spec.refund.day, 720) },
    );
    if (result.status !== "recorded") throw new Error(`refund refused: ${JSON.stringify(result)}`);
    rows.push({
      jobId: id,
      amountCents: -amountCents,
      method: first.method,
      paidOn: spec.refund.day,
    });
  }
  if (spec.pickup) {
    const { version } = await money(id);
    const moved = await changeJobStage(env, id, {
      stage: "picked_up",
      version,
      leaveBalanceOwing: true,
    });
    if (moved.status !== "saved") throw new Error(`pickup refused: ${JSON.stringify(moved)}`);
  }
  await env.DB.prepare("UPDATE jobs SET created_at = ?, completed_at = ? WHERE id = ?")
    .bind(at(spec.written), spec.pickup ? at(spec.pickup) : null, id)
    .run();
  const { taxCents, totalCents } = await money(id);
  return {
    id,
    writtenDay: spec.written.day,
    pickupDay: spec.pickup?.day ?? null,
    taxCents,
    totalCents,
  };
}

const sum = (rows: ReadonlyArray<{ amountCents: number }>) =>
  rows.reduce((total, r) => total + r.amountCents, 0);
const inRange = (day: string | null, from: string, to: string) =>
  day !== null && day >= from && day <= to;

/** What the report of `from`..`to` must say, worked out from the rows and jobs made. */
async function checkReport(jobs: MadeJob[], rows: Row[], from: string, to: string) {
  const r = await report(`?from=${from}&to=${to}`);
  const within = rows.filter((row) => inRange(row.paidOn, from, to));
  const received = (method: string) =>
    sum(within.filter((row) => row.amountCents > 0 && row.method === method));
  expect(r.payments.byMethod).toEqual({
    cash: received("cash"),
    card: received("card"),
    check: received("check"),
    other: received("other"),
    online: 0,
  });
  expect(r.payments.refundsCents).toBe(0 - sum(within.filter((row) => row.amountCents < 0)));
  expect(r.payments.netCents).toBe(sum(within));
  const methods = Object.values(r.payments.byMethod).reduce((a, b) => a + b, 0);
  expect(r.payments.netCents).toBe(methods - r.payments.refundsCents);
  expect(r.payments.cashToBankCents).toBe(sum(within.filter((row) => row.method === "cash")));

  const completed = jobs.filter((j) => inRange(j.pickupDay, from, to));
  const written = jobs.filter((j) => inRange(j.writtenDay, from, to));
  for (const [figures, set] of [
    [r.sales.completed, completed],
    [r.sales.written, written],
  ] as const) {
    expect(figures.count).toBe(set.length);
    expect(figures.taxCents).toBe(set.reduce((s, j) => s + j.taxCents, 0));
    expect(figures.totalCents).toBe(set.reduce((s, j) => s + j.totalCents, 0));
  }
  expect(r.tax.accrualCents).toBe(r.sales.completed.taxCents);
  const days = (key: "paymentsCents" | "refundsCents" | "completedCents" | "writtenCents") =>
    r.days.reduce((s, d) => s + d[key], 0);
  expect(days("paymentsCents")).toBe(methods);
  expect(days("refundsCents")).toBe(r.payments.refundsCents);
  expect(days("completedCents")).toBe(r.sales.completed.totalCents);
  expect(days("writtenCents")).toBe(r.sales.written.totalCents);

  const paidThrough = (j: MadeJob) =>
    sum(rows.filter((row) => row.jobId === j.id && row.paidOn <= to));
  const open = jobs.filter((j) => j.pickupDay === null || j.pickupDay > to);
  expect(r.depositsHeldCents).toBe(open.reduce((s, j) => s + paidThrough(j), 0));
  const owing = jobs
    .filter((j) => j.pickupDay !== null && j.pickupDay <= to)
    .map((j) => j.totalCents - paidThrough(j))
    .filter((cents) => cents > 0);
  expect(r.receivables.count).toBe(owing.length);
  expect(r.receivables.totalCents).toBe(owing.reduce((a, b) => a + b, 0));
  return r;
}

describe("the sales report reconciles", () => {
  it("with the payment rows and the jobs' totals, over random jobs, payments, refunds and pickups", async () => {
    const lastDay = addDays(FIRST_DAY, WINDOW - 1);
    await fc.assert(
      fc.asyncProperty(
        fc.array(jobArb, { minLength: 1, maxLength: 4 }),
        dayArb,
        dayArb,
        async (specs, a, b) => {
          await resetTables(...JOB_TABLES);
          const rows: Row[] = [];
          const jobs: MadeJob[] = [];
          for (const spec of specs) jobs.push(await make(spec, rows));
          const [from, to] = a <= b ? [a, b] : [b, a];
          await checkReport(jobs, rows, from, to);

          // Over the whole window, each job's cash-basis shares add up to the tax in what it was
          // paid: all of its tax once paid in full.
          const whole = await checkReport(jobs, rows, FIRST_DAY, lastDay);
          const cashBasis = jobs.reduce((s, j) => {
            const net = sum(rows.filter((row) => row.jobId === j.id));
            return (
              s + (net === j.totalCents ? j.taxCents : taxInPaid(net, j.taxCents, j.totalCents))
            );
          }, 0);
          expect(whole.tax.cashBasisCents).toBe(cashBasis);
          // And a range split in two shares it out exactly.
          if (from < lastDay) {
            const first = await report(`?from=${FIRST_DAY}&to=${from}`);
            const rest = await report(`?from=${addDays(from, 1)}&to=${lastDay}`);
            expect(first.tax.cashBasisCents + rest.tax.cashBasisCents).toBe(cashBasis);
          }
        },
      ),
      { numRuns: 20 },
    );
  });
});
