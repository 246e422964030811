// The owner runs the frame catalogue from the admin: a quote is sent, the owner raises a
// moulding's price (watching the example estimate follow) and adds a mat; the frame designer
// offers the new mat and prices with the new price at once, while the quote already sent keeps
// the estimate its visitor saw. Screenshots (375 and 1280 px) go to $SCREENSHOT_DIR when set.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { estimateFrame, estimateSentence } from "~/lib/frame-estimate";
import {
  e2eSkipReason,
  launchBrowser,
  signInAsOwner,
  waitForHydration,
  withPage,
} from "./harness/browser";

const SHOTS = process.env.SCREENSHOT_DIR;
async function screenshot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

// The designer's starting design (16 x 20 in, a 2 in single mat, UV-filtering glass) in Natural
// Oak (1 1/2 in profile), with the seeded price table.
const estimateWithOakAt = (pricePerUnitedInch: number) =>
  estimateSentence(
    estimateFrame({
      widthInches: 16,
      heightInches: 20,
      moulding: { profileWidthInches: 1.5, pricePerUnitedInch },
      mat: { widthInches: 2, double: false },
      glazing: { pricePerSquareInch: 0.12 },
      prices: { matPerSquareInch: 0.05, minimumOrder: 75, rangePercent: 10 },
    }),
  );
const BEFORE = estimateWithOakAt(2.9);
const AFTER = estimateWithOakAt(4.5);

async function designWithOak(page: Page) {
  await page.goto("/frame-designer");
  await waitForHydration(page);
  await page.getByText("Natural Oak").click();
  await expect.poll(() => page.getByRole("radio", { name: /Natural Oak/ }).isChecked()).toBe(true);
}

const estimate = (page: Page) => page.getByTestId("estimate").textContent();

describe.skipIf(e2eSkipReason())("the owner's frame catalogue", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("changes a price and adds a mat; the designer follows, sent quotes keep their estimate", async () => {
    expect(AFTER).not.toBe(BEFORE);

    // A visitor sends a quote for an oak frame at today's price.
    await withPage(browser, { clientAddress: "203.0.113.41" }, async ({ page }) => {
      await designWithOak(page);
      expect(await estimate(page)).toBe(BEFORE);
      await page.getByLabel("Name", { exact: true }).fill("Carmen Oakes");
      await page.getByLabel("Email").fill("carmen@example.com");
      await page.getByLabel("Message").fill("A botanical print for the hallway.");
      await page.getByRole("button", { name: "Send for a quote" }).click();
      await expect
        .poll(() => page.getByRole("heading", { name: "Thank you!" }).count(), { timeout: 15_000 })
        .toBe(1);
    });

    await withPage(browser, { width: 1280, height: 900 }, async ({ page }) => {
      await signInAsOwner(page);
      await page.goto("/admin/catalogue");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Edit Natural Oak" }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Natural Oak" });
      const after = dialog.getByTestId("estimate-after");
      const now = await dialog.getByTestId("estimate-now").textContent();
      await dialog.getByLabel("Price per united inch ($)").fill("4.5");
      // The example follows the price being typed, before anything is saved.
      await expect.poll(() => after.textContent()).not.toBe(now);
      await dialog.getByRole("button", { name: "Save changes" }).click();
      await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0);
      const oak = page.locator('[data-entry="natural-oak"]');
      await expect.poll(() => oak.getByText("$4.50 per united inch").count()).toBe(1);

      await page.getByRole("button", { name: "Add mat" }).click();
      const add = page.getByRole("dialog", { name: "Add a mat" });
      // Nothing is sent while the form is incomplete.
      await add.getByRole("button", { name: "Add mat" }).click();
      await expect.poll(() => add.getByText("Name is required.").count()).toBe(1);
      await add.getByLabel("Name", { exact: true }).fill("Dusty Rose");
      await add.getByLabel("Colour", { exact: true }).fill("#c9a3a0");
      await add.getByRole("button", { name: "Add mat" }).click();
      await expect.poll(() => add.count(), { timeout: 15_000 }).toBe(0);
      await expect
        .poll(() => page.locator('[data-entry="dusty-rose"]').getByText("Dusty Rose").count())
        .toBe(1);
      await screenshot(page, "frame-catalogue-1280");
      await page.setViewportSize({ width: 375, height: 800 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await screenshot(page, "frame-catalogue-375");

      // The quote sent before the change still shows the estimate its visitor saw.
      await page.goto("/admin/quotes");
      await waitForHydration(page);
      const card = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: "Carmen Oakes" }) });
      await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
      const sent = /\$\d+-\$\d+/.exec(BEFORE)?.[0];
      expect(await card.getByText(`Estimate shown: ${sent}`).count()).toBe(1);
    });

    // A visitor now sees the new price and the new mat.
    await withPage(browser, {}, async ({ page }) => {
      await designWithOak(page);
      expect(await estimate(page)).toBe(AFTER);
      const mats = page.getByRole("group", { name: "Mat colour" });
      const box = () => page.getByRole("img", { name: /^Preview:/ }).getAttribute("aria-label");
      const before = await box();
      await mats.getByText("Dusty Rose").click();
      await expect.poll(box).not.toBe(before);
      expect(await box()).toContain("Dusty Rose");
    });
  });
});
