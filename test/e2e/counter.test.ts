// The till, as the owner uses it at the counter (docs/decisions/0096, 0097): a walk-in job with a
// piece, a rush fee from the usual extras and a 10% discount; a cash deposit and its receipt
// printed; Ready; the balance by card; Picked up; the customer's status page lists both receipts.
// Screenshots at 375 and 1280 px of the money panel, the receipt in print and the status page.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./harness/axe";
import {
  closeBrowser,
  e2eSkipReason,
  launchBrowser,
  openPage,
  signInAsOwner,
  waitForHydration,
  withPage,
} from "./harness/browser";
import { screenshot } from "./harness/screenshots";

// The browser tests share one database across runs: a name of its own finds this run's job.
const customer = `Walk-in ${Date.now().toString(36)}`;

// A 16 x 20 at the owner's price of $200, a $25 rush fee and 10% off: $225 - $22.50 = $202.50,
// 8.25% tax on it $16.70625 -> $16.71, total $219.21. A $100 cash deposit leaves $119.21.
const TOTAL = "$219.21";

interface Closing {
  payments: { byMethod: Record<string, number> };
  tax: { accrualCents: number };
  sales: { completed: { count: number; totalCents: number } };
  depositsHeldCents: number;
}
const closing = async (page: Page) =>
  (await (await page.request.get("/api/admin/reports/sales")).json()) as Closing;
const AFTER_DEPOSIT = "$119.21";

