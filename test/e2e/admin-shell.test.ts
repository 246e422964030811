// The owner's workspace in Chromium: Today's numbers follow what arrives, the sidebar (1280 px)
// and the phone menu (375 px) reach every screen, nothing is wider than a phone, and Logout ends it.
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

const SCREENS = [
  { link: "Today", path: "/admin", title: "Today" },
  { link: "Messages", path: "/admin/messages", title: "Messages" },
  { link: "Appointments", path: "/admin/appointments", title: "Appointments" },
  { link: "Quotes", path: "/admin/quotes", title: "Quote requests" },
  { link: "Images", path: "/admin/images", title: "Images" },
  { link: "Blog", path: "/admin/blog", title: "Blog" },
  { link: "Visits & search", path: "/seo-dashboard", title: "Visits & search" },
  { link: "AI spending", path: "/admin/ai-spending", title: "AI spending limits" },
  { link: "Pages & photos", path: "/admin/words", title: "Pages & photos" },
  { link: "Testimonials", path: "/admin/testimonials", title: "Testimonials" },
];

const stamp = Date.now().toString(36);
const nav = (page: Page) => page.getByRole("navigation", { name: "Owner's pages" });
const figure = (page: Page, title: string) =>
  page.getByRole("link").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

/** The big number on one of Today's figures. */
async function figureValue(page: Page, title: string): Promise<number> {
  const card = figure(page, title);
  await card.waitFor();
  return Number((await card.locator("p").first().textContent())?.trim());
}

async function expectScreen(page: Page, screen: (typeof SCREENS)[number]) {
  await page.waitForURL((url) => url.pathname === screen.path);
  await page.getByRole("heading", { level: 1, name: screen.title, exact: true }).waitFor();
  expect(await page.title()).toBe(`${screen.title} | Heights Frame Studio admin`);
  // The public site's header and footer are not part of the owner's pages.
  expect(await page.getByRole("contentinfo").count()).toBe(0);
  expect(await page.getByRole("link", { name: "Book Consultation" }).count()).toBe(0);
  // Nothing wider than the window.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, screen.path).toBeLessThanOrEqual(0);
}

describe.skipIf(e2eSkipReason())("the owner's workspace", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows Today's numbers, which count a message as it arrives, and leads to it", async () => {
    await withPage(
      browser,
      { clientAddress: `203.0.113.${Date.now() % 200}` },
      async ({ page }) => {
        const errors: string[] = [];
        page.on("pageerror", (err) => errors.push(err.message));
        await signInAsOwner(page);
        await waitForHydration(page);
        await page.getByRole("heading", { level: 1, name: "Today" }).waitFor();
        const before = await figureValue(page, "New messages");
        expect(await figure(page, "Bookings today").count()).toBe(1);
        await expect
          .poll(() => figure(page, "AI spending this month").textContent())
          .toMatch(
            /(\$\d+\.\d{2}|< \$0\.01)(of the \$\d+\.\d{2} monthly limit|Spending limits are off)/,
          );
        await expect
          .poll(() =>
            figure(page, "Visits, last 7 days").getByRole("img").getAttribute("aria-label"),
          )
          .toMatch(/^Visits per day: (\w+ \d+, ){6}\w+ \d+$/);
        expect(await page.getByRole("heading", { name: "Needs your attention" }).count()).toBe(1);
        expect(await page.getByRole("heading", { name: "Bookings this week" }).count()).toBe(1);
        expect(await axeViolations(page)).toEqual([]);

        // A visitor writes in; Today counts it.
        const sent = await page.request.post("/api/contact", {
          data: {
            firstName: `Iris${stamp}`,
            lastName: "Moreno",
            email: "iris@example.com",
            message: "Can you frame a 30x40 canvas by Friday?",
          },
        });
        expect(sent.status()).toBe(201);
        await page.reload();
        await waitForHydration(page);
        await expect.poll(() => figureValue(page, "New messages")).toBe(before + 1);

        // The figure leads to the message.
        await figure(page, "New messages").click();
        await expectScreen(page, SCREENS[1]!);
        await page.getByText(`Iris${stamp} Moreno`).waitFor();
        expect(errors).toEqual([]);
      },
    );
  });

  it("reaches every screen from the sidebar at 1280 px", async () => {
    await withPage(browser, { width: 1280, height: 900 }, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (err) => errors.push(err.message));
      await signInAsOwner(page);
      await waitForHydration(page);
      expect(await page.getByRole("button", { name: "Menu", exact: true }).isVisible()).toBe(false);
      for (const screen of [...SCREENS.slice(1), SCREENS[0]!]) {
        await nav(page).getByRole("link", { name: screen.link, exact: true }).click();
        await expectScreen(page, screen);
        expect(
          await nav(page)
            .getByRole("link", { name: screen.link, exact: true })
            .getAttribute("aria-current"),
        ).toBe("page");
        expect(await nav(page).locator("[aria-current=page]").count()).toBe(1);
      }
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });

  it("reaches every screen from the menu at 375 px, and signs out from it", async () => {
    await withPage(browser, { width: 375, height: 800 }, async ({ context, page }) => {
      await signInAsOwner(page);
      await waitForHydration(page);
      const menu = page.getByRole("button", { name: "Menu", exact: true });
      // The sidebar is not shown on a phone; the menu holds the navigation.
      expect(await nav(page).count()).toBe(0);
      expect(await menu.getAttribute("aria-expanded")).toBe("false");
      await expectScreen(page, SCREENS[0]!);

      for (const screen of SCREENS.slice(1)) {
        await menu.click();
        expect(await menu.getAttribute("aria-expanded")).toBe("true");
        await nav(page).getByRole("link", { name: screen.link, exact: true }).click();
        await expectScreen(page, screen);
        // Going somewhere closes the menu.
        await expect.poll(() => nav(page).count()).toBe(0);
      }

      // Escape closes it too; the open menu passes axe.
      await menu.click();
      await nav(page).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect.poll(() => menu.getAttribute("aria-expanded")).toBe("false");

      await menu.click();
      await page.getByRole("button", { name: "Logout" }).click();
      await page.waitForURL((url) => url.searchParams.get("signedOut") === "1");
      await page.getByRole("heading", { level: 1, name: "Admin Panel Access" }).waitFor();
      expect(await menu.count()).toBe(0);
      const cookies = await context.cookies();
      expect(cookies.filter((c) => /cf_authorization/i.test(c.name))).toEqual([]);
      const res = await page.goto("/admin/blog");
      expect(res?.status()).toBe(401);
    });
  });

  it("sends the panel's old tab links to their screens", async () => {
    await withPage(browser, {}, async ({ page }) => {
      await signInAsOwner(page);
      await page.goto("/admin?tab=usage");
      await expectScreen(page, SCREENS[7]!);
      await page.goto("/admin?tab=contacts");
      await expectScreen(page, SCREENS[1]!);
    });
  });
});
