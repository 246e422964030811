// The whole path of a job, as the owner and the customer live it: a visitor's quote, the owner's
// price, Mark won, Create job, a deposit, the printed ticket, In production, Ready for pickup
// (emailed), the customer's status page saying Ready, Picked up. Screenshots at 375 and 1280 px.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./harness/axe";
import {
  baseURL,
  closeBrowser,
  e2eSkipReason,
  launchBrowser,
  openPage,
  signInAsOwner,
  waitForHydration,
  withPage,
} from "./harness/browser";
import { photo } from "./harness/photos";
import { screenshot } from "./harness/screenshots";

const design = {
  widthInches: 16,
  heightInches: 20,
  mouldingId: "walnut-gallery",
  mat: { id: "antique-white", widthInches: 2 },
  glazingId: "regular",
};

async function sendQuote(page: Page, name: string) {
  await page.goto("/frame-designer");
  // The customer's own picture, placed in the drawing: their status page draws it in the frame.
  const picture = (await photo(800, 1000, 1.1, "jpeg")).toString("base64");
  const status = await page.evaluate(
    async ({ design, name, picture }) => {
      const form = new FormData();
      form.set("design", JSON.stringify({ ...design, photoCrop: { x: 0.5, y: 0.5, zoom: 1.2 } }));
      const bytes = Uint8Array.from(atob(picture), (c) => c.charCodeAt(0));
      form.append("photo", new File([bytes], "wedding.jpg", { type: "image/jpeg" }));
      form.set("name", name);
      form.set("email", "lucia@example.com");
      form.set("phone", "(713) 555-0111");
      form.set("message", "Wedding photo for the hallway");
      return (await fetch("/api/quotes", { method: "POST", body: form })).status;
    },
    { design, name, picture },
  );
  expect(status).toBe(201);
}

// The browser tests share one database across runs: a name of its own finds this run's quote.
const customer = `Lucia ${["Ramos", "Vega", "Ortiz", "Cruz", "Flores"][Date.now() % 5]} ${String.fromCharCode(65 + (Date.now() % 26))}`;

