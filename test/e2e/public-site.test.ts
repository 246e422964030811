// The public site in Chromium: the header on phones and on scroll, the 404 page, accessibility
// (axe-core) and horizontal overflow on every public page.
import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES, UNLISTED_PUBLIC_PATHS } from "~/content/public-pages";
import { expectNoAxeViolations } from "./harness/axe";
import { e2eSkipReason, launchBrowser, waitForHydration, withPage } from "./harness/browser";

const PHONE = { width: 375, height: 740 };
const PUBLIC_PATHS = [...PUBLIC_PAGES.map((p) => p.path), ...UNLISTED_PUBLIC_PATHS];

// A page still on its scaffold stub (`export default function Page() { return <h1>name</h1>; }`, no
// meta, so no <title>) is skipped by the axe check only; the check comes back once the page is built.
function isPlaceholder(path: string): boolean {
  const file = new URL(
    `../../app/routes/${path === "/" ? "home" : path.slice(1)}.tsx`,
    import.meta.url,
  );
  const source = readFileSync(file, "utf8");
  return /^export default function Page\(\) \{\s*return <h1[^>]*>[\w -]+<\/h1>;\s*\}\s*$/.test(
    source,
  );
}

describe.skipIf(e2eSkipReason())("the public site in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("opens the mobile menu at 375 px, and a link in it navigates and closes it", async () => {
    await withPage(browser, PHONE, async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);

      // The desktop navigation is hidden on a phone; only the toggle shows.
      const toggle = page.locator("header details[data-menu] > summary");
      const menu = page.locator("#mobile-menu");
      const isOpen = () =>
        page.locator("header details[data-menu]").evaluate((d) => d.hasAttribute("open"));
      expect(await toggle.isVisible()).toBe(true);
      expect(await toggle.innerText()).toBe("Open menu");
      expect(await menu.isVisible()).toBe(false);

      await toggle.click();
      await menu.waitFor({ state: "visible" });
      expect(await isOpen()).toBe(true);
      expect(await toggle.innerText()).toBe("Close menu");
      expect(await menu.getByRole("link").allInnerTexts()).toEqual([
        "Home",
        "Services",
        "Portfolio",
        "About",
        "Blog",
        "Contact",
        "Design a Frame",
        "Book Consultation",
      ]);

      await menu.getByRole("link", { name: "About", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/about");
      await waitForHydration(page);
      expect(await menu.isVisible()).toBe(false);
      expect(await isOpen()).toBe(false);
      expect(await page.getByRole("heading", { level: 1 }).first().isVisible()).toBe(true);

      // The toggle also closes the menu by itself.
      await toggle.click();
      await menu.waitFor({ state: "visible" });
      await toggle.click();
      await menu.waitFor({ state: "hidden" });
      expect(page.url()).toMatch(/\/about$/);
    });
  });

  it("marks the header data-scrolled once the page is scrolled past 100 px", async () => {
    await withPage(browser, {}, async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      const header = page.locator("header").first();
      expect(await header.getAttribute("data-scrolled")).toBe("false");

      await page.evaluate(() => window.scrollTo(0, 90));
      await page.waitForFunction(() => window.scrollY === 90);
      // Not past the threshold yet.
      await page.waitForTimeout(100);
      expect(await header.getAttribute("data-scrolled")).toBe("false");

      await page.mouse.wheel(0, 400);
      await page.waitForFunction(() => window.scrollY > 100);
      await page.waitForSelector('header[data-scrolled="true"]');

      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForSelector('header[data-scrolled="false"]');
    });
  });

  it("answers /framing-gallery-info with a 404 page and suggested links", async () => {
    await withPage(browser, {}, async ({ page }) => {
      const res = await page.goto("/framing-gallery-info");
      expect(res?.status()).toBe(404);
      await waitForHydration(page);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
        "Oops! Page Not Found",
      );

      const suggestions = page
        .getByRole("navigation", { name: "Suggested pages" })
        .getByRole("link");
      const links = await suggestions.evaluateAll((els) =>
        els.map((el) => ({ label: el.textContent?.trim(), href: el.getAttribute("href") })),
      );
      // 'framing', 'gallery' and 'info' each match a rule; the first four links are kept.
      expect(links).toEqual([
        { label: "Our Services", href: "/services" },
        { label: "Picture Framing Houston", href: "/picture-framing-houston" },
        { label: "Portfolio", href: "/portfolio" },
        { label: "About Us", href: "/about" },
      ]);

      await page
        .getByRole("navigation", { name: "Suggested pages" })
        .getByRole("link", { name: "Portfolio" })
        .click();
      await page.waitForURL((url) => url.pathname === "/portfolio");
      await page
        .getByRole("heading", { name: "Oops! Page Not Found" })
        .waitFor({ state: "detached" });
      expect(await page.getByRole("heading", { level: 1 }).innerText()).not.toBe(
        "Oops! Page Not Found",
      );
    });
  });

  describe("every public page", () => {
    for (const path of PUBLIC_PATHS) {
      const placeholder = isPlaceholder(path);
      it.skipIf(placeholder)(
        `${path} has no axe-core violations${placeholder ? " (skipped: placeholder page)" : ""}`,
        async () => {
          await withPage(browser, { width: 1280, height: 800 }, async ({ page }) => {
            const res = await page.goto(path, { waitUntil: "load" });
            expect(res?.status()).toBe(200);
            await waitForHydration(page);
            await expectNoAxeViolations(page, path);
          });
        },
      );
    }

    it("the open mobile menu has no axe-core violations", async () => {
      await withPage(browser, PHONE, async ({ page }) => {
        await page.goto("/", { waitUntil: "load" });
        await waitForHydration(page);
        await page.locator("header details[data-menu] > summary").click();
        await page.locator("#mobile-menu").waitFor({ state: "visible" });
        await expectNoAxeViolations(page, "/ (mobile menu open)");
      });
    });

    it.each(PUBLIC_PATHS)("%s has no horizontal overflow at 375 px", async (path) => {
      await withPage(browser, PHONE, async ({ page }) => {
        const res = await page.goto(path, { waitUntil: "load" });
        expect(res?.status()).toBe(200);
        await waitForHydration(page);
        const { scrollWidth, culprits } = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          const culprits = [...document.querySelectorAll("body *")]
            .filter((el) => el.getBoundingClientRect().right > width + 0.5)
            .slice(0, 5)
            .map(
              (el) =>
                `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${[...el.classList].join(".")}`,
            );
          return { scrollWidth: document.documentElement.scrollWidth, culprits };
        });
        expect(
          scrollWidth,
          `${path} overflows; widest elements: ${culprits.join(", ")}`,
        ).toBeLessThanOrEqual(PHONE.width);
      });
    });
  });
});
