// Money taken on a job and given back (docs/decisions/0097-receipts-and-refunds.md): the owner's
// payments at the counter (never more than the balance), counter refunds (never more than what
// that method took, less its refunds), online payments and their refunds from the payment
// service. Each gets a receipt number in the same batch, a line in the job's history, and, when
// asked, the receipt by email through the outbox.

import { jobPaymentSchema } from "~/lib/job-schema";
import { formatCents, PAYMENT_METHOD_LABELS, type PaymentMethod } from "~/lib/jobs";
import { counterRefundSchema } from "~/lib/money-schema";
import { shopDay } from "~/lib/shop-time";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import { database } from "~db/client";
import { insertPaymentStatements, type PaymentCheck } from "~db/repositories/job-payments";
import { findJob, jobParts } from "~db/repositories/jobs";
import { queueEmails } from "../outbox";
import { randomToken } from "../private-link";
import { shopFacts } from "../shop";
import { issue } from "./lines";
import { jobTotals } from "./money";
import { getJob, type JobsEnv, type OwnerJob } from "./owner-job";
import { receiptUrl } from "./receipt-links";
import { receiptEmail, receiptForOwner } from "./receipts";

export type PaymentResult =
  | {
      status: "recorded";
      paymentId: number;
      receiptNumber: string;
      balanceCents: number;
      job: OwnerJob;
    }
  | { status: "invalid"; issues: ValidationIssue[] }
  | { status: "not-found" };

interface Who {
  /** The verified email of whoever records it; none for the payment service. */
  recordedBy?: string | null;
  now?: Date;
}

/** The owner records a payment taken at the counter: never more than the balance. */
export async function recordPayment(
  env: JobsEnv,
  id: number,
  input: unknown,
  { recordedBy = null, now = new Date() }: Who = {},
): Promise<PaymentResult> {
  const parsed = jobPaymentSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const { emailReceipt = false, paidOn, ...p } = parsed.data;
  return addPayment(
    env,
    id,
    { ...p, note: p.note ?? null, paidOn: paidOn ?? shopDay(now), recordedBy },
    { check: "within-balance", emailReceipt, now },
  );
}

/** The owner gives money back at the counter, with the reason; it gets its own receipt. */
export async function recordCounterRefund(
  env: JobsEnv,
  id: number,
  input: unknown,
  { recordedBy = null, now = new Date() }: Who = {},
): Promise<PaymentResult> {
  const parsed = counterRefundSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const { amountCents, method, reason, emailReceipt = false } = parsed.data;
  return addPayment(
    env,
    id,
    { amountCents: -amountCents, method, paidOn: shopDay(now), note: reason, recordedBy },
    { check: "within-method", emailReceipt, now },
  );
}

/** Why a payment was refused, in the owner's words. */
async function refusal(env: JobsEnv, id: number, method: PaymentMethod, check: PaymentCheck) {
  const db = database(env.DB);
  const job = await findJob(db, id);
  if (!job) return { status: "not-found" as const };
  const { payments } = await jobParts(db, id);
  if (check === "within-method") {
    const left = payments
      .filter((p) => p.method === method)
      .reduce((sum, p) => sum + p.amountCents, 0);
    return issue(
      "amountCents",
      left > 0
        ? `At most ${formatCents(left)} paid by ${PAYMENT_METHOD_LABELS[method].toLowerCase()} can be refunded.`
        : `Nothing was paid by ${PAYMENT_METHOD_LABELS[method].toLowerCase()} on this job to refund.`,
    );
  }
  const { balanceCents } = jobTotals(job, payments);
  return issue(
    "amountCents",
    balanceCents > 0
      ? `The payment is more than the balance of ${formatCents(balanceCents)}.`
      : "Nothing is owed on this job.",
  );
}

/**
 * A payment (negative: a refund) from any source, checked as `check` says, with its receipt.
 * The receipt goes by email when asked and the job has the customer's address.
 */
export async function addPayment(
  env: JobsEnv,
  id: number,
  p: {
    amountCents: number;
    method: PaymentMethod;
    paidOn: string;
    note: string | null;
    externalId?: string | null;
    recordedBy?: string | null;
  },
  {
    check,
    emailReceipt = false,
    now = new Date(),
  }: {
    check: PaymentCheck;
    emailReceipt?: boolean;
    now?: Date;
  },
): Promise<PaymentResult> {
  const db = database(env.DB);
  const refund = p.amountCents < 0;
  const summary = `${refund ? "Refund" : "Payment"} ${formatCents(Math.abs(p.amountCents))} (${PAYMENT_METHOD_LABELS[p.method]})${p.note ? `: ${p.note}` : ""}${p.recordedBy ? `, by ${p.recordedBy}` : ""}`;
  const results = await db.batch(
    insertPaymentStatements(db, id, p, {
      check,
      year: Number(shopDay(now).slice(0, 4)),
      marker: `pending-${randomToken()}`,
      summary,
    }),
  );
  const [numbered] = results[2] as Array<{ id: number; receiptNumber: string }>;
  if (!numbered) return refusal(env, id, p.method, check);
  const job = await getJob(env, id);
  if (!job) return { status: "not-found" };
  if (emailReceipt && job.customerEmail) await emailTheReceipt(env, job, numbered.id);
  return {
    status: "recorded",
    paymentId: numbered.id,
    receiptNumber: numbered.receiptNumber,
    balanceCents: job.balanceCents,
    job,
  };
}

async function emailTheReceipt(env: JobsEnv, job: OwnerJob, paymentId: number) {
  const receipt = await receiptForOwner(env, job.id, paymentId);
  if (!receipt) return;
  const draft = receiptEmail(
    receipt,
    job.customerEmail,
    receiptUrl(job.statusUrl, receipt.receiptNumber),
    await shopFacts(env),
  );
  await queueEmails(env, [draft], { kind: "job", id: job.id });
}
