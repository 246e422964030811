// Stripe's webhook (docs/decisions/0033-online-payments.md): the event verified and validated in
// ./webhook-event.ts; handling is idempotent by construction (one job per quote, one payment per
// Stripe payment id), and each handled event id is kept so a replay stops early. Money is recorded
// only for a session the site made, at the amount and currency it made it for; what it is for
// (the quote's deposit or the job's balance) is read from that row, not from Stripe's metadata.
// A paid deposit makes the job from the quote (as Create job does: the quote marked won, the
// customer emailed their status link) with the payment recorded.
import { shopDay } from "~/lib/shop-time";
import { database } from "~db/client";
import { findPaymentByExternalId } from "~db/repositories/job-payments";
import { findJob, findJobByQuote } from "~db/repositories/jobs";
import {
  type CheckoutSession,
  findSessionForStripe,
  markSession,
  recordStripeEvent,
  seenStripeEvent,
} from "~db/repositories/payments";
import { createJob } from "../jobs/create";
import type { JobsEnv } from "../jobs/owner-job";
import { addPayment } from "../jobs/payments";
import { type PaymentsEnv, paymentsEnabled } from "./stripe";
import { type CheckoutEvent, verifyEvent } from "./webhook-event";

type WebhookEnv = JobsEnv & PaymentsEnv;

export type WebhookResult =
  | { status: "off" }
  | { status: "bad-signature" | "malformed"; error: string }
  | { status: "handled" | "replayed" | "ignored"; type: string };

export async function handleStripeWebhook(
  env: WebhookEnv,
  rawBody: string,
  signature: string | undefined,
  now = new Date(),
): Promise<WebhookResult> {
  if (!paymentsEnabled(env)) return { status: "off" };
  const verified = await verifyEvent(rawBody, signature, env.STRIPE_WEBHOOK_SECRET as string, now);
  if ("error" in verified) return verified;
  const db = database(env.DB);
  const { id, type } = verified.status === "checkout" ? verified.event : verified;
  if (await seenStripeEvent(db, id)) return { status: "replayed", type };
  if (verified.status === "other") {
    await recordStripeEvent(db, id, type);
    return { status: "ignored", type };
  }
  await handleCheckoutEvent(env, verified.event, now);
  await recordStripeEvent(db, id, type);
  return { status: "handled", type };
}

async function handleCheckoutEvent(env: WebhookEnv, event: CheckoutEvent, now: Date) {
  const db = database(env.DB);
  const { session } = event;
  const row = await findSessionForStripe(db, session.id, session.metadata?.checkout);
  if (!row) {
    console.error("A Checkout Session the site did not make", event.type, session.id);
    return;
  }
  if (event.type === "checkout.session.expired") return markSession(db, row.id, "expired");
  if (event.type === "checkout.session.async_payment_failed")
    return markSession(db, row.id, "payment_failed");
  // Completed unpaid: a delayed payment method; async_payment_succeeded settles it later.
  if (session.payment_status === "paid") await settle(env, row, event, now);
  await markSession(db, row.id, "complete");
}

async function settle(env: WebhookEnv, row: CheckoutSession, event: CheckoutEvent, now: Date) {
  const db = database(env.DB);
  const { session } = event;
  const amountCents = session.amount_total ?? 0;
  const currency = session.currency?.toLowerCase() ?? "";
  if (amountCents !== row.amountCents || currency !== row.currency) {
    console.error("A payment that does not match its Checkout Session; not recorded", {
      event: event.id,
      session: session.id,
      paid: { amountCents, currency },
      expected: { amountCents: row.amountCents, currency: row.currency },
    });
    return;
  }
  const externalId = session.payment_intent ?? session.id;
  if (amountCents <= 0 || (await findPaymentByExternalId(db, externalId))) return;
  let jobId: number | undefined;
  if (row.kind === "deposit" && row.quoteId) {
    const quoteId = row.quoteId;
    const made = await createJob(env, { quoteId }, { now }).catch(async (err: unknown) => {
      // The same event at the same moment: the other delivery made the job (one per quote).
      const existing = await findJobByQuote(db, quoteId);
      if (!existing) throw err;
      return { status: "exists" as const, id: existing.id };
    });
    if (made.status === "invalid") {
      console.error("Paid deposit for a quote that cannot become a job", quoteId, made.issues);
      return;
    }
    jobId = made.id;
  } else if (row.kind === "balance" && row.jobId && (await findJob(db, row.jobId))) {
    jobId = row.jobId;
  }
  if (!jobId) {
    console.error("A paid Checkout Session whose quote or job is gone", row.id, session.id);
    return;
  }
  // Money Stripe has taken is recorded whatever the job owes now. A payment recorded by hand while
  // the customer was paying can leave the job overpaid: the owner's job page says so and offers
  // the refund (docs/decisions/0033-online-payments.md).
  const result = await addPayment(
    env,
    jobId,
    {
      amountCents,
      method: "card-online",
      paidOn: shopDay(now),
      note: row.kind === "deposit" ? "Deposit paid online" : "Balance paid online",
      externalId,
    },
    { check: "received", emailReceipt: true, now },
  );
  if (result.status === "recorded" && result.balanceCents < 0) {
    console.warn("Online payment left the job overpaid", jobId, externalId, result.balanceCents);
  }
}
