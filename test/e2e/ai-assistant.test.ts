// The owner's AI blog assistant inside the admin Blog editor, scheduled publishing, and the
// assistant's circuit breaker, as the owner uses them. The built site runs with remote bindings
// off, so the labelled local stand-in answers.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { derivePostFromAnswer } from "~/lib/post-from-answer";
import { shopIsoString } from "~/lib/shop-time";
import { axeViolations } from "./harness/axe";
import {
  baseURL,
  closeBrowser,
  e2eSkipReason,
  launchBrowser,
  openPage,
  signInAsOwner,
  waitForHydration,
  withPage,
} from "./harness/browser";
import { screenshot } from "./harness/screenshots";

const topic = `framing antique maps ${Date.now().toString(36)}`;
const title = topic.charAt(0).toUpperCase() + topic.slice(1);

async function openAssistant(page: Page) {
  await page.goto("/admin?tab=blog");
  await waitForHydration(page);
  await page.getByRole("button", { name: "New Post" }).click();
  const editor = page.getByRole("dialog", { name: "New Post" });
  // Open for a new post.
  const assistant = editor.getByRole("region", { name: "AI Blog Assistant" });
  // The form appears only once the chat can send.
  const input = assistant.getByLabel("Message the assistant");
  await input.waitFor();
  return { editor, assistant, input };
}

async function openUsageTab(page: Page) {
  await page.goto("/admin?tab=usage");
  await waitForHydration(page);
  await page.getByRole("heading", { level: 1, name: "AI spending limits" }).waitFor();
  await page.getByText("Spent today", { exact: true }).waitFor();
}

const toast = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);

