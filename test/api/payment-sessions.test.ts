// Starting a payment (docs/decisions/0033-online-payments.md): one Checkout Session per quote or
// job however many clicks arrive at once; Stripe out of reach answers the customer's page with a
// plain message (the cause in the owner's log) and blocks nothing; no page answers a bare 500.
import { describe, expect, it, vi } from "vitest";
import { ORIGIN, requestWithEnv } from "./helpers";
import {
  interceptStripe,
  jobWithDeposit,
  PAYMENTS,
  pay,
  repliedQuote,
  resetPaymentsBeforeEach,
} from "./payment-helpers";

resetPaymentsBeforeEach();

const UNAVAILABLE =
  "Online payment is not available right now; you can pay in the shop or try again later.";

const sessionCalls = (calls: ReturnType<typeof interceptStripe>) =>
  calls.filter((c) => c.path === "/v1/checkout/sessions");

async function tenAtOnce(path: string) {
  const answers = await Promise.all(Array.from({ length: 10 }, () => pay(path)));
  expect(answers.map((r) => r.status)).toEqual(Array(10).fill(303));
  return new Set(answers.map((r) => r.headers.get("Location")));
}

describe("ten clicks at once", () => {
  it("make one deposit session, and every click goes to it", async () => {
    const calls = interceptStripe({ delayMs: 50 });
    const { token } = await repliedQuote();
    const locations = await tenAtOnce(`/quote/${token}/pay`);
    expect(sessionCalls(calls)).toHaveLength(1);
    expect([...locations]).toEqual(["https://checkout.stripe.test/c/cs_test_1"]);
  });

  it("make one balance session, and every click goes to it", async () => {
    const calls = interceptStripe({ delayMs: 50 });
    const { token } = await jobWithDeposit();
    const before = sessionCalls(calls).length;
    const locations = await tenAtOnce(`/order/${token}/pay`);
    expect(sessionCalls(calls)).toHaveLength(before + 1);
    expect(locations.size).toBe(1);
    // Stripe is asked once per claim, with the claim as the idempotency key.
    expect(sessionCalls(calls).at(-1)?.idempotencyKey).toBeTruthy();
  });
});

describe("when Stripe cannot be reached", () => {
  it("sends the customer back to the quote page with a plain message, logs the cause, and the next try works", async () => {
    const { token } = await repliedQuote();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    interceptStripe({ down: true });
    const res = await pay(`/quote/${token}/pay`);
    expect(res.status).toBe(303);
    const back = res.headers.get("Location") as string;
    expect(back).toBe(`/quote/${token}?payment=unavailable`);
    const page = await requestWithEnv(PAYMENTS, back);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(UNAVAILABLE);
    expect(JSON.stringify(logged.mock.calls)).toMatch(
      /StripeConnectionError.*Network connection lost/,
    );
    vi.restoreAllMocks();
    // Stripe is back: the failed attempt's claim does not stand in the way.
    const calls = interceptStripe();
    const again = await pay(`/quote/${token}/pay`);
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toMatch(/^https:\/\/checkout\.stripe\.test\/c\//);
    expect(sessionCalls(calls)).toHaveLength(1);
  });

  it("sends the customer back to the order page with the same message", async () => {
    interceptStripe();
    const { token } = await jobWithDeposit();
    vi.restoreAllMocks();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    interceptStripe({ down: true });
    const res = await pay(`/order/${token}/pay`);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/order/${token}?payment=unavailable`);
    const page = await requestWithEnv(PAYMENTS, `/order/${token}?payment=unavailable`);
    expect(await page.text()).toContain(UNAVAILABLE);
    expect(logged).toHaveBeenCalled();
  });
});

// A D1 that fails every statement, as an outage does.
const outage = () => {
  const fail = () => {
    throw new Error("D1_ERROR: the database is unavailable");
  };
  const session = { prepare: fail, batch: fail, getBookmark: () => null };
  return {
    ...session,
    exec: fail,
    dump: fail,
    withSession: () => session,
  } as unknown as D1Database;
};

describe("an error nobody caught", () => {
  it("answers a page's request with the site's HTML error page, never a bare 500 or a stack", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await requestWithEnv(
      { ...PAYMENTS, DB: outage() },
      `/order/${"A".repeat(22)}/pay`,
      {
        method: "POST",
        headers: { Origin: ORIGIN },
        redirect: "manual",
      },
    );
    expect(res.status).toBe(500);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain("Something went wrong on our side");
    expect(html).not.toMatch(/D1_ERROR|at .*\.ts:\d+/);
  });

  it("answers an API request with JSON", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await requestWithEnv({ ...PAYMENTS, DB: outage() }, "/api/payments/stripe", {
      method: "POST",
      body: "{}",
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await res.json()).toHaveProperty("error");
  });
});
