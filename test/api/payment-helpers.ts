// Shared by the online payments tests (docs/decisions/0033-online-payments.md): the keys, Stripe's
// API intercepted at the fetch layer, a replied quote with its private link, the pay forms and
// signed webhook deliveries.
import { env } from "cloudflare:workers";
import Stripe from "stripe";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { asOwnerWithEnv, json, ORIGIN, requestWithEnv, resetTables } from "./helpers";
import { resetJobsBeforeEach } from "./job-helpers";
import { postQuote, quoteForm } from "./quote-helpers";

export const PAYMENTS = {
  STRIPE_SECRET_KEY: "sk_test_local",
  STRIPE_WEBHOOK_SECRET: "whsec_test_local",
  STRIPE_API_BASE: "https://stripe.test",
} satisfies Partial<Env>;

export function resetPaymentsBeforeEach() {
  resetJobsBeforeEach();
  beforeEach(() => resetTables("checkout_sessions", "stripe_events"));
  afterEach(() => vi.restoreAllMocks());
}

export interface StripeCall {
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | null;
}

export interface StripeStandIn {
  // Stripe cannot be reached: every call fails as a network error does.
  down?: boolean;
  // How long a session takes to make, so concurrent requests overlap the call.
  delayMs?: number;
}

const headerOf = (init: RequestInit | undefined, name: string) =>
  new Headers(init?.headers).get(name);

/** Stripe's API, intercepted: each call recorded; sessions and refunds answered like Stripe. */
export function interceptStripe(standIn: StripeStandIn = {}) {
  const calls: StripeCall[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.hostname !== "stripe.test") return realFetch(input, init);
    const body = new URLSearchParams(String(init?.body ?? ""));
    calls.push({ path: url.pathname, body, idempotencyKey: headerOf(init, "Idempotency-Key") });
    if (standIn.down) throw new TypeError("Network connection lost.");
    if (url.pathname === "/v1/checkout/sessions") {
      const id = `cs_test_${calls.length}`;
      if (standIn.delayMs) await new Promise((r) => setTimeout(r, standIn.delayMs));
      return Response.json({
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.test/c/${id}`,
      });
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
    if (expire)
      return Response.json({ id: expire[1], object: "checkout.session", status: "expired" });
    if (url.pathname === "/v1/refunds")
      return Response.json({ id: `re_${calls.length}`, object: "refund", status: "succeeded" });
    return Response.json({ error: { message: "unexpected" } }, { status: 400 });
  });
  return calls;
}

export async function repliedQuote(price = 240) {
  const res = await postQuote(quoteForm({ email: "pia@example.com", name: "Pia Lind" }));
  expect(res.status).toBe(201);
  const { id } = await res.json<{ id: number }>();
  const reply = await asOwnerWithEnv(
    PAYMENTS,
    `/api/admin/quotes/${id}/reply`,
    json({ price, message: "Walnut with a white mat." }),
  );
  expect(reply.status).toBe(200);
  const email = await env.DB.prepare(
    "SELECT text FROM emails WHERE kind = 'quote-reply' AND related_id = ?",
  )
    .bind(id)
    .first<{ text: string }>();
  const link = /http:\/\/localhost\/quote\/([A-Za-z0-9_-]{22})/.exec(email?.text ?? "");
  expect(link, "the reply email links to the quote page").not.toBeNull();
  return { id, token: link?.[1] as string };
}

export const pay = (path: string, headers: HeadersInit = { Origin: ORIGIN }) =>
  requestWithEnv(PAYMENTS, path, { method: "POST", headers, redirect: "manual" });

/** The Checkout Session id a pay form's 303 leads to. */
export const sessionIdOf = (res: Response) =>
  (res.headers.get("Location") ?? "").split("/").pop() as string;

/** A delivery signed as Stripe signs it; `payload` raw when given as a string. */
export async function webhook(
  event: unknown,
  {
    secret = PAYMENTS.STRIPE_WEBHOOK_SECRET,
    timestamp,
  }: { secret?: string; timestamp?: number } = {},
) {
  const payload = typeof event === "string" ? event : JSON.stringify(event);
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    timestamp,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return requestWithEnv(PAYMENTS, "/api/payments/stripe", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
    body: payload,
  });
}

export const completed = (
  id: string,
  session: Record<string, unknown>,
  type = "checkout.session.completed",
) => ({
  id,
  object: "event",
  type,
  data: {
    object: { object: "checkout.session", payment_status: "paid", currency: "usd", ...session },
  },
});

/** A job made by a paid deposit, as a customer's approval makes it, and its status link token. */
export async function jobWithDeposit() {
  const { id, token: quoteToken } = await repliedQuote(240);
  const session = sessionIdOf(await pay(`/quote/${quoteToken}/pay`));
  await webhook(
    completed("evt_dep", {
      id: session,
      amount_total: 12990,
      payment_intent: "pi_dep",
      metadata: { kind: "deposit", quoteId: String(id) },
    }),
  );
  const job = await env.DB.prepare("SELECT id FROM jobs").first<{ id: number }>();
  const mail = await env.DB.prepare("SELECT text FROM emails WHERE kind = 'job-created'").first<{
    text: string;
  }>();
  const token = /\/order\/([A-Za-z0-9_-]{22})/.exec(mail?.text ?? "")?.[1] as string;
  expect(token, "the job-created email links the status page").toBeTruthy();
  return { jobId: job?.id as number, token };
}
