// Booking a consultation as a visitor, with and without JavaScript, then the owner confirms and
// the visitor's private link shows it. Screenshots at 375 and 1280 px when SCREENSHOT_DIR is set.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import ICAL from "ical.js";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./harness/axe";
import {
  e2eSkipReason,
  launchBrowser,
  signInAsOwner,
  waitForHydration,
  withPage,
} from "./harness/browser";

const stamp = Date.now().toString(36);
const withJs = `Ines Moreau ${stamp}`;
const withoutJs = `Tom Baker ${stamp}`;
// Tom's own address: his emails (request, new time, cancelled) are found by it on the Emails screen.
const tomEmail = `tom.${stamp}@example.com`;
const shots = process.env.SCREENSHOT_DIR;

async function shoot(target: Page | Locator, name: string, viewport = false) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  const fullPage = "goto" in target && !viewport ? { fullPage: true } : {};
  await target.screenshot({ path: join(shots, `${name}.png`), ...fullPage });
}

/** Waits until a smooth scroll has come to rest (a screenshot mid-scroll misplaces fixed bars). */
async function scrollSettled(page: Page) {
  let last = -1;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => window.scrollY);
      const still = y === last;
      last = y;
      return still;
    })
    .toBe(true);
}

async function fillVisitor(card: Locator, name: string, email: string) {
  await card.getByLabel("Full name").fill(name);
  await card.getByLabel("Email").fill(email);
  await card.getByLabel("Phone").fill("(713) 555-0177");
  await card.getByLabel("Project details (optional)").fill("Gallery wall of nine frames.");
}

