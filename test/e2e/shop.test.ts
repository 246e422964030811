// Shop settings as the owner and a visitor live them (issue #31): the owner changes Saturday's
// hours and adds a closure on /admin/shop; a visitor sees both on /contact and in the footer and
// cannot book the closed day. Screenshots at 375 and 1280 px. The browser tests share one
// database across runs, so the facts are put back as they were at the end.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closureDay } from "~/lib/shop";
import { addDays, shopDay, weekdayOf } from "~/lib/shop-time";
import { axeViolations } from "./harness/axe";
import {
  closeBrowser,
  e2eSkipReason,
  launchBrowser,
  openPage,
  signInAsOwner,
  waitForHydration,
  withPage,
} from "./harness/browser";
import { screenshot } from "./harness/screenshots";
import { readShopFacts, restoreShopFacts } from "./harness/shop-facts";

// A Wednesday 2 to 8 days ahead: near enough to be announced, never a holiday.
function nextWednesday(): string {
  let day = addDays(shopDay(), 2);
  while (weekdayOf(day) !== "Wednesday") day = addDays(day, 1);
  return day;
}

const closed = nextWednesday();
const note = `Staff training ${Date.now().toString(36)}`;
const notice = `Closed ${closureDay(closed)} for ${note}`;

describe.skipIf(e2eSkipReason())("shop settings", () => {
  let browser: Browser;
  let owner: { context: BrowserContext; page: Page };
  let original: unknown;

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await openPage(browser);
    await signInAsOwner(owner.page);
    original = await readShopFacts(owner.page);
  });

  afterAll(async () => {
    if (original && owner) await restoreShopFacts(owner.page, original);
    await closeBrowser(browser, owner?.context);
  });

  it("the owner changes Saturday's hours and adds a closure", async () => {
    const { page } = owner;
    await page.goto("/admin/shop");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Shop settings" });
    await form.getByLabel("Saturday closes").waitFor();
    // Hours that end before they start are refused beside the field, nothing saved.
    await form.getByLabel("Saturday opens").fill("15:00");
    await form.getByLabel("Saturday closes").fill("09:00");
    await form.getByRole("button", { name: "Save Shop Settings" }).click();
    await expect
      .poll(() => form.getByText("Closing time must be after opening time.").count())
      .toBeGreaterThan(0);

    await form.getByLabel("Saturday opens").fill("09:00");
    await form.getByLabel("Saturday closes").fill("12:00");
    await form.getByRole("button", { name: "Add a closure" }).click();
    await form.getByLabel("First day").last().fill(closed);
    await form.getByLabel("Last day").last().fill(closed);
    await form.getByLabel("For", { exact: true }).last().fill(note);
    await form.getByRole("button", { name: "Save Shop Settings" }).click();
    const history = page.getByRole("region", { name: "Recent changes" });
    await expect
      .poll(() => history.getByText("Saturday's hours, Closures").count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    // The screen itself (a toast fading in is not part of it).
    expect(await axeViolations(page, "#main")).toEqual([]);
    await screenshot(page, "admin-shop-1280");
    await page.setViewportSize({ width: 375, height: 900 });
    await screenshot(page, "admin-shop-375");
  });

  it("a visitor sees the new hours and the closure, and cannot book the closed day", async () => {
    for (const width of [375, 1280])
      await withPage(browser, { width, javaScriptEnabled: false }, async ({ page }) => {
        await page.goto("/contact");
        const main = page.getByRole("main");
        expect(await main.getByText(notice).count()).toBeGreaterThan(0);
        expect(await main.getByText("9:00 AM - 12:00 PM").count()).toBeGreaterThan(0);
        const footer = page.getByRole("contentinfo");
        expect(await footer.getByText("Saturday: 9:00 AM - 12:00 PM").count()).toBe(1);
        expect(await footer.getByText(notice).count()).toBe(1);
        await screenshot(page, `contact-shop-${width}`);
        await page.goto("/");
        expect(await page.getByRole("main").getByText(notice).count()).toBe(1);
        await screenshot(page, `home-shop-${width}`);
        await page.goto("/contact");
        await screenshot(footer, `footer-shop-${width}`);

        // The calendar offers no link for the closed day; asking for it offers another day's times.
        await page.goto(`/contact?type=Custom+Framing&day=${closed}#book`);
        const card = page.locator("#book");
        expect(await card.locator(`table a[href*='day=${closed}']`).count()).toBe(0);
        expect(await card.getByText("There is no free time left on that day").count()).toBe(1);
        const offered = await card.locator("input[name=preferredDate]").getAttribute("value");
        expect(offered).not.toBe(closed);
      });

    // Even a hand-made request for that day is refused.
    await withPage(browser, { clientAddress: "192.0.2.31" }, async ({ page }) => {
      await page.goto("/contact");
      const status = await page.evaluate(async (day) => {
        const res = await fetch("/api/appointments", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            name: "Rosa Diaz",
            email: "rosa@example.com",
            phone: "(713) 555-0188",
            preferredDate: day,
            preferredTime: "10:00 AM",
            consultationType: "Custom Framing",
            projectDetails: "",
          }),
        });
        return res.status;
      }, closed);
      expect(status).toBe(400);
    });
  });
});
