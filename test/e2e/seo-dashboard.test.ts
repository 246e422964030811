import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  e2eSkipReason,
  launchBrowser,
  signInAsOwner,
  waitForHydration,
  withPage,
} from "./harness/browser";

const missing = `/no-such-frame-${Date.now().toString(36)}`;

describe.skipIf(e2eSkipReason())("the SEO dashboard", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows the owner the page views and the 404 a visitor just caused", async () => {
    await withPage(browser, { asPerson: true }, async (visitor) => {
      const beacons: Promise<unknown>[] = [];
      visitor.page.on("request", (r) => {
        if (r.url().endsWith("/api/analytics")) beacons.push(r.response());
      });
      for (const path of ["/about", "/services", "/fine-art-printing"]) {
        await visitor.page.goto(path);
        await waitForHydration(visitor.page);
      }
      const res = await visitor.page.goto(missing);
      expect(res?.status()).toBe(404);
      await waitForHydration(visitor.page);
      await expect.poll(() => beacons.length).toBeGreaterThanOrEqual(5);
      await Promise.all(beacons);
    });

    await withPage(browser, {}, async (owner) => {
      await signInAsOwner(owner.page);
      await owner.page.goto("/seo-dashboard");
      await waitForHydration(owner.page);
      const topPages = owner.page
        .locator("div", { has: owner.page.getByRole("heading", { name: "Top pages" }) })
        .last();
      await expect
        .poll(() => topPages.getByText("/fine-art-printing").count(), { timeout: 20_000 })
        .toBe(1);
      expect(await topPages.getByText("/about").count()).toBe(1);
      const notFound = owner.page
        .locator("div", { has: owner.page.getByRole("heading", { name: "Missing pages (404)" }) })
        .last();
      expect(await notFound.getByText(missing).count()).toBe(1);
      // Nothing external is configured: keywords say so instead of showing numbers.
      await owner.page.getByRole("tab", { name: "Keywords" }).click();
      expect(await owner.page.getByText("Not connected").count()).toBeGreaterThanOrEqual(26);
      await owner.page.getByRole("tab", { name: "Technical" }).click();
      expect(await owner.page.getByText("Sitemap: present").count()).toBe(1);
    });
  });
});
