// Paying online (docs/decisions/0033-online-payments.md): the customer's private quote page and
// the Checkout Sessions behind "Approve and pay the deposit" and "Pay the balance". Amounts are
// computed here from what the owner replied or what the job owes; never from the browser. One
// session per quote or job at a time (./sessions.ts), so a double click or a second tab makes one.
import { depositOfTotal } from "~/lib/money";
import { database } from "~db/client";
import { findJobByQuote, findJobByTokenHash } from "~db/repositories/jobs";
import { findQuoteByLinkHash } from "~db/repositories/payments";
import type { Quote } from "~db/schema";
import { quotePriceTotals } from "../jobs/money";
import { getJobSettings } from "../jobs/settings";
import { orderByToken } from "../jobs/status";
import {
  canDeriveLinks,
  hashToken,
  isTokenShaped,
  privateLinkUrl,
  randomToken,
} from "../private-link";
import { checkoutSession, type SessionResult } from "./sessions";
import { type PaymentsEnv, paymentsEnabled } from "./stripe";

export type CheckoutEnv = PaymentsEnv &
  Pick<Env, "DB" | "SITE_URL" | "ORDER_LINK_SECRET" | "ENVIRONMENT">;

/** The quote behind a quote page's token, or undefined for an unknown (forged) one. */
export async function quoteByToken(
  env: Pick<Env, "DB">,
  token: string,
): Promise<Quote | undefined> {
  if (!isTokenShaped(token)) return undefined;
  return findQuoteByLinkHash(database(env.DB), await hashToken(token));
}

/**
 * The quote page's link for the priced reply email: the quote's existing link, or a new one (its
 * salt and hash to store with the reply). Null only where links cannot be made (no secret).
 */
export async function quoteApprovalLink(
  env: CheckoutEnv,
  quote: Pick<Quote, "linkSalt">,
): Promise<{ url: string; store: { linkSalt: string; linkTokenHash: string } | null } | null> {
  if (!canDeriveLinks(env)) return null;
  const salt = quote.linkSalt ?? randomToken();
  const url = await privateLinkUrl(env, "quote", salt);
  if (quote.linkSalt) return { url, store: null };
  const token = url.slice(url.lastIndexOf("/") + 1);
  return { url, store: { linkSalt: salt, linkTokenHash: await hashToken(token) } };
}

/**
 * The customer's quote page: the design, the price replied, the deposit when payments are on, or
 * the job it became. It exists after every priced reply, payments on or off (issue #40).
 */
export async function quoteForCustomer(env: CheckoutEnv, token: string) {
  const quote = await quoteByToken(env, token);
  if (!quote || quote.replyPrice === null) return undefined;
  const job = await findJobByQuote(database(env.DB), quote.id);
  const settings = await getJobSettings(env);
  const { depositPercent } = settings;
  // The job it becomes is priced with the shop's tax: the deposit is a share of that total.
  const totals = quotePriceTotals(quote.replyPrice * 100, settings);
  return {
    firstName: quote.name.trim().split(/\s+/)[0] ?? "",
    design: quote.design,
    priceCents: quote.replyPrice * 100,
    taxCents: totals.taxCents,
    taxLabel: settings.salesTaxLabel,
    totalCents: totals.totalCents,
    message: quote.replyMessage,
    payments: paymentsEnabled(env),
    depositPercent,
    depositCents: depositOfTotal(totals.totalCents, depositPercent),
    lost: quote.status === "lost",
    job: job
      ? { number: job.number, statusUrl: await privateLinkUrl(env, "order", job.linkSalt) }
      : null,
  };
}

export type CheckoutResult =
  | SessionResult
  | { status: "not-found" }
  | { status: "nothing-to-pay"; message: string };

/** "Approve and pay the deposit": a Checkout Session for the deposit of the price replied. */
export async function payDeposit(
  env: CheckoutEnv,
  token: string,
  now = new Date(),
): Promise<CheckoutResult> {
  if (!paymentsEnabled(env)) return { status: "not-found" };
  const quote = await quoteByToken(env, token);
  if (!quote || quote.replyPrice === null) return { status: "not-found" };
  if (quote.status === "lost")
    return {
      status: "nothing-to-pay",
      message: "This quote is closed. Please call us to start again.",
    };
  if (await findJobByQuote(database(env.DB), quote.id))
    return {
      status: "nothing-to-pay",
      message: "This quote is already approved: your order is under way.",
    };
  const settings = await getJobSettings(env);
  const { depositPercent } = settings;
  const { totalCents } = quotePriceTotals(quote.replyPrice * 100, settings);
  return checkoutSession(
    env,
    {
      target: { kind: "deposit", quoteId: quote.id },
      amountCents: depositOfTotal(totalCents, depositPercent),
      description: `Deposit (${depositPercent}%) for your framing quote`,
      email: quote.email,
      returnUrl: await privateLinkUrl(env, "quote", quote.linkSalt as string),
    },
    now,
  );
}

/** "Pay the balance" on the order page: a Checkout Session for what the job still owes. */
export async function payBalance(
  env: CheckoutEnv,
  token: string,
  now = new Date(),
): Promise<CheckoutResult> {
  if (!paymentsEnabled(env) || !isTokenShaped(token)) return { status: "not-found" };
  const db = database(env.DB);
  const job = await findJobByTokenHash(db, await hashToken(token));
  const order = job ? await orderByToken(env, token) : undefined;
  if (!job || !order) return { status: "not-found" };
  if (!order.payable)
    return { status: "nothing-to-pay", message: "There is nothing left to pay on this order." };
  return checkoutSession(
    env,
    {
      target: { kind: "balance", jobId: job.id },
      amountCents: order.balanceCents,
      description: `Balance of framing order ${job.number}`,
      email: job.customerEmail,
      returnUrl: await privateLinkUrl(env, "order", job.linkSalt),
    },
    now,
  );
}
