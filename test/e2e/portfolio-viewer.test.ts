// The portfolio's enlarged view (issue 33, docs/decisions/0066-portfolio-enlarged-view.md): with
// JavaScript a dialog over the grid (keys, Next, Escape, focus), without it each work's own page
// with Previous/Next links. Screenshots of both at 375 and 1280 px wide.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_GALLERY } from "~/lib/portfolio-gallery";
import { axeViolations } from "./harness/axe";
import { e2eSkipReason, launchBrowser, waitForHydration, withPage } from "./harness/browser";
import { screenshot } from "./harness/screenshots";

// A fresh site has nothing uploaded: the sample works, in their order.
const titles = SAMPLE_GALLERY.map((w) => w.title);
const WIDTHS = [375, 1280] as const;

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? "");

async function largeImageLoaded(page: Page, scope: string) {
  await expect
    .poll(() =>
      page
        .locator(`${scope} [data-viewer=image]`)
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
}

describe.skipIf(e2eSkipReason())("the portfolio's enlarged view", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(WIDTHS)(
    "with JavaScript at %i px: a dialog over the grid, arrow keys, Next and Escape",
    async (width) => {
      await withPage(browser, { width, height: width < 640 ? 740 : 900 }, async ({ page }) => {
        await page.goto("/portfolio");
        await waitForHydration(page);
        // A light page: no React, and the closed dialog has downloaded no large copy.
        expect(await page.locator('html[data-hydrate="false"]').count()).toBe(1);
        expect(
          await page
            .locator("dialog[data-work-viewer] img")
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        ).toBe(false);

        const card = page.getByRole("link", { name: titles[0] });
        expect(await card.getAttribute("aria-haspopup")).toBe("dialog");
        await card.click();
        const dialog = page.getByRole("dialog", { name: titles[0] });
        await dialog.waitFor();
        // Focus moves into the dialog, on its close button; the grid's address is kept.
        expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
          "Close",
        );
        expect(new URL(page.url()).search).toBe("");
        await dialog.getByText(`1 of ${titles.length}`).waitFor();
        await largeImageLoaded(page, "dialog");

        await page.keyboard.press("ArrowRight");
        await page.getByRole("dialog", { name: titles[1] }).waitFor();
        const next = page.getByRole("dialog").getByRole("link", { name: "Next work" });
        // Next is still a link to the following work's own page (a new tab gets that page).
        expect(await next.getAttribute("href")).toBe(
          `/portfolio?work=${encodeURIComponent(SAMPLE_GALLERY[2]!.id)}`,
        );
        await next.click();
        await page.getByRole("dialog", { name: titles[2] }).waitFor();
        await page.getByRole("dialog").getByText(`3 of ${titles.length}`).waitFor();
        await largeImageLoaded(page, "dialog");
        expect(await axeViolations(page, "dialog[open]")).toEqual([]);
        await screenshot(page, `portfolio-dialog-${width}`, { viewport: true });

        // Tab never reaches the page under the modal dialog (past its last control the focus
        // may go to the browser's own controls: document.body here, as with any native dialog).
        for (let i = 0; i < 6; i++) {
          await page.keyboard.press("Tab");
          expect(
            await page.evaluate(
              () =>
                document.activeElement === document.body ||
                Boolean(document.activeElement?.closest("dialog[open]")),
            ),
          ).toBe(true);
        }
        await page.getByRole("dialog").getByRole("link", { name: "Next work" }).focus();

        await page.keyboard.press("Escape");
        await page.getByRole("dialog").waitFor({ state: "hidden" });
        // The focus goes back to the card that opened it.
        expect(await focusedText(page)).toBe(`${titles[0]} (sample)`);
        // Still the grid, and the page did not reload.
        expect(new URL(page.url()).pathname).toBe("/portfolio");
        expect(new URL(page.url()).search).toBe("");
      });
    },
  );

  it.each(WIDTHS)(
    "without JavaScript at %i px: each work's own page with Previous/Next links",
    async (width) => {
      const opts = { width, height: width < 640 ? 740 : 900, javaScriptEnabled: false };
      await withPage(browser, opts, async ({ page }) => {
        await page.goto("/portfolio");
        await page.getByRole("link", { name: titles[0] }).click();
        await page.waitForURL((url) => url.searchParams.has("work"));
        const heading = (title: string) =>
          page.getByRole("heading", { level: 1, name: title }).waitFor();
        await heading(titles[0]!);
        await page.getByText(`1 of ${titles.length}`).waitFor();
        await largeImageLoaded(page, "[data-work-page]");
        expect(await page.locator("[data-work-page] img").getAttribute("src")).toBe(
          SAMPLE_GALLERY[0]!.full.src,
        );
        await screenshot(page, `portfolio-work-page-nojs-${width}`);

        await page.getByRole("link", { name: "Next work" }).click();
        await heading(titles[1]!);
        await page.getByRole("link", { name: "Previous work" }).click();
        await heading(titles[0]!);
        // Before the first comes the last.
        await page.getByRole("link", { name: "Previous work" }).click();
        await heading(titles.at(-1)!);
        await page.getByText(`${titles.length} of ${titles.length}`).waitFor();

        await page.getByRole("link", { name: "All work" }).click();
        await page.waitForURL((url) => !url.searchParams.has("work"));
        expect(new URL(page.url()).hash).toMatch(/^#work-/);
        await page
          .getByRole("status")
          .filter({ hasText: `Showing ${titles.length}` })
          .waitFor();
      });
    },
  );

  it("a work's own page: arrow keys follow its links, Escape goes back; no axe violations", async () => {
    await withPage(browser, { width: 1280, height: 900 }, async ({ page }) => {
      const first = `/portfolio?work=${encodeURIComponent(SAMPLE_GALLERY[0]!.id)}`;
      await page.goto(first);
      await waitForHydration(page);
      expect(await page.locator('script[type="module"]').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("ArrowRight");
      await page.getByRole("heading", { level: 1, name: titles[1] }).waitFor();
      await waitForHydration(page);
      await page.keyboard.press("ArrowLeft");
      await page.getByRole("heading", { level: 1, name: titles[0] }).waitFor();
      await waitForHydration(page);
      await page.keyboard.press("Escape");
      await page.waitForURL((url) => !url.searchParams.has("work"));
    });
  });

  it("answers 404 for a work that is not there, or not in the filter", async () => {
    await withPage(browser, {}, async ({ page }) => {
      expect((await page.goto("/portfolio?work=no-such-work"))?.status()).toBe(404);
      const photo = SAMPLE_GALLERY.find((w) => w.category !== "commercial")!;
      const res = await page.goto(
        `/portfolio?category=commercial&work=${encodeURIComponent(photo.id)}`,
      );
      expect(res?.status()).toBe(404);
    });
  });
});
