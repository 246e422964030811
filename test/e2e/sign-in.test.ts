// Owner sign-in and sign-out of the admin panel, and what a signed-out visitor gets instead.

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_NAV, ADMIN_SCREENS } from "~/content/admin-screens";
import {
  e2eSkipReason,
  launchBrowser,
  signInAsOwner,
  waitForHydration,
  withPage,
} from "./harness/browser";

// Every screen of the workspace's navigation, in its order (app/content/admin-screens.ts).
const OWNER_SCREENS = ADMIN_NAV.flatMap((group) =>
  group.screens.map((id) => ADMIN_SCREENS[id].label),
);
const OWNER_EMAIL = "owner@heightsframestudio.com";

async function expectLoginScreen(page: Page) {
  await expect(
    page.getByRole("heading", { level: 1, name: "Admin Panel Access" }).isVisible(),
  ).resolves.toBe(true);
  // No admin data: no owner's navigation, no logout control, no signed-in identity.
  expect(await page.getByRole("navigation", { name: "Owner's pages" }).count()).toBe(0);
  expect(await page.getByRole("button", { name: "Logout" }).count()).toBe(0);
  expect(await page.getByText("Signed in as").count()).toBe(0);
  expect(await page.getByText(OWNER_EMAIL).count()).toBe(0);
}

describe.skipIf(e2eSkipReason())("admin sign-in in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows the panel to the owner, signs out with Logout, and stays signed out after a reload", async () => {
    await withPage(browser, {}, async ({ context, page }) => {
      const errors: string[] = [];
      page.on("pageerror", (err) => errors.push(err.message));

      await signInAsOwner(page);
      await waitForHydration(page);
      await page.getByRole("heading", { level: 1, name: "Today" }).waitFor();
      await expect(page.getByText("Signed in as").isVisible()).resolves.toBe(true);
      await expect(page.getByText(OWNER_EMAIL).isVisible()).resolves.toBe(true);
      const nav = page.getByRole("navigation", { name: "Owner's pages" });
      expect(await nav.getByRole("link").allInnerTexts()).toEqual(OWNER_SCREENS);
      expect(await nav.getByRole("link", { name: "Today" }).getAttribute("aria-current")).toBe(
        "page",
      );

      // The navigation works once hydrated.
      await nav.getByRole("link", { name: "Blog" }).click();
      await page.waitForURL((url) => url.pathname === "/admin/blog");
      await expect
        .poll(() => nav.getByRole("link", { name: "Blog" }).getAttribute("aria-current"))
        .toBe("page");

      // Sign out.
      await page.getByRole("button", { name: "Logout" }).click();
      await page.waitForURL(
        (url) => url.pathname === "/admin" && url.searchParams.get("signedOut") === "1",
      );
      await page.getByRole("heading", { level: 1, name: "Admin Panel Access" }).waitFor();
      await expectLoginScreen(page);
      await expect(
        page.getByRole("status").filter({ hasText: "You are signed out." }).isVisible(),
      ).resolves.toBe(true);
      const cookies = await context.cookies();
      expect(cookies.filter((c) => /cf_authorization/i.test(c.name))).toEqual([]);

      // Reloading /admin does not bring the session back.
      const res = await page.goto("/admin");
      expect(res?.status()).toBe(401);
      await waitForHydration(page);
      await expectLoginScreen(page);

      expect(errors).toEqual([]);
    });
  });

  it("shows a fresh visitor the login screen at /admin, not admin data", async () => {
    await withPage(browser, {}, async ({ page }) => {
      const res = await page.goto("/admin");
      expect(res?.status()).toBe(401);
      expect(res?.headers()["cache-control"]).toContain("no-store");
      await waitForHydration(page);
      await expectLoginScreen(page);
      expect(await page.getByRole("link", { name: /^Sign in/ }).count()).toBe(1);
    });
  });

  it.each(["/admin", "/seo-dashboard"])(
    "welcomes the owner with a toast after signing in at %s",
    async (path) => {
      await withPage(browser, {}, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        await page.getByRole("link", { name: /^Sign in/ }).click();
        await page.waitForURL((url) => url.pathname === path && !url.searchParams.has("signedIn"));
        const toast = page.locator("[data-sonner-toast]");
        await toast.filter({ hasText: "Login Successful" }).waitFor();
        expect(await toast.filter({ hasText: "Welcome Owner!" }).count()).toBe(1);
      });
    },
  );

  it("refuses /seo-dashboard to a visitor", async () => {
    await withPage(browser, {}, async ({ page }) => {
      const res = await page.goto("/seo-dashboard");
      expect(res?.status()).toBe(401);
      await waitForHydration(page);
      await expectLoginScreen(page);
      expect(await page.getByRole("heading", { name: "Visits & search" }).count()).toBe(0);
    });
  });
});
