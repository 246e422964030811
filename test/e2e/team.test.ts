// The team in Chromium (issue #42): the owner adds a staff member on the Team screen; the staff
// member, signed in as themselves, sees the workspace without the owner's screens and is refused
// them; the owner reads who did what. Screenshots at 375 and 1280 px.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./harness/axe";
import {
  e2eSkipReason,
  launchBrowser,
  signInAsOwner,
  waitForHydration,
  withPage,
} from "./harness/browser";
import { screenshot } from "./harness/screenshots";

const stamp = Date.now().toString(36);
const STAFF = `casey-${stamp}@example.com`;
const nav = (page: Page) => page.getByRole("navigation", { name: "Owner's pages" });

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe.skipIf(e2eSkipReason())("the team", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("the owner adds a staff member on the Team screen", async () => {
    await withPage(browser, { width: 1280, height: 900 }, async ({ page }) => {
      await signInAsOwner(page);
      await page.goto("/admin/team");
      await waitForHydration(page);
      await page.getByRole("heading", { level: 1, name: "Team" }).waitFor();
      await page.getByLabel("Email").fill(STAFF);
      await page.getByLabel("Name").fill("Casey Counter");
      await page.getByLabel("Role").selectOption("staff");
      await page.getByRole("button", { name: "Add to the team" }).click();
      await page.getByText(STAFF).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, "team-1280");
      await page.setViewportSize({ width: 375, height: 800 });
      await noOverflow(page);
      await screenshot(page, "team-375");
    });
  });

  it("a staff member sees the workspace without the owner's screens", async () => {
    for (const width of [1280, 375]) {
      await withPage(browser, { width, height: 900 }, async ({ page }) => {
        await page.goto(`/api/dev/sign-in?as=${encodeURIComponent(STAFF)}&returnTo=/admin/jobs`);
        await page.waitForURL("**/admin/jobs");
        await waitForHydration(page);
        await page.getByRole("heading", { level: 1, name: "Jobs" }).waitFor();
        if (width === 375) await page.getByRole("button", { name: "Menu" }).click();
        const links = nav(page).first();
        await links.getByRole("link", { name: "Jobs" }).waitFor();
        for (const hidden of [
          "Reports",
          "Shop settings",
          "Team",
          "Who did what",
          "Frame catalogue",
        ])
          expect(await links.getByRole("link", { name: hidden, exact: true }).count()).toBe(0);
        expect(await page.getByText("Casey Counter").count()).toBeGreaterThan(0);
        await noOverflow(page);
        await screenshot(page, `staff-workspace-${width}`, { viewport: width === 375 });
      });
    }
    await withPage(browser, { width: 1280, height: 900 }, async ({ page }) => {
      await page.goto(`/api/dev/sign-in?as=${encodeURIComponent(STAFF)}&returnTo=/admin/reports`);
      await page.getByText("Only the owner can see the reports.").waitFor();
      await screenshot(page, "staff-refused-reports-1280");
    });
  });

  it("the owner reads who did what", async () => {
    for (const width of [1280, 375]) {
      await withPage(browser, { width, height: 900 }, async ({ page }) => {
        await signInAsOwner(page);
        await page.goto("/admin/audit");
        await waitForHydration(page);
        await page.getByRole("heading", { level: 1, name: "Who did what" }).waitFor();
        await page.getByText("POST team").first().waitFor();
        expect(await page.getByRole("link", { name: "Download CSV" }).count()).toBe(1);
        if (width === 1280) expect(await axeViolations(page)).toEqual([]);
        await noOverflow(page);
        await screenshot(page, `audit-${width}`);
      });
    }
  });
});
