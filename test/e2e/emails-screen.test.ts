// The owner's Emails screen in Chromium (docs/decisions/0025-email-outbox.md): during a mail
// outage an email that failed its first try shows as Retrying with its next try, one the Queue gave
// up on as Not sent with Resend all failed; Open shows what was sent. Its own site from the shared
// build, so the Queue retries (the shared browser-test site fails an email at once). Screenshots:
// $SCREENSHOT_DIR.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltSite, startBuiltSite } from "../support/built-site.ts";
import { expectNoAxeViolations } from "./harness/axe";
import { e2eSkipReason, launchBrowser, siteBuild } from "./harness/browser";
import { screenshot } from "./harness/screenshots";

// An email the Queue gave up on after its retries, as the dead-letter consumer leaves it.
const GIVEN_UP = `INSERT INTO emails (kind, recipient, subject, text, html, status, attempts, last_error, created_at, updated_at, mailbox)
VALUES ('owner-notification', 'owner@heightsframestudio.com', 'New message from Lena Park', 'Lena Park wrote: Can you frame a 30 x 40 in canvas?', NULL, 'failed', 6, 'mail relay down', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-20 minutes'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-3 minutes'), 'owner@heightsframestudio.com');`;

describe.skipIf(e2eSkipReason())("the Emails screen", () => {
  let browser: Browser;
  let site: BuiltSite;
  beforeAll(async () => {
    site = await startBuiltSite("e2e-emails", {
      build: siteBuild(),
      emailRetries: 5,
      seedSql: GIVEN_UP,
    });
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it("shows a retrying email with its next try and a failed one; Open shows what was sent", async () => {
    for (const width of [1280, 375]) {
      const context = await browser.newContext({
        baseURL: site.baseURL,
        viewport: { width, height: 900 },
      });
      const page = await context.newPage();
      await page.goto("/api/dev/sign-in?returnTo=/admin");
      await page.waitForURL("**/admin");
      if (width === 1280) {
        // The relay refuses everything: a visitor's message and its acknowledgement fail once.
        const outage = await page.request.post("/api/dev/mail-outage?on=1", {
          headers: { Origin: site.baseURL },
        });
        expect(outage.status()).toBe(200);
        const sent = await page.request.post("/api/contact", {
          data: {
            firstName: "Nadia",
            lastName: "Okoro",
            email: "nadia@example.com",
            message: "Could you frame my grandmother's embroidery?",
          },
          headers: { "CF-Connecting-IP": "198.51.100.230" },
        });
        expect(sent.status()).toBe(201);
        await expect
          .poll(
            async () => {
              const res = await page.request.get("/api/admin/emails?status=retrying");
              return ((await res.json()) as { emails: unknown[] }).emails.length;
            },
            { timeout: 20_000 },
          )
          .toBe(2);
        // Today warns from the first failure.
        await page.goto("/admin");
        await expect
          .poll(() => page.getByText(/3 emails failing to send/).count(), { timeout: 15_000 })
          .toBe(1);
      }
      await page.goto("/admin/emails");
      const list = page.getByRole("list").filter({ hasText: "Lena Park" });
      await list.waitFor({ timeout: 15_000 });
      expect(await page.getByText("Every email went out").count()).toBe(0);
      await expect.poll(() => page.getByText("Email: retrying").count()).toBe(2);
      expect(await page.getByText(/Next try in /).count()).toBe(2);
      expect(await page.getByText("Email: not sent").count()).toBe(1);
      expect(await page.getByRole("button", { name: "Resend all failed" }).count()).toBe(1);
      await expectNoAxeViolations(page, `the Emails screen at ${width} px`);
      await screenshot(page, `emails-screen-${width}`);

      // Open the acknowledgement: what was sent, its HTML in a sandboxed frame.
      await page
        .getByRole("listitem")
        .filter({ hasText: "nadia@example.com" })
        .getByRole("button", { name: /^Open/ })
        .click();
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
      const frame = dialog.locator("iframe");
      expect(await frame.getAttribute("sandbox")).toBe("");
      await expect
        .poll(() => frame.contentFrame().getByText("Heights Frame Studio").first().count())
        .toBe(1);
      expect(await dialog.getByText(/Retrying: 1 try so far, next in /).count()).toBe(1);
      await screenshot(page, `emails-opened-${width}`, { viewport: true });
      await dialog.getByRole("tab", { name: "Plain text" }).click();
      expect(await dialog.getByText(/embroidery|Thank you/).count()).toBeGreaterThan(0);
      await page.keyboard.press("Escape");
      await context.close();
    }
  });
});
