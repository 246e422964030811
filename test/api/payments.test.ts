// Online payments (docs/decisions/0033-online-payments.md) with Stripe intercepted at the fetch
// layer: off without keys; the quote page and its deposit session (amount and metadata from the
// server, one open session reused); the signed webhook making exactly one job with its payment,
// also for a replay and two deliveries at once; the balance; the refund; the refusals.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { hashToken } from "~worker/services/private-link";
import { asOwnerWithEnv, countRows, json, ORIGIN, requestWithEnv } from "./helpers";
import {
  completed,
  interceptStripe,
  jobWithDeposit,
  PAYMENTS,
  pay,
  repliedQuote,
  resetPaymentsBeforeEach,
  sessionIdOf,
  webhook,
} from "./payment-helpers";
import { postQuote, quoteForm } from "./quote-helpers";

resetPaymentsBeforeEach();

describe("online payments when not set up", () => {
  it("asks for no deposit and answers 404 to every payment", async () => {
    const res = await postQuote(quoteForm());
    const { id } = await res.json<{ id: number }>();
    await asOwnerWithEnv(
      {},
      `/api/admin/quotes/${id}/reply`,
      json({ price: 200, message: "Yes." }),
    );
    const email = await env.DB.prepare("SELECT text FROM emails WHERE kind = 'quote-reply'").first<{
      text: string;
    }>();
    // The quote page is linked all the same, without a deposit (./quote-page.test.ts).
    expect(email?.text).toContain("/quote/");
    expect(email?.text).not.toMatch(/deposit/i);
    const token = /\/quote\/([A-Za-z0-9_-]{22})/.exec(email?.text ?? "")?.[1] ?? "";
    expect(await (await requestWithEnv({}, `/quote/${token}`)).text()).not.toMatch(/deposit/i);
    expect(
      (
        await requestWithEnv({}, `/quote/${token}/pay`, {
          method: "POST",
          headers: { Origin: ORIGIN },
        })
      ).status,
    ).toBe(404);
    expect(
      (await requestWithEnv({}, "/api/payments/stripe", { method: "POST", body: "{}" })).status,
    ).toBe(404);
  });
});

