import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { e2eSkipReason, launchBrowser, openPage, signInAsOwner, waitForHydration } from "./harness/browser";

const topic = `framing antique maps ${Date.now().toString(36)}`;

describe.skipIf(e2eSkipReason())("the AI blog assistant and its circuit breaker", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("drafts a post from a chat answer, then blocks the next message once the daily limit is 0", async () => {
    const { context, page } = await openPage(browser);
    await signInAsOwner(page);
    await page.goto("/blog");
    await waitForHydration(page);
    const assistant = page.getByRole("region", { name: "AI Blog Assistant" });
    const input = assistant.getByLabel("Message the assistant");

    // Blank input is ignored; Shift+Enter adds a line instead of sending.
    await input.press("Enter");
    await input.fill("Write a post about");
    await input.press("Shift+Enter");
    await input.type(topic);
    expect(await input.inputValue()).toBe(`Write a post about\n${topic}`);
    await input.fill(`Write a post about ${topic}`);
    await input.press("Enter");

    const answer = assistant.locator("li", { hasText: "Meta description:" }).last();
    await answer.waitFor({ timeout: 20_000 });
    expect(await assistant.getByText("Local stand-in answering").count()).toBe(1);
    expect(await assistant.getByRole("listitem").filter({ hasText: "You:" }).count()).toBe(1);

    await answer.getByRole("button", { name: "Create Post" }).click();
    await expect.poll(() => page.getByText("Blog Post Created!").count()).toBeGreaterThan(0);
    await expect.poll(() => assistant.getByText(/Blog post created as a draft/).count()).toBe(1);

    // The post waits as a draft in Blog Management.
    await page.goto("/admin?tab=blog");
    await waitForHydration(page);
    const row = page.locator("li", { hasText: new RegExp(topic, "i") }).first();
    await row.waitFor({ timeout: 15_000 });
    expect(await row.getByText("Draft", { exact: true }).count()).toBe(1);

    // Daily limit 0.00: the breaker blocks.
    await page.getByRole("tab", { name: "AI Usage" }).click();
    const daily = page.getByLabel("Daily limit ($)");
    await daily.fill("0.00");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect.poll(() => page.getByText("Settings Updated").count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText("Circuit Breaker Active").count()).toBe(1);
    expect(await page.getByText(/Daily limit of \$0\.00 reached/).count()).toBe(1);

    await page.goto("/blog");
    await waitForHydration(page);
    const input2 = page.getByLabel("Message the assistant");
    await input2.fill("One more idea please");
    await input2.press("Enter");
    await expect.poll(() => page.getByText("Chat Error").count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.getByText(/circuit breaker is active\. Daily limit of \$0\.00 reached/).count()).toBe(1);

    // Put the defaults back for any later run on the same server.
    await page.goto("/admin?tab=usage");
    await waitForHydration(page);
    await page.getByLabel("Daily limit ($)").fill("1.00");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect.poll(() => page.getByText("Active", { exact: true }).count()).toBeGreaterThan(0);
    await context.close();
  });
});
