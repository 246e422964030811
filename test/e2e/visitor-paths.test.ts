// What a visitor does on the polished public site (issue #19): Book Consultation lands on the
// booking form below the fixed header, a failed submission puts the focus on the first field to
// fix, and the enlarged portfolio steps through the works with Previous/Next, arrow keys and a swipe.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_BOOKING_SETTINGS } from "~/lib/booking/settings";
import { SAMPLE_GALLERY } from "~/lib/portfolio-gallery";
import {
  e2eSkipReason,
  launchBrowser,
  signInAsOwner,
  waitForHydration,
  withPage,
} from "./harness/browser";

const PHONE = { width: 375, height: 740 };

/** The element's top edge in the viewport, and the fixed header's bottom edge. */
async function belowHeader(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const target = document.querySelector(sel)!.getBoundingClientRect();
    const header = document.querySelector("header")!.getBoundingClientRect();
    return { top: target.top, headerBottom: header.bottom, viewport: window.innerHeight };
  }, selector);
}

async function expectInViewBelowHeader(page: Page, selector: string) {
  // Scrolling may still be settling right after the navigation.
  await expect
    .poll(async () => {
      const { top, headerBottom, viewport } = await belowHeader(page, selector);
      return top >= headerBottom && top < viewport / 2;
    })
    .toBe(true);
}

