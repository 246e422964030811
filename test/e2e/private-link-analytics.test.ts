// A customer's private link is their key (docs/decisions/0031-private-links.md): their job status
// page sends no page view and no event, and the next page they open does not pass the link on.
// What the page sends is read where it leaves the browser.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  closeBrowser,
  e2eSkipReason,
  launchBrowser,
  openPage,
  signInAsOwner,
  waitForHydration,
  withPage,
} from "./harness/browser";

const design = {
  widthInches: 11,
  heightInches: 14,
  mouldingId: "walnut-gallery",
  mat: { id: "antique-white", widthInches: 2 },
  glazingId: "regular",
};

/** Every beacon body the page sends to /api/analytics, as text. */
async function recordBeacons(page: Page): Promise<string[]> {
  const sent: string[] = [];
  await page.route("**/api/analytics", async (route) => {
    sent.push(route.request().postData() ?? "");
    await route.continue();
  });
  return sent;
}

describe.skipIf(e2eSkipReason())("a customer's job status page", () => {
  let browser: Browser;
  let owner: { context: BrowserContext; page: Page };
  let statusPath = "";

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await openPage(browser);
    await signInAsOwner(owner.page);
    const made = await owner.page.evaluate(async (design) => {
      const res = await fetch("/api/admin/jobs", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          customer: { name: "Nora Beacon", email: "nora.beacon@example.com" },
          pieces: [{ description: "Map of the Heights", design }],
        }),
      });
      return { status: res.status, body: (await res.json()) as { statusUrl?: string } };
    }, design);
    expect(made.status).toBe(201);
    statusPath = new URL(made.body.statusUrl ?? "").pathname;
    expect(statusPath).toMatch(/^\/order\/[A-Za-z0-9_-]{22}$/);
  });
  afterAll(() => closeBrowser(browser, owner?.context));

  it("sends no beacon, and the page opened from it does not carry its link", async () => {
    await withPage(browser, { asPerson: true }, async ({ page }) => {
      const sent = await recordBeacons(page);
      const res = await page.goto(statusPath);
      expect(res?.status()).toBe(200);
      await waitForHydration(page);
      await page.waitForTimeout(1000);
      expect(sent).toEqual([]);

      const token = statusPath.slice(statusPath.lastIndexOf("/") + 1);
      // A tracked link: its click is an event of the status page.
      await page.locator('header a[href="/services"]:visible').first().click();
      await page.waitForURL("**/services");
      await waitForHydration(page);
      await expect.poll(() => sent.length, { timeout: 10_000 }).toBeGreaterThan(0);
      // The click on the status page's link went unreported; the page view of /services came.
      const events = sent.map((body) => JSON.parse(body) as Record<string, unknown>);
      expect(events.filter((e) => e.name === "navigation_click")).toEqual([]);
      expect(events).toContainEqual(
        expect.objectContaining({ name: "page_view", path: "/services" }),
      );
      expect(sent.join("\n")).not.toContain(token);
      expect(sent.join("\n")).not.toContain("/order/");
    });
  });
});
