// The owner's customers in Chromium: a person who wrote, booked and asked for a quote is found
// from their message, seen on one page (booking and quote together), exported and deleted.
// Screenshots at 375 and 1280 px: $SCREENSHOT_DIR.
import { readFileSync } from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./harness/axe";
import {
  e2eSkipReason,
  launchBrowser,
  signInAsOwner,
  waitForHydration,
  withPage,
} from "./harness/browser";
import { screenshot } from "./harness/screenshots";

const stamp = Date.now().toString(36);
const email = `rosa.${stamp}@example.com`;
const name = `Rosa ${stamp}`;

const addDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Rosa writes, books a consultation and asks for a quote, each as the public site takes them. */
async function rosaGetsInTouch(page: Page) {
  const message = await page.request.post("/api/contact", {
    data: { firstName: "Rosa", lastName: stamp, email, message: "Do you frame jerseys?" },
  });
  expect(message.status()).toBe(201);
  let booked = false;
  for (let d = 3; d < 30 && !booked; d++) {
    const date = addDays(d);
    const res = await page.request.get(`/api/availability?date=${date}&type=Custom%20Framing`);
    const { slots } = (await res.json()) as { slots: { time: string }[] };
    for (const slot of slots.slice(-3)) {
      const b = await page.request.post("/api/appointments", {
        data: {
          name,
          email: email.toUpperCase(),
          phone: "713-555-0123",
          preferredDate: date,
          preferredTime: slot.time,
          consultationType: "Custom Framing",
        },
      });
      if (b.status() === 201) {
        booked = true;
        break;
      }
    }
  }
  expect(booked).toBe(true);
  const quote = await page.evaluate(
    async ({ email, name }) => {
      const form = new FormData();
      form.set(
        "design",
        JSON.stringify({
          widthInches: 16,
          heightInches: 20,
          mouldingId: "walnut-gallery",
          mat: { id: "antique-white", widthInches: 2 },
          glazingId: "regular",
        }),
      );
      form.set("name", name);
      form.set("email", email);
      form.set("message", "A signed jersey, shadowbox please.");
      return (await fetch("/api/quotes", { method: "POST", body: form })).status;
    },
    { email: ` ${email} `, name },
  );
  expect(quote).toBe(201);
}

describe.skipIf(e2eSkipReason())("the owner's customers", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("finds a person from their message, sees everything on one page, exports and deletes", async () => {
    await withPage(browser, { clientAddress: "198.51.100.211" }, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (err) => errors.push(err.message));
      await page.goto("/");
      await rosaGetsInTouch(page);
      await signInAsOwner(page);
      await page.goto("/admin/messages");
      await waitForHydration(page);
      await page.getByLabel("Search messages by name, email or text").fill(stamp);
      const card = page.getByRole("listitem").filter({ hasText: "Do you frame jerseys?" });
      await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
      await card.getByRole("link", { name: "Customer page" }).click();
      await page.waitForURL(/\/admin\/customers\//);
      await page.getByRole("heading", { name: "Timeline" }).waitFor();
      const timeline = page.getByRole("region", { name: "Timeline" });
      await expect.poll(() => timeline.getByText(/^Booked Custom Framing for/).count()).toBe(1);
      expect(await timeline.getByText(/^Asked for a quote/).count()).toBe(1);
      expect(await timeline.getByText("Sent a message").count()).toBe(1);
      expect(await page.getByText("1 message · 1 booking · 1 quote · 0 jobs").count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, "customer-1280");
      await page.setViewportSize({ width: 375, height: 800 });
      await screenshot(page, "customer-375");
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
      await page.setViewportSize({ width: 1280, height: 800 });

      // The right to know: one zip with everything.
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Export everything (zip)" }).click();
      const file = await (await download).path();
      const data = JSON.parse(
        strFromU8(unzipSync(new Uint8Array(readFileSync(file)))["customer.json"]),
      );
      expect(data.email).toBe(email);
      expect([data.messages.length, data.bookings.length, data.quotes.length]).toEqual([1, 1, 1]);

      // The right to delete: what goes is said first.
      await page.getByRole("button", { name: "Delete everything about this person" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete everything about this person?" });
      await expect
        .poll(() => dialog.getByText(/This deletes 1 message, 1 booking, 1 quote request/).count())
        .toBe(1);
      await screenshot(page, "customer-erase-1280");
      await dialog.getByRole("button", { name: "Delete for good" }).click();
      await page.waitForURL(/\/admin\/customers$/);
      await page.getByLabel("Find a customer").fill(stamp);
      await page.getByRole("button", { name: "Search" }).click();
      await expect.poll(() => page.getByText(`No one matches “${stamp}”.`).count()).toBe(1);
      await screenshot(page, "customers-1280");
      expect(errors).toEqual([]);
    });
  });
});
