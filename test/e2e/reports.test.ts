// The owner's Reports screen in Chromium: a job paid (a cash deposit, the balance by card) and
// picked up, another holding its deposit; the day's closing shows them, the chart is drawn, the
// CSV link names the day. Screenshots at 375 and 1280 px.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatCents } from "~/lib/jobs";
import { shopDay } from "~/lib/shop-time";
import { axeViolations } from "./harness/axe";
import {
  closeBrowser,
  e2eSkipReason,
  launchBrowser,
  openPage,
  signInAsOwner,
  waitForHydration,
} from "./harness/browser";
import { screenshot } from "./harness/screenshots";

const design = {
  widthInches: 16,
  heightInches: 20,
  mouldingId: "walnut-gallery",
  mat: { id: "antique-white", widthInches: 2 },
  glazingId: "regular",
};

interface Closing {
  payments: { netCents: number; cashToBankCents: number };
  depositsHeldCents: number;
}

/** The owner's API from the signed-in page: same origin, the Access cookie. */
function call<T>(page: Page, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, {
        method: body === undefined ? "GET" : "POST",
        headers: body === undefined ? {} : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json() };
    },
    { path, body },
  ) as Promise<{ status: number; json: T }>;
}

async function newJob(page: Page, name: string): Promise<{ id: number; totalCents: number }> {
  const made = await call<{ id: number }>(page, "/api/admin/jobs", {
    customer: { name, email: "marta@example.com" },
    pieces: [{ description: "Botanical print", design, priceCents: 20_000 }],
  });
  expect(made.status).toBe(201);
  const job = await call<{ job: { totalCents: number } }>(page, `/api/admin/jobs/${made.json.id}`);
  return { id: made.json.id, totalCents: job.json.job.totalCents };
}

describe.skipIf(e2eSkipReason())("the Reports screen", () => {
  let browser: Browser;
  let owner: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await openPage(browser);
    await signInAsOwner(owner.page);
  });
  afterAll(() => closeBrowser(browser, owner?.context));

  it("shows the day's closing, the tax, deposits held and a chart of the payments", async () => {
    const { page } = owner;
    const before = (await call<Closing>(page, "/api/admin/reports/sales")).json;

    const paid = await newJob(page, "Marta Ruiz");
    expect(
      (
        await call(page, `/api/admin/jobs/${paid.id}/payments`, {
          amountCents: 10_000,
          method: "cash",
        })
      ).status,
    ).toBe(201);
    const rest = paid.totalCents - 10_000;
    expect(
      (
        await call(page, `/api/admin/jobs/${paid.id}/payments`, {
          amountCents: rest,
          method: "card",
        })
      ).status,
    ).toBe(201);
    const { json } = await call<{ job: { version: number } }>(page, `/api/admin/jobs/${paid.id}`);
    const moved = await call(page, `/api/admin/jobs/${paid.id}/stage`, {
      stage: "picked_up",
      version: json.job.version,
    });
    expect(moved.status).toBe(200);
    const waiting = await newJob(page, "Omar Haddad");
    expect(
      (
        await call(page, `/api/admin/jobs/${waiting.id}/payments`, {
          amountCents: 5_000,
          method: "cash",
        })
      ).status,
    ).toBe(201);

    const after = (await call<Closing>(page, "/api/admin/reports/sales")).json;
    expect(after.payments.netCents - before.payments.netCents).toBe(paid.totalCents + 5_000);
    expect(after.depositsHeldCents - before.depositsHeldCents).toBe(5_000);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/admin/reports");
    await waitForHydration(page);
    await expect(
      page.getByRole("heading", { level: 1, name: "Sales & closing" }).isVisible(),
    ).resolves.toBe(true);
    const closing = page.getByRole("region", { name: "The day's closing" });
    await expect.poll(() => closing.textContent()).toContain(formatCents(after.payments.netCents));
    expect(await closing.textContent()).toContain(formatCents(after.payments.cashToBankCents));
    const held = page.getByRole("region", { name: "Held and owed" });
    expect(await held.textContent()).toContain(formatCents(after.depositsHeldCents));
    await expect(page.getByRole("region", { name: "Sales tax" }).isVisible()).resolves.toBe(true);

    // The chart is drawn (Chart.js sizes its canvas), and its figures are in a table beside it.
    const canvas = page.getByRole("img", { name: /Bar chart of payments received/ });
    await expect.poll(async () => (await canvas.boundingBox())?.height ?? 0).toBeGreaterThan(100);
    await expect
      .poll(() => page.getByRole("table").textContent())
      .toContain(formatCents(after.payments.netCents + (await refundsOf(page))));
    const csv = page.getByRole("link", { name: "Download CSV" });
    expect(await csv.getAttribute("href")).toBe(
      `/api/admin/reports/sales.csv?from=${shopDay()}&to=${shopDay()}`,
    );
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "reports-1280");

    await page.getByRole("button", { name: "This month" }).click();
    await expect.poll(() => page.url()).toContain(`from=${shopDay().slice(0, 7)}-01`);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole("button", { name: "Today" }).click();
    await expect.poll(() => closing.textContent()).toContain(formatCents(after.payments.netCents));
    await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).toBeGreaterThan(200);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await screenshot(page, "reports-375");

    // Today says the same takings and deposits held.
    await page.goto("/admin");
    await waitForHydration(page);
    const takings = page.getByRole("region", { name: "Takings" });
    await expect.poll(() => takings.textContent()).toContain(formatCents(after.payments.netCents));
    expect(await takings.textContent()).toContain(formatCents(after.depositsHeldCents));
    await screenshot(page, "today-takings-375");
  });
});

/** Today's refunds: the chart's payments are money received before refunds. */
async function refundsOf(page: Page): Promise<number> {
  const r = await call<{ payments: { refundsCents: number } }>(page, "/api/admin/reports/sales");
  return r.json.payments.refundsCents;
}