describe.skipIf(e2eSkipReason())(
  "the counter: a walk-in job from its first dollar to pickup",
  () => {
    let browser: Browser;
    let owner: { context: BrowserContext; page: Page };
    let jobUrl = "";
    let statusUrl = "";
    // The day's closing before this job: the browser tests share one database, so the test
    // reads what this job changed.
    let before: Closing;

    beforeAll(async () => {
      browser = await launchBrowser();
      owner = await openPage(browser);
      await signInAsOwner(owner.page);
      before = await closing(owner.page);
    });
    afterAll(() => closeBrowser(browser, owner?.context));

    it("makes a walk-in job and adds a rush fee and a 10% discount", async () => {
      const { page } = owner;
      await page.goto("/admin/jobs");
      await waitForHydration(page);
      await page.getByRole("button", { name: "New job" }).click();
      const dialog = page.getByRole("dialog", { name: "New job" });
      await dialog.getByLabel("Name", { exact: true }).fill(customer);
      await dialog.getByLabel("Email (optional)").fill("walkin@example.com");
      await dialog.getByLabel("What is it?").fill("Concert poster");
      await dialog.getByLabel("Width (in)", { exact: true }).fill("16");
      await dialog.getByLabel("Height (in)", { exact: true }).fill("20");
      await dialog.getByLabel("Price ($) (optional)").fill("200");
      await dialog.getByRole("button", { name: "Create job" }).click();
      await page.waitForURL(/\/admin\/jobs\/\d+$/);
      await waitForHydration(page);
      jobUrl = page.url();

      const charges = page.getByRole("region", { name: "Charges" });
      await charges.getByText("Change extras, discount or exemption").click();
      await charges
        .getByLabel("Add an extra (optional)")
        .selectOption({ label: "Rush fee ($25.00)" });
      await charges.getByRole("radio", { name: "Percent" }).check();
      await charges.getByLabel("Percent (%)").fill("10");
      await charges.getByLabel("Reason (on the receipt)").fill("Neighbour discount");
      await charges.getByRole("button", { name: "Save charges" }).click();
      await expect
        .poll(() => charges.getByText("Discount (Neighbour discount)").count(), { timeout: 15_000 })
        .toBe(1);
      expect(await charges.getByText("Texas sales tax (8.25%)").count()).toBe(1);
      expect(await charges.getByText(TOTAL).count()).toBe(1);
    });

    it("takes a cash deposit and prints its receipt on a Letter page", async () => {
      const { page } = owner;
      const payments = page.getByRole("region", { name: "Payments" });
      await payments.getByLabel("Amount ($)").fill("100");
      await payments.getByRole("combobox", { name: "Method" }).selectOption("cash");
      await payments.getByRole("button", { name: "Record payment" }).click();
      await expect
        .poll(() => payments.getByText(AFTER_DEPOSIT).count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        await screenshot(page, `job-money-${width}`);
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await payments.getByRole("link", { name: /^R-\d{4}-\d{4} \(receipt\)$/ }).click();
      await page.waitForURL(/\/receipts\/\d+$/);
      await waitForHydration(page);
      expect(await page.getByRole("heading", { name: "Receipt" }).count()).toBe(1);
      for (const text of ["Rush fee", "Discount (Neighbour discount)", "This payment (Cash)"])
        expect(await page.getByText(text).count(), text).toBeGreaterThan(0);
      await page.emulateMedia({ media: "print" });
      await screenshot(page, "receipt-print");
      const pdf = await page.pdf({ format: "Letter", printBackground: true });
      expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
      await page.emulateMedia({ media: "screen" });
      await page.goto(jobUrl);
      await waitForHydration(page);
    });

    it("moves it to Ready, takes the balance by card when asked at pickup, and completes it", async () => {
      const { page } = owner;
      await page.getByLabel("Move to").selectOption({ label: "Ready for pickup" });
      await page.getByRole("button", { name: "Move to Ready for pickup" }).click();
      await expect
        .poll(() => page.getByText("Now: Ready for pickup").count(), { timeout: 15_000 })
        .toBe(1);
      // The control starts again from where the job now is.
      expect(await page.getByRole("button", { name: "Move to Picked up" }).count()).toBe(1);
      await page.getByRole("button", { name: "Move to Picked up" }).click();
      const ask = page.getByRole("dialog", { name: `${AFTER_DEPOSIT} is still owed` });
      await ask.getByRole("button", { name: "Take the payment first" }).click();
      const payments = page.getByRole("region", { name: "Payments" });
      expect(await payments.getByLabel("Amount ($)").inputValue()).toBe("119.21");
      await payments.getByRole("combobox", { name: "Method" }).selectOption("card");
      await payments.getByRole("button", { name: "Record payment" }).click();
      await expect
        .poll(() => payments.getByRole("link", { name: /\(receipt\)$/ }).count(), {
          timeout: 15_000,
        })
        .toBe(2);
      await page.getByRole("button", { name: "Move to Picked up" }).click();
      await expect
        .poll(() => page.getByText("Now: Picked up").count(), { timeout: 15_000 })
        .toBe(1);
      statusUrl =
        (await page.getByRole("link", { name: /Customer's page/ }).getAttribute("href")) ?? "";
      expect(statusUrl).toMatch(/\/order\/[A-Za-z0-9_-]{22}$/);
    });

    it("shows the customer the money and both receipts on the status page, with and without JavaScript", async () => {
      for (const [width, javaScriptEnabled] of [
        [375, false],
        [1280, true],
      ] as const)
        await withPage(browser, { width, javaScriptEnabled }, async ({ page }) => {
          const res = await page.goto(new URL(statusUrl).pathname);
          expect(res?.status()).toBe(200);
          expect(await page.getByText(TOTAL).count()).toBeGreaterThan(0);
          const receipts = page.getByRole("link", { name: /^Receipt R-\d{4}-\d{4}$/ });
          expect(await receipts.count()).toBe(2);
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(width);
          if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
          await screenshot(page, `order-money-${width}`);
          await receipts.first().click();
          await page.waitForURL(/\/receipts\/R-\d{4}-\d{4}$/);
          expect(await page.getByText("This payment (Cash)").count()).toBe(1);
          if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
          await screenshot(page, `order-receipt-${width}`);
        });
    });

    it("shows both payments, the tax and no deposit held in the day's closing", async () => {
      const { page } = owner;
      const after = await closing(page);
      expect(after.payments.byMethod.cash - before.payments.byMethod.cash).toBe(10_000);
      expect(after.payments.byMethod.card - before.payments.byMethod.card).toBe(11_921);
      expect(after.tax.accrualCents - before.tax.accrualCents).toBe(1_671);
      expect(after.sales.completed.count - before.sales.completed.count).toBe(1);
      expect(after.sales.completed.totalCents - before.sales.completed.totalCents).toBe(21_921);
      // Picked up and paid: nothing of this job is held any more.
      expect(after.depositsHeldCents).toBe(before.depositsHeldCents);
      await page.goto("/admin/reports");
      await waitForHydration(page);
      await expect.poll(() => page.getByText("Cash to take to the bank").count()).toBe(1);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await screenshot(page, `counter-closing-${width}`);
      }
    });

    it("makes a job for a walk-in who gives only a phone number, and sizes in fractions", async () => {
      const { page } = owner;
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto("/admin/jobs");
      await waitForHydration(page);
      await page.getByRole("button", { name: "New job" }).click();
      const dialog = page.getByRole("dialog", { name: "New job" });
      await dialog.getByLabel("Name", { exact: true }).fill(`${customer} Phone`);
      await dialog.getByLabel("Phone (optional)").fill("(713) 555-0199");
      await dialog.getByLabel("What is it?").fill("Diploma");
      // A size the old dialog refused with a bare "Invalid input".
      await dialog.getByLabel("Width (in)", { exact: true }).fill("24 1/8");
      await dialog.getByLabel("Height (in)", { exact: true }).fill("abc");
      await dialog.getByRole("button", { name: "Create job" }).click();
      // The error sits beside its field, which takes the focus.
      const height = dialog.getByLabel("Height (in)", { exact: true });
      await expect.poll(() => height.getAttribute("aria-invalid")).toBe("true");
      expect(await height.evaluate((el) => el === document.activeElement)).toBe(true);
      await height.fill("30");
      await dialog.getByRole("button", { name: "Create job" }).click();
      await page.waitForURL(/\/admin\/jobs\/\d+$/);
      await waitForHydration(page);
      await expect.poll(() => page.getByText(/24 1\/8 × 30 in piece/).count()).toBeGreaterThan(0);
      expect(await page.getByRole("link", { name: /Customer's page/ }).count()).toBe(1);
      await screenshot(page, "job-phone-only-1280");
    });
  },
);
