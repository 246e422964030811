// The owner fills the portfolio from the admin panel; a visitor browses it on /portfolio and only
// ever downloads the web-sized copies. One story: each step goes on from the one before, in one
// browser; its works and the reading of the owner's screen are in ./portfolio-helpers.ts.
import type { Browser, BrowserContext, Page, Response } from "playwright-core";
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
import { dropFiles } from "./harness/photos";
import {
  adminCard,
  expectToast,
  gridTitles,
  portfolioImages,
  type TestImage,
} from "./portfolio-helpers";

describe.skipIf(e2eSkipReason())("the portfolio, from upload to visitor", () => {
  let browser: Browser;
  let owner: { context: BrowserContext; page: Page };
  let images: TestImage[];

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await openPage(browser, { height: 900 });
    images = await portfolioImages();
  });
  afterAll(async () => {
    await closeBrowser(browser, owner?.context);
  });

  it("the owner drops in three originals, sees each one's progress, and they wait hidden", async () => {
    const { page } = owner;
    await signInAsOwner(page);
    await page.goto("/admin?tab=portfolio");
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: "Images" }).waitFor();
    await page.getByText("0 on the portfolio, 0 waiting to publish").waitFor();
    await page.getByText("No images uploaded yet.").waitFor();

    // Every state each file's row passes through, as it renders.
    await page.evaluate(() => {
      const seen: Record<string, string[]> = {};
      (window as unknown as { uploadStates: typeof seen }).uploadStates = seen;
      new MutationObserver(() => {
        document.querySelectorAll<HTMLElement>("[data-upload-state]").forEach((row, i) => {
          seen[i] ??= [];
          const states = seen[i];
          const state = `${row.dataset.uploadState} ${row.querySelector("progress")?.value ?? ""}`;
          if (states.at(-1) !== state) states.push(state);
        });
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });

    // Dropped on the upload area, as from the desktop.
    await dropFiles(page.getByRole("region", { name: "Add works" }), images);
    await expectToast(page, "Upload Complete");
    await expectToast(page, "Successfully uploaded 3 images");

    const uploads = page.getByRole("region", { name: "Uploads" });
    expect(await uploads.getByRole("listitem").count()).toBe(3);
    for (const image of images) {
      const row = uploads.getByRole("listitem").filter({ hasText: image.name });
      expect(await row.getByText("Uploaded", { exact: true }).count()).toBe(1);
      expect(
        await row
          .getByRole("progressbar", { name: `Upload of ${image.name}` })
          .getAttribute("value"),
      ).toBe("100");
    }
    const states = await page.evaluate(
      () => (window as unknown as { uploadStates: Record<string, string[]> }).uploadStates,
    );
    for (const i of ["0", "1", "2"]) {
      const names = states[i]!.map((s) => s.split(" ")[0]);
      expect(names, JSON.stringify(states)).toEqual(expect.arrayContaining(["uploading", "done"]));
      expect(names.indexOf("uploading")).toBeLessThan(names.lastIndexOf("done"));
    }

    await page.getByText("0 on the portfolio, 3 waiting to publish").waitFor();
    const waiting = page.getByRole("region", { name: "Waiting to publish (3)" });
    for (const image of images)
      await waiting.getByRole("heading", { name: image.title, exact: true }).waitFor();
    expect(await axeViolations(page, "main")).toEqual([]);

    // Visitors see none of them yet: the sample works stand in.
    await withPage(browser, {}, async (visitor) => {
      await visitor.page.goto("/portfolio");
      await visitor.page.getByText("Showing 6 of 6 projects").waitFor();
      for (const image of images) expect(await visitor.page.getByText(image.title).count()).toBe(0);
    });
  });

  it("refuses a file that is not an image, without uploading it", async () => {
    const { page } = owner;
    await page.getByLabel("Choose Images").setInputFiles({
      name: "logo.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
    });
    await expectToast(page, "Upload Error");
    await expectToast(page, "This is not a JPEG, PNG, WebP, AVIF or GIF image.");
    await page.getByText("0 on the portfolio, 3 waiting to publish").waitFor();
  });

  it("the owner writes each work's details and publishes it in the same step", async () => {
    const { page } = owner;
    const details = [
      { alt: "A bungalow porch photograph in a slim black frame" },
      { alt: "An American flag folded in a memorial case" },
      { title: "Bank Lobby Triptych", alt: "Three framed abstract prints in a bank lobby" },
    ];
    for (const [i, image] of images.entries()) {
      await adminCard(page, image.title)
        .getByRole("button", { name: /^Add Details & Publish/ })
        .click();
      const dialog = page.getByRole("dialog", { name: "Add details and publish" });
      const title = dialog.getByLabel("Title");
      expect(await title.inputValue()).toBe(image.title);
      if (i === 0) {
        // The file name's alt text is not offered: the owner describes the picture.
        expect(await dialog.getByLabel("Alt text").inputValue()).toBe("");
        await dialog.getByRole("button", { name: "Publish" }).click();
        await dialog.getByText("Alt text is required.").waitFor();
        expect(await axeViolations(page, "[role=dialog]")).toEqual([]);
      }
      if (i === 2) expect(await dialog.getByLabel("Category").inputValue()).toBe("commercial");
      const { title: newTitle, alt } = details[i]!;
      if (newTitle) await title.fill(newTitle);
      await dialog.getByLabel("Alt text").fill(alt);
      await dialog.getByRole("button", { name: "Publish" }).click();
      await expectToast(page, "Image Published");
      await dialog.waitFor({ state: "detached" });
      if (newTitle) image.title = newTitle;
      await page.getByText(`${i + 1} on the portfolio, ${2 - i} waiting to publish`).waitFor();
    }
    // The grid keeps the upload order, newest first, whatever order they were published in.
    expect(await gridTitles(page)).toEqual(images.map((i) => i.title).reverse());
  });

  it("the owner reorders the grid with the keyboard and by dragging, and features a work", async () => {
    const { page } = owner;
    // Keyboard: the Earlier button of the last work, pressed twice, brings it to the front.
    const earlier = adminCard(page, images[0]!.title).getByRole("button", { name: /^Earlier/ });
    await earlier.focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(() => gridTitles(page))
      .toEqual([images[2]!.title, images[0]!.title, images[1]!.title]);
    // Saved, and said so to screen readers.
    await page.getByText(`Moved “${images[0]!.title}” to position 2 of 3.`).waitFor();
    // The keyboard stays on the moved work's button.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const active = document.activeElement;
          return active?.tagName === "BUTTON" ? (active.textContent ?? "") : "";
        }),
      )
      .toContain(`Earlier “${images[0]!.title}”`);
    await page.keyboard.press("Enter");
    await expect
      .poll(() => gridTitles(page))
      .toEqual([images[0]!.title, images[2]!.title, images[1]!.title]);

    await page.getByText(`Moved “${images[0]!.title}” to position 1 of 3.`).waitFor();

    // Drag: the last work onto the first.
    await adminCard(page, images[1]!.title).dragTo(adminCard(page, images[0]!.title));
    await expect
      .poll(() => gridTitles(page))
      .toEqual([images[1]!.title, images[0]!.title, images[2]!.title]);

    const feature = adminCard(page, images[2]!.title).getByRole("button", {
      name: /^Feature on Home/,
    });
    await feature.click();
    await expectToast(page, "Featured on the home page");
    await expect.poll(() => feature.getAttribute("aria-pressed")).toBe("true");
    // The order and the featured work hold after a reload: they are stored.
    await page.reload();
    await waitForHydration(page);
    await expect
      .poll(() => gridTitles(page))
      .toEqual([images[1]!.title, images[0]!.title, images[2]!.title]);

    // The home page's recent work: the featured one first, then the grid.
    await withPage(browser, {}, async (visitor) => {
      await visitor.page.goto("/");
      const recent = visitor.page
        .locator("section", { has: visitor.page.getByRole("heading", { name: "Recent work" }) })
        .getByRole("listitem");
      expect(await recent.allTextContents()).toEqual([2, 1, 0].map((i) => images[i]!.title));
    });
  });

  it("a visitor sees the uploads, filters them and opens one; the grid only downloads the small copies", async () => {
    await withPage(browser, { width: 1280, height: 900 }, async ({ page }) => {
      const imageResponses: Response[] = [];
      page.on("response", (res) => {
        if (new URL(res.url()).pathname.startsWith("/images/portfolio/")) imageResponses.push(res);
      });
      await page.goto("/portfolio");
      await waitForHydration(page);
      await page.getByRole("status").filter({ hasText: "Showing 3 of 3 projects" }).waitFor();
      // Each card is a link to the work's own page.
      for (const image of images) await page.getByRole("link", { name: image.title }).waitFor();
      expect(await page.getByText("Custom Art Framing").count()).toBe(0);
      // In the owner's order.
      expect(await page.locator("main ul.grid h3").allTextContents()).toEqual(
        [1, 0, 2].map((i) => images[i]!.title),
      );

      // Every grid image has loaded, from its small copy.
      const grid = page.locator("main ul.grid img");
      await expect
        .poll(() =>
          grid.evaluateAll((imgs) =>
            (imgs as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0),
          ),
        )
        .toBe(true);
      const sources = await grid.evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).map((img) => img.currentSrc),
      );
      expect(sources).toHaveLength(3);
      for (const src of sources)
        expect(src).toMatch(/\/images\/portfolio\/[a-z0-9-]+\.small\.webp$/);

      // What went over the wire: small copies only, each far lighter than its original.
      expect(imageResponses.length).toBeGreaterThanOrEqual(3);
      const originalBytes = Math.min(...images.map((i) => i.buffer.byteLength));
      for (const res of imageResponses) {
        expect(res.url()).toMatch(/\.small\.webp$/);
        expect(res.status()).toBe(200);
        expect(res.headers()["content-type"]).toBe("image/webp");
        expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect((await res.body()).byteLength).toBeLessThan(originalBytes / 2);
      }

      // Filter: only the photograph.
      await page
        .getByRole("navigation", { name: "Filter work by category" })
        .getByRole("link", { name: "Photography" })
        .click();
      await page.waitForURL((url) => url.searchParams.get("category") === "photography");
      await page.getByRole("status").filter({ hasText: "Showing 1 of 3 projects" }).waitFor();
      expect(await page.getByRole("link", { name: "Heights Bungalow Photo" }).count()).toBe(1);
      expect(await page.getByRole("link", { name: "Bank Lobby Triptych" }).count()).toBe(0);
      expect(
        await page.getByRole("link", { name: "Photography" }).getAttribute("aria-current"),
      ).toBe("page");

      // The dialog: title, description, the large copy; Escape and the close button both close it.
      await page.getByRole("link", { name: "All Work" }).click();
      await page.getByRole("status").filter({ hasText: "Showing 3 of 3 projects" }).waitFor();
      await waitForHydration(page);
      await page.getByRole("link", { name: "Bank Lobby Triptych" }).click();
      const modal = page.getByRole("dialog", { name: "Bank Lobby Triptych" });
      await modal.getByText("Custom framing work").waitFor();
      const large = modal.getByRole("img", {
        name: "Three framed abstract prints in a bank lobby",
      });
      await expect
        .poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(2000);
      expect(await large.getAttribute("src")).toMatch(/\.large\.webp$/);
      const box = await large.boundingBox();
      expect(box!.height).toBeLessThanOrEqual(900 * 0.6 + 1);
      // Opened over the grid: the address is still the grid's.
      expect(new URL(page.url()).searchParams.get("work")).toBeNull();
      await page.keyboard.press("Escape");
      await modal.waitFor({ state: "hidden" });

      await page.getByRole("link", { name: "Veterans Memorial Flag" }).click();
      const second = page.getByRole("dialog", { name: "Veterans Memorial Flag" });
      await second.getByRole("button", { name: "Close" }).click();
      await second.waitFor({ state: "hidden" });

      // Nothing but copies was ever requested, and never an original.
      for (const res of imageResponses) expect(res.url()).toMatch(/\.(small|large)\.webp$/);
    });
  });

  it("filters without JavaScript and has no accessibility violations on a phone", async () => {
    const noJsOptions = { width: 375, height: 800, javaScriptEnabled: false };
    await withPage(browser, noJsOptions, async (noJs) => {
      await noJs.page.goto("/portfolio");
      await noJs.page.getByRole("link", { name: "Memorabilia" }).click();
      await noJs.page.waitForURL((url) => url.searchParams.get("category") === "memorabilia");
      expect(await noJs.page.getByRole("status").textContent()).toBe("Showing 1 of 3 projects");
      expect(await noJs.page.getByRole("heading", { name: "Veterans Memorial Flag" }).count()).toBe(
        1,
      );
      // Its card opens the work's own page; alone in its category, it has no Previous/Next.
      await noJs.page.getByRole("link", { name: "Veterans Memorial Flag" }).click();
      await noJs.page.waitForURL((url) => url.searchParams.has("work"));
      await noJs.page.getByRole("heading", { level: 1, name: "Veterans Memorial Flag" }).waitFor();
      expect(await noJs.page.getByRole("link", { name: "Next work" }).count()).toBe(0);
      await noJs.page.getByRole("link", { name: "All work" }).click();
      await noJs.page.waitForURL((url) => !url.searchParams.has("work"));
      expect(new URL(noJs.page.url()).searchParams.get("category")).toBe("memorabilia");
    });

    await withPage(browser, { width: 375, height: 800 }, async ({ page }) => {
      await page.goto("/portfolio");
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      await page.getByRole("link", { name: "Heights Bungalow Photo" }).click();
      await page.getByRole("dialog", { name: "Heights Bungalow Photo" }).waitFor();
      expect(await axeViolations(page, "dialog[open]")).toEqual([]);
    });
  });

  it("the owner deletes every image after confirming, and the samples return", async () => {
    const { page } = owner;
    for (const image of images) {
      await adminCard(page, image.title)
        .getByRole("button", { name: /^Delete/ })
        .click();
      const confirm = page.getByRole("dialog", { name: "Delete image" });
      await confirm.getByText("Are you sure you want to delete this image?").waitFor();
      await confirm.getByRole("button", { name: "Delete Image" }).click();
      await confirm.waitFor({ state: "detached" });
      await adminCard(page, image.title).waitFor({ state: "detached" });
    }
    await expectToast(page, "Image Deleted");
    await page.getByText("No images uploaded yet.").waitFor();

    await withPage(browser, {}, async (visitor) => {
      await visitor.page.goto("/portfolio");
      await visitor.page
        .getByRole("status")
        .filter({ hasText: "Showing 6 of 6 projects" })
        .waitFor();
      expect(await visitor.page.getByRole("heading", { name: "Custom Art Framing" }).count()).toBe(
        1,
      );
    });
  });
});
