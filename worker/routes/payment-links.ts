// The forms on the customer's private pages that start a payment (docs/decisions/0033-online-
// payments.md): POST /quote/<token>/pay and POST /order/<token>/pay answer 303 to the Stripe
// Checkout page, 404 while online payments are off, and refuse another site's post (403). When
// Stripe cannot be reached they answer the page again with ?payment=unavailable, never a 500.
// POST /quote/<token>/approve approves a quote without paying: the job is made, back to the page.
import { type Context, Hono } from "hono";
import { isSameOriginRequest } from "../request-origin";
import { type CheckoutResult, payBalance, payDeposit } from "../services/payments/checkout";
import { approveQuote } from "../services/quote-approval";
import type { HonoEnv } from "../types";

async function start(
  c: Context<HonoEnv>,
  pay: (env: Env, token: string) => Promise<CheckoutResult>,
  page: string,
) {
  c.header("Cache-Control", "private, no-store");
  if (!isSameOriginRequest(c.req.raw))
    return c.text("A payment must be started from its own page on this site.", 403);
  const result = await pay(c.env, c.req.param("token") ?? "");
  if (result.status === "redirect") return c.redirect(result.url, 303);
  if (result.status === "not-found") return c.text("There is no payment to make here.", 404);
  // Stripe out of reach (the cause is in the log): the page again, saying how else to pay.
  if (result.status === "unavailable") return c.redirect(`${page}?payment=unavailable`, 303);
  // Already paid or nothing owed: back to the page, which says where things stand.
  return c.redirect(page, 303);
}

export const paymentLinks = new Hono<HonoEnv>()
  .post("/quote/:token/approve", async (c) => {
    c.header("Cache-Control", "private, no-store");
    if (!isSameOriginRequest(c.req.raw))
      return c.text("A quote must be approved from its own page on this site.", 403);
    const token = c.req.param("token");
    const result = await approveQuote(c.env, token);
    if (result.status === "not-found") return c.text("There is no quote to approve here.", 404);
    // Approved (or closed): the page says where things stand.
    return c.redirect(`/quote/${token}`, 303);
  })
  .post("/quote/:token/pay", (c) =>
    start(c, (env, token) => payDeposit(env, token), `/quote/${c.req.param("token")}`),
  )
  .post("/order/:token/pay", (c) =>
    start(c, (env, token) => payBalance(env, token), `/order/${c.req.param("token")}`),
  );
