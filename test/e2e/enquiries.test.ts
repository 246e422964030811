import type { Browser, Page } from "playwright-core";

type Scope = Pick<Page, "getByLabel">;

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  e2eSkipReason,
  launchBrowser,
  signInAsOwner,
  waitForHydration,
  withPage,
} from "./harness/browser";

// Four submissions in all: the public write limit (5 a minute, one local address) is not reached.
// (test/e2e/booking.test.ts books from its own addresses.)
const stamp = Date.now().toString(36);
const visitor = { first: `Rosa${stamp}`, last: "Delgado", email: "rosa@example.com" };
const booker = `Sam Okafor ${stamp}`;
const noJsVisitor = `Lee${stamp}`;
let bookedTime = "";

async function fillContact(page: Scope, first: string, phone = "713 555 0100") {
  await page.getByLabel("First name").fill(first);
  await page.getByLabel("Last name").fill(visitor.last);
  await page.getByLabel("Email").first().fill(visitor.email);
  await page.getByLabel("Phone (optional)").fill(phone);
  await page.getByLabel("Service (optional)").selectOption("matting-design");
  await page.getByLabel("Message").fill("A wedding photo, 8x10, needs a double mat.");
}

describe.skipIf(e2eSkipReason())("contact messages and consultation requests", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("sends a message with JavaScript: toast, thank-you panel, and a fresh form after 'Send Another Message'", async () => {
    // Each visitor its own address: the public write limit (5 a minute) is per address.
    await withPage(browser, { clientAddress: "203.0.113.71" }, async ({ page }) => {
      await page.goto("/contact");
      await waitForHydration(page);
      const form = page.locator("#contact-form");
      await fillContact(form, visitor.first);
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect.poll(() => page.getByText("Message Sent!").count()).toBeGreaterThan(0);
      await expect
        .poll(() =>
          form
            .getByText("We've received your message and will get back to you within 24 hours.")
            .count(),
        )
        .toBe(1);
      await form.getByText("Send Another Message").click();
      await expect.poll(() => form.getByLabel("First name").inputValue()).toBe("");
    });
  });

  it("books a consultation with JavaScript (a free time, not a wish); the confirmation replaces the form", async () => {
    await withPage(
      browser,
      { width: 375, height: 800, clientAddress: "203.0.113.72" },
      async ({ page }) => {
        await page.goto("/contact");
        await waitForHydration(page);
        const card = page.locator("#book");
        // No scheduling URL configured: no Calendly tab (docs/decisions/0010-booking.md).
        expect(await card.getByRole("tab", { name: "Book with Calendly" }).count()).toBe(0);
        await card.getByLabel("Consultation type").selectOption("Art Installation");
        await page.waitForURL("**/contact?type=Art+Installation*");
        const time = card.locator("label:has(input[name=preferredTime])").first();
        bookedTime = (await time.textContent()) ?? "";
        await time.click();
        await card.getByLabel("Full name").fill(booker);
        await card.getByLabel("Email").fill("sam@example.com");
        await card.getByLabel("Phone").fill("(713) 555-0177");
        await card.getByLabel("Project details (optional)").fill("Gallery wall of nine frames.");
        await card.getByRole("button", { name: "Book Consultation" }).click();
        await card.getByTestId("booking-confirmation").waitFor();
        expect(await card.getByLabel("Full name").count()).toBe(0);
      },
    );
  });

  it("works without JavaScript: errors next to the field, then the thank-you panel", async () => {
    await withPage(
      browser,
      { javaScriptEnabled: false, clientAddress: "203.0.113.73" },
      async ({ page }) => {
        await page.goto("/contact");
        const form = page.locator("#contact-form");
        await fillContact(form, noJsVisitor, "12");
        await form.getByRole("button", { name: "Send Message" }).click();
        await page.waitForLoadState("domcontentloaded");
        const phone = page.locator("#contact-form #phone");
        expect(await phone.getAttribute("aria-invalid")).toBe("true");
        expect(await page.locator("#phone-error").textContent()).toMatch(/valid phone number/);
        // What the visitor typed is kept.
        expect(await page.locator("#contact-form #firstName").inputValue()).toBe(noJsVisitor);
        await phone.fill("713-555-0101");
        await form.getByRole("button", { name: "Send Message" }).click();
        await page.waitForLoadState("domcontentloaded");
        expect(await form.getByText("We've received your message").count()).toBe(1);
      },
    );
  });

  it("shows the owner both, and confirms the appointment", async () => {
    await withPage(browser, {}, async ({ page }) => {
      await signInAsOwner(page);
      await waitForHydration(page);
      await page
        .getByRole("navigation", { name: "Owner's pages" })
        .getByRole("link", { name: "Messages" })
        .click();
      await page.getByRole("heading", { level: 1, name: "Messages" }).waitFor({ timeout: 15_000 });
      await page.getByText(`${visitor.first} ${visitor.last}`).waitFor({ timeout: 15_000 });
      expect(await page.getByText(`${noJsVisitor} ${visitor.last}`).count()).toBe(1);
      expect(await page.getByText(/^\d+ new messages$/).textContent()).toMatch(
        /^[2-9]\d* new messages$/,
      );

      await page
        .getByRole("navigation", { name: "Owner's pages" })
        .getByRole("link", { name: "Appointments" })
        .click();
      const card = page.locator("li", { hasText: booker });
      // The Appointments screen loads its route, then its list.
      await card.waitFor({ timeout: 15_000 });
      await expect.poll(() => card.getByText("Pending").count()).toBe(1);
      expect(await card.getByText(new RegExp(`^${bookedTime} – `)).count()).toBe(1);
      await card.getByRole("button", { name: "Confirm Appointment" }).click();
      await expect.poll(() => card.getByText("Confirmed").count()).toBe(1);
      expect(await card.getByRole("button", { name: "Confirm Appointment" }).count()).toBe(0);
      await expect.poll(() => page.getByText("Appointment Confirmed").count()).toBeGreaterThan(0);
    });
  });
});
