import { describe, expect, it } from "vitest";
import { DEFAULT_BOOKING_SETTINGS as defaults, type OpeningHours } from "~/lib/booking/settings";
import {
  bookingWindow,
  checkSlot,
  freeSlots,
  minutesOf,
  type SlotQuery,
} from "~/lib/booking/slots";
import { shopIsoString, shopTimeToDate } from "~/lib/shop-time";

// Noon in Houston a week before each day tested, so notice and window never interfere unless meant to.
const weekBefore = (day: string) =>
  new Date(new Date(`${day}T18:00:00Z`).getTime() - 7 * 86_400_000);

function query(day: string, extra: Partial<SlotQuery> = {}): SlotQuery {
  return {
    day,
    type: "Custom Framing",
    now: weekBefore(day),
    settings: defaults,
    taken: [],
    ...extra,
  };
}

const times = (q: SlotQuery) => freeSlots(q).map((s) => s.time);
const isos = (q: SlotQuery) => freeSlots(q).map((s) => shopIsoString(s.start));

// A shop open every day 9-18, to check the clock on the (Sunday) daylight-saving change days.
const everyDay: OpeningHours[] = [
  {
    dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    opens: "09:00",
    closes: "18:00",
  },
];

describe("the old site's times as minutes", () => {
  it("reads 12-hour and 24-hour times", () => {
    expect(minutesOf("9:00 AM")).toBe(540);
    expect(minutesOf("12:00 PM")).toBe(720);
    expect(minutesOf("1:00 PM")).toBe(780);
    expect(minutesOf("17:30")).toBe(1050);
  });
});

describe("free slots from the opening hours", () => {
  it("a weekday (10-18) offers 10 AM to 5 PM, never 9 AM, ending by closing", () => {
    expect(times(query("2026-06-15"))).toEqual([
      "10:00 AM",
      "11:00 AM",
      "1:00 PM",
      "2:00 PM",
      "3:00 PM",
      "4:00 PM",
      "5:00 PM",
    ]);
  });

  it("Saturday (11-17) offers 11 AM to 4 PM: 5 PM would end after closing", () => {
    expect(times(query("2026-06-20"))).toEqual([
      "11:00 AM",
      "1:00 PM",
      "2:00 PM",
      "3:00 PM",
      "4:00 PM",
    ]);
  });

  it("Sunday is closed", () => {
    expect(times(query("2026-06-21"))).toEqual([]);
    expect(checkSlot(query("2026-06-21"), "11:00 AM")).toMatchObject({
      status: "invalid",
      issue: { path: "preferredDate" },
    });
  });

  it("a longer consultation keeps only the starts that end by closing", () => {
    const settings = { ...defaults, durations: { ...defaults.durations, Restoration: 120 } };
    expect(times(query("2026-06-20", { type: "Restoration", settings })).at(-1)).toBe("3:00 PM");
    expect(
      checkSlot(query("2026-06-20", { type: "Restoration", settings }), "4:00 PM"),
    ).toMatchObject({
      status: "invalid",
      issue: { path: "preferredTime" },
    });
  });

  it("an owner's closed day has no slots", () => {
    const settings = { ...defaults, closedDays: ["2026-06-15"] };
    expect(times(query("2026-06-15", { settings }))).toEqual([]);
    expect(times(query("2026-06-16", { settings }))).toHaveLength(7);
  });

  it("a blocked time removes every slot it touches", () => {
    const settings = {
      ...defaults,
      blockedTimes: [{ date: "2026-06-15", from: "12:30", to: "14:30" }],
    };
    expect(times(query("2026-06-15", { settings }))).toEqual([
      "10:00 AM",
      "11:00 AM",
      "3:00 PM",
      "4:00 PM",
      "5:00 PM",
    ]);
  });
});

describe("bookings already made", () => {
  it("a booking takes its start and every slot its duration overlaps", () => {
    const start = shopTimeToDate("2026-06-15", minutesOf("10:00 AM"));
    const ninety = { start, end: new Date(start.getTime() + 90 * 60_000) };
    const q = query("2026-06-15", { taken: [ninety] });
    expect(times(q)).not.toContain("10:00 AM");
    expect(times(q)).not.toContain("11:00 AM");
    expect(times(q)).toContain("1:00 PM");
    expect(checkSlot(q, "11:00 AM")).toEqual({ status: "taken" });
  });

  it("a free slot is free, with the instant and the end of its duration", () => {
    const check = checkSlot(query("2026-06-15"), "2:00 PM");
    expect(check.status).toBe("free");
    if (check.status !== "free") return;
    expect(check.slot.start.toISOString()).toBe("2026-06-15T19:00:00.000Z");
    expect(check.slot.end.toISOString()).toBe("2026-06-15T20:00:00.000Z");
  });
});

