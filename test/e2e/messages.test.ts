// The owner's Messages screen in Chromium: a visitor's message arrives as New, the owner finds it
// by searching, replies by email from the panel and sees the reply stored with it, archives it,
// then deletes it after being told what deleting removes. Screenshots: $SCREENSHOT_DIR.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./harness/axe";
import {
  baseURL,
  e2eSkipReason,
  launchBrowser,
  signInAsOwner,
  waitForHydration,
  withPage,
} from "./harness/browser";
import { screenshot } from "./harness/screenshots";

const stamp = Date.now().toString(36);
/** The local mail relay refuses every email while on (worker/dev/mail-outage.ts, development only). */
async function mailOutage(page: Page, on: boolean) {
  const res = await page.request.post(`/api/dev/mail-outage?on=${on ? 1 : 0}`, {
    headers: { Origin: baseURL() },
  });
  expect(res.status()).toBe(200);
}

/** Waits until nothing is on its way, so a switch of the relay touches only what follows. */
async function outboxSettled(page: Page) {
  await expect
    .poll(async () => {
      const res = await page.request.get("/api/admin/emails?status=queued");
      return ((await res.json()) as { emails: unknown[] }).emails.length;
    })
    .toBe(0);
}

const visitor = { firstName: `Nadia${stamp}`, lastName: "Okoro", email: "nadia@example.com" };
const name = `${visitor.firstName} ${visitor.lastName}`;
// Its own address, so the public write limit other browser tests use up is not in the way.
const clientAddress = "198.51.100.201";

async function sendMessage(page: Page, message: string) {
  const res = await page.request.post("/api/contact", {
    data: { ...visitor, message },
    headers: { "CF-Connecting-IP": clientAddress },
  });
  expect(res.status()).toBe(201);
}

