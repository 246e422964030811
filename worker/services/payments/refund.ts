// Refunding an online payment from the job (docs/decisions/0033-online-payments.md): Stripe's
// refund API, then the refund recorded as a negative payment with its reason. A refund is made
// once per payment: Stripe's idempotency key is the payment's own id.
import { refundSchema } from "~/lib/job-schema";
import { shopDay } from "~/lib/shop-time";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import { database } from "~db/client";
import { findPayment, findPaymentByExternalId } from "~db/repositories/job-payments";
import type { JobsEnv } from "../jobs/owner-job";
import { addPayment } from "../jobs/payments";
import { type PaymentsEnv, paymentsEnabled, stripeClient } from "./stripe";

export type RefundResult =
  | { status: "refunded"; balanceCents: number }
  | { status: "not-found" }
  | { status: "invalid"; issues: ValidationIssue[] };

const invalid = (path: string, message: string): RefundResult => ({
  status: "invalid",
  issues: [{ path, message }],
});

export async function refundOnlinePayment(
  env: JobsEnv & PaymentsEnv,
  jobId: number,
  paymentId: number,
  input: unknown,
  now = new Date(),
): Promise<RefundResult> {
  if (!paymentsEnabled(env)) return { status: "not-found" };
  const parsed = refundSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const { reason } = parsed.data;
  const db = database(env.DB);
  const payment = await findPayment(db, jobId, paymentId);
  if (!payment) return { status: "not-found" };
  if (payment.method !== "card-online" || !payment.externalId || payment.amountCents <= 0)
    return invalid("paymentId", "Only a card payment made online can be refunded here.");
  const refundKey = `refund-${payment.externalId}`;
  if (await findPaymentByExternalId(db, refundKey))
    return invalid("paymentId", "This payment has already been refunded.");
  await stripeClient(env).refunds.create(
    {
      payment_intent: payment.externalId,
      reason: "requested_by_customer",
      metadata: { jobId: String(jobId) },
    },
    { idempotencyKey: refundKey },
  );
  const recorded = await addPayment(
    env,
    jobId,
    {
      amountCents: -payment.amountCents,
      method: "card-online",
      paidOn: shopDay(now),
      note: `Refund: ${reason}`,
      externalId: refundKey,
    },
    { check: "refunded", now },
  );
  if (recorded.status !== "recorded")
    return invalid("paymentId", "This payment has already been refunded.");
  return { status: "refunded", balanceCents: recorded.balanceCents };
}
