// The forms of the pages made light in issue 33, with JavaScript off: the quote form on
// /frame-shops-houston posts to /contact, which answers with its thank-you; /blog's search is a
// GET form (docs/decisions/0065-light-portfolio-blog-quote-page.md).
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { e2eSkipReason, launchBrowser, withPage } from "./harness/browser";

const NO_JS = { width: 375, height: 800, javaScriptEnabled: false, clientAddress: "203.0.113.33" };

describe.skipIf(e2eSkipReason())("light pages' forms without JavaScript", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("/frame-shops-houston's quote form sends the enquiry; errors come back on /contact", async () => {
    await withPage(browser, NO_JS, async ({ page }) => {
      await page.goto("/frame-shops-houston");
      const form = page.locator("#quote form");
      expect(await form.getAttribute("method")).toBe("post");
      expect(await form.getAttribute("action")).toBe("/contact");

      await form.getByLabel("First name").fill("Quinn");
      await form.getByLabel("Last name").fill("Light");
      await form.getByLabel("Email").fill("quinn.light@example.com");
      await form.getByLabel("Message").fill("A concert poster, 18x24, needs a frame.");
      await form.getByRole("button", { name: "Send Message" }).click();
      await page.waitForURL((url) => url.pathname === "/contact");
      await page.getByRole("heading", { name: "Thank you!" }).waitFor();

      // The browser's own checks aside, the server's answer for a bad address is the form again.
      await page.goto("/frame-shops-houston");
      await page.locator("#quote form").evaluate((f: HTMLFormElement) => {
        f.noValidate = true;
      });
      await form.getByLabel("First name").fill("Quinn");
      await form.getByLabel("Last name").fill("Light");
      await form.getByLabel("Email").fill("not-an-address");
      await form.getByLabel("Message").fill("A concert poster.");
      await form.getByRole("button", { name: "Send Message" }).click();
      await page.waitForURL((url) => url.pathname === "/contact");
      expect(await page.getByRole("heading", { name: "Thank you!" }).count()).toBe(0);
      expect(await page.getByLabel("First name").inputValue()).toBe("Quinn");
    });
  });

  it("/blog's search is a page load of /blog?q=", async () => {
    await withPage(browser, NO_JS, async ({ page }) => {
      await page.goto("/blog");
      await page.getByRole("searchbox", { name: "Search the blog" }).fill("humidity");
      await page.getByRole("button", { name: "Search" }).click();
      await page.waitForURL((url) => url.searchParams.get("q") === "humidity");
      await page.getByRole("status").filter({ hasText: "“humidity”" }).waitFor();
      await page.getByRole("link", { name: "Clear search" }).click();
      await page.waitForURL((url) => !url.searchParams.has("q"));
    });
  });
});
