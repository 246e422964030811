// The owner's AI blog assistant on /blog and its circuit breaker, as the owner uses them. The
// built site runs with remote bindings off, so the labelled local stand-in answers.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

const topic = `framing antique maps ${Date.now().toString(36)}`;
const title = topic.charAt(0).toUpperCase() + topic.slice(1);

async function openAssistant(page: Page) {
  await page.goto("/blog");
  await waitForHydration(page);
  const assistant = page.getByRole("region", { name: "AI Blog Assistant" });
  // The form appears only once the chat can send.
  const input = assistant.getByLabel("Message the assistant");
  await input.waitFor();
  return { assistant, input };
}

async function openUsageTab(page: Page) {
  await page.goto("/admin?tab=usage");
  await waitForHydration(page);
  await page.getByRole("heading", { level: 1, name: "AI spending limits" }).waitFor();
  await page.getByText("Spent today", { exact: true }).waitFor();
}

const toast = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);

describe.skipIf(e2eSkipReason())("the AI blog assistant and its circuit breaker", () => {
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
      // /blog is a light page for visitors (issue 33): no script files at all, only the inline
      // page script, so none of the assistant's code can be among them.
      expect(await p.locator('html[data-hydrate="false"]').count()).toBe(1);
      const code = await Promise.all(scripts);
      expect(
        code.filter((js) => js.includes("Message the assistant") || js.includes("/api/usage/")),
      ).toEqual([]);
    });
  });

  it("answers the owner, copies the answer and saves it as a draft in Blog Management", async () => {
    const { assistant, input } = await openAssistant(page);
    const conversation = assistant.getByRole("list", { name: "Conversation" });
    await assistant.getByText(/I'm your blog writing assistant/).waitFor();
    // The greeting is a status message: no Create Post on it.
    expect(await assistant.getByRole("button", { name: "Create Post" }).count()).toBe(0);

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

    expect(await axeViolations(page, "[aria-label='Blog writing assistant']")).toEqual([]);

    await answer.getByRole("button", { name: "Create Post" }).click();
    await toast(page, "Blog Post Created!");
    await conversation
      .getByText(`Blog post "${title}" was saved as a draft.`, { exact: false })
      .waitFor();

    await page.goto("/admin?tab=blog");
    await waitForHydration(page);
    const row = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.getByText("Draft", { exact: true }).count()).toBe(1);
    // The excerpt is the answer's meta description (docs/decisions/0016-kept-from-the-old-site.md).
    expect(
      await row
        .getByText(`on ${topic} and how to protect framed art in Houston.`, { exact: false })
        .count(),
    ).toBe(1);
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
});
