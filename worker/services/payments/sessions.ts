// One Checkout Session per quote deposit or job balance (docs/decisions/0033-online-payments.md).
// A request claims the target in D1 (a 'pending' row; a unique index keeps one live row per
// target) before it asks Stripe, with the claim's id as Stripe's idempotency key. Concurrent
// requests find the claim and wait for its session, so ten clicks make one. A failed Stripe call
// marks its claim failed (it blocks nothing) and the customer is told to pay in the shop or retry.
import Stripe from "stripe";
import { database } from "~db/client";
import {
  type CheckoutSession,
  changeSessionStatus,
  claimSession,
  findLiveSession,
  findSession,
  openClaimedSession,
  type SessionTarget,
} from "~db/repositories/payments";
import { randomToken } from "../private-link";
import { type PaymentsEnv, stripeClient, stripeFailure } from "./stripe";

export interface SessionRequest {
  target: SessionTarget;
  amountCents: number;
  description: string;
  email: string;
  returnUrl: string;
}

export type SessionResult = { status: "redirect"; url: string } | { status: "unavailable" };

type SessionsEnv = PaymentsEnv & Pick<Env, "DB">;

const SESSION_MINUTES = 60;
const CURRENCY = "usd";
// The Stripe client gives up after 15 s; a claim older than this was left by a request that died.
const CLAIM_STALE_MS = 30_000;
const WAIT_STEP_MS = 100;
const WAIT_LIMIT_MS = 20_000;
// Retired or lost claims make the loop go round; a handful of turns is always enough.
const MAX_TURNS = 5;

const UNAVAILABLE: SessionResult = { status: "unavailable" };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The target's open session at this amount, or a new one; never two live at once. */
export async function checkoutSession(
  env: SessionsEnv,
  req: SessionRequest,
  now = new Date(),
): Promise<SessionResult> {
  const db = database(env.DB);
  for (let turn = 0; turn < MAX_TURNS; turn++) {
    const live = await findLiveSession(db, req.target);
    if (!live) {
      const claim = await claimSession(db, {
        id: `chk_${randomToken()}`,
        target: req.target,
        amountCents: req.amountCents,
        currency: CURRENCY,
        expiresAt: new Date(now.getTime() + SESSION_MINUTES * 60_000).toISOString(),
        createdAt: now.toISOString(),
      });
      // Lost the race: the next turn finds the winner's claim.
      if (claim) return createSession(env, claim, req);
      continue;
    }
    if (live.status === "open") {
      if (live.expiresAt > now.toISOString() && live.amountCents === req.amountCents)
        return { status: "redirect", url: live.url };
      if (!(await retire(env, live, now))) return UNAVAILABLE;
      continue;
    }
    if (Date.parse(live.createdAt) < now.getTime() - CLAIM_STALE_MS) {
      await changeSessionStatus(db, live.id, "pending", "failed");
      continue;
    }
    // Another click is asking Stripe: its session is this one's too; if it failed, so did this.
    const settled = await settledClaim(env, live.id);
    if (settled?.status !== "open") return UNAVAILABLE;
  }
  console.error("No Checkout Session after several turns", req.target);
  return UNAVAILABLE;
}

async function createSession(
  env: SessionsEnv,
  claim: CheckoutSession,
  req: SessionRequest,
): Promise<SessionResult> {
  const db = database(env.DB);
  const metadata: Record<string, string> =
    req.target.kind === "deposit"
      ? { kind: "deposit", quoteId: String(req.target.quoteId), checkout: claim.id }
      : { kind: "balance", jobId: String(req.target.jobId), checkout: claim.id };
  let session: Stripe.Checkout.Session;
  try {
    session = await stripeClient(env).checkout.sessions.create(
      {
        mode: "payment",
        // A walk-in known by phone only: Stripe asks for the address itself.
        ...(req.email ? { customer_email: req.email } : {}),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: claim.currency,
              unit_amount: req.amountCents,
              product_data: { name: req.description },
            },
          },
        ],
        metadata,
        payment_intent_data: { metadata },
        success_url: `${req.returnUrl}?paid=1`,
        cancel_url: req.returnUrl,
        expires_at: Math.floor(Date.parse(claim.expiresAt) / 1000),
      },
      { idempotencyKey: claim.id },
    );
    if (!session.url) throw new Error(`Stripe gave no URL for Checkout Session ${session.id}.`);
  } catch (err) {
    console.error("Stripe could not make a Checkout Session", req.target, stripeFailure(err));
    await changeSessionStatus(db, claim.id, "pending", "failed");
    return UNAVAILABLE;
  }
  await openClaimedSession(db, claim.id, { stripeSessionId: session.id, url: session.url });
  return { status: "redirect", url: session.url };
}

/**
 * Takes an open session out of use: past its expiry (Stripe has closed it), or for an amount the
 * target no longer owes (closed at Stripe first, so the old amount cannot be paid). False when
 * Stripe cannot be reached to close it.
 */
async function retire(env: SessionsEnv, live: CheckoutSession, now: Date): Promise<boolean> {
  if (live.expiresAt > now.toISOString() && live.stripeSessionId) {
    try {
      await stripeClient(env).checkout.sessions.expire(live.stripeSessionId);
    } catch (err) {
      // Already completed or expired at Stripe: nothing left to close (its webhook settles it).
      if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) {
        console.error(
          "Stripe could not close an outdated Checkout Session",
          live.id,
          stripeFailure(err),
        );
        return false;
      }
    }
  }
  await changeSessionStatus(database(env.DB), live.id, "open", "expired");
  return true;
}

/** Waits for another request's claim to be opened or to fail. */
async function settledClaim(env: SessionsEnv, id: string): Promise<CheckoutSession | undefined> {
  const db = database(env.DB);
  for (let waited = 0; waited < WAIT_LIMIT_MS; waited += WAIT_STEP_MS) {
    await sleep(WAIT_STEP_MS);
    const row = await findSession(db, id);
    if (row?.status !== "pending") return row;
  }
  return undefined;
}
