// POST /api/payments/stripe: Stripe's webhook (docs/decisions/0033-online-payments.md). Stripe
// calls it from its servers, so no origin rule applies: the signature on the raw body is the
// check. 404 while online payments are off; 400 for a missing, wrong or future-dated signature and
// for a signed body that is not an event of the expected shape, nothing changed.
import { Hono } from "hono";
import { handleStripeWebhook } from "../services/payments/webhook";
import type { HonoEnv } from "../types";
import { jsonError } from "./http";

export const payments = new Hono<HonoEnv>().post("/stripe", async (c) => {
  const result = await handleStripeWebhook(
    c.env,
    await c.req.text(),
    c.req.header("Stripe-Signature"),
  );
  switch (result.status) {
    case "off":
      return jsonError(c, 404, "Online payments are not set up.");
    case "bad-signature":
      return jsonError(c, 400, `The webhook signature does not check out: ${result.error}`);
    case "malformed":
      return jsonError(c, 400, result.error);
    default:
      return c.json({ received: true, outcome: result.status });
  }
});
