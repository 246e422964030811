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

const stamp = Date.now().toString(36);
// A word no seeded post contains, so the visitor's search finds exactly this post.
const word = `zebrawood${stamp}`;
const title = `Framing a ${word} Poster`;
const slug = `framing-a-${word}-poster`;

async function openBlogTab(page: Page) {
  await signInAsOwner(page);
  await page.goto("/admin?tab=blog");
  await waitForHydration(page);
  await page.getByRole("heading", { level: 1, name: "Blog" }).waitFor();
  await page.getByText(/^\d+ posts?\b/).waitFor();
}

const postCard = (page: Page, text: string) =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: text, exact: true }) });

async function expectToast(page: Page, text: string) {
  await expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);
}

describe.skipIf(e2eSkipReason())("writing and publishing a blog post", () => {
  let browser: Browser;
  let owner: { context: BrowserContext; page: Page };
  let visitor: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await openPage(browser);
    visitor = await openPage(browser, { width: 375, height: 800 });
  });
  afterAll(async () => {
    await closeBrowser(browser, owner?.context, visitor?.context);
  });

  it("the owner writes a draft in the editor and sees the sanitised preview", async () => {
    const { page } = owner;
    const alerts: string[] = [];
    page.on("dialog", (d) => {
      alerts.push(d.message());
      void d.dismiss();
    });
    await openBlogTab(page);
    await page.getByRole("button", { name: "New Post" }).click();
    const editor = page.getByRole("dialog", { name: "New Post" });
    await editor.waitFor();

    await editor.getByLabel("Title", { exact: true }).fill(title);
    // The slug follows the title while creating.
    expect(await editor.getByLabel("Slug").inputValue()).toBe(slug);
    expect(await editor.getByLabel("Status").inputValue()).toBe("draft");
    await editor
      .getByLabel("Excerpt")
      .fill(
        "How we float, mat and glaze a signed gig poster so it survives the next twenty years.",
      );
    await editor.getByLabel("Category").selectOption("Tips");
    await editor.getByLabel("Keywords").fill("poster framing, concert poster");
    await editor
      .getByLabel("Content (Markdown)")
      .fill(
        "## Why posters fade\n\n**Sunlight** and cheap paper.\n\n- Acid-free mat\n- UV glass\n\n<img src=x onerror=\"alert('xss')\">",
      );

    const preview = editor.getByTestId("post-preview");
    await preview.getByRole("heading", { level: 2, name: "Why posters fade" }).waitFor();
    expect(await preview.locator("strong").textContent()).toBe("Sunlight");
    expect(await preview.getByRole("listitem").allTextContents()).toEqual([
      "Acid-free mat",
      "UV glass",
    ]);
    expect(await preview.locator("[onerror]").count()).toBe(0);

    await editor.getByRole("button", { name: "Create Post" }).click();
    await expectToast(page, "Blog post created successfully");
    await editor.waitFor({ state: "detached" });
    const card = postCard(page, title);
    await expect.poll(() => card.getByText("Draft", { exact: true }).count()).toBe(1);
    // A draft has no public page to view.
    expect(await card.getByRole("link", { name: /^View/ }).count()).toBe(0);
    expect(alerts).toEqual([]);
  });

  it("a visitor cannot see the draft", async () => {
    const res = await visitor.page.goto(`/blog/${slug}`);
    expect(res?.status()).toBe(404);
    await visitor.page.getByRole("heading", { level: 1, name: "Post Not Found" }).waitFor();
    expect(await visitor.page.getByRole("link", { name: "Back to Blog" }).count()).toBe(1);
  });

  it("the owner publishes it; the visitor reads it and finds it with the search box", async () => {
    const card = postCard(owner.page, title);
    await card.getByRole("button", { name: /^Publish\b/ }).click();
    await expectToast(owner.page, "Blog post published successfully");
    await expect.poll(() => card.getByText("Published", { exact: true }).count()).toBe(1);
    expect(await card.getByRole("link", { name: /^View/ }).getAttribute("href")).toBe(
      `/blog/${slug}`,
    );

    const { page } = visitor;
    const res = await page.goto(`/blog/${slug}`);
    expect(res?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();

    await page.goto("/blog");
    await waitForHydration(page);
    await page.getByRole("searchbox", { name: "Search the blog" }).fill(word);
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === word);
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "1 article matches" }).count())
      .toBe(1);
    await page.getByRole("link", { name: title }).click();
    await page.waitForURL(`**/blog/${slug}`);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    expect(await page.locator("[data-post-body] h2").textContent()).toBe("Why posters fade");
  });

  it("the owner unpublishes it and the visitor gets 404", async () => {
    const card = postCard(owner.page, title);
    await card.getByRole("button", { name: /^Unpublish\b/ }).click();
    await expectToast(owner.page, "Blog post unpublished successfully");
    await expect.poll(() => card.getByText("Draft", { exact: true }).count()).toBe(1);

    const res = await visitor.page.goto(`/blog/${slug}`);
    expect(res?.status()).toBe(404);
    await visitor.page.getByRole("heading", { level: 1, name: "Post Not Found" }).waitFor();
  });

  it("the owner edits the post (the slug stays), then deletes it after confirming", async () => {
    const { page } = owner;
    await postCard(page, title)
      .getByRole("button", { name: /^Edit\b/ })
      .click();
    const editor = page.getByRole("dialog", { name: "Edit Post" });
    const titleField = editor.getByLabel("Title", { exact: true });
    await expect.poll(() => titleField.inputValue()).toBe(title);
    expect(await editor.getByLabel("Content (Markdown)").inputValue()).toContain(
      "## Why posters fade",
    );
    const renamed = `${title} Revisited`;
    await titleField.fill(renamed);
    expect(await editor.getByLabel("Slug").inputValue()).toBe(slug);
    await editor.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Blog post updated successfully");
    const card = postCard(page, renamed);
    await card.waitFor();

    await card.getByRole("button", { name: /^Delete\b/ }).click();
    const confirm = page.getByRole("dialog", { name: "Delete blog post" });
    await confirm.getByText("Are you sure you want to delete this blog post?").waitFor();
    await confirm.getByRole("button", { name: "Delete Post" }).click();
    await expectToast(page, "Blog post deleted successfully");
    await card.waitFor({ state: "detached" });
  });

  it("publishes every draft at once with 'Publish All Drafts (N)'", async () => {
    const { page } = owner;
    const button = page.getByRole("button", { name: /^Publish All Drafts/ });
    // Other tests may leave drafts behind on the shared server: count from what is there.
    const before = Number(/\((\d+)\)/.exec((await button.textContent()) ?? "")?.[1]);
    for (const n of [1, 2]) {
      const res = await page.request.post("/api/blog/posts", {
        headers: { Origin: baseURL() },
        data: {
          title: `Draft ${n} ${word}`,
          slug: `draft-${n}-${word}`,
          excerpt: "A draft.",
          category: "Local",
          keywords: "heights",
          content: "Words.",
        },
      });
      expect(res.status()).toBe(201);
    }
    await page.reload();
    await waitForHydration(page);
    const publishAll = page.getByRole("button", { name: `Publish All Drafts (${before + 2})` });
    await publishAll.click();
    await expectToast(page, "All draft blog posts published successfully");
    await page.getByRole("button", { name: "Publish All Drafts (0)" }).waitFor();
    expect(await page.getByRole("button", { name: "Publish All Drafts (0)" }).isDisabled()).toBe(
      true,
    );
    expect(
      await postCard(page, `Draft 2 ${word}`).getByText("Published", { exact: true }).count(),
    ).toBe(1);
  });

  it("has no accessibility violations in the editor, the list or a post page", async () => {
    await withPage(browser, { height: 900 }, async ({ page }) => {
      await openBlogTab(page);
      await postCard(page, `Draft 1 ${word}`).waitFor();
      expect(await axeViolations(page, "main")).toEqual([]);
      await page.getByRole("button", { name: "New Post" }).click();
      await page
        .getByRole("dialog", { name: "New Post" })
        .getByLabel("Content (Markdown)")
        .fill("## A heading\n\nA paragraph.");
      await page.getByTestId("post-preview").getByRole("heading", { name: "A heading" }).waitFor();
      expect(await axeViolations(page, "[role=dialog]")).toEqual([]);
    });

    await withPage(browser, { width: 375, height: 800 }, async ({ page: reader }) => {
      await reader.goto(`/blog/draft-1-${word}`);
      await waitForHydration(reader);
      expect(await axeViolations(reader)).toEqual([]);
      // Nothing wider than the phone's screen.
      expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
    });
  });
});
