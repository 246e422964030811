// Stripe's webhook taking only what it should (docs/decisions/0033-online-payments.md): events of
// the wrong shape are refused (400), money is whole cents and must match the session the site
// made, delayed payments settle when they succeed, and signatures dated ahead are refused.
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { countRows } from "./helpers";
import {
  completed,
  interceptStripe,
  pay,
  repliedQuote,
  resetPaymentsBeforeEach,
  sessionIdOf,
  webhook,
} from "./payment-helpers";

resetPaymentsBeforeEach();

/** A replied quote with the deposit session its customer opened (12990 cents: half of a $240 price with 8.25% tax). */
async function depositSession() {
  interceptStripe();
  const { id, token } = await repliedQuote(240);
  const session = sessionIdOf(await pay(`/quote/${token}/pay`));
  const paid = (eventId: string, fields: Record<string, unknown> = {}, type?: string) =>
    completed(
      eventId,
      {
        id: session,
        amount_total: 12990,
        payment_intent: `pi_${eventId}`,
        metadata: { kind: "deposit", quoteId: String(id) },
        ...fields,
      },
      type,
    );
  return { quoteId: id, session, paid };
}

const nothingRecorded = async () => {
  expect(await countRows("jobs")).toBe(0);
  expect(await countRows("job_payments")).toBe(0);
};

describe("an event of the wrong shape", () => {
  it("is refused with 400 and changes nothing, even when signed", async () => {
    const { session } = await depositSession();
    const shapes: unknown[] = [
      "null",
      "[]",
      "{}",
      { id: "evt_nodata", object: "event", type: "checkout.session.completed" },
      { id: "evt_nullobj", object: "event", type: "checkout.session.completed", data: null },
      {
        id: "evt_nullsession",
        object: "event",
        type: "checkout.session.completed",
        data: { object: null },
      },
    ];
    for (const shape of shapes) {
      const res = await webhook(shape);
      expect(res.status, JSON.stringify(shape)).toBe(400);
    }
    expect(await countRows("stripe_events")).toBe(0);
    await nothingRecorded();
    expect(session).toMatch(/^cs_test_/);
  });

  it("refuses money that is not whole cents", async () => {
    const { paid } = await depositSession();
    expect((await webhook(paid("evt_frac", { amount_total: 12.5 }))).status).toBe(400);
    expect((await webhook(paid("evt_text", { amount_total: "5000" }))).status).toBe(400);
    await nothingRecorded();
  });
});

describe("money that does not match the session the site made", () => {
  it("is logged and not recorded: another amount, another currency, a session the site never made", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { paid, quoteId } = await depositSession();
    expect((await webhook(paid("evt_less", { amount_total: 100 }))).status).toBe(200);
    expect((await webhook(paid("evt_eur", { currency: "eur" }))).status).toBe(200);
    const stranger = completed("evt_stranger", {
      id: "cs_not_ours",
      amount_total: 12990,
      payment_intent: "pi_stranger",
      metadata: { kind: "deposit", quoteId: String(quoteId) },
    });
    expect((await webhook(stranger)).status).toBe(200);
    await nothingRecorded();
    expect(logged).toHaveBeenCalledTimes(3);
    // The real payment still goes through afterwards.
    expect((await webhook(paid("evt_real"))).status).toBe(200);
    expect(await countRows("job_payments")).toBe(1);
  });
});

describe("delayed payments", () => {
  it("settle when Stripe says the payment succeeded, not when the checkout completed unpaid", async () => {
    const { paid, session } = await depositSession();
    expect((await webhook(paid("evt_done", { payment_status: "unpaid" }))).status).toBe(200);
    await nothingRecorded();
    const ok = paid("evt_ok", {}, "checkout.session.async_payment_succeeded");
    expect((await webhook(ok)).status).toBe(200);
    expect(await countRows("jobs")).toBe(1);
    const row = await env.DB.prepare(
      "SELECT amount_cents FROM job_payments WHERE external_id = 'pi_evt_ok'",
    ).first();
    expect(row).toEqual({ amount_cents: 12990 });
    const status = await env.DB.prepare(
      "SELECT status FROM checkout_sessions WHERE stripe_session_id = ?",
    )
      .bind(session)
      .first();
    expect(status).toEqual({ status: "complete" });
  });

  it("mark the session when the payment failed", async () => {
    const { paid, session } = await depositSession();
    const failed = paid(
      "evt_fail",
      { payment_status: "unpaid" },
      "checkout.session.async_payment_failed",
    );
    expect((await webhook(failed)).status).toBe(200);
    await nothingRecorded();
    const status = await env.DB.prepare(
      "SELECT status FROM checkout_sessions WHERE stripe_session_id = ?",
    )
      .bind(session)
      .first();
    expect(status).toEqual({ status: "payment_failed" });
  });
});

describe("the signature's date", () => {
  it("refuses a signature dated more than five minutes ahead, and takes one a minute ahead", async () => {
    const { paid } = await depositSession();
    const now = Math.floor(Date.now() / 1000);
    expect((await webhook(paid("evt_future"), { timestamp: now + 600 })).status).toBe(400);
    await nothingRecorded();
    expect((await webhook(paid("evt_skew"), { timestamp: now + 60 })).status).toBe(200);
    expect(await countRows("job_payments")).toBe(1);
  });
});
