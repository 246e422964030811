// The owner declines a booking as spam from the Appointments screen: a confirm step, then the
// booking reads Spam and its time is free again (docs/decisions/0028-booking-caps-and-spam.md).
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  e2eSkipReason,
  launchBrowser,
  signInAsOwner,
  waitForHydration,
  withPage,
} from "./harness/browser";
import { screenshot } from "./harness/screenshots";

const name = `Spam Bot ${Date.now().toString(36)}`.replace(/\d/g, "x");

/** A weekday about three weeks ahead (YYYY-MM-DD), clear of the other browser tests' days. */
function dayAhead(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  while (d.getUTCDay() !== 3) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

describe.skipIf(e2eSkipReason())("declining a booking as spam", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("asks to confirm, frees the time and shows the booking as Spam", async () => {
    await withPage(browser, { clientAddress: "192.0.2.201" }, async ({ page }) => {
      const date = dayAhead(20);
      const type = "Custom Framing";
      const slotsOf = async () => {
        const res = await page.request.get(
          `/api/availability?date=${date}&type=${encodeURIComponent(type)}`,
        );
        return (await res.json()).slots.map((s: { time: string }) => s.time) as string[];
      };
      const [time] = await slotsOf();
      expect(time).toBeTruthy();
      const booked = await page.request.post("/api/appointments", {
        data: {
          name,
          email: "spam-bot@example.com",
          phone: "713-555-0101",
          preferredDate: date,
          preferredTime: time,
          consultationType: type,
        },
      });
      expect(booked.status()).toBe(201);
      expect(await slotsOf()).not.toContain(time);

      await signInAsOwner(page);
      await waitForHydration(page);
      await page
        .getByRole("navigation", { name: "Owner's pages" })
        .getByRole("link", { name: "Appointments" })
        .click();
      const card = page.locator("li", { hasText: name });
      await card.waitFor({ timeout: 15_000 });
      await card.getByRole("button", { name: "Spam..." }).click();
      await expect
        .poll(() => card.getByText("nobody is emailed", { exact: false }).count())
        .toBe(1);
      await screenshot(card, "spam-confirm-1280");
      await card.getByRole("button", { name: "Yes, decline as spam" }).click();
      await expect.poll(() => page.getByText("Declined as Spam").count()).toBeGreaterThan(0);
      await expect.poll(() => card.getByText("Spam", { exact: true }).count()).toBe(1);
      expect(await card.getByRole("button", { name: "Spam..." }).count()).toBe(0);
      expect(await slotsOf()).toContain(time);
      await page.setViewportSize({ width: 375, height: 800 });
      await screenshot(page, "spam-declined-375");
    });
  });
});