describe.skipIf(e2eSkipReason())("a visitor on the public site", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("lands on the booking form, below the header, from the header's Book Consultation", async () => {
    await withPage(browser, {}, async ({ page }) => {
      await page.goto("/services");
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, 600));
      await page.locator("header").getByRole("link", { name: "Book Consultation" }).click();
      await page.waitForURL((url) => url.pathname === "/contact" && url.hash === "#book");
      await page.getByRole("heading", { name: "Book Your Consultation" }).waitFor();
      await expectInViewBelowHeader(page, "#book h2");
    });
  });

  it("lands on the booking form from the phone's call/book bar, without JavaScript too", async () => {
    await withPage(browser, { ...PHONE, javaScriptEnabled: false }, async ({ page }) => {
      await page.goto("/about");
      const bar = page.getByRole("navigation", { name: "Call or book" });
      expect(await bar.getByRole("link", { name: /Call the studio/ }).getAttribute("href")).toMatch(
        /^tel:\+1\d{10}$/,
      );
      await bar.getByRole("link", { name: "Book a Consultation" }).click();
      await page.waitForURL((url) => url.pathname === "/contact" && url.hash === "#book");
      await expectInViewBelowHeader(page, "#book h2");
    });
  });

  it("puts the focus on the first invalid field after the server refuses a message without JavaScript", async () => {
    const visitor = { ...PHONE, javaScriptEnabled: false, clientAddress: "203.0.113.191" };
    await withPage(browser, visitor, async ({ page }) => {
      await page.goto("/contact");
      const form = page.locator("#contact-form");
      await form.getByLabel("First name").fill("Focus");
      await form.getByLabel("Last name").fill("Tester");
      await form.getByLabel("Email").fill("focus@example.com");
      // The browser accepts it; the server's rule (7 digits or more) does not.
      await form.getByLabel("Phone (optional)").fill("12");
      await form.getByLabel("Message").fill("Two prints to frame.");
      await form.getByRole("button", { name: "Send Message" }).click();
      await page.waitForLoadState("domcontentloaded");

      const phone = form.locator("#phone");
      expect(await phone.getAttribute("aria-invalid")).toBe("true");
      // The first field with an error, not the first field: the rest were fine.
      await expect.poll(() => phone.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await form.locator("#firstName").getAttribute("autofocus")).toBeNull();
      await expectInViewBelowHeader(page, "#phone");
    });
  });

  it("puts the focus on the first invalid field after the server refuses a message with JavaScript", async () => {
    await withPage(browser, { clientAddress: "203.0.113.192" }, async ({ page }) => {
      await page.goto("/contact");
      await waitForHydration(page);
      const form = page.locator("#contact-form");
      await form.getByLabel("First name").fill("Focus");
      await form.getByLabel("Last name").fill("Tester");
      await form.getByLabel("Email").fill("focus@example.com");
      await form.getByLabel("Phone (optional)").fill("12");
      await form.getByLabel("Message").fill("Two prints to frame.");
      await form.getByRole("button", { name: "Send Message" }).focus();
      await page.keyboard.press("Enter");

      const phone = form.locator("#phone");
      await expect.poll(() => phone.getAttribute("aria-invalid")).toBe("true");
      await expect.poll(() => phone.evaluate((el) => el === document.activeElement)).toBe(true);
    });
  });

  it("preselects the service when a visitor asks about it from the services page", async () => {
    await withPage(browser, { javaScriptEnabled: false }, async ({ page }) => {
      await page.goto("/services");
      await page.getByRole("link", { name: "Ask about art restoration" }).click();
      await page.waitForURL((url) => url.pathname === "/contact");
      expect(await page.locator("#contact-form #service").inputValue()).toBe("restoration");
    });
  });

  it("fetches the two brand fonts after a first visit's page has loaded, so the next page shows them", async () => {
    await withPage(browser, PHONE, async ({ page }) => {
      const fonts: Array<{ name: string; type: string }> = [];
      page.on("response", (res) => {
        const name = /(inter|fraunces)-latin[^/]*\.woff2$/.exec(res.url())?.[1];
        if (name && res.status() === 200) fonts.push({ name, type: res.request().resourceType() });
      });
      await page.goto("/", { waitUntil: "load" });
      // Not preloaded, and the first paint waits for neither (docs/decisions/0072-brand-fonts-after-first-visit.md):
      // the fallbacks show, and the files are fetched after the load event.
      expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0);
      // Two seconds after the load event (FONT_WARMUP_DELAY_MS).
      await expect
        .poll(() => fonts.map((f) => f.name).sort(), { timeout: 10_000 })
        .toEqual(["fraunces", "inter"]);
      expect(fonts.map((f) => f.type)).not.toContain("font");
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem("hfs-fonts")))
        .toMatch(/inter.*fraunces|fraunces.*inter/);

      // The next page declares them and has them at once, from the cache
      // (font-display: optional uses a font that is ready).
      fonts.length = 0;
      await page.goto("/about", { waitUntil: "load" });
      const used = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((f) => f.status === "loaded")
          .map((f) => f.family.replaceAll('"', ""));
      });
      expect(used).toEqual(expect.arrayContaining(["Inter Variable", "Fraunces Variable"]));
    });
  });

  it("with an external scheduler, the booking card's two tabs sit side by side on a phone", async () => {
    const scheduler = "https://calendly.com/heights-frame-studio/consultation";
    await withPage(browser, {}, async (owner) => {
      await signInAsOwner(owner.page);
      const save = (schedulingUrl: string | null) =>
        owner.page.evaluate(
          async (body) =>
            (
              await fetch("/api/admin/booking-settings", {
                method: "PUT",
                headers: { "Content-Type": "application/json" },
                body: JSON.stringify(body),
              })
            ).status,
          { ...DEFAULT_BOOKING_SETTINGS, schedulingUrl },
        );
      expect(await save(scheduler)).toBe(200);
      try {
        // Without JavaScript: the form and a plain link to the scheduler.
        await withPage(browser, { ...PHONE, javaScriptEnabled: false }, async ({ page }) => {
          await page.goto("/contact#book");
          const link = page.locator("#book").getByRole("link", { name: /Book with Calendly/ });
          expect(await link.getAttribute("href")).toBe(scheduler);
          expect(await page.locator("#book").getByRole("tab").count()).toBe(0);
        });
        // With it: two tabs on one row, the second one showing the scheduler.
        await withPage(browser, PHONE, async ({ page }) => {
          await page.goto("/contact#book");
          await waitForHydration(page);
          const tabs = page.locator("#book").getByRole("tab");
          await expect.poll(() => tabs.count()).toBe(2);
          const [first, second] = await Promise.all([
            tabs.nth(0).boundingBox(),
            tabs.nth(1).boundingBox(),
          ]);
          expect(second!.y).toBe(first!.y);
          // Tab from a tab lands on its panel, and the keyboard user can see that it did.
          await tabs.nth(0).focus();
          await page.keyboard.press("Tab");
          const focused = await page.evaluate(() => {
            const el = document.activeElement!;
            return { role: el.getAttribute("role"), outline: getComputedStyle(el).outlineStyle };
          });
          expect(focused.role).toBe("tabpanel");
          expect(focused.outline).not.toBe("none");
          await tabs.nth(1).click();
          const panel = page.locator("#book").getByRole("tabpanel");
          expect(
            await panel.getByRole("link", { name: /Book with Calendly/ }).getAttribute("href"),
          ).toBe(scheduler);
        });
      } finally {
        expect(await save(null)).toBe(200);
      }
    });
  });

  it("steps through the enlarged portfolio with Previous/Next, the arrow keys and a swipe", async () => {
    const titles = SAMPLE_GALLERY.map((w) => w.title);
    await withPage(browser, {}, async ({ page }) => {
      await page.goto("/portfolio");
      await waitForHydration(page);
      // Nothing uploaded in a fresh site: the sample works, said to be samples.
      expect(await page.getByText("These are sample pieces").count()).toBe(1);
      expect(await page.getByText("Sample", { exact: true }).count()).toBe(titles.length);

      await page.getByRole("link", { name: titles[0] }).click();
      const shows = (title: string) => page.getByRole("dialog", { name: title }).waitFor();
      await shows(titles[0]!);
      const dialog = page.getByRole("dialog");
      expect(await dialog.getByText(`1 of ${titles.length}`).count()).toBe(1);

      await dialog.getByRole("link", { name: "Next work" }).click();
      await shows(titles[1]!);
      await page.keyboard.press("ArrowRight");
      await shows(titles[2]!);
      await page.keyboard.press("ArrowLeft");
      await shows(titles[1]!);
      await dialog.getByRole("link", { name: "Previous work" }).click();
      await shows(titles[0]!);
      // Before the first comes the last.
      await page.keyboard.press("ArrowLeft");
      await shows(titles.at(-1)!);
      expect(await dialog.getByText(`${titles.length} of ${titles.length}`).count()).toBe(1);

      // A sideways swipe (right to left) on the picture shows the next work: the first again.
      const box = (await dialog.getByRole("img").boundingBox())!;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width * 0.8, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
      await page.mouse.up();
      await shows(titles[0]!);

      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
    });
  });
});
