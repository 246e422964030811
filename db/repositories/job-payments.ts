// A job's payments and refunds in D1, each with its receipt (docs/decisions/0097-receipts-and-refunds.md).
// A payment is written as statements for the service's batch: the row (checked against what is
// owed, or for a refund against what that method took, in the same statement, so two tabs at once
// cannot overpay or over-refund), the year's receipt number taken only when the row went in, and a
// history line. D1 runs a batch as one transaction, so receipt numbers are unique and gap-free.

import { and, eq, sql } from "drizzle-orm";
import type { PaymentMethod } from "~/lib/jobs";
import type { Database } from "../client";
import { type JobPayment, jobPayments } from "../schema";
import { historyIfChanged } from "./jobs";
import { latestNumber, takeNumber } from "./number-counters";

const NOW = sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

export interface NewPayment {
  /** Negative for a refund. */
  amountCents: number;
  method: PaymentMethod;
  paidOn: string;
  note: string | null;
  externalId?: string | null;
  recordedBy?: string | null;
}

export type PaymentCheck =
  /** The owner's payment: never more than the job's balance at that moment. */
  | "within-balance"
  /** Money already received (an online payment): recorded whatever it leaves. */
  | "received"
  /** A refund at the counter: never more than that method took, less its refunds. */
  | "within-method"
  /** A refund made through the payment service: it happened, so it is recorded. */
  | "refunded";

function condition(jobId: number, p: NewPayment, check: PaymentCheck) {
  const exists = sql`EXISTS (SELECT 1 FROM jobs WHERE id = ${jobId})`;
  switch (check) {
    case "within-balance":
      return sql`${exists} AND ${p.amountCents} <=
        (SELECT total_cents FROM jobs WHERE id = ${jobId})
        - (SELECT COALESCE(SUM(amount_cents), 0) FROM job_payments WHERE job_id = ${jobId})`;
    case "within-method":
      return sql`${exists} AND ${-p.amountCents} <=
        (SELECT COALESCE(SUM(amount_cents), 0) FROM job_payments
          WHERE job_id = ${jobId} AND method = ${p.method})`;
    default:
      return exists;
  }
}

/**
 * The statements that record a payment (or refund) with its receipt: [the row, the counter, the
 * number, the history line]. `marker` is a unique placeholder the number replaces.
 */
export function insertPaymentStatements(
  db: Database,
  jobId: number,
  p: NewPayment,
  opts: { check: PaymentCheck; year: number; marker: string; summary: string },
) {
  return [
    db
      .insert(jobPayments)
      .select(
        sql`SELECT NULL, ${jobId}, ${p.amountCents}, ${p.method}, ${p.paidOn}, ${p.note},
          ${p.externalId ?? null}, ${NOW}, ${opts.marker}, ${p.recordedBy ?? null}
        WHERE ${condition(jobId, p, opts.check)}`,
      )
      // An online payment's id is unique: the same one recorded twice at once records it once.
      .onConflictDoNothing()
      .returning({ id: jobPayments.id }),
    takeNumber(
      db,
      "receipt",
      opts.year,
      sql`EXISTS (SELECT 1 FROM job_payments WHERE receipt_number = ${opts.marker})`,
    ),
    db
      .update(jobPayments)
      .set({ receiptNumber: latestNumber("receipt", "R", opts.year) })
      .where(eq(jobPayments.receiptNumber, opts.marker))
      .returning({ id: jobPayments.id, receiptNumber: jobPayments.receiptNumber }),
    historyIfChanged(db, jobId, { kind: "payment", summary: opts.summary }),
  ] as const;
}

export async function findPaymentByExternalId(db: Database, externalId: string) {
  const [row] = await db.select().from(jobPayments).where(eq(jobPayments.externalId, externalId));
  return row as JobPayment | undefined;
}

export async function findPayment(db: Database, jobId: number, paymentId: number) {
  const [row] = await db
    .select()
    .from(jobPayments)
    .where(and(eq(jobPayments.jobId, jobId), eq(jobPayments.id, paymentId)));
  return row as JobPayment | undefined;
}

export async function findPaymentByReceipt(db: Database, jobId: number, receiptNumber: string) {
  const [row] = await db
    .select()
    .from(jobPayments)
    .where(and(eq(jobPayments.jobId, jobId), eq(jobPayments.receiptNumber, receiptNumber)));
  return row as JobPayment | undefined;
}