describe.skipIf(e2eSkipReason())("a job from a quote to pickup", () => {
  let browser: Browser;
  let owner: { context: BrowserContext; page: Page };
  let statusUrl = "";

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await openPage(browser);
    await signInAsOwner(owner.page);
  });
  afterAll(() => closeBrowser(browser, owner?.context));

  it("the owner prices the quote, marks it won and makes it a job", async () => {
    const { page } = owner;
    await sendQuote(page, customer);
    await page.goto("/admin/quotes");
    await waitForHydration(page);
    const card = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: customer }) });
    await card.getByLabel("Price ($)").fill("240");
    await card.getByLabel("Message").fill("Walnut with a white mat, ready in two weeks.");
    await card.getByRole("button", { name: "Email reply" }).click();
    await expect.poll(() => card.getByText("Replied $240").count(), { timeout: 15_000 }).toBe(1);
    await card.getByRole("button", { name: "Mark won" }).click();
    await card.getByRole("button", { name: "Create job" }).click();
    await page.waitForURL(/\/admin\/jobs\/\d+$/);
    await expect.poll(() => page.getByText(customer).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText("$240.00").count()).toBeGreaterThan(0);
  });

  it("marks the piece received, and changes its design to the owner's reply: a Navy mat", async () => {
    const { page } = owner;
    // A job from a quote waits for the piece.
    expect(await page.getByText("Now: Waiting for drop-off").count()).toBe(1);
    await page.getByLabel("Move to").selectOption({ label: "Received" });
    await page.getByRole("button", { name: "Move to Received" }).click();
    await expect.poll(() => page.getByText("Now: Received").count(), { timeout: 15_000 }).toBe(1);
    const pieces = page.getByRole("region", { name: "Pieces" });
    await pieces.getByRole("button", { name: "Change piece 1" }).click();
    await pieces.getByLabel("Mat (optional)").selectOption({ label: "Navy" });
    await pieces.getByRole("button", { name: "Save piece" }).click();
    await expect
      .poll(() => pieces.getByText(/single mat in Navy/).count(), { timeout: 15_000 })
      .toBe(1);
    // The price stays the one replied.
    expect(await pieces.getByText("$240.00").count()).toBe(1);
  });

  it("takes a deposit and prints the ticket on one page", async () => {
    const { page } = owner;
    const jobUrl = page.url();
    await page.getByLabel("Amount ($)").fill("100");
    await page.getByRole("textbox", { name: "Note (optional)" }).fill("Deposit");
    await page.getByRole("button", { name: "Record payment" }).click();
    // $240 with 8.25% Texas sales tax is $259.80: $159.80 left after the deposit.
    await expect
      .poll(() => page.getByText("$159.80").count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    statusUrl =
      (await page.getByRole("link", { name: /Customer's page/ }).getAttribute("href")) ?? "";
    expect(statusUrl).toMatch(/\/order\/[A-Za-z0-9_-]{22}$/);

    // A photo of the piece as it came in: the Worker's copy, shown to the owner.
    await page.getByLabel("Photo", { exact: true }).setInputFiles({
      name: "intake.jpg",
      mimeType: "image/jpeg",
      buffer: await photo(1200, 900, 1.2, "jpeg"),
    });
    await page.getByLabel("Caption (optional)").fill("Small scuff on the top edge");
    await page.getByRole("button", { name: "Add photo" }).click();
    const shown = page.getByRole("img", { name: "Small scuff on the top edge" });
    await expect.poll(() => shown.count(), { timeout: 15_000 }).toBe(1);
    await shown.scrollIntoViewIfNeeded();
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1200);
    await screenshot(page, "job-1280");

    await page.getByRole("link", { name: "Print ticket" }).click();
    await page.waitForURL(/\/ticket$/);
    await page.emulateMedia({ media: "print" });
    await screenshot(page, "ticket-print");
    await expect.poll(() => page.getByRole("img", { name: /QR code of/ }).count()).toBe(1);
    const pdf = await page.pdf({ format: "Letter", printBackground: true });
    // One Letter page: a PDF lists its pages as /Type /Page objects.
    expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
    await screenshot(page, "ticket-print");
    await page.emulateMedia({ media: "screen" });
    await page.goto(jobUrl);
    await waitForHydration(page);
  });

  it("moves it through the workshop to Ready, which emails the customer", async () => {
    const { page } = owner;
    for (const stage of ["In production", "Ready for pickup"]) {
      await page.getByLabel("Move to").selectOption({ label: stage });
      await page.getByRole("button", { name: `Move to ${stage}` }).click();
      await expect.poll(() => page.getByText(`Now: ${stage}`).count(), { timeout: 15_000 }).toBe(1);
    }
    await expect
      .poll(() => page.getByText(/^Ready for pickup: order/).count(), { timeout: 20_000 })
      .toBe(1);
  });

  it("shows the customer Ready on their status page, without JavaScript, on a phone", async () => {
    for (const [width, javaScriptEnabled] of [
      [375, false],
      [1280, true],
    ] as const)
      await withPage(browser, { width, javaScriptEnabled }, async ({ page }) => {
        const res = await page.goto(new URL(statusUrl).pathname);
        expect(res?.status()).toBe(200);
        expect(
          await page.getByRole("heading", { level: 1, name: "Ready for pickup" }).count(),
        ).toBe(1);
        expect(await page.getByText("$159.80").count()).toBeGreaterThan(0);
        // The customer's own photo, from their quote, in the order's frame (with JavaScript off
        // too: it is a plain picture served under the private link).
        const path = `${new URL(statusUrl).pathname}/photo`;
        expect(await page.locator(`svg image[href="${path}"]`).count()).toBe(1);
        const served = await page.request.get(path);
        expect(served.status()).toBe(200);
        expect(served.headers()["content-type"]).toMatch(/^image\//);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        // axe runs as a script in the page, so with JavaScript on.
        if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `order-status-${width}`);
      });
  });

  it("moves a job by dragging its card to another stage on a wide screen", async () => {
    const { page } = owner;
    const jobUrl = page.url();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/admin/jobs");
    await waitForHydration(page);
    const card = (stage: RegExp) =>
      page.getByRole("region", { name: stage }).getByRole("listitem").filter({ hasText: customer });
    await expect.poll(() => card(/^Ready for pickup/).count()).toBe(1);
    await card(/^Ready for pickup/).dragTo(page.getByRole("region", { name: /^On hold/ }));
    await expect.poll(() => card(/^On hold/).count(), { timeout: 15_000 }).toBe(1);
    expect(await card(/^Ready for pickup/).count()).toBe(0);
    // Stored, not only drawn: the job's page says so too.
    await page.goto(jobUrl);
    await waitForHydration(page);
    await expect.poll(() => page.getByText("Now: On hold").count()).toBe(1);
  });

  it("the owner marks it picked up, and the board shows it there at 375 and 1280 px", async () => {
    const { page } = owner;
    await page.getByLabel("Move to").selectOption({ label: "Picked up" });
    await page.getByRole("button", { name: "Move to Picked up" }).click();
    // $159.80 is still owed: the owner lets the customer leave it owing, on purpose.
    await page.getByRole("button", { name: "Picked up, leave it owing" }).click();
    await expect.poll(() => page.getByText("Now: Picked up").count(), { timeout: 15_000 }).toBe(1);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin/jobs");
      await waitForHydration(page);
      const column = page.getByRole("region", { name: /^Picked up/ });
      await expect.poll(() => column.getByText(customer).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await screenshot(page, `jobs-board-${width}`);
    }
    expect(baseURL()).toBeTruthy();
  });
});
