// The owner's own words on the site (issue #31): the owner adds a testimonial, writes the About
// story and sets the home page's picture; a visitor sees all three on the home page and /about.
// Screenshots of the owner's screens and the changed pages at 375 and 1280 px.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./harness/axe";
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

const stamp = Date.now().toString(36);
const QUOTE = `They saved my grandmother's quilt square and it looks wonderful (${stamp}).`;
const HERO_ALT = `The studio's counter with mat samples laid out (${stamp})`;
const ABOUT_ALT = `The mitre saw on the workbench (${stamp})`;
const STORY_HEADING = `Three generations at the bench ${stamp}`;

async function expectToast(page: Page, text: string | RegExp) {
  await expect.poll(() => page.getByText(text).count(), { timeout: 15_000 }).toBeGreaterThan(0);
}

describe.skipIf(e2eSkipReason())("testimonials, the About story and the hero photo", () => {
  let browser: Browser;
  let owner: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await openPage(browser, { width: 1280, height: 900 });
    await signInAsOwner(owner.page);
  });
  // The site is shared by every browser test: the illustration, the site's story and no
  // testimonial of ours are left as they were.
  afterAll(async () => {
    try {
      if (owner) {
        const headers = { Origin: baseURL() };
        const { request } = owner.page;
        await request.delete("/api/admin/words/photos/home-hero", { headers });
        await request.delete("/api/admin/words/photos/about-1", { headers });
        await request.put("/api/admin/words/about-story", { headers, data: { markdown: "" } });
        const list = (await (await request.get("/api/admin/testimonials")).json()) as {
          testimonials: { id: number; quote: string }[];
        };
        for (const t of list.testimonials.filter((t) => t.quote === QUOTE))
          await request.delete(`/api/admin/testimonials/${t.id}`, { headers });
      }
    } finally {
      await closeBrowser(browser, owner?.context);
    }
  });

  it("the owner adds a testimonial", async () => {
    const { page } = owner;
    await page.goto("/admin/testimonials");
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Add a testimonial" }).waitFor();

    // A full surname is refused at the field, before anything is sent.
    await page.getByLabel("What they said").fill(QUOTE);
    await page.getByLabel("First name and initial").fill("Maria Gonzalez");
    await page.getByLabel("What was framed").fill("a quilt square");
    await page.getByLabel("Where it was said").selectOption("google");
    await page.getByRole("button", { name: "Add testimonial" }).click();
    await page.getByText("Name must be a first name and an initial").first().waitFor();

    await page.getByLabel("First name and initial").fill("Maria G.");
    await page.getByRole("button", { name: "Add testimonial" }).click();
    await expectToast(page, "Testimonial added.");
    const item = page.locator("li[data-testimonial]").filter({ hasText: QUOTE });
    await item.waitFor();
    await expectNoAxeViolations(page, "the Testimonials screen and its toast");
    await screenshot(page, "testimonials-screen-1280");
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, "testimonials-screen-375");
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("the owner writes the About story and sets the home page's picture", async () => {
    const { page } = owner;
    await page.goto("/admin/words");
    await waitForHydration(page);
    await page
      .locator("#story-markdown")
      .fill(`## ${STORY_HEADING}\n\nEvery frame is **cut by hand**.`);
    await page.getByRole("button", { name: "Save story" }).click();
    await expectToast(page, "Story saved.");

    const hero = page.locator('li[data-slot="home-hero"]');
    await hero.locator('input[type="file"]').setInputFiles({
      name: "counter.jpg",
      mimeType: "image/jpeg",
      buffer: await photo(2400, 1800, 0.9, "jpeg"),
    });
    // Alt text is required: the photo is not sent without it.
    await hero.getByRole("button", { name: "Save photo" }).click();
    await hero.getByText("Alt text is required").waitFor();
    await hero.getByLabel("Alt text").fill(HERO_ALT);
    await hero.getByRole("button", { name: "Save photo" }).click();
    await expectToast(page, "Photo saved.");
    await page.locator('li[data-slot="home-hero"] img').waitFor();

    const about = page.locator('li[data-slot="about-1"]');
    await about.locator('input[type="file"]').setInputFiles({
      name: "bench.png",
      mimeType: "image/png",
      buffer: await photo(1200, 1500, 2.4, "png"),
    });
    await about.getByLabel("Alt text").fill(ABOUT_ALT);
    await about.getByRole("button", { name: "Save photo" }).click();
    await about.locator("img").waitFor();
    // The whole document, with the success toast if it is still showing (app/theme.css gives its
    // colours AA contrast).
    await expectNoAxeViolations(page, "the Pages & photos screen and its toast");
    await screenshot(page, "words-screen-1280");
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, "words-screen-375");
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  for (const width of [375, 1280]) {
    it(`a visitor sees them on the home page and /about at ${width} px`, async () => {
      await withPage(browser, { width }, async ({ page }) => {
        await page.goto("/");
        await waitForHydration(page);
        const heroImg = page.getByRole("img", { name: HERO_ALT });
        await heroImg.waitFor();
        expect(await heroImg.getAttribute("src")).toMatch(/^\/images\/pages\//);
        await expect
          .poll(() => heroImg.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        const home = page.locator("#testimonials");
        await home.getByText(QUOTE).waitFor();
        await home.getByText("Maria G.").waitFor();
        await home
          .getByText(/said on Google/)
          .first()
          .waitFor();
        await expectNoAxeViolations(page, `home at ${width}`);
        await screenshot(page, `home-words-${width}`);

        await page.goto("/about");
        await waitForHydration(page);
        await page.getByRole("heading", { name: STORY_HEADING }).waitFor();
        await page.locator("#testimonials").getByText(QUOTE).waitFor();
        const aboutImg = page.getByRole("img", { name: ABOUT_ALT });
        await aboutImg.scrollIntoViewIfNeeded();
        await expect
          .poll(() => aboutImg.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectNoAxeViolations(page, `about at ${width}`);
        await screenshot(page, `about-words-${width}`);

        await page.goto("/services");
        await waitForHydration(page);
        await page.locator("#testimonials").getByText(QUOTE).waitFor();
        await expectNoAxeViolations(page, `services at ${width}`);
        await screenshot(page, `services-words-${width}`);

        // No review rich results for the shop's own testimonials.
        for (const path of ["/", "/about", "/services"]) {
          const html = await (await page.request.get(path)).text();
          expect(html, path).not.toMatch(/"@type":\s*"(Review|AggregateRating)"/);
        }
      });
    });
  }

  it("hiding it takes it off the pages, and the illustration comes back", async () => {
    const { page } = owner;
    await page.goto("/admin/testimonials");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Hide Maria G.'s testimonial" }).first().click();
    await expectToast(page, "Testimonial hidden");
    await withPage(browser, {}, async ({ page: visitor }) => {
      await visitor.goto("/about");
      expect(await visitor.getByText(QUOTE).count()).toBe(0);
    });

    await page.goto("/admin/words");
    await waitForHydration(page);
    await page
      .locator('li[data-slot="home-hero"]')
      .getByRole("button", { name: "Use the illustration" })
      .click();
    await expectToast(page, "The illustration is back.");
    await withPage(browser, {}, async ({ page: visitor }) => {
      await visitor.goto("/");
      expect(await visitor.getByRole("img", { name: HERO_ALT }).count()).toBe(0);
      expect(await visitor.locator('img[src^="/images/hero-gallery-wall"]').count()).toBe(1);
    });
  });
});