describe("approving a quote with a deposit", () => {
  it("shows the quote page and sends the customer to one Checkout Session for 50% of the price with tax", async () => {
    const calls = interceptStripe();
    const { id, token } = await repliedQuote(240);
    const page = await requestWithEnv(PAYMENTS, `/quote/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("Approve and pay the deposit");
    expect(html).toContain("$129.90");
    expect(html).toContain('name="robots" content="noindex, nofollow"');
    // The token is never stored, only its hash.
    const stored = await env.DB.prepare("SELECT * FROM quotes WHERE id = ?").bind(id).first();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored?.link_token_hash).toBe(await hashToken(token));

    const res = await pay(`/quote/${token}/pay`);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("https://checkout.stripe.test/c/cs_test_1");
    expect(calls).toHaveLength(1);
    const body = calls[0].body;
    expect(body.get("line_items[0][price_data][unit_amount]")).toBe("12990");
    expect(body.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(body.get("metadata[kind]")).toBe("deposit");
    expect(body.get("metadata[quoteId]")).toBe(String(id));
    expect(body.get("customer_email")).toBe("pia@example.com");

    // A second click, or another tab: the same open session, no second one.
    const again = await pay(`/quote/${token}/pay`);
    expect(again.headers.get("Location")).toBe("https://checkout.stripe.test/c/cs_test_1");
    expect(calls).toHaveLength(1);
  });

  it("refuses another site's post, an unknown token and a malformed one", async () => {
    const calls = interceptStripe();
    const { token } = await repliedQuote();
    expect(
      (
        await pay(`/quote/${token}/pay`, {
          Origin: "https://evil.example",
          "Sec-Fetch-Site": "cross-site",
        })
      ).status,
    ).toBe(403);
    expect((await pay(`/quote/${"B".repeat(22)}/pay`)).status).toBe(404);
    expect((await pay("/quote/not-a-token/pay")).status).toBe(404);
    expect((await requestWithEnv(PAYMENTS, "/quote/not-a-token")).status).toBe(404);
    expect(calls).toHaveLength(0);
  });
});

describe("the webhook", () => {
  it("refuses a missing or wrong signature with nothing changed", async () => {
    const { id } = await repliedQuote();
    const event = completed("evt_bad", {
      id: "cs_x",
      amount_total: 12990,
      payment_intent: "pi_x",
      metadata: { kind: "deposit", quoteId: String(id) },
    });
    const unsigned = await requestWithEnv(PAYMENTS, "/api/payments/stripe", {
      method: "POST",
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    expect((await webhook(event, { secret: "whsec_someone_else" })).status).toBe(400);
    expect(await countRows("jobs")).toBe(0);
    expect(await countRows("stripe_events")).toBe(0);
  });

  it("makes exactly one job with the deposit from a completed session, once, even twice at once", async () => {
    interceptStripe();
    const { id, token } = await repliedQuote(240);
    const session = sessionIdOf(await pay(`/quote/${token}/pay`));
    const event = completed("evt_1", {
      id: session,
      amount_total: 12990,
      payment_intent: "pi_1",
      metadata: { kind: "deposit", quoteId: String(id) },
    });
    const [a, b] = await Promise.all([webhook(event), webhook(event)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await webhook(event)).status).toBe(200);
    expect(await countRows("jobs")).toBe(1);
    const payments = await env.DB.prepare(
      "SELECT amount_cents, method, external_id FROM job_payments",
    ).all();
    expect(payments.results).toEqual([
      { amount_cents: 12990, method: "card-online", external_id: "pi_1" },
    ]);
    const quote = await env.DB.prepare("SELECT status FROM quotes WHERE id = ?").bind(id).first();
    expect(quote?.status).toBe("won");
    const mail = await env.DB.prepare("SELECT text FROM emails WHERE kind = 'job-created'").all<{
      text: string;
    }>();
    expect(mail.results).toHaveLength(1);
    expect(mail.results[0].text).toMatch(/\/order\/[A-Za-z0-9_-]{22}/);
    // An event type the site does not handle: 200, ignored.
    const other = await webhook({
      id: "evt_2",
      object: "event",
      type: "customer.created",
      data: { object: {} },
    });
    expect(other.status).toBe(200);
    expect(await countRows("jobs")).toBe(1);
  });
});

describe("the balance and refunds", () => {
  it("lets the customer pay the balance from the order page, recorded by the webhook", async () => {
    const calls = interceptStripe();
    const { jobId, token } = await jobWithDeposit();
    const page = await (await requestWithEnv(PAYMENTS, `/order/${token}`)).text();
    expect(page).toContain("Pay the balance");
    const res = await pay(`/order/${token}/pay`);
    expect(res.status).toBe(303);
    const balance = calls.filter((c) => c.body.get("metadata[kind]") === "balance");
    expect(balance).toHaveLength(1);
    expect(balance[0].body.get("line_items[0][price_data][unit_amount]")).toBe("12990");
    expect(balance[0].body.get("metadata[jobId]")).toBe(String(jobId));
    await webhook(
      completed("evt_bal", {
        id: sessionIdOf(res),
        amount_total: 12990,
        payment_intent: "pi_bal",
        metadata: { kind: "balance", jobId: String(jobId) },
      }),
    );
    const after = await (await requestWithEnv(PAYMENTS, `/order/${token}`)).text();
    expect(after).toContain("Paid in full");
    expect(after).not.toContain("Pay the balance");
    // Nothing left: the pay form answers by sending the customer back to the page.
    const nothing = await pay(`/order/${token}/pay`);
    expect(nothing.status).toBe(303);
    expect(nothing.headers.get("Location")).toBe(`/order/${token}`);
    // Without keys the order page shows no payment button at all.
    expect(await (await requestWithEnv({}, `/order/${token}`)).text()).not.toContain(
      "Pay the balance",
    );
  });

  it("records an online balance payment that arrives after a payment by hand, and says the job is overpaid", async () => {
    interceptStripe();
    const { jobId, token } = await jobWithDeposit();
    const started = await pay(`/order/${token}/pay`);
    expect(started.status).toBe(303);
    // While the customer is on Stripe's page, the owner takes the balance in cash.
    const cash = await asOwnerWithEnv(
      PAYMENTS,
      `/api/admin/jobs/${jobId}/payments`,
      json({ amountCents: 12990, method: "cash" }),
    );
    expect(cash.status).toBe(201);
    await webhook(
      completed("evt_late", {
        id: sessionIdOf(started),
        amount_total: 12990,
        payment_intent: "pi_late",
        metadata: { kind: "balance", jobId: String(jobId) },
      }),
    );
    const { job } = await (await asOwnerWithEnv(PAYMENTS, `/api/admin/jobs/${jobId}`)).json<{
      job: {
        balanceCents: number;
        payments: { amountCents: number; method: string; externalId: string | null }[];
      };
    }>();
    expect(job.payments.filter((p) => p.externalId === "pi_late")).toHaveLength(1);
    expect(job.balanceCents).toBe(-12990);
    // The owner's own payment is still refused above the balance.
    const more = await asOwnerWithEnv(
      PAYMENTS,
      `/api/admin/jobs/${jobId}/payments`,
      json({ amountCents: 100, method: "cash" }),
    );
    expect(more.status).toBe(400);
  });

  it("refunds an online payment through Stripe, recorded as a negative payment with its reason", async () => {
    const calls = interceptStripe();
    const { jobId } = await jobWithDeposit();
    const payment = await env.DB.prepare("SELECT id FROM job_payments").first<{ id: number }>();
    const path = `/api/admin/jobs/${jobId}/payments/${payment?.id}/refund`;
    expect((await asOwnerWithEnv(PAYMENTS, path, json({ reason: "" }))).status).toBe(400);
    expect((await asOwnerWithEnv(PAYMENTS, path, json({ reason: "a\u0000b" }))).status).toBe(400);
    const res = await asOwnerWithEnv(
      PAYMENTS,
      path,
      json({ reason: "Customer changed their mind" }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ balanceCents: 25980 });
    const refunds = calls.filter((c) => c.path === "/v1/refunds");
    expect(refunds).toHaveLength(1);
    expect(refunds[0].body.get("payment_intent")).toBe("pi_dep");
    const rows = await env.DB.prepare(
      "SELECT amount_cents, note FROM job_payments ORDER BY id",
    ).all();
    expect(rows.results).toEqual([
      { amount_cents: 12990, note: "Deposit paid online" },
      { amount_cents: -12990, note: "Refund: Customer changed their mind" },
    ]);
    const twice = await asOwnerWithEnv(PAYMENTS, path, json({ reason: "again" }));
    expect(twice.status).toBe(400);
    expect(calls.filter((c) => c.path === "/v1/refunds")).toHaveLength(1);
    expect((await asOwnerWithEnv({}, path, json({ reason: "x" }))).status).toBe(404);
  });
});
