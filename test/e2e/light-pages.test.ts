// Content pages without hydration (issue 21) in Chromium: what the page script must still do
// there (the mobile menu, the header's scroll state, analytics, sharing), and Speculation Rules.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  e2eSkipReason,
  launchBrowser,
  signInAsOwner,
  waitForHydration,
  withPage,
} from "./harness/browser";
import { samplePostPath } from "./harness/content-pages";

const PHONE = { width: 375, height: 740 };

interface SentEvent {
  name: string;
  category?: string;
  label?: string;
  path: string;
  referrer?: string;
}

/** Every analytics event the page sends, as the server receives it. */
async function recordEvents(page: Page): Promise<SentEvent[]> {
  const events: SentEvent[] = [];
  await page.route("**/api/analytics", async (route) => {
    events.push(JSON.parse(route.request().postData() ?? "{}"));
    await route.continue();
  });
  return events;
}

/** The page is plain HTML: no module scripts, and React never marks it hydrated. */
async function expectNoHydration(page: Page) {
  expect(await page.locator('html[data-hydrate="false"]').count()).toBe(1);
  expect(await page.locator('script[type="module"], link[rel="modulepreload"]').count()).toBe(0);
  await page.waitForTimeout(300);
  expect(await page.locator("html[data-hydrated]").count()).toBe(0);
}

const toggleOf = (page: Page) => page.locator("header details[data-menu] > summary");
const isMenuOpen = (page: Page) =>
  page.locator("header details[data-menu]").evaluate((d) => (d as HTMLDetailsElement).open);
const focusIsOnToggle = (page: Page) =>
  page.evaluate(
    () => document.activeElement === document.querySelector("details[data-menu] > summary"),
  );

interface TrafficTotals {
  pageViews: number;
  visitors: number;
}

async function traffic(owner: Page) {
  const res = await owner.request.get("/api/admin/seo");
  expect(res.status()).toBe(200);
  return (
    (await res.json()) as {
      traffic: { totals: TrafficTotals; referrers: Array<{ host: string; hits: number }> };
    }
  ).traffic;
}

