// Online payments in Chromium, with Stripe's API played by a local stand-in this test runs (the
// package's host/port/protocol point at it through STRIPE_API_BASE): the customer opens the quote
// page from the owner's reply, approves and pays the deposit on the stand-in's checkout page,
// comes back to a page that says what happens next, and after the signed webhook the owner sees
// the job with the deposit. Its own site, with payments configured, from the shared build.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltSite, startBuiltSite } from "../support/built-site.ts";
import { axeViolations } from "./harness/axe";
import { e2eSkipReason, launchBrowser, siteBuild } from "./harness/browser";
import { screenshot } from "./harness/screenshots";

const WEBHOOK_SECRET = "whsec_e2e_local";

interface StandInSession {
  id: string;
  amount: number;
  successUrl: string;
  metadata: Record<string, string>;
}

/** Stripe's API as far as this site uses it: Checkout Sessions, their page, and the webhook. */
function stripeStandIn(siteUrl: () => string) {
  const sessions = new Map<string, StandInSession>();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    let body = "";
    for await (const chunk of req) body += chunk;
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const form = new URLSearchParams(body);
      const id = `cs_test_${sessions.size + 1}`;
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) {
        const m = /^metadata\[(\w+)\]$/.exec(k);
        if (m) metadata[m[1]] = v;
      }
      sessions.set(id, {
        id,
        amount: Number(form.get("line_items[0][price_data][unit_amount]")),
        successUrl: form.get("success_url") ?? "",
        metadata,
      });
      const { port } = server.address() as AddressInfo;
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({
          id,
          object: "checkout.session",
          url: `http://127.0.0.1:${port}/pay/${id}`,
        }),
      );
      return;
    }
    const session = sessions.get(url.pathname.split("/")[2] ?? "");
    if (url.pathname.startsWith("/pay/") && session && req.method === "GET") {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(
        `<!doctype html><html lang="en"><title>Stand-in checkout</title><main><h1>Pay $${(session.amount / 100).toFixed(2)}</h1><form method="post"><button>Pay</button></form></main></html>`,
      );
      return;
    }
    if (url.pathname.startsWith("/pay/") && session && req.method === "POST") {
      // As Stripe does: the signed event to the site's webhook, then back to the site.
      const payload = JSON.stringify({
        id: `evt_${session.id}`,
        object: "event",
        type: "checkout.session.completed",
        data: {
          object: {
            id: session.id,
            object: "checkout.session",
            payment_status: "paid",
            amount_total: session.amount,
            currency: "usd",
            payment_intent: `pi_${session.id}`,
            metadata: session.metadata,
          },
        },
      });
      const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
        payload,
        secret: WEBHOOK_SECRET,
      });
      const hook = await fetch(`${siteUrl()}/api/payments/stripe`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
        body: payload,
      });
      res.writeHead(303, { Location: hook.ok ? session.successUrl : `${siteUrl()}/` });
      res.end();
      return;
    }
    res.writeHead(404).end();
  });
  return { server, sessions };
}

describe.skipIf(e2eSkipReason())("online payments with Stripe's API stood in", () => {
  let browser: Browser;
  let site: BuiltSite;
  let standIn: ReturnType<typeof stripeStandIn>;

  beforeAll(async () => {
    standIn = stripeStandIn(() => site.baseURL);
    await new Promise<void>((r) => standIn.server.listen(0, "127.0.0.1", r));
    const { port } = standIn.server.address() as AddressInfo;
    site = await startBuiltSite("e2e-payments", {
      build: siteBuild(),
      vars: {
        STRIPE_SECRET_KEY: "sk_test_e2e",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: `http://127.0.0.1:${port}`,
      },
    });
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    standIn?.server.close();
  });

  it("approves a quote with its deposit and the owner sees the job with the payment", async () => {
    const context = await browser.newContext({
      baseURL: site.baseURL,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    try {
      // A visitor's quote, and the owner's reply with a price.
      await page.goto("/frame-designer");
      const status = await page.evaluate(async () => {
        const form = new FormData();
        form.set(
          "design",
          JSON.stringify({
            widthInches: 16,
            heightInches: 20,
            mouldingId: "walnut-gallery",
            mat: { id: "antique-white", widthInches: 2 },
            glazingId: "regular",
          }),
        );
        form.set("name", "Irene Park");
        form.set("email", "irene@example.com");
        form.set("message", "Wedding photo.");
        return (await fetch("/api/quotes", { method: "POST", body: form })).status;
      });
      expect(status).toBe(201);
      await page.goto("/api/dev/sign-in?returnTo=/admin/quotes");
      await page.waitForURL("**/admin/quotes");
      const quotes = (await (await page.request.get("/api/admin/quotes")).json()) as {
        quotes: { id: number; name: string }[];
      };
      const quote = quotes.quotes.find((q) => q.name === "Irene Park");
      expect(quote).toBeTruthy();
      const reply = await page.request.post(`/api/admin/quotes/${quote?.id}/reply`, {
        data: { price: 300, message: "Walnut with a white mat." },
        headers: { Origin: site.baseURL },
      });
      expect(reply.status()).toBe(200);
      const listed = (await (await page.request.get("/api/admin/quotes")).json()) as {
        quotes: { id: number; approvalUrl: string | null }[];
      };
      const approvalUrl = listed.quotes.find((q) => q.id === quote?.id)?.approvalUrl ?? "";
      expect(approvalUrl).toMatch(/\/quote\/[A-Za-z0-9_-]{22}$/);

      // The customer, on a phone and on a laptop.
      const customer = await browser.newContext({ viewport: { width: 375, height: 800 } });
      const phone = await customer.newPage();
      await phone.goto(approvalUrl);
      expect(await phone.getByText("$162.38").count()).toBeGreaterThan(0);
      expect(await axeViolations(phone)).toEqual([]);
      await screenshot(phone, "quote-approval-375");
      await phone.setViewportSize({ width: 1280, height: 900 });
      await screenshot(phone, "quote-approval-1280");
      await phone.getByRole("button", { name: "Approve and pay the deposit" }).click();
      await phone.waitForURL(/\/pay\/cs_test_1$/);
      expect(standIn.sessions.get("cs_test_1")).toMatchObject({
        amount: 16238,
        metadata: { kind: "deposit", quoteId: String(quote?.id) },
      });
      await phone.getByRole("button", { name: "Pay" }).click();
      await phone.waitForURL(/\/quote\/[A-Za-z0-9_-]{22}\?paid=1$/);
      // The webhook has made the job: the page says so and links to the order.
      await expect
        .poll(() => phone.getByText(/Approved: your order is \d{4}-\d{4}/).count())
        .toBe(1);
      await screenshot(phone, "quote-approved-1280");
      await phone.setViewportSize({ width: 375, height: 800 });
      await screenshot(phone, "quote-approved-375");
      await customer.close();

      // The owner sees the job with the deposit paid online.
      await page.goto("/admin/jobs?view=list");
      await page
        .getByRole("link", { name: /^\d{4}-\d{4}$/ })
        .first()
        .click();
      await expect
        .poll(() => page.getByText(/Card \(online\) · Deposit paid online/).count())
        .toBe(1);
      expect(await page.getByText("$162.38").count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