describe.skipIf(e2eSkipReason())("the owner's messages", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("replies to a message from the panel, then archives and deletes it", async () => {
    await withPage(browser, {}, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (err) => errors.push(err.message));
      await sendMessage(page, "Do you stretch canvas? I have a 30x40 oil painting.\nThanks!");
      await sendMessage(page, `A second note from ${stamp}: never mind the frame colour.`);

      await signInAsOwner(page);
      await page.goto("/admin/messages");
      await waitForHydration(page);
      await page.getByRole("heading", { level: 1, name: "Messages" }).waitFor();
      const newFilter = page.getByRole("button", { name: /^New \d+$/ });
      expect(await newFilter.getAttribute("aria-pressed")).toBe("true");

      // Search for the first message by a word of its text (the second does not have it).
      await page.getByLabel("Search messages by name, email or text").fill("canvas 30x40");
      const card = page.getByRole("listitem").filter({
        has: page.getByRole("heading", { name }),
      });
      await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
      await page.getByLabel("Search messages by name, email or text").fill(stamp);
      await expect.poll(() => card.count()).toBe(2);
      await page.getByLabel("Search messages by name, email or text").fill("canvas 30x40");
      await expect.poll(() => card.count()).toBe(1);
      expect(await card.getByText("New", { exact: true }).count()).toBe(1);
      await screenshot(page, "messages-new-1280");

      // Reply: the greeting is there, the owner writes the rest.
      await card.getByRole("button", { name: "Reply" }).click();
      const reply = card.getByLabel("Your reply");
      expect(await reply.inputValue()).toBe(`Hi ${visitor.firstName},\n\n`);
      expect(await card.getByText(`Emailed to ${visitor.email}`).count()).toBe(1);
      await reply.pressSequentially("Yes, we stretch canvas up to 44 inches. Bring it by.");
      await screenshot(page, "messages-reply-1280");
      await expectNoAxeViolations(page, "messages (reply form open)", "main");
      await card.getByRole("button", { name: "Send reply" }).click();
      await expect
        .poll(() =>
          page.getByText(`On its way to ${visitor.email}; its email status shows below.`).count(),
        )
        .toBeGreaterThan(0);

      // Answered, it leaves New and shows under Replied with the reply stored.
      await expect.poll(() => card.count()).toBe(0);
      await page.getByRole("button", { name: /^Replied \d+$/ }).click();
      await expect.poll(() => card.count()).toBe(1);
      expect(await card.getByText("Replied", { exact: true }).count()).toBe(1);
      expect(await card.getByText(/^You replied /).count()).toBe(1);
      expect(
        await card.getByText("Yes, we stretch canvas up to 44 inches. Bring it by.").count(),
      ).toBe(1);
      await screenshot(page, "messages-replied-1280");
      await page.setViewportSize({ width: 375, height: 800 });
      await screenshot(page, "messages-replied-375");
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
      await page.setViewportSize({ width: 1280, height: 800 });

      // Archive, then delete from the archive after reading what deleting removes.
      await card.getByRole("button", { name: "Archive" }).click();
      await expect.poll(() => card.count()).toBe(0);
      await page.getByRole("button", { name: /^Archived \d+$/ }).click();
      await expect.poll(() => card.count()).toBe(1);
      await card.getByRole("button", { name: "Delete" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete this message?" });
      await dialog.waitFor();
      expect(await dialog.textContent()).toMatch(
        /name, email address, phone number and what they wrote are deleted from the site for good/,
      );
      await screenshot(page, "messages-delete-1280");
      await expectNoAxeViolations(page, "messages (delete dialog)", "[role=dialog]");
      await dialog.getByRole("button", { name: "Delete for good" }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => card.count()).toBe(0);
      await page.getByRole("button", { name: /^All \d+$/ }).click();
      await page.getByLabel("Search messages by name, email or text").fill(stamp);
      // Only the second message is left.
      await expect.poll(() => card.count()).toBe(1);
      expect(await card.getByText(/never mind the frame colour/).count()).toBe(1);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByRole("button", { name: /^New \d+$/ }).click();
      await expect.poll(() => card.count()).toBe(1);
      await screenshot(page, "messages-new-375");
      expect(errors).toEqual([]);
    });
  });

  it("keeps a reply whose email fails, shows it not sent, and sends it with Resend", async () => {
    await withPage(browser, {}, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (err) => errors.push(err.message));
      const text = `Outage check ${stamp}: can you match a gold leaf frame?`;
      await sendMessage(page, text);
      await signInAsOwner(page);
      await outboxSettled(page);
      await mailOutage(page, true);
      try {
        await page.goto("/admin/messages");
        await waitForHydration(page);
        await page
          .getByLabel("Search messages by name, email or text")
          .fill(`Outage check ${stamp}`);
        const card = page
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name }) });
        await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
        await card.getByRole("button", { name: "Reply" }).click();
        await card.getByLabel("Your reply").pressSequentially("Yes, we gild frames in house.");
        await card.getByRole("button", { name: "Send reply" }).click();

        // Stored at once, never lost: the reply shows under Replied, its email not sent.
        await page.getByRole("button", { name: /^Replied \d+$/ }).click();
        await expect.poll(() => card.count()).toBe(1);
        // The filtered list is read again after the send; the reply shows once it has been.
        await expect
          .poll(() => card.getByText("Yes, we gild frames in house.").count(), { timeout: 15_000 })
          .toBe(1);
        // The reply's own email (the card lists the message's acknowledgement apart).
        const reply = card.getByRole("list", { name: /^Replies to / });
        await expect
          .poll(() => reply.getByText("Email: not sent").count(), { timeout: 30_000 })
          .toBe(1);
        await screenshot(page, "messages-reply-failed-1280");
        await mailOutage(page, false);

        // Resend: the same reply, not typed again, goes out once.
        await reply.getByRole("button", { name: "Resend" }).click();
        await expect
          .poll(() => reply.getByText("Email: sent").count(), { timeout: 30_000 })
          .toBe(1);
        expect(await card.getByText("Yes, we gild frames in house.").count()).toBe(1);
        expect(await reply.getByRole("button", { name: "Resend" }).count()).toBe(0);
        await screenshot(page, "messages-reply-resent-1280");
        expect(errors).toEqual([]);
      } finally {
        await mailOutage(page, false);
      }
    });
  });
});