describe.skipIf(e2eSkipReason())("content pages without hydration", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("the mobile menu lies over the page, closes on Escape with focus back on its toggle, and its links navigate", async () => {
    await withPage(browser, PHONE, async ({ page }) => {
      await page.goto("/services");
      await waitForHydration(page);
      await expectNoHydration(page);

      const toggle = toggleOf(page);
      const menu = page.locator("#mobile-menu");
      const heading = page.getByRole("heading", { level: 1 });
      const before = await heading.boundingBox();
      expect(await menu.isVisible()).toBe(false);

      await toggle.click();
      await menu.waitFor({ state: "visible" });
      expect(await toggle.innerText()).toBe("Close menu");
      // Laid over the page: nothing moved, and the menu covers the heading.
      expect(await heading.boundingBox()).toEqual(before);
      const covering = await page.evaluate(
        ({ x, y }) => {
          const el = document.elementFromPoint(x, y);
          return Boolean(el?.closest("#mobile-menu"));
        },
        { x: before!.x + 10, y: before!.y + before!.height / 2 },
      );
      expect(covering).toBe(true);

      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "hidden" });
      expect(await focusIsOnToggle(page)).toBe(true);
      expect(await toggle.innerText()).toBe("Open menu");

      // By keyboard: open from the toggle, tab into the menu, Escape from inside it.
      await page.keyboard.press("Enter");
      await menu.waitFor({ state: "visible" });
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Home");
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "hidden" });
      expect(await focusIsOnToggle(page)).toBe(true);

      // A click elsewhere closes it.
      await toggle.click();
      await menu.waitFor({ state: "visible" });
      // (The page's side margin, below the menu and above the phone's Call/Book bar.)
      const menuBox = await menu.boundingBox();
      await page.mouse.click(4, menuBox!.y + menuBox!.height + 8);
      await menu.waitFor({ state: "hidden" });

      // A link in it navigates, here to a hydrated page, where the same menu works.
      await toggle.click();
      await menu.getByRole("link", { name: "Contact", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/contact");
      await waitForHydration(page);
      expect(await page.locator("html[data-hydrated]").count()).toBe(1);
      await toggle.click();
      await menu.waitFor({ state: "visible" });
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "hidden" });
      expect(await focusIsOnToggle(page)).toBe(true);
      expect(await isMenuOpen(page)).toBe(false);
    });
  });

  it("the mobile menu opens and its links work with JavaScript turned off", async () => {
    await withPage(browser, { ...PHONE, javaScriptEnabled: false }, async ({ page }) => {
      await page.goto("/about");
      await toggleOf(page).click();
      const menu = page.locator("#mobile-menu");
      await menu.waitFor({ state: "visible" });
      await menu.getByRole("link", { name: "Services", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/services");
    });
  });

  it("marks the header data-scrolled past 100 px", async () => {
    await withPage(browser, {}, async ({ page }) => {
      await page.goto("/about");
      await waitForHydration(page);
      await expectNoHydration(page);
      const header = page.locator("header").first();
      expect(await header.getAttribute("data-scrolled")).toBe("false");

      await page.evaluate(() => window.scrollTo(0, 100));
      await page.waitForFunction(() => window.scrollY === 100);
      await page.waitForTimeout(100);
      expect(await header.getAttribute("data-scrolled")).toBe("false");

      await page.mouse.wheel(0, 400);
      await page.waitForSelector('header[data-scrolled="true"]');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForSelector('header[data-scrolled="false"]');
    });
  });

  it("sends the page view, the page's own events and tracked clicks", async () => {
    await withPage(browser, { asPerson: true }, async ({ page }) => {
      const events = await recordEvents(page);
      await page.goto("/thank-you", { referer: "https://www.bing.com/" });
      await waitForHydration(page);
      await expectNoHydration(page);
      await expect.poll(() => events.length).toBe(2);
      expect(events).toEqual([
        {
          name: "page_view",
          category: "navigation",
          label: "/thank-you",
          path: "/thank-you",
          // Only the referrer's origin leaves the page.
          referrer: "https://www.bing.com",
        },
        {
          name: "appointment_booked",
          category: "appointment",
          label: "scheduler",
          path: "/thank-you",
        },
      ]);

      await page.getByRole("link", { name: "View Our Portfolio" }).click();
      await page.waitForURL((url) => url.pathname === "/portfolio");
      await waitForHydration(page);
      await page
        .getByRole("navigation", { name: "Main" })
        .first()
        .getByRole("link", { name: "About" })
        .click();
      await page.waitForURL((url) => url.pathname === "/about");
      await expect.poll(() => events.length).toBe(5);
      // /portfolio is a light page too (issue 33): the page script reports the click, and
      // /about's page view comes from its own document, with this site (its origin only) as the
      // referrer.
      expect(events.slice(2)).toEqual([
        expect.objectContaining({
          name: "page_view",
          path: "/portfolio",
          referrer: expect.stringMatching(/^http:\/\/(localhost|127\.0\.0\.1):\d+$/),
        }),
        { name: "navigation_click", category: "header", label: "About", path: "/portfolio" },
        expect.objectContaining({
          name: "page_view",
          path: "/about",
          referrer: new URL(page.url()).origin,
        }),
      ]);
    });
  });

  it("counts every page view once and the visit once, hydrated or not", async () => {
    await withPage(browser, {}, async (owner) => {
      await signInAsOwner(owner.page);
      const before = await traffic(owner.page);
      const source = `light-${Date.now().toString(36)}.example`;

      await withPage(browser, { asPerson: true }, async ({ page }) => {
        const main = () => page.getByRole("navigation", { name: "Main" }).first();
        // Page views that reached the server, so the page is not closed with one still in flight.
        let delivered = 0;
        await page.route("**/api/analytics", async (route) => {
          const response = await route.fetch();
          if (JSON.parse(route.request().postData() ?? "{}").name === "page_view") delivered += 1;
          await route.fulfill({ response });
        });
        await page.goto("/about", { referer: `https://${source}/` });
        await waitForHydration(page);
        // Full page loads between pages without hydration...
        await main().getByRole("link", { name: "Services" }).click();
        await page.waitForURL((url) => url.pathname === "/services");
        await waitForHydration(page);
        // ...to a hydrated page...
        await main().getByRole("link", { name: "Portfolio" }).click();
        await page.waitForURL((url) => url.pathname === "/portfolio");
        await waitForHydration(page);
        // ...a client-side navigation from it, and a reload.
        await main().getByRole("link", { name: "About" }).click();
        await page.waitForURL((url) => url.pathname === "/about");
        // (React reports the client-side page view once it has rendered the page.)
        await expect.poll(() => delivered, { timeout: 20_000 }).toBe(4);
        await page.reload();
        await waitForHydration(page);
        await expect.poll(() => delivered, { timeout: 20_000 }).toBe(5);
      });

      await expect
        .poll(async () => (await traffic(owner.page)).totals.pageViews - before.totals.pageViews, {
          timeout: 20_000,
        })
        .toBe(5);
      // Nothing arrives late to count anything twice.
      await owner.page.waitForTimeout(1500);
      const after = await traffic(owner.page);
      expect(after.totals.pageViews - before.totals.pageViews).toBe(5);
      expect(after.totals.visitors - before.totals.visitors).toBe(1);
      expect(after.referrers.find((r) => r.host === source)?.hits).toBe(1);
    });
  });

  it("a prerendered page sends its page view only once the visitor opens it", async () => {
    // Chromium does not prerender under DevTools (PrerenderingDisabledByDevTools), so the
    // prerendering state is given to the page before its script runs.
    await withPage(browser, { asPerson: true }, async ({ page }) => {
      await page.addInitScript(() => {
        let prerendering = true;
        Object.defineProperty(Document.prototype, "prerendering", {
          configurable: true,
          get: () => prerendering,
        });
        Object.assign(window, {
          activatePrerender: () => {
            prerendering = false;
            document.dispatchEvent(new Event("prerenderingchange"));
          },
        });
      });
      const events = await recordEvents(page);
      await page.goto("/shadowbox-framing");
      await waitForHydration(page);
      await page.waitForTimeout(500);
      expect(events).toEqual([]);
      await page.evaluate(() =>
        (window as unknown as { activatePrerender: () => void }).activatePrerender(),
      );
      await expect.poll(() => events.map((e) => e.name)).toEqual(["page_view"]);
    });
  });

  it("Speculation Rules match same-site links, never the owner's pages, the API or bookings, and Chromium uses them", async () => {
    await withPage(browser, {}, async ({ context, page }) => {
      const cdp = await context.newCDPSession(page);
      let candidates: string[] = [];
      const used: string[] = [];
      cdp.on("Preload.preloadingAttemptSourcesUpdated", (e) => {
        candidates = e.preloadingAttemptSources.map(
          (s) => new URL(s.key.url).pathname + new URL(s.key.url).search,
        );
      });
      cdp.on("Preload.prefetchStatusUpdated", (e) => {
        if (e.status === "Ready") used.push(new URL(e.prefetchUrl).pathname);
      });
      await cdp.send("Preload.enable");
      await page.goto("/");
      await waitForHydration(page);

      const excluded = [
        "/admin",
        "/admin?tab=portfolio",
        "/seo-dashboard",
        "/api/dev/sign-in?returnTo=/admin",
        "/api/admin/logout",
        "/booking/0123456789abcdef",
        "/thank-you?booking=0123456789abcdef",
        "/cdn-cgi/access/logout",
        "/images/portfolio/work-800.webp",
        "/blog/rss.xml",
      ];
      await page.evaluate((hrefs) => {
        const box = document.createElement("div");
        for (const href of [...hrefs, "https://example.com/elsewhere", "/frame-shops-houston"]) {
          const a = document.createElement("a");
          a.href = href;
          a.textContent = href;
          box.appendChild(a);
        }
        const blank = document.createElement("a");
        blank.href = "/opened-in-a-new-tab";
        blank.target = "_blank";
        box.appendChild(blank);
        document.querySelector("main")?.appendChild(box);
      }, excluded);
      await expect.poll(() => candidates.includes("/frame-shops-houston")).toBe(true);
      expect(candidates).toEqual(expect.arrayContaining(["/", "/about", "/services", "/contact"]));
      for (const path of [...excluded, "/elsewhere", "/opened-in-a-new-tab"])
        expect(candidates, path).not.toContain(path);

      // The pointer resting on a link fetches its page ahead; the navigation then uses it.
      const about = page
        .getByRole("navigation", { name: "Main" })
        .first()
        .getByRole("link", { name: "About" });
      await about.hover();
      await expect.poll(() => used).toContain("/about");
      await about.click();
      await page.waitForURL((url) => url.pathname === "/about");
      expect(
        await page.evaluate(
          () =>
            (
              performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
                deliveryType: string;
              }
            ).deliveryType,
        ),
      ).toBe("navigational-prefetch");
    });
  });

  it("the Share button of a post copies its link without hydration", async () => {
    const post = await samplePostPath();
    await withPage(browser, {}, async ({ context, page }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto(post);
      await waitForHydration(page);
      await expectNoHydration(page);
      await page.getByRole("button", { name: "Share" }).click();
      await page.getByRole("status").filter({ hasText: "Copied!" }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    });
  });
});
