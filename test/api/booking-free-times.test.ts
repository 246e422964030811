// Free times computed once and reused until a booking, a cancellation or a settings change
// (docs/decisions/0037-free-times-cache.md), and the holidays the shop closes on.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { holidayDate } from "~/lib/booking/holidays";
import { DEFAULT_BOOKING_SETTINGS } from "~/lib/booking/settings";
import { DEFAULT_SHOP_FACTS } from "~/lib/shop";
import { addDays, shopDay, weekdayOf } from "~/lib/shop-time";
import { calendarEnd } from "~worker/services/booking/availability";
import { book, bookAndGetToken, booking, mailbox, saveSettings, slotsOn } from "./booking-helpers";
import { awaitFreshWindow, resetTables } from "./helpers";
import { putShop, resetShop } from "./shop-helpers";

beforeEach(async () => {
  await resetTables("emails", "appointments", "booking_settings", "rate_limits");
  await resetShop();
});

const version = async () =>
  (
    await env.DB.prepare("SELECT version FROM availability_version WHERE id = 1").first<{
      version: number;
    }>()
  )?.version;

async function daysFor(box: ReturnType<typeof mailbox>, date: string) {
  const res = await box.fetch(`/api/availability?date=${date}&type=Custom%20Framing`);
  expect(res.status).toBe(200);
  return (await res.json<{ days: string[] }>()).days;
}

describe("the free times are reused until something they depend on changes", () => {
  it("GET /api/availability also lists the days with free time, tomorrow to the end of next month", async () => {
    const box = mailbox();
    const days = await daysFor(box, addDays(shopDay(), 3));
    expect(days.length).toBeGreaterThan(10);
    expect(days[0] > shopDay()).toBe(true);
    expect(days.at(-1)! <= calendarEnd(shopDay())).toBe(true);
    expect(days.some((d) => weekdayOf(d) === "Sunday")).toBe(false);
  });

  it("a booking, a cancellation and a settings save each change the version; the times follow", async () => {
    const box = mailbox();
    const day = booking().preferredDate;
    expect((await slotsOn(box, day))[0].time).toBe("10:00 AM");
    const before = await version();
    const { token } = await bookAndGetToken(box);
    const afterBooking = await version();
    expect(afterBooking).not.toBe(before);
    expect((await slotsOn(box, day)).map((s) => s.time)).not.toContain("10:00 AM");

    const cancel = new URLSearchParams({ intent: "cancel", confirm: "yes" });
    await box.fetch(`/booking/${token}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
      body: cancel.toString(),
      redirect: "manual",
    });
    const afterCancel = await version();
    expect(afterCancel).not.toBe(afterBooking);
    expect((await slotsOn(box, day))[0].time).toBe("10:00 AM");

    await saveSettings(box, { closedDays: [day] });
    expect(await version()).not.toBe(afterCancel);
    expect(await slotsOn(box, day)).toEqual([]);
    expect(await daysFor(box, day)).not.toContain(day);
  });

  it("a write straight to D1 (not through the services) changes the version too", async () => {
    const box = mailbox();
    const day = booking().preferredDate;
    await slotsOn(box, day);
    const before = await version();
    await env.DB.prepare(
      `INSERT INTO appointments (name, email, phone, preferred_date, preferred_time, consultation_type,
        slot_start, slot_end, status, manage_token_hash)
       SELECT 'A', 'a@example.com', '713-555-0100', ?1, '10:00 AM', 'Custom Framing', ?2, ?3, 'pending', 'x'`,
    )
      .bind(day, `${day}T15:00:00.000Z`, `${day}T17:00:00.000Z`)
      .run();
    expect(await version()).not.toBe(before);
  });

  it("/contact is reused until a booking changes the free times", async () => {
    // Both reads in one minute: the key holds the minute, because notice moves with the clock.
    await awaitFreshWindow(60, 5);
    const box = mailbox();
    const day = booking().preferredDate;
    const page = `/contact?type=Custom+Framing&day=${day}`;
    const first = await box.fetch(page);
    expect(first.headers.get("Cache-Status")).toMatch(/stored/);
    expect(await first.text()).toContain('value="10:00 AM"');
    const again = await box.fetch(page);
    expect(again.headers.get("Cache-Status")).toMatch(/hit/);
    await again.arrayBuffer();
    expect((await book(box)).status).toBe(201);
    const after = await box.fetch(page);
    expect(after.headers.get("Cache-Status") ?? "").not.toMatch(/hit/);
    expect(await after.text()).not.toContain('value="10:00 AM"');
  });

  it("the same booking twice is refused even when the times came from the cache", async () => {
    const box = mailbox();
    await slotsOn(box, booking().preferredDate);
    expect((await book(box)).status).toBe(201);
    expect((await book(box, { name: "Ana Ruiz" })).status).toBe(409);
  });
});

describe("the shop is closed on Thanksgiving, Christmas Day and New Year's Day", () => {
  // The next Thanksgiving at least two days ahead (always a Thursday, a day the shop opens).
  const next = () => {
    const year = Number(shopDay().slice(0, 4));
    const day = holidayDate("thanksgiving", year);
    return day >= addDays(shopDay(), 2) ? day : holidayDate("thanksgiving", year + 1);
  };

  it("out of the box, and the owner can reopen it", async () => {
    const box = mailbox();
    const thanksgiving = next();
    await saveSettings(box, { windowDays: 365 });
    expect(await slotsOn(box, thanksgiving)).toEqual([]);
    expect((await slotsOn(box, addDays(thanksgiving, -7))).length).toBeGreaterThan(0);
    await saveSettings(box, {
      windowDays: 365,
      closedHolidays: DEFAULT_BOOKING_SETTINGS.closedHolidays.filter((h) => h !== "thanksgiving"),
    });
    expect((await slotsOn(box, thanksgiving)).length).toBeGreaterThan(0);
  });

  it("refuses a holiday that is not on the list (400)", async () => {
    const res = await putShop({ ...DEFAULT_SHOP_FACTS, closedHolidays: ["boxing-day"] });
    expect(res.status).toBe(400);
  });
});