describe.skipIf(e2eSkipReason())("booking a consultation", () => {
  let browser: Browser;
  const manageUrls: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("books without JavaScript: day from the calendar's links, time by radio, then /thank-you shows the booking", async () => {
    await withPage(
      browser,
      {
        javaScriptEnabled: false,
        clientAddress: "192.0.2.10",
      },
      async ({ page }) => {
        await page.goto("/contact#book");
        const card = page.locator("#book");
        // Without a configured scheduler there is no Calendly tab.
        expect(await card.getByRole("tab").count()).toBe(0);
        await card.getByLabel("Consultation type").selectOption("Restoration");
        await card.getByRole("button", { name: "Show days" }).click();
        await page.waitForURL("**/contact?type=Restoration*");
        // The calendar: free days are links (?type=&day=), full or closed days plain text.
        const freeDays = card.locator("table a[href*='day=']");
        const href = (await freeDays.nth(1).getAttribute("href")) ?? "";
        const second = new URLSearchParams(href.split("?")[1]?.split("#")[0]).get("day");
        await freeDays.nth(1).click();
        await page.waitForURL(`**/contact?type=Restoration&day=${second}#book`);
        expect(await card.locator("a[aria-current='date']").getAttribute("href")).toBe(href);
        const time = card.locator("label:has(input[name=preferredTime])").first();
        const chosen = (await time.textContent()) ?? "";
        await time.click();
        await fillVisitor(card, withoutJs, tomEmail);
        await card.getByRole("button", { name: "Book Consultation" }).click();
        await page.waitForURL("**/thank-you?booking=*");
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
          "Consultation Requested",
        );
        expect(await page.getByText("Restoration consultation").count()).toBe(1);
        expect(await page.getByText(chosen).count()).toBeGreaterThan(0);
        await page.getByRole("link", { name: "See, reschedule or cancel" }).click();
        await page.waitForURL("**/booking/*");
        manageUrls.push(new URL(page.url()).pathname);
        expect(await page.getByText("Pending", { exact: true }).count()).toBe(1);
      },
    );
  });

  it("books on a phone through the calendar: no reload, Submitting..., the confirmation replaces the form", async () => {
    await withPage(
      browser,
      {
        width: 375,
        height: 800,
        clientAddress: "192.0.2.11",
      },
      async ({ page }) => {
        await page.goto("/contact#book");
        await waitForHydration(page);
        const card = page.locator("#book");
        await card.getByLabel("Consultation type").selectOption("Art Installation");
        await page.waitForURL("**/contact?type=Art+Installation*");
        // A day from the calendar: its times follow in place, without a reload, and come into
        // view above the sticky Call / Book bar.
        await page.evaluate(() => {
          (window as unknown as { sameDocument: boolean }).sameDocument = true;
        });
        const dayLink = card.locator("table a[href*='day=']").nth(2);
        const dayHref = await dayLink.getAttribute("href");
        await dayLink.click();
        await expect
          .poll(() => card.locator("a[aria-current='date']").getAttribute("href"))
          .toBe(dayHref);
        expect(
          await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
        ).toBe(true);
        // The calendar marks the day at once; the address follows once its times are read.
        await expect.poll(() => page.url()).toContain(dayHref?.split("#")[0].slice(1) ?? "?");
        const times = card.locator("fieldset:has(input[name=preferredTime])");
        const bar = page.getByRole("navigation", { name: "Call or book" });
        await expect
          .poll(async () => {
            const box = await times.boundingBox();
            const barBox = await bar.boundingBox();
            if (!box || !barBox) return "not laid out";
            // The legend and the first row of times are on screen, not under the bar.
            return box.y >= 0 && box.y + 80 <= barBox.y ? "in view" : `at ${box.y}`;
          })
          .toBe("in view");
        await scrollSettled(page);
        await shoot(page, "booking-day-chosen-375", true);
        const time = card.locator("label:has(input[name=preferredTime])").first();
        const chosen = (await time.textContent()) ?? "";
        await time.click();
        await fillVisitor(card, withJs, "ines@example.com");
        await shoot(card, "booking-card-375");
        const marker = await page.evaluate(() => {
          (window as unknown as { stayed: boolean }).stayed = true;
          return true;
        });
        // Hold the answer until the busy state has been seen.
        let answer = () => {};
        const busySeen = new Promise<void>((r) => {
          answer = r;
        });
        await page.route(/\/contact(\.data)?(\?|$)/, async (route) => {
          if (route.request().method() === "POST") await busySeen;
          await route.continue();
        });
        await card.getByRole("button", { name: "Book Consultation" }).click();
        await expect
          .poll(() => card.getByRole("button", { name: "Submitting..." }).count())
          .toBe(1);
        answer();
        expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
          marker,
        );
        // The confirmation replaces the form and has the focus.
        const confirmation = card.getByTestId("booking-confirmation");
        await confirmation.waitFor();
        expect(await card.getByRole("button", { name: "Book Consultation" }).count()).toBe(0);
        expect(await card.getByLabel("Full name").count()).toBe(0);
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.id))
          .toBe("booked-title");
        expect(await confirmation.textContent()).toContain("Art Installation consultation");
        expect(await confirmation.textContent()).toContain(chosen);
        expect(
          await confirmation.getByRole("link", { name: "Add to calendar (.ics)" }).count(),
        ).toBe(1);
        // One message: a request the shop confirms, its time, the email on its way.
        expect(await confirmation.getByRole("heading").textContent()).toBe(
          "Requested: Art Installation consultation",
        );
        expect(await confirmation.textContent()).toMatch(/will confirm it .*email .* on its way/);
        expect(await confirmation.textContent()).not.toMatch(/booked|submitted/i);
        // The sticky Call / Book bar steps aside once the booking is made.
        expect(await page.getByRole("navigation", { name: "Call or book" }).isVisible()).toBe(
          false,
        );
        await shoot(card, "booking-confirmation-375");
        const manage = await confirmation
          .getByRole("link", { name: "See, reschedule or cancel" })
          .getAttribute("href");
        manageUrls.push(manage ?? "");
      },
    );
  });

  it("the owner sees bookings grouped by day, moves one and confirms another; the visitor's link then says Confirmed", async () => {
    await withPage(browser, {}, async ({ page }) => {
      await signInAsOwner(page);
      await waitForHydration(page);
      await page
        .getByRole("navigation", { name: "Owner's pages" })
        .getByRole("link", { name: "Appointments" })
        .click();
      const card = page.locator("li", { hasText: withJs });
      // The Appointments screen loads its route, then its list.
      await card.waitFor({ timeout: 15_000 });
      await expect.poll(() => card.getByText("Pending").count()).toBe(1);
      expect(await page.locator("li", { hasText: withoutJs }).count()).toBe(1);
      await shoot(page, "appointments-tab-1280");
      // Move the other booking to 3 PM the same day; the visitor is emailed.
      const tom = page.locator("li", { hasText: withoutJs });
      await tom.getByRole("button", { name: "Move..." }).click();
      await tom.getByLabel("New time").selectOption("3:00 PM");
      await tom.getByRole("button", { name: "Move and email" }).click();
      await expect.poll(() => page.getByText("Booking Moved").count()).toBeGreaterThan(0);
      await expect.poll(() => tom.getByText(/^3:00 PM – 4:00 PM$/).count()).toBe(1);
      await card.getByRole("button", { name: "Confirm Appointment" }).click();
      await expect.poll(() => card.getByText("Confirmed").count()).toBe(1);
      expect(await card.getByRole("button", { name: "Confirm Appointment" }).count()).toBe(0);
      await expect.poll(() => page.getByText("Appointment Confirmed").count()).toBeGreaterThan(0);
      await page.setViewportSize({ width: 375, height: 800 });
      await shoot(page, "appointments-tab-375");
    });

    await withPage(browser, { javaScriptEnabled: false }, async (visitor) => {
      await visitor.page.goto(manageUrls[1] ?? "");
      expect(await visitor.page.getByText("Confirmed", { exact: true }).count()).toBe(1);
      await shoot(visitor.page, "manage-page-1280");
    });
  });

  it("the visitor cancels from the private link without JavaScript; the page says so", async () => {
    await withPage(browser, { width: 375, height: 800 }, async (checked) => {
      await checked.page.goto(manageUrls[0] ?? "");
      await waitForHydration(checked.page);
      await shoot(checked.page, "manage-page-375");
      expect(await axeViolations(checked.page)).toEqual([]);
      // Moving uses the booking card's calendar: another day's times come in place, into view.
      const { page } = checked;
      expect(await page.locator("select").count()).toBe(0);
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      const other = page.locator("#move table a[href*='day=']:not([aria-current])").first();
      const href = (await other.getAttribute("href")) ?? "";
      await other.click();
      await expect
        .poll(() => page.locator("#move a[aria-current='date']").getAttribute("href"))
        .toBe(href);
      const times = page.locator("#move fieldset:has(input[name=preferredTime])");
      await expect
        .poll(async () => {
          const box = await times.boundingBox();
          return box && box.y >= 0 && box.y + 80 <= 800 ? "in view" : `at ${box?.y}`;
        })
        .toBe("in view");
      expect(
        await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      ).toBe(true);
      await scrollSettled(page);
      await shoot(page, "manage-page-day-chosen-375", true);
      await page.setViewportSize({ width: 1280, height: 800 });
      await shoot(page, "manage-page-day-chosen-1280");
    });

    await withPage(
      browser,
      {
        width: 375,
        height: 800,
        javaScriptEnabled: false,
      },
      async ({ page }) => {
        await page.goto(manageUrls[0] ?? "");
        // Two steps: the first tap only asks.
        await page.getByRole("link", { name: "Cancel booking..." }).click();
        await page.waitForURL("**/booking/*?cancel=ask#cancel");
        await shoot(page, "manage-cancel-ask-375");
        await page.getByRole("button", { name: "Yes, cancel it" }).click();
        await page.waitForURL("**/booking/*?cancelled=1");
        expect(await page.getByText("Your booking is cancelled.").count()).toBe(1);
        expect(await page.getByText("Cancelled", { exact: true }).count()).toBe(1);
      },
    );
  });

  it("Tom's calendar follows: the owner opens his emails and downloads each invite; the move updates the event, the cancel cancels it", async () => {
    await withPage(browser, {}, async ({ page }) => {
      await signInAsOwner(page);
      await page.goto("/admin/emails?status=all");
      const ofTom = page.getByRole("listitem").filter({ hasText: tomEmail });
      await expect.poll(() => ofTom.count(), { timeout: 15_000 }).toBe(3);
      /** Opens Tom's email whose subject starts so, downloads its invite, reads the event. */
      async function inviteIn(subject: RegExp) {
        await ofTom.filter({ hasText: subject }).getByRole("button", { name: /^Open/ }).click();
        const dialog = page.getByRole("dialog");
        const link = dialog.getByRole("link", { name: /\.ics$/ });
        await link.waitFor();
        await expect
          .poll(() => dialog.locator("iframe").contentFrame().getByText(/Tom/).first().count())
          .toBe(1);
        await shoot(page, `email-invite-${subject.source.replace(/\W/g, "")}-1280`, true);
        const file = await page.request.get((await link.getAttribute("href")) ?? "");
        expect(file.status()).toBe(200);
        expect(file.headers()["content-disposition"]).toMatch(/^attachment;/);
        const calendar = new ICAL.Component(ICAL.parse(await file.text()));
        const event = calendar.getFirstSubcomponent("vevent") as ICAL.Component;
        await page.keyboard.press("Escape");
        await dialog.waitFor({ state: "hidden" });
        return {
          method: calendar.getFirstPropertyValue("method"),
          uid: event.getFirstPropertyValue("uid"),
          sequence: Number(event.getFirstPropertyValue("sequence") ?? 0),
          status: event.getFirstPropertyValue("status"),
          start: new ICAL.Event(event).startDate.toJSDate(),
        };
      }
      const first = await inviteIn(/Your consultation on /);
      const moved = await inviteIn(/New time: /);
      const cancelled = await inviteIn(/Cancelled: /);
      // The owner moved it to 3 PM: the same event, a later version, at the new time.
      expect(moved.uid).toBe(first.uid);
      expect(moved.method).toBe("REQUEST");
      expect(moved.sequence).toBeGreaterThan(first.sequence);
      expect(moved.start.getTime()).not.toBe(first.start.getTime());
      expect(
        moved.start.toLocaleTimeString("en-US", {
          timeZone: "America/Chicago",
          timeStyle: "short",
        }),
      ).toBe("3:00 PM");
      // Tom cancelled from his link: the same event, cancelled, later again.
      expect(cancelled.uid).toBe(first.uid);
      expect(cancelled.method).toBe("CANCEL");
      expect(cancelled.status).toBe("CANCELLED");
      expect(cancelled.sequence).toBeGreaterThan(moved.sequence);
    });
  });

  it("the booking card has no accessibility violations (1280 px)", async () => {
    await withPage(browser, {}, async ({ page }) => {
      await page.goto("/contact#book");
      await waitForHydration(page);
      await shoot(page.locator("#book"), "booking-card-1280");
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
