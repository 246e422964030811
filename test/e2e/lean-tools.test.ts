// The hydrated tools load what they need when it is needed: on /contact the toasts' library
// (sonner) arrives with the first toast, not after every hydration; the map's frame only on
// "Show the map".
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { e2eSkipReason, launchBrowser, waitForHydration, withPage } from "./harness/browser";

// Text only sonner's code contains.
const SONNER_MARKER = "data-sonner-toaster";

/** The bodies of every script the page has loaded so far, collected as they arrive. */
function scriptsOf(page: Page): string[] {
  const bodies: string[] = [];
  page.on("response", async (res) => {
    if (res.request().resourceType() !== "script") return;
    bodies.push(await res.text().catch(() => ""));
  });
  return bodies;
}

describe.skipIf(e2eSkipReason())("lean tools: loaded on first use", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("/contact loads sonner only with its first toast", async () => {
    await withPage(browser, { clientAddress: "203.0.113.91" }, async ({ page }) => {
      const scripts = scriptsOf(page);
      await page.goto("/contact");
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.some((s) => s.includes(SONNER_MARKER))).toBe(false);
      expect(await page.locator("[data-sonner-toaster]").count()).toBe(0);

      // A name with a link in it is refused by the server with a toast: sonner arrives and shows it.
      const form = page.locator("#contact-form");
      await form.getByLabel("First name").fill("Visit https://spam.example");
      await form.getByLabel("Last name").fill("Delgado");
      await form.getByLabel("Email").first().fill("rosa@example.com");
      await form.getByLabel("Message").fill("A wedding photo, 8x10, needs a double mat.");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect.poll(() => page.locator("[data-sonner-toast]").count()).toBeGreaterThan(0);
      expect(scripts.some((s) => s.includes(SONNER_MARKER))).toBe(true);
    });
  });

  it("/contact loads the map's frame only on 'Show the map'", async () => {
    await withPage(browser, {}, async ({ page }) => {
      await page.goto("/contact");
      await waitForHydration(page);
      expect(await page.locator("iframe").count()).toBe(0);
      await page.getByRole("link", { name: "Show the map" }).click();
      await expect.poll(() => page.locator("iframe[title^='Map showing']").count()).toBe(1);
    });
  });
});
