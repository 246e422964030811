// The owner fills the portfolio from the admin panel; a visitor browses it on /portfolio and only
// ever downloads the web-sized copies.
import type { Browser, BrowserContext, Page, Response } from "playwright-core";
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

interface TestImage {
  name: string;
  mimeType: string;
  buffer: Buffer;
  title: string;
}

// A photograph-like picture: a diagonal gradient with a little grain, so sizes are realistic.
async function photo(
  width: number,
  height: number,
  hue: number,
  format: "jpeg" | "png",
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  const [r, g, b] = [Math.cos(hue), Math.cos(hue + 2.1), Math.cos(hue + 4.2)].map(
    (c) => 110 + c * 70,
  );
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const shade =
        ((x / width + y / height) / 2) * 90 - 45 + (format === "jpeg" ? Math.random() * 16 - 8 : 0);
      pixels[i++] = r! + shade;
      pixels[i++] = g! + shade;
      pixels[i++] = b! + shade;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === "jpeg" ? image.jpeg({ quality: 90 }).toBuffer() : image.png().toBuffer();
}

const withTitle = (image: Omit<TestImage, "title">, title: string): TestImage => ({
  ...image,
  title,
});

async function expectToast(page: Page, text: string | RegExp) {
  await expect.poll(() => page.getByText(text).count(), { timeout: 15_000 }).toBeGreaterThan(0);
}

const adminCard = (page: Page, title: string) =>
  page
    .getByRole("tabpanel")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

describe.skipIf(e2eSkipReason())("the portfolio, from upload to visitor", () => {
  let browser: Browser;
  let owner: { context: BrowserContext; page: Page };
  let images: TestImage[];

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await openPage(browser, { height: 900 });
    images = [
      withTitle(
        {
          name: "heights-bungalow-photo.jpg",
          mimeType: "image/jpeg",
          buffer: await photo(2400, 1600, 0.4, "jpeg"),
        },
        "Heights Bungalow Photo",
      ),
      withTitle(
        {
          name: "veterans-memorial-flag.png",
          mimeType: "image/png",
          buffer: await photo(1200, 1500, 2.2, "png"),
        },
        "Veterans Memorial Flag",
      ),
      withTitle(
        {
          name: "lobby_commercial-triptych.jpg",
          mimeType: "image/jpeg",
          buffer: await photo(3000, 2000, 4.1, "jpeg"),
        },
        "Lobby Commercial Triptych",
      ),
    ];
  });
  afterAll(async () => {
    await closeBrowser(browser, owner?.context);
  });

  it("the owner bulk-uploads three images and sees each one's progress and the success toast", async () => {
    const { page } = owner;
    await signInAsOwner(page);
    await page.goto("/admin?tab=portfolio");
    await waitForHydration(page);
    await page.getByRole("tab", { name: "Portfolio Images", selected: true }).waitFor();
    await page.getByText("0 images in Object Storage").waitFor();
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

    await page
      .getByLabel("Bulk Upload Images")
      .setInputFiles(images.map(({ name, mimeType, buffer }) => ({ name, mimeType, buffer })));
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
      expect(names, JSON.stringify(states)).toEqual(
        expect.arrayContaining(["preparing", "uploading", "done"]),
      );
      expect(names.indexOf("uploading")).toBeLessThan(names.lastIndexOf("done"));
    }

    await page.getByText("3 images in Object Storage").waitFor();
    for (const image of images) await adminCard(page, image.title).waitFor();
    expect(await axeViolations(page, "[role=tabpanel]")).toEqual([]);
  });

  it("refuses a file that is not an image, without uploading it", async () => {
    const { page } = owner;
    await page.getByLabel("Upload Image", { exact: true }).setInputFiles({
      name: "logo.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
    });
    await expectToast(page, "Upload Error");
    await expectToast(page, "This is not a JPEG, PNG, WebP, AVIF or GIF image.");
    await page.getByText("3 images in Object Storage").waitFor();
  });

  it("the owner edits one image's title in a dialog", async () => {
    const { page } = owner;
    await adminCard(page, "Lobby Commercial Triptych")
      .getByRole("button", { name: /^Edit/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit image details" });
    const title = dialog.getByLabel("Title");
    expect(await title.inputValue()).toBe("Lobby Commercial Triptych");
    expect(await dialog.getByLabel("Category").inputValue()).toBe("commercial");
    await title.fill("");
    await dialog.getByRole("button", { name: "Save Details" }).click();
    await dialog.getByText("Title is required.").waitFor();
    await title.fill("Bank Lobby Triptych");
    await dialog.getByLabel("Alt text").fill("Three framed abstract prints in a bank lobby");
    expect(await axeViolations(page, "[role=dialog]")).toEqual([]);
    await dialog.getByRole("button", { name: "Save Details" }).click();
    await expectToast(page, "Image Updated");
    await dialog.waitFor({ state: "detached" });
    await adminCard(page, "Bank Lobby Triptych").waitFor();
    images[2]!.title = "Bank Lobby Triptych";
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
      for (const image of images) await page.getByRole("button", { name: image.title }).waitFor();
      expect(await page.getByText("Custom Art Framing").count()).toBe(0);

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
      expect(await page.getByRole("button", { name: "Heights Bungalow Photo" }).count()).toBe(1);
      expect(await page.getByRole("button", { name: "Bank Lobby Triptych" }).count()).toBe(0);
      expect(
        await page.getByRole("link", { name: "Photography" }).getAttribute("aria-current"),
      ).toBe("page");

      // The modal: title, description, the large copy; Escape and the close button both close it.
      await page.getByRole("link", { name: "All Work" }).click();
      await page.getByRole("status").filter({ hasText: "Showing 3 of 3 projects" }).waitFor();
      await page.getByRole("button", { name: "Bank Lobby Triptych" }).click();
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
      await page.keyboard.press("Escape");
      await modal.waitFor({ state: "detached" });

      await page.getByRole("button", { name: "Veterans Memorial Flag" }).click();
      const second = page.getByRole("dialog", { name: "Veterans Memorial Flag" });
      await second.getByRole("button", { name: "Close" }).click();
      await second.waitFor({ state: "detached" });

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
    });

    await withPage(browser, { width: 375, height: 800 }, async ({ page }) => {
      await page.goto("/portfolio");
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      await page.getByRole("button", { name: "Heights Bungalow Photo" }).click();
      await page.getByRole("dialog", { name: "Heights Bungalow Photo" }).waitFor();
      expect(await axeViolations(page, "[role=dialog]")).toEqual([]);
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
