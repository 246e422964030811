// The materials desk (issue #41): two walk-in jobs, the frame order showing both under one vendor,
// placing it, the vendor's email with its CSV file, receiving it, the jobs showing Materials in.
// Screenshots at 375 and 1280 px of the vendors, the frame order, a printed purchase order and a
// job's margin. The browser tests share one database across runs: this run names its own vendor.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  closeBrowser,
  e2eSkipReason,
  launchBrowser,
  openPage,
  signInAsOwner,
  waitForHydration,
} from "./harness/browser";
import { screenshot } from "./harness/screenshots";

const stamp = Date.now().toString(36).slice(-5);
const vendorName = `Larson-Juhl ${stamp}`;
const design = {
  widthInches: 16,
  heightInches: 20,
  mouldingId: "walnut-gallery",
  mat: { id: "antique-white", widthInches: 2 },
  glazingId: "regular",
};

// The API's JSON, read as the test needs it.
type Json = any;

async function api(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Json }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    { method, path, body },
  );
}

async function both(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`);
  }
}

describe.skipIf(e2eSkipReason())("materials: from two walk-in jobs to materials in", () => {
  let browser: Browser;
  let owner: { context: BrowserContext; page: Page };
  const jobs: Array<{ id: number; number: string }> = [];
  let vendorId = 0;
  let orderId = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await openPage(browser);
    await signInAsOwner(owner.page);
  });
  afterAll(() => closeBrowser(browser, owner?.context));

  it("the owner adds a vendor on the Vendors screen and gives the catalogue its costs", async () => {
    const { page } = owner;
    await page.goto("/admin/vendors");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Add vendor" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name").fill(vendorName);
    await dialog.getByLabel("Ordering email").fill("orders@larson.example");
    await dialog.getByLabel("Your account number").fill("HFS-20931");
    await dialog.getByRole("button", { name: "Add vendor" }).click();
    await expect.poll(() => page.getByRole("heading", { name: vendorName }).count()).toBe(1);
    const { body } = await api(page, "GET", "/api/admin/vendors");
    vendorId = body.vendors.find((v: { name: string }) => v.name === vendorName).id;

    const catalogue = (await api(page, "GET", "/api/admin/frames")).body;
    const edit = async (
      kind: string,
      id: string,
      keys: string[],
      cost: Record<string, unknown>,
    ) => {
      const entry = catalogue[kind].find((e: { id: string }) => e.id === id);
      const fields = Object.fromEntries(keys.map((k) => [k, entry[k]]));
      const res = await api(page, "PUT", `/api/admin/frames/${kind}/${id}`, {
        ...fields,
        ...cost,
        vendorId,
      });
      expect(res.status).toBe(200);
    };
    await edit(
      "mouldings",
      "walnut-gallery",
      ["name", "finish", "colour", "profileWidthInches", "pricePerUnitedInch", "sortOrder"],
      { vendorCode: `WAL-${stamp}`, costPerFootCents: 450 },
    );
    await edit("mats", "antique-white", ["name", "colour", "sortOrder"], {
      vendorCode: `MAT-${stamp}`,
      costPerSheetCents: 1200,
    });
    await edit("glazing", "regular", ["name", "description", "pricePerSquareInch", "sortOrder"], {
      vendorCode: `GLS-${stamp}`,
      costPerSheetCents: 900,
    });
    await page.reload();
    await waitForHydration(page);
    await both(page, "materials-vendors");
  });

  it("two walk-in jobs show under the vendor on the frame order; the owner places it", async () => {
    const { page } = owner;
    for (const name of ["Ana Reyes", "Ben Okafor"]) {
      const res = await api(page, "POST", "/api/admin/jobs", {
        customer: { name: `${name} ${stamp}`, email: "walkin@example.com" },
        pieces: [{ description: "Print of the Heights", design }],
      });
      expect(res.status).toBe(201);
      jobs.push(res.body);
    }
    await page.goto("/admin/frame-order");
    await waitForHydration(page);
    const section = page.getByRole("region", { name: vendorName });
    // Each job is on the moulding's, the mat's and the glazing's line.
    for (const job of jobs)
      await expect
        .poll(() => section.getByRole("link", { name: job.number }).count(), { timeout: 15_000 })
        .toBe(3);
    await both(page, "materials-frame-order");
    await section.getByRole("button", { name: `Place order with ${vendorName}` }).click();
    await expect
      .poll(() => page.getByText(/Purchase order PO-\d{4}-\d{4} sent/).count(), { timeout: 15_000 })
      .toBe(1);
    await expect.poll(() => page.getByRole("region", { name: vendorName }).count()).toBe(0);
    const orders = (await api(page, "GET", "/api/admin/purchase-orders")).body.orders;
    orderId = orders.find((o: { vendorName: string }) => o.vendorName === vendorName).id;
  });

  it("emails the vendor with the lines and a CSV attachment", async () => {
    const { page } = owner;
    const order = (await api(page, "GET", `/api/admin/purchase-orders/${orderId}`)).body.order;
    await expect
      .poll(
        async () =>
          (
            await api(page, "GET", `/api/admin/emails?related=purchase_order:${orderId}`)
          ).body.emails.map((e: { status: string; subject: string }) => `${e.status} ${e.subject}`),
        { timeout: 30_000 },
      )
      .toEqual([`sent Purchase order ${order.number} from Heights Frame Studio`]);
    // With the lines as a CSV file (its content is checked by test/api/frame-order.test.ts).
    const [email] = (await api(page, "GET", `/api/admin/emails?related=purchase_order:${orderId}`))
      .body.emails;
    expect(email.attachmentNames).toBe(`${order.number}.csv`);
    expect(email.to).toBe("orders@larson.example");
  });

  it("prints the purchase order, receives it, and the jobs show Materials in", async () => {
    const { page } = owner;
    await page.goto(`/admin/purchase-orders/${orderId}`);
    await waitForHydration(page);
    await page.emulateMedia({ media: "print" });
    await both(page, "materials-purchase-order-print");
    await page.emulateMedia({ media: "screen" });
    await page.getByRole("button", { name: "Receive all" }).click();
    await expect
      .poll(() => page.getByRole("button", { name: "All received" }).count(), { timeout: 15_000 })
      .toBe(1);
    await page.goto(`/admin/jobs/${jobs[0].id}`);
    await waitForHydration(page);
    const margin = page.getByRole("region", { name: "Materials and margin" });
    await expect.poll(() => margin.getByText("Materials in").count(), { timeout: 15_000 }).toBe(1);
    await margin.scrollIntoViewIfNeeded();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(margin, `materials-job-margin-${width}`);
    }
    await page.goto("/admin");
    await waitForHydration(page);
    const ready = page.getByRole("region", { name: "Ready to make" });
    for (const job of jobs)
      await expect.poll(() => ready.getByText(job.number).count(), { timeout: 15_000 }).toBe(1);
  });
});
