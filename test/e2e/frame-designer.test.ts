// A visitor designs a frame on /frame-designer, sees the preview and the estimate follow each
// choice, and sends it with a photo; the owner finds it in the admin's Quotes tab, answers it
// with a price and marks it won. Screenshots (375 and 1280 px) go to $SCREENSHOT_DIR when set.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

const SHOTS = process.env.SCREENSHOT_DIR;

async function screenshot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

// A photo-like JPEG of the piece: a warm gradient.
async function piecePhoto(): Promise<Buffer> {
  const width = 600;
  const height = 750;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0, i = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      pixels[i++] = 120 + (x / width) * 100;
      pixels[i++] = 90 + (y / height) * 80;
      pixels[i++] = 70;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const estimateText = (page: Page) => page.getByTestId("estimate").textContent();
const previewBox = (page: Page) =>
  page.getByRole("img", { name: /^Preview:/ }).getAttribute("viewBox");

async function changes(page: Page, act: () => Promise<unknown>) {
  const before = { estimate: await estimateText(page), box: await previewBox(page) };
  await act();
  await expect
    .poll(async () => ({ estimate: await estimateText(page), box: await previewBox(page) }))
    .not.toEqual(before);
}

describe.skipIf(e2eSkipReason())("the frame designer, from a design to the owner's answer", () => {
  let browser: Browser;
  let visitor: { context: BrowserContext; page: Page };
  let photo: Buffer;
  let sentEstimate = "";
  let placedCrop = "";

  beforeAll(async () => {
    browser = await launchBrowser();
    photo = await piecePhoto();
    // One visitor for the whole story; axe runs under the page's real CSP (harness/axe.ts).
    visitor = await openPage(browser, { width: 1280, height: 900 });
  });

  afterAll(async () => {
    await closeBrowser(browser, visitor?.context);
  });

  it("draws the design to scale and prices it as the visitor chooses", async () => {
    const { page } = visitor;
    await page.goto("/frame-designer");
    await waitForHydration(page);
    expect(await estimateText(page)).toMatch(
      /^Estimate \$\d+-\$\d+\. Final price after we see your piece\.$/,
    );
    // 16 x 20, 2 in mat, 1 1/4 in moulding: 22.5 x 26.5 in outside.
    expect(await previewBox(page)).toBe("0 0 22.5 26.5");
    await expect.poll(() => page.getByText(/^Outer size 22 1\/2 × 26 1\/2 in ·/).count()).toBe(1);

    // Sizes as framers write them (issue 29): 36 1/4 x 48 3/8 with the 2 in mat and the
    // 1 1/4 in walnut: 42 3/4 x 54 7/8 outside; 92 5/8 united inches, $599.20 -> $535-$660.
    await changes(page, async () => {
      await page.getByLabel("Width (in)").fill("36 1/4");
      await page.getByLabel("Height (in)").fill("48 3/8");
    });
    expect(await previewBox(page)).toBe("0 0 42.75 54.875");
    expect(await estimateText(page)).toBe(
      "Estimate $535-$660. Final price after we see your piece.",
    );
    expect(await page.getByText(/^Outer size 42 3\/4 × 54 7\/8 in ·/).count()).toBe(1);
    expect(await page.getByText("Understood: 36¼ in").count()).toBe(1);
    expect(await page.getByText("Understood: 48⅜ in").count()).toBe(1);
    await page.getByLabel("Width (in)").fill("36¼");
    await page.getByLabel("Height (in)").fill("48-3/8");
    await expect
      .poll(() => estimateText(page))
      .toBe("Estimate $535-$660. Final price after we see your piece.");

    // Each option says what it adds; the preview stays in view while choosing (wide screens).
    const museum = page.getByRole("radio", { name: /Museum glass/ });
    expect(
      await page.locator("label", { has: museum }).getByTestId("price-change").textContent(),
    ).toMatch(/^, \+\$\d+-\$\d+$/);
    // Scrolled down to the mats, the preview still sits under the header (lg:top-24), where
    // without sticking it would be above the screen.
    await page.evaluate(() => window.scrollTo(0, 700));
    const previewTop = () =>
      page
        .getByRole("region", { name: "Preview" })
        .evaluate((el) => el.getBoundingClientRect().top);
    await expect.poll(previewTop).toBeGreaterThanOrEqual(90);
    expect(await previewTop()).toBeLessThanOrEqual(100);
    await page.evaluate(() => window.scrollTo(0, 0));

    await changes(page, async () => {
      await page.getByLabel("Width (in)").fill("24");
      await page.getByLabel("Height (in)").fill("30.5");
    });
    expect(await previewBox(page)).toBe("0 0 30.5 37");

    await changes(page, () => page.getByText("Heritage Gold Leaf").click());
    await changes(page, () => page.getByText("Double mat", { exact: true }).click());
    await page.getByRole("group", { name: "Inner mat colour" }).getByText("Navy").click();
    await changes(page, () => page.getByText("Museum glass").click());

    // Keyboard: the mouldings are one radio group; arrow keys move the choice.
    const gold = page.getByRole("radio", { name: /Heritage Gold Leaf/ });
    await gold.focus();
    await changes(page, () => page.keyboard.press("ArrowUp"));
    await expect.poll(() => gold.isChecked()).toBe(false);

    // A size out of range marks the field, clears the estimate and offers the oversize path.
    const width = page.getByLabel("Width (in)");
    await width.fill("70");
    await expect.poll(() => width.getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByText("Width must be at most 60 inches.").count()).toBe(1);
    expect(await page.getByTestId("estimate").count()).toBe(0);
    expect(await page.getByText(/^Outer size/).count()).toBe(0);
    const oversize = page.getByTestId("oversize");
    expect(await oversize.getByRole("link", { name: "Send it anyway" }).count()).toBe(1);
    expect(await oversize.getByRole("link", { name: /^Call/ }).count()).toBe(1);
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, "frame-designer-oversize-375");
    await page.setViewportSize({ width: 1280, height: 900 });
    await width.fill("3 1/16");
    await expect
      .poll(() => page.getByText("Width must be in eighths of an inch (e.g. 16 1/8).").count())
      .toBe(1);
    expect(await oversize.count()).toBe(0);
    await width.fill("24");
    await expect.poll(() => width.getAttribute("aria-invalid")).toBe(null);

    // The screen reader summary says what the frame is now.
    const live = page.locator("[aria-live=polite]").filter({ hasText: "Outer size" });
    expect(await live.textContent()).toMatch(/24 × 30 1\/2 in piece/);

    // The visitor's photo is drawn in the preview from the device only.
    await page.getByLabel("A photo of the piece for the preview (optional)").setInputFiles({
      name: "my-piece.jpg",
      mimeType: "image/jpeg",
      buffer: photo,
    });
    const drawnPhoto = page.getByRole("img", { name: /^Preview:/ }).locator("image");
    await expect.poll(() => drawnPhoto.getAttribute("href")).toMatch(/^blob:/);
    // Chosen once: it goes with the request, placed where the visitor moves it.
    expect(await page.getByLabel(/Send this photo with my request/).isChecked()).toBe(true);
    const crop = page.locator('input[name="photoCrop"]');
    await expect.poll(() => crop.inputValue()).toBe("0.5,0.5,1");
    const zoom = page.getByRole("slider", { name: /Zoom/ });
    await zoom.focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press("ArrowRight");
    await expect.poll(() => crop.inputValue()).toBe("0.5,0.5,1.5");
    const box = await page.getByRole("img", { name: /^Preview:/ }).boundingBox();
    if (!box) throw new Error("no preview");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 30, { steps: 4 });
    await page.mouse.up();
    await expect
      .poll(async () => Number((await crop.inputValue()).split(",")[0]))
      .toBeLessThan(0.5);
    placedCrop = await crop.inputValue();

    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "frame-designer-1280");
  });

  it("sends the design with a photo", async () => {
    const { page } = visitor;
    sentEstimate = (await estimateText(page)) ?? "";
    await page.getByLabel("Name", { exact: true }).fill("Rosa Delgado");
    await page.getByLabel("Email").fill("rosa@example.com");
    await page.getByLabel("Message").fill("My grandmother's watercolour of Galveston.");
    await page.getByLabel("Photos of the piece (optional)").setInputFiles({
      name: "watercolour.jpg",
      mimeType: "image/jpeg",
      buffer: photo,
    });
    await page.getByRole("button", { name: "Send for a quote" }).click();
    await expect
      .poll(() => page.getByRole("heading", { name: "Thank you!" }).count(), { timeout: 15_000 })
      .toBe(1);
    await expect.poll(() => page.getByText(/We'll reply with a price/).count()).toBe(1);
    // Said once, as the heading: not "Thank you! Thank you!".
    expect(await page.getByText(/Thank you!/).count()).toBe(1);
    await screenshot(page, "frame-designer-sent-1280");
  });

  it("shows the request in the owner's Quotes tab, where the owner answers and marks it won", async () => {
    await withPage(
      browser,
      { width: 1280, height: 900, clientAddress: "203.0.113.75" },
      async ({ page }) => {
        const errors: string[] = [];
        page.on("pageerror", (e) => errors.push(e.message));
        await signInAsOwner(page);
        await page.goto("/admin/quotes");
        await waitForHydration(page);
        const card = page
          .getByRole("main")
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: "Rosa Delgado" }) });
        await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);

        const range = /\$\d+-\$\d+/.exec(sentEstimate)?.[0];
        expect(range).toBeTruthy();
        expect(await card.getByText(`Estimate shown: ${range}`).count()).toBe(1);
        expect(await card.getByText("Piece: 24 × 30 1/2 in").count()).toBe(1);
        expect(await card.getByText(/Double: .* over Navy/).count()).toBe(1);
        expect(await card.getByText("Glazing: Museum glass").count()).toBe(1);
        expect(await card.getByRole("img", { name: /^Design:/ }).count()).toBe(1);
        // The preview photo came once with the request, drawn where the visitor placed it.
        expect(placedCrop).not.toBe("0.5,0.5,1");
        expect(
          await card
            .getByRole("img", { name: /^Design:/ })
            .locator("image")
            .count(),
        ).toBe(1);

        // The photo loads for the owner and enlarges on click.
        const thumb = card.getByRole("img", { name: /Enlarge view 1/ });
        await expect
          .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBe(600);
        await screenshot(page, "quotes-tab-1280");
        await thumb.click();
        const dialog = page.getByRole("dialog");
        await expect.poll(() => dialog.getByRole("img").count()).toBe(1);
        await page.keyboard.press("Escape");
        await expect.poll(() => dialog.count()).toBe(0);

        // The whole email as it will be sent, with one greeting, the owner's own if they write one.
        const preview = card.getByTestId("reply-preview");
        expect(await preview.textContent()).toContain("Hello Rosa Delgado,");
        expect(await preview.textContent()).toContain("Our price: $");
        const message = card.getByLabel("Message to the customer");
        await message.fill("Hi Rosa,\n\nWalnut suits the watercolour.");
        await expect.poll(() => preview.textContent()).not.toContain("Hello Rosa");
        expect((await preview.textContent())?.match(/Hi Rosa/g)).toHaveLength(1);
        await card.getByLabel("Price ($)").fill("240");
        await expect.poll(() => preview.textContent()).toContain("Our price: $240");
        await screenshot(page, "quote-reply-preview-1280");
        await card.getByRole("button", { name: "Email reply" }).click();
        await expect
          .poll(() => card.getByText("Replied $240").count(), { timeout: 15_000 })
          .toBe(1);
        await card.getByRole("button", { name: "Mark won" }).click();
        await expect.poll(() => card.getByText("Won", { exact: true }).count()).toBe(1);

        await page.setViewportSize({ width: 375, height: 800 });
        await screenshot(page, "quotes-tab-375");
        expect(errors).toEqual([]);
      },
    );
  });

  it("fits a phone without sideways scrolling", async () => {
    await withPage(browser, { width: 375, height: 740 }, async ({ page }) => {
      await page.goto("/frame-designer");
      await waitForHydration(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await screenshot(page, "frame-designer-375");
    });
  });

  it("shows the server's refusal in place, with the focus on the field and the choices kept", async () => {
    // Its own address: the public write limit (5 a minute) is per address.
    await withPage(
      browser,
      { width: 1280, height: 900, clientAddress: "203.0.113.76" },
      async ({ page }) => {
        await page.goto("/frame-designer");
        await waitForHydration(page);
        await page.getByLabel("Width (in)").fill("9");
        await page.getByText("Double mat", { exact: true }).click();
        await page.getByLabel("Name", { exact: true }).fill("Ned Script");
        await page.getByLabel("Email").fill("ned@example.com");
        await page.getByLabel("Message").fill("Again, with JavaScript.");
        // Past the browser's own check, as a typo the server catches would be.
        await page.getByLabel("Email").evaluate((el: HTMLInputElement) => {
          el.type = "text";
          el.value = "not-an-email";
        });
        await page.getByRole("button", { name: "Send for a quote" }).click();
        await expect
          .poll(() => page.getByText("Please enter a valid email address.").count())
          .toBe(1);
        expect(await page.getByRole("alert").textContent()).toBe(
          "Please check the highlighted fields.",
        );
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
          .toBe("email");
        expect(await page.getByLabel("Width (in)").inputValue()).toBe("9");
        expect(await page.getByLabel("Message").inputValue()).toBe("Again, with JavaScript.");
        expect(await page.getByRole("radio", { name: /Double mat/ }).isChecked()).toBe(true);
        expect(await page.getByRole("button", { name: "Send for a quote" }).isEnabled()).toBe(true);
        await screenshot(page, "frame-designer-refused-1280");
        await page.setViewportSize({ width: 375, height: 800 });
        await screenshot(page, "frame-designer-refused-375");
      },
    );
  });

  it("sends a design and a photo without JavaScript", async () => {
    // Its own address: the public write limit (5 a minute) is per address.
    await withPage(
      browser,
      { javaScriptEnabled: false, clientAddress: "203.0.113.74" },
      async ({ page }) => {
        await page.goto("/frame-designer");
        // Playwright's text queries skip <noscript>; without JavaScript it is shown.
        const notice = page.locator("noscript p");
        expect(await notice.textContent()).toMatch(
          /^The live preview and estimate need JavaScript\./,
        );
        expect(await notice.isVisible()).toBe(true);
        await page.getByLabel("Width (in)").fill("11");
        await page.getByLabel("Height (in)").fill("14");
        await page.getByText("Slim Black").click();
        await page.getByLabel("Name", { exact: true }).fill("Ned Plain");
        await page.getByLabel("Email").fill("ned@example.com");
        await page.getByLabel("Message").fill("A map of the Heights.");
        await page.getByLabel("Photos of the piece (optional)").setInputFiles({
          name: "map.jpg",
          mimeType: "image/jpeg",
          buffer: photo,
        });
        await page.getByRole("button", { name: "Send for a quote" }).click();
        await page.waitForLoadState("load");
        expect(await page.getByRole("heading", { name: "Thank you!" }).count()).toBe(1);

        // A bad email comes back with the error next to the field and the choices kept.
        await page.goto("/frame-designer");
        await page.getByLabel("Width (in)").fill("9");
        await page.getByLabel("Name", { exact: true }).fill("Ned Plain");
        await page.getByLabel("Email").fill("ned@example.com");
        await page.getByLabel("Message").fill("Again.");
        await page.getByLabel("Email").evaluate((el: HTMLInputElement) => {
          el.type = "text";
          el.value = "not-an-email";
        });
        await page.getByRole("button", { name: "Send for a quote" }).click();
        await page.waitForLoadState("load");
        expect(await page.getByText("Please enter a valid email address.").count()).toBe(1);
        expect(await page.getByLabel("Width (in)").inputValue()).toBe("9");
      },
    );
  });
});
