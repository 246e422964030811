import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  baseURL,
  e2eSkipReason,
  launchBrowser,
  waitForHydration,
  withPage,
} from "./harness/browser";

describe.skipIf(e2eSkipReason())("the built site in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // The home page is served without hydration (issue 21), the contact page hydrates.
  it.each(["/", "/contact"])("loads %s ready for the visitor, without errors", async (path) => {
    await withPage(browser, {}, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (err) => errors.push(err.message));
      page.on("response", (r) => {
        if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
      });
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await waitForHydration(page);
      expect(errors).toEqual([]);
    });
  });

  // Static files never reach the Worker (its security headers do not apply): public/_headers does.
  it("serves every static file the home and contact pages load with X-Content-Type-Options: nosniff", async () => {
    const statics: Array<{ url: string; nosniff: string | undefined }> = [];
    await withPage(browser, {}, async ({ page }) => {
      page.on("response", (r) => {
        const { pathname } = new URL(r.url());
        if (/^\/(assets|images)\/|^\/favicon\.svg$/.test(pathname)) {
          statics.push({ url: pathname, nosniff: r.headers()["x-content-type-options"] });
        }
      });
      // A first visit fetches the brand fonts a little after the page has loaded
      // (app/page-delivery/server/brand-fonts.ts): wait for them on the last page.
      const font = page.waitForResponse((r) => r.url().endsWith(".woff2"), { timeout: 15_000 });
      // The contact page hydrates: its JavaScript modules are static files too.
      for (const path of ["/", "/contact"]) {
        await page.goto(path);
        await waitForHydration(page);
        await page.waitForLoadState("networkidle");
      }
      await font;
    });
    expect(statics.some((s) => s.url.startsWith("/assets/") && s.url.endsWith(".js"))).toBe(true);
    expect(statics.some((s) => s.url.endsWith(".woff2"))).toBe(true);
    expect(statics.some((s) => /^\/images\/[^/]+\.webp$/.test(s.url))).toBe(true);
    expect(statics.filter((s) => s.nosniff !== "nosniff")).toEqual([]);

    for (const path of ["/favicon.svg", "/apple-touch-icon.png", "/images/og-default.jpg"]) {
      const res = await fetch(new URL(path, baseURL()));
      expect(res.status, path).toBe(200);
      expect(res.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      await res.arrayBuffer();
    }
  });
});