describe.skipIf(e2eSkipReason())(
  "the AI blog assistant in the editor, scheduling, and its circuit breaker",
  () => {
    let browser: Browser;
    let owner: { context: BrowserContext; page: Page };
    let page: Page;

    beforeAll(async () => {
      browser = await launchBrowser();
      owner = await openPage(browser, { height: 900 });
      await owner.context.grantPermissions(["clipboard-read", "clipboard-write"], {
        origin: baseURL(),
      });
      page = owner.page;
      await signInAsOwner(page);
    });
    afterAll(async () => {
      await closeBrowser(browser, owner?.context);
    });

    it("is not on the blog for visitors, nor is its code in their browser", async () => {
      await withPage(browser, {}, async ({ page: p }) => {
        const scripts: Promise<string>[] = [];
        p.on("response", (res) => {
          if (res.request().resourceType() === "script") scripts.push(res.text());
        });
        await p.goto("/blog");
        await waitForHydration(p);
        await p.waitForLoadState("networkidle");
        expect(await p.getByRole("region", { name: "AI Blog Assistant" }).count()).toBe(0);
        expect(await p.getByLabel("Message the assistant").count()).toBe(0);
        // /blog is a light page (docs/decisions/0065-light-portfolio-blog-quote-page.md): no
        // script files, only the inline page script, so none of the assistant's code is there.
        expect(await p.locator('html[data-hydrate="false"]').count()).toBe(1);
        const code = await Promise.all(scripts);
        expect(
          code.filter((js) => js.includes("Message the assistant") || js.includes("/api/usage/")),
        ).toEqual([]);
      });
    });

    it("answers in the editor; its draft fills the post, the owner confirms the category and schedules it", async () => {
      const { editor, assistant, input } = await openAssistant(page);
      const conversation = assistant.getByRole("list", { name: "Conversation" });
      await assistant.getByText(/I'm your blog writing assistant/).waitFor();
      // The greeting is a status message: no Use this draft on it.
      expect(await assistant.getByRole("button", { name: "Use this draft" }).count()).toBe(0);

      // Blank input is ignored; Shift+Enter adds a line instead of sending.
      await input.press("Enter");
      await input.fill("Write a post about");
      await input.press("Shift+Enter");
      await input.pressSequentially("maps");
      expect(await input.inputValue()).toBe("Write a post about\nmaps");
      expect(await conversation.getByRole("listitem").count()).toBe(1);

      await input.fill(`Write a post about ${topic}`);
      await input.press("Enter");
      await expect.poll(() => input.inputValue()).toBe("");
      const answer = conversation
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: title }) });
      await answer.waitFor({ timeout: 20_000 });
      // The user's message, then the answer rendered from Markdown (no raw "**" markers).
      expect(await conversation.getByRole("listitem").filter({ hasText: "You:" }).count()).toBe(1);
      expect(await answer.getByText("Materials:", { exact: true }).count()).toBe(1);
      expect(await answer.textContent()).not.toContain("**");
      expect(await answer.getByText(/\d+ tokens · (< \$0\.01|\$\d+\.\d\d)/).count()).toBe(1);
      await assistant.getByText("Local stand-in answering.").waitFor();

      await answer.getByRole("button", { name: "Copy" }).click();
      await answer.getByRole("button", { name: "Copied!" }).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(new RegExp(`^# ${title}\\n`));
      expect(copied).toContain("Meta description:");

      // The draft fills the editor: a real title, a clean slug, the content without the title.
      await answer.getByRole("button", { name: "Use this draft" }).click();
      expect(await editor.getByLabel("Title").inputValue()).toBe(title);
      expect(await editor.getByLabel("Slug").inputValue()).toBe(
        title.toLowerCase().replace(/ /g, "-"),
      );
      expect(await editor.getByLabel(/^Content/).inputValue()).not.toContain(`# ${title}`);
      // The category is not set silently: empty, with the assistant's guess offered.
      const category = editor.getByLabel("Category");
      expect(await category.inputValue()).toBe("");
      // The editor with the assistant's draft, at both widths: the chat, then the category to choose.
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await answer.getByRole("button", { name: "Use this draft" }).scrollIntoViewIfNeeded();
        await screenshot(editor, `blog-editor-assistant-${width}`);
        await editor.getByLabel(/^Publish at/).scrollIntoViewIfNeeded();
        await screenshot(editor, `blog-editor-category-${width}`);
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      const suggested = derivePostFromAnswer(copied).category;
      await editor.getByText(`The assistant suggests ${suggested}.`).waitFor();
      await editor.getByRole("button", { name: "Create Post" }).click();
      // Saving without one is refused, at the category.
      await editor
        .locator("#post-category-error")
        .getByText(/^Choose a category: /)
        .waitFor();
      expect(await category.getAttribute("aria-invalid")).toBe("true");
      await editor.getByRole("button", { name: `Use ${suggested}` }).click();
      expect(await category.inputValue()).toBe(suggested);

      // Scheduled two days ahead, 9 AM Houston time.
      const day = shopIsoString(new Date(Date.now() + 2 * 86_400_000)).slice(0, 10);
      await editor.getByLabel(/^Publish at/).fill(`${day}T09:00`);
      await editor.getByText(/Stays a draft until then/).waitFor();
      expect(await axeViolations(page, "[role='dialog']")).toEqual([]);

      await editor.getByRole("button", { name: "Create Post" }).click();
      await toast(page, "Blog post created successfully");
      const row = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
      await row.waitFor({ timeout: 15_000 });
      expect(await row.getByText("Scheduled", { exact: true }).count()).toBe(1);
      expect(await row.getByText(/^Publishes .* 9:00\sAM \(Houston time\)$/).count()).toBe(1);
      // The excerpt is the answer's meta description (docs/decisions/0016-kept-from-the-old-site.md).
      expect(
        await row
          .getByText(`on ${topic} and how to protect framed art in Houston.`, { exact: false })
          .count(),
      ).toBe(1);
      await screenshot(page, "blog-list-scheduled-1280");

      // Not visible before its time.
      const slug = title.toLowerCase().replace(/ /g, "-");
      await withPage(browser, {}, async ({ page: p }) => {
        expect((await p.goto(`/blog/${slug}`))?.status()).toBe(404);
        await p.goto("/blog");
        expect(await p.getByText(title).count()).toBe(0);
      });

      // Editing keeps the time, shown in Houston time.
      await row.getByRole("button", { name: /^Edit/ }).click();
      const edit = page.getByRole("dialog", { name: "Edit Post" });
      await expect.poll(() => edit.getByLabel(/^Publish at/).inputValue()).toBe(`${day}T09:00`);
      await edit.getByRole("button", { name: "Cancel" }).click();
    });

    it("blocks the next message once the daily limit is 0.00, in the chat and on the AI spending screen", async () => {
      await openUsageTab(page);
      const totalRequests = page
        .locator("div", { has: page.getByRole("heading", { name: "Requests", exact: true }) })
        .last();
      const requestsBefore = (await totalRequests.locator("p").first().textContent())?.trim();
      expect(Number(requestsBefore)).toBeGreaterThan(0);
      expect(await page.getByText("AI assistant paused").count()).toBe(0);

      await page.getByLabel("Daily limit ($)").fill("0.00");
      await page.getByRole("button", { name: "Save Settings" }).click();
      await toast(page, "Settings Updated");

      const { assistant, input } = await openAssistant(page);
      await input.fill("One more idea please");
      await input.press("Enter");
      await toast(page, "Chat Error");
      await assistant
        .getByText(
          /the circuit breaker is active\. Daily limit of \$0\.00 reached \((< \$0\.01|\$\d+\.\d\d) spent today\)/,
        )
        .waitFor();
      expect(await assistant.getByRole("link", { name: "Review AI usage limits" }).count()).toBe(1);

      await openUsageTab(page);
      const paused = page.getByRole("alert").filter({ hasText: "AI assistant paused" });
      await paused.waitFor();
      expect(await paused.getByText(/Daily limit of \$0\.00 reached/).count()).toBe(1);
      expect(await page.getByText("Paused", { exact: true }).count()).toBe(1);
      // The refused message never reached the model, so it was not counted.
      expect((await totalRequests.locator("p").first().textContent())?.trim()).toBe(requestsBefore);
      expect(await axeViolations(page, "main")).toEqual([]);

      // A limit of 0 blocks even with nothing spent; the owner raises it and the chat may continue.
      await page.getByLabel("Daily limit ($)").fill("1.00");
      await page.getByRole("button", { name: "Save Settings" }).click();
      await toast(page, "Settings Updated");
      await expect.poll(() => page.getByText("Available", { exact: true }).count()).toBe(1);
      expect(await page.getByText("AI assistant paused").count()).toBe(0);

      // Reset All Usage asks first, then clears every counter.
      await page.getByRole("button", { name: "Reset All Usage" }).click();
      await page
        .getByRole("dialog", { name: "Reset all usage?" })
        .getByRole("button", { name: "Reset Usage" })
        .click();
      await toast(page, "Usage Reset");
      await expect
        .poll(async () => (await totalRequests.locator("p").first().textContent())?.trim())
        .toBe("0");
      // Money to the cent (docs/decisions/0057-money-and-counts-in-words.md): today and this month.
      expect(await page.getByText("$0.00", { exact: true }).count()).toBeGreaterThanOrEqual(2);
      expect(await page.getByText(/\$0\.0000/).count()).toBe(0);
    });
  },
);
