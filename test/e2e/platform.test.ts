import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { e2eSkipReason, launchBrowser, waitForHydration, withPage } from "./harness/browser";

describe.skipIf(e2eSkipReason())("the built site in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("hydrates the home page so client-side interactions work", async () => {
    await withPage(browser, {}, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (err) => errors.push(err.message));
      page.on("response", (r) => {
        if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
      });
      const res = await page.goto("/");
      expect(res?.status()).toBe(200);
      await waitForHydration(page);
      expect(errors).toEqual([]);
    });
  });
});
