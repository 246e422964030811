// Stripe's webhook (docs/decisions/0033-online-payments.md): the signature checked on the raw
// body with the package's async verifier; handling is idempotent by construction (one job per
// quote, one payment per Stripe payment id), and each handled event id is kept so a replay stops
// early. A completed deposit makes the job from the quote (as Create job does: the quote marked
// won, the customer emailed their status link) with the payment recorded.
import Stripe from "stripe";
import { shopDay } from "~/lib/shop-time";
import { database } from "~db/client";
import { findPaymentByExternalId } from "~db/repositories/job-payments";
import { findJob, findJobByQuote } from "~db/repositories/jobs";
import { markSession, recordStripeEvent, seenStripeEvent } from "~db/repositories/payments";
import { createJob } from "../jobs/create";
import type { JobsEnv } from "../jobs/owner-job";
import { addPayment } from "../jobs/payments";
import { type PaymentsEnv, paymentsEnabled } from "./stripe";

type WebhookEnv = JobsEnv & PaymentsEnv;

export type WebhookResult =
  | { status: "off" }
  | { status: "bad-signature"; error: string }
  | { status: "handled" | "replayed" | "ignored"; type: string };

const cryptoProvider = Stripe.createSubtleCryptoProvider();

export async function handleStripeWebhook(
  env: WebhookEnv,
  rawBody: string,
  signature: string | undefined,
  now = new Date(),
): Promise<WebhookResult> {
  if (!paymentsEnabled(env)) return { status: "off" };
  let event: Stripe.Event;
  try {
    event = await Stripe.webhooks.constructEventAsync(
      rawBody,
      signature ?? "",
      env.STRIPE_WEBHOOK_SECRET as string,
      undefined,
      cryptoProvider,
    );
  } catch (err) {
    return { status: "bad-signature", error: err instanceof Error ? err.message : String(err) };
  }
  const db = database(env.DB);
  if (await seenStripeEvent(db, event.id)) return { status: "replayed", type: event.type };
  if (event.type !== "checkout.session.completed" && event.type !== "checkout.session.expired") {
    await recordStripeEvent(db, event.id, event.type);
    return { status: "ignored", type: event.type };
  }
  const session = event.data.object as Stripe.Checkout.Session;
  if (event.type === "checkout.session.expired") {
    await markSession(db, session.id, "expired");
  } else if (session.payment_status === "paid") {
    await settle(env, session, now);
    await markSession(db, session.id, "complete");
  }
  await recordStripeEvent(db, event.id, event.type);
  return { status: "handled", type: event.type };
}

const paymentId = (session: Stripe.Checkout.Session) =>
  typeof session.payment_intent === "string"
    ? session.payment_intent
    : (session.payment_intent?.id ?? session.id);

async function settle(env: WebhookEnv, session: Stripe.Checkout.Session, now: Date) {
  const db = database(env.DB);
  const kind = session.metadata?.kind;
  const amountCents = session.amount_total ?? 0;
  const externalId = paymentId(session);
  if (amountCents <= 0 || (await findPaymentByExternalId(db, externalId))) return;
  let jobId: number | undefined;
  if (kind === "deposit") {
    const quoteId = Number(session.metadata?.quoteId);
    if (!Number.isSafeInteger(quoteId) || quoteId <= 0) return;
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
  } else if (kind === "balance") {
    const id = Number(session.metadata?.jobId);
    if (Number.isSafeInteger(id) && id > 0 && (await findJob(db, id))) jobId = id;
  }
  if (!jobId) {
    console.error(
      "A completed Checkout Session the site did not make",
      session.id,
      session.metadata,
    );
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
      note: kind === "deposit" ? "Deposit paid online" : "Balance paid online",
      externalId,
    },
    { check: "received", emailReceipt: true, now },
  );
  if (result.status === "recorded" && result.balanceCents < 0) {
    console.warn("Online payment left the job overpaid", jobId, externalId, result.balanceCents);
  }
}