describe("notice and window", () => {
  it("today is never bookable; tomorrow only 12 hours or more ahead", () => {
    // 8 PM on Sunday June 14: Monday 10 AM is 14 hours away, 9 AM would be 13 (but closed anyway).
    const now = new Date("2026-06-15T01:00:00Z");
    expect(times(query("2026-06-14", { now }))).toEqual([]);
    expect(times(query("2026-06-15", { now }))[0]).toBe("10:00 AM");
    // 11 PM: Monday 10 AM is 11 hours away.
    const late = new Date("2026-06-15T04:00:00Z");
    expect(times(query("2026-06-15", { now: late }))[0]).toBe("11:00 AM");
    expect(checkSlot(query("2026-06-15", { now: late }), "10:00 AM")).toMatchObject({
      status: "invalid",
      issue: { path: "preferredTime", message: "Please book at least 12 hours ahead." },
    });
  });

  it("opens from tomorrow to 60 days ahead in the shop's calendar", () => {
    // 7 PM on June 14 in Houston is already June 15 in UTC.
    const now = new Date("2026-06-15T00:00:00Z");
    expect(bookingWindow(now, defaults)).toEqual({ first: "2026-06-15", last: "2026-08-13" });
    expect(times(query("2026-08-13", { now }))).toHaveLength(7);
    expect(times(query("2026-08-14", { now }))).toEqual([]);
    expect(checkSlot(query("2026-08-14", { now }), "10:00 AM")).toMatchObject({
      status: "invalid",
      issue: { path: "preferredDate", message: "Please choose a day within the next 60 days." },
    });
    expect(checkSlot(query("2026-06-01", { now }), "10:00 AM")).toMatchObject({
      status: "invalid",
      issue: { path: "preferredDate", message: "Please choose a day from tomorrow on." },
    });
  });
});

describe("America/Chicago across daylight-saving changes", () => {
  it("the Saturday before spring-forward is CST (-06:00), the Monday after CDT (-05:00)", () => {
    expect(isos(query("2026-03-07"))[0]).toBe("2026-03-07T11:00:00-06:00");
    expect(freeSlots(query("2026-03-07"))[0].start.toISOString()).toBe("2026-03-07T17:00:00.000Z");
    expect(isos(query("2026-03-09"))[0]).toBe("2026-03-09T10:00:00-05:00");
    expect(freeSlots(query("2026-03-09"))[0].start.toISOString()).toBe("2026-03-09T15:00:00.000Z");
  });

  it("on 2026-03-08 (Sunday, closed) nothing; open that day, 9 AM is already CDT", () => {
    expect(times(query("2026-03-08"))).toEqual([]);
    const slots = freeSlots(query("2026-03-08", { hours: everyDay }));
    expect(slots[0].start.toISOString()).toBe("2026-03-08T14:00:00.000Z");
    expect(shopIsoString(slots[0].start)).toBe("2026-03-08T09:00:00-05:00");
    // Each slot is exactly 60 real minutes long, even on a 23-hour day.
    for (const s of slots) expect(s.end.getTime() - s.start.getTime()).toBe(3_600_000);
  });

  it("on 2026-11-01 (Sunday, closed) nothing; open that day, 9 AM is back to CST", () => {
    expect(times(query("2026-11-01"))).toEqual([]);
    const slots = freeSlots(query("2026-11-01", { hours: everyDay }));
    expect(slots[0].start.toISOString()).toBe("2026-11-01T15:00:00.000Z");
    expect(shopIsoString(slots.at(-1)?.start ?? new Date(0))).toBe("2026-11-01T17:00:00-06:00");
    expect(isos(query("2026-10-31"))[0]).toBe("2026-10-31T11:00:00-05:00");
    expect(isos(query("2026-11-02"))[0]).toBe("2026-11-02T10:00:00-06:00");
  });

  it("notice counts real hours across the change", () => {
    // Saturday 2026-03-07 10:30 PM CST; Monday 10 AM CDT is 34.5 real hours later.
    const now = new Date("2026-03-08T04:30:00Z");
    const settings = { ...defaults, noticeHours: 35 };
    expect(times(query("2026-03-09", { now, settings }))[0]).toBe("11:00 AM");
  });
});
