import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  e2eSkipReason,
  launchBrowser,
  signInAsOwner,
  waitForHydration,
  withPage,
} from "./harness/browser";

const missing = `/no-such-frame-${Date.now().toString(36)}`;

interface TrafficTotals {
  pageViews: number;
  visitors: number;
  organic: number;
}

async function trafficTotals(ownerPage: Page): Promise<TrafficTotals> {
  const res = await ownerPage.request.get("/api/admin/seo");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { traffic: { totals: TrafficTotals } }).traffic.totals;
}

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
      const tracked = owner.page
        .locator("div", { has: owner.page.getByRole("heading", { name: "Keywords Tracked" }) })
        .last();
      expect(await tracked.getByText("Not connected", { exact: true }).count()).toBe(1);
      expect(await tracked.getByText(/^\d+$/).count()).toBe(0);
      await owner.page.getByRole("tab", { name: "Keywords" }).click();
      expect(await owner.page.getByText("Not connected").count()).toBeGreaterThanOrEqual(26);
      await owner.page.getByRole("tab", { name: "Technical" }).click();
      expect(await owner.page.getByText("Sitemap: present").count()).toBe(1);
    });
  });

  it("counts a visit from a search engine once, however many pages the visitor then reads", async () => {
    await withPage(browser, {}, async (owner) => {
      await signInAsOwner(owner.page);
      const before = await trafficTotals(owner.page);

      await withPage(browser, { asPerson: true }, async (visitor) => {
        await visitor.page.goto("/", { referer: "https://www.google.com/" });
        await waitForHydration(visitor.page);
        const main = visitor.page.getByRole("navigation", { name: "Main" }).first();
        // Client-side navigations: the document (and its document.referrer) stays the same.
        for (const [name, path] of [
          ["Services", "/services"],
          ["Portfolio", "/portfolio"],
          ["About", "/about"],
        ] as const) {
          await main.getByRole("link", { name, exact: true }).click();
          await visitor.page.waitForURL((url) => url.pathname === path);
          await visitor.page.getByRole("heading", { level: 1 }).first().waitFor();
        }
        // Beacons carry no readable body here, so wait for the four page views to be recorded.
        await expect
          .poll(async () => (await trafficTotals(owner.page)).pageViews - before.pageViews, {
            timeout: 20_000,
          })
          .toBe(4);
      });

      const after = await trafficTotals(owner.page);
      expect({
        pageViews: after.pageViews - before.pageViews,
        visitors: after.visitors - before.visitors,
        organic: after.organic - before.organic,
      }).toEqual({ pageViews: 4, visitors: 1, organic: 1 });
    });
  });
});
