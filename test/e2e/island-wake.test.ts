// The tool pages' islands wake on the visitor's first touch (docs/decisions/0101-page-delivery.md):
// a first visit runs none of their JavaScript, and what the visitor types, picks or follows while
// an island wakes is all there once it has. The island's code is held back here to make the
// wait long enough to act in.
import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { e2eSkipReason, launchBrowser, withPage } from "./harness/browser";
import { screenshot } from "./harness/screenshots";

/** Holds the island entry (the file the wake imports) until `release()`. */
async function holdModules(page: Page) {
  const requested: string[] = [];
  const held: Route[] = [];
  let open = false;
  await page.route(/\/assets\/[\w-]+\.island-[\w-]+\.js$/, (route) => {
    requested.push(new URL(route.request().url()).pathname);
    if (open) return route.continue();
    held.push(route);
  });
  return {
    requested,
    release: async () => {
      open = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

const pageRan = (page: Page) => page.waitForSelector("html[data-page-script]");
const hydrated = (page: Page) => page.waitForSelector("html[data-hydrated]", { timeout: 15_000 });

describe.skipIf(e2eSkipReason())("islands wake on the first touch", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("/contact runs no island code until touched; a name typed and a day picked while it wakes are kept", async () => {
    await withPage(browser, { width: 375, height: 800 }, async ({ page }) => {
      const modules = await holdModules(page);
      await page.goto("/contact?type=Custom+Framing#book");
      await pageRan(page);
      // Fetched into the cache after the first paint, but not one module has run.
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      const card = page.locator("#book");
      await card.getByLabel("Full name").fill("Rosa Delgado");
      await card.getByLabel("Email").fill("rosa@example.com");
      const day = card.locator("table a[href*='day=']").nth(1);
      const dayHref = (await day.getAttribute("href")) ?? "";
      await day.click();
      // Held: the page did not go to the day's address without the island.
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      expect(page.url()).not.toContain("day=");
      expect(modules.requested.some((p) => /\/contact\.island-/.test(p))).toBe(true);
      await modules.release();
      await hydrated(page);
      // The day chosen in place once awake, its times shown, the typing kept, the same document.
      await expect
        .poll(() => card.locator("a[aria-current='date']").getAttribute("href"))
        .toBe(dayHref);
      await card.locator("fieldset:has(input[name=preferredTime])").waitFor();
      expect(await card.getByLabel("Full name").inputValue()).toBe("Rosa Delgado");
      expect(await card.getByLabel("Email").inputValue()).toBe("rosa@example.com");
      expect(
        await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      ).toBe(true);
      await screenshot(page, "island-woken-contact-375", { viewport: true });
    });
  });

  it("/contact: when the tools' code cannot be loaded, a day picked meanwhile goes to its page as without JavaScript", async () => {
    await withPage(browser, { width: 375, height: 800 }, async ({ page }) => {
      await page.route(/\/assets\/[\w-]+\.island-[\w-]+\.js$/, (route) => route.abort());
      await page.goto("/contact?type=Custom+Framing#book");
      await pageRan(page);
      const day = page.locator("#book table a[href*='day=']").nth(1);
      const dayHref = (await day.getAttribute("href")) ?? "";
      await day.click();
      await page.waitForURL(`**${dayHref.split("#")[0]}*`);
      expect(await page.locator("#book a[aria-current='date']").getAttribute("href")).toBe(dayHref);
    });
  });

  it("/frame-designer: a size typed before the tool woke is in its drawing and estimate after", async () => {
    await withPage(browser, {}, async ({ page }) => {
      const modules = await holdModules(page);
      await page.goto("/frame-designer");
      await pageRan(page);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      const estimate = await page.getByTestId("estimate").textContent();
      await page.getByLabel("Width (in)").fill("36 1/4");
      await page.getByLabel("Height (in)").fill("48 3/8");
      await page.getByText("Museum glass").click();
      await modules.release();
      await hydrated(page);
      // 36 1/4 x 48 3/8 with the 2 in mat and the 1 1/4 in walnut: 42 3/4 x 54 7/8 outside.
      await expect
        .poll(() => page.getByRole("img", { name: /^Preview:/ }).getAttribute("viewBox"))
        .toBe("0 0 42.75 54.875");
      expect(await page.getByTestId("estimate").textContent()).not.toBe(estimate);
      expect(await page.getByLabel("Width (in)").inputValue()).toBe("36 1/4");
      expect(await page.getByRole("radio", { name: /Museum glass/ }).isChecked()).toBe(true);
    });
  });
});
