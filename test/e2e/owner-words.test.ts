// The owner's words and links at phone and desktop widths: a quiet sign-in screen, a message opened
// from its email's deep link, Visits & search in plain words, and the branded email layout.

import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SHOP_FACTS } from "~/lib/shop";
import { composeEmail } from "~worker/services/email";
import {
  e2eSkipReason,
  launchBrowser,
  signInAsOwner,
  waitForHydration,
  withPage,
} from "./harness/browser";
import { screenshot } from "./harness/screenshots";

const stamp = Date.now().toString(36);

describe.skipIf(e2eSkipReason())("the owner's words and deep links", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const width of [375, 1280]) {
    it(`at ${width} px`, async () => {
      await withPage(browser, { width }, async ({ page }) => {
        // Signed out: the sign-in screen opens without an error and with one plain action.
        await page.goto("/admin");
        await page.getByRole("heading", { level: 1, name: "Admin Panel Access" }).waitFor();
        expect(await page.getByRole("alert").count()).toBe(0);
        expect(await page.getByText("Check Authentication").count()).toBe(0);
        await screenshot(page, `sign-in-${width}`);

        const sent = await page.request.post("/api/contact", {
          data: {
            firstName: "Ana",
            lastName: `Deep ${stamp}${width}`,
            email: `ana-${stamp}-${width}@example.com`,
            message: "Can you frame a signed jersey?",
          },
        });
        expect(sent.status()).toBe(201);
        const { id } = (await sent.json()) as { id: number };

        await signInAsOwner(page);
        // The owner email's link: the screen scrolls to the message and focuses it.
        await page.goto(`/admin/messages#message-${id}`);
        await waitForHydration(page);
        const card = page.locator(`#message-${id}`);
        await card.waitFor({ timeout: 15_000 });
        await expect.poll(() => card.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await page.getByText(/total/).count()).toBe(0);
        await screenshot(page, `messages-deep-link-${width}`);

        await page.goto("/seo-dashboard");
        await waitForHydration(page);
        const connections = page.getByRole("region", { name: "What this screen is connected to" });
        await connections.waitFor({ timeout: 30_000 });
        expect(await connections.getByText("Not connected", { exact: true }).count()).toBe(3);
        expect(await page.getByText(/SEARCH_CONSOLE|PAGESPEED_API_KEY|README/).count()).toBe(0);
        await screenshot(connections, `seo-connections-${width}`);

        // The blog editor's formatting buttons edit the selection, from the keyboard too.
        await page.goto("/admin/blog");
        await waitForHydration(page);
        await page.getByRole("button", { name: "New Post" }).click();
        const editor = page.getByRole("dialog", { name: "New Post" });
        const content = editor.getByLabel("Content (Markdown)");
        await content.fill("Choose UV glass");
        await content.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(7, 15));
        await editor.getByRole("button", { name: "Bold" }).focus();
        await page.keyboard.press("Enter");
        await expect.poll(() => content.inputValue()).toBe("Choose **UV glass**");
        await screenshot(page, `blog-toolbar-${width}`);
        await page.keyboard.press("Escape");

        const email = composeEmail(
          "maria@example.com",
          "Your consultation on Friday",
          {
            paragraphs: ["Hi Maria,", "Thank you for booking with us. <b>Not bold</b> & plain."],
            link: {
              label: "See, reschedule or cancel your booking",
              url: "https://example.com/b/1",
            },
          },
          DEFAULT_SHOP_FACTS,
        );
        await page.setContent(email.html);
        expect(await page.getByRole("link", { name: /See, reschedule/ }).count()).toBe(1);
        expect(await page.locator("b").count()).toBe(0);
        await screenshot(page, `email-layout-${width}`);
      });
    });
  }
});
