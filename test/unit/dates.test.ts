// The shop's calendar (America/Chicago, business.timeZone) and the dates people read.
// 2026: daylight saving time starts 8 March at 02:00 CST (08:00 UTC) and ends 1 November at
// 02:00 CDT (07:00 UTC).
import { describe, expect, it } from "vitest";
import { business } from "~/content/business";
import { formatCalendarDay, formatDateTime, formatPostDate } from "~/lib/date-format";
import {
  addDays,
  shopDateTime,
  shopDay,
  shopHour,
  shopMonth,
  shopOffsetMinutes,
  shopTimeToDate,
  weekdayOf,
} from "~/lib/shop-time";

const at = (iso: string) => new Date(iso);
// Newer ICU puts a narrow no-break space before AM/PM; people see a space either way.
const spaced = (text: string) => text.replace(/\s/g, " ");

describe("the shop's day", () => {
  it("is America/Chicago", () => {
    expect(business.timeZone).toBe("America/Chicago");
  });

  it("turns over at local midnight in winter (UTC-6)", () => {
    expect(shopDay(at("2026-01-15T05:59:59Z"))).toBe("2026-01-14");
    expect(shopDay(at("2026-01-15T06:00:00Z"))).toBe("2026-01-15");
  });

  it("turns over at local midnight in summer (UTC-5)", () => {
    expect(shopDay(at("2026-07-15T04:59:59Z"))).toBe("2026-07-14");
    expect(shopDay(at("2026-07-15T05:00:00Z"))).toBe("2026-07-15");
  });

  it("follows the clock change on the day daylight saving time starts", () => {
    expect(shopDay(at("2026-03-08T05:59:59Z"))).toBe("2026-03-07");
    expect(shopDay(at("2026-03-08T06:00:00Z"))).toBe("2026-03-08");
    // The next midnight comes an hour earlier in UTC.
    expect(shopDay(at("2026-03-09T04:59:59Z"))).toBe("2026-03-08");
    expect(shopDay(at("2026-03-09T05:00:00Z"))).toBe("2026-03-09");
  });

  it("follows the clock change on the day daylight saving time ends", () => {
    expect(shopDay(at("2026-11-01T04:59:59Z"))).toBe("2026-10-31");
    expect(shopDay(at("2026-11-01T05:00:00Z"))).toBe("2026-11-01");
    expect(shopDay(at("2026-11-02T05:59:59Z"))).toBe("2026-11-01");
    expect(shopDay(at("2026-11-02T06:00:00Z"))).toBe("2026-11-02");
  });
});

describe("the shop's month", () => {
  it("still counts the last evening of a month to that month, though UTC has moved on", () => {
    expect(shopMonth(at("2026-02-01T05:59:59Z"))).toBe("2026-01");
    expect(shopMonth(at("2026-02-01T06:00:00Z"))).toBe("2026-02");
  });

  it("crosses the year boundary at local midnight", () => {
    expect(shopMonth(at("2027-01-01T05:59:59Z"))).toBe("2026-12");
    expect(shopMonth(at("2027-01-01T06:00:00Z"))).toBe("2027-01");
  });
});

describe("the shop's hour", () => {
  it("is the local clock hour, 00 to 23", () => {
    expect(shopHour(at("2026-01-15T06:00:00Z"))).toBe("2026-01-15T00");
    expect(shopHour(at("2026-01-16T05:59:59Z"))).toBe("2026-01-15T23");
  });

  it("skips 02 when the clocks go forward", () => {
    expect(shopHour(at("2026-03-08T07:59:59Z"))).toBe("2026-03-08T01");
    expect(shopHour(at("2026-03-08T08:00:00Z"))).toBe("2026-03-08T03");
  });

  it("repeats 01 when the clocks go back, so both hours share one counter", () => {
    expect(shopHour(at("2026-11-01T06:30:00Z"))).toBe("2026-11-01T01");
    expect(shopHour(at("2026-11-01T07:30:00Z"))).toBe("2026-11-01T01");
    expect(shopHour(at("2026-11-01T08:30:00Z"))).toBe("2026-11-01T02");
  });
});

describe("addDays", () => {
  it("moves forward across month and year ends", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-06-15", 365)).toBe("2027-06-15");
  });

  it("goes back with negative days", () => {
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(addDays("2026-03-10", -30)).toBe("2026-02-08");
  });

  it("counts calendar days, unaffected by the clock changes", () => {
    expect(addDays("2026-03-07", 1)).toBe("2026-03-08");
    expect(addDays("2026-03-08", 1)).toBe("2026-03-09");
    expect(addDays("2026-11-01", 1)).toBe("2026-11-02");
    expect(addDays("2026-11-02", -1)).toBe("2026-11-01");
  });

  it("with zero days normalises an impossible date, which is how forms spot one", () => {
    expect(addDays("2026-06-15", 0)).toBe("2026-06-15");
    expect(addDays("2026-02-30", 0)).toBe("2026-03-02");
  });
});

describe("dates people read", () => {
  it("a post's date is the shop's day, not UTC's", () => {
    expect(formatPostDate("2026-03-01T03:00:00Z")).toBe("February 28, 2026");
    expect(formatPostDate("2026-03-01T18:00:00Z")).toBe("March 1, 2026");
  });

  it("a calendar day shows the same day wherever it is rendered", () => {
    expect(formatCalendarDay("2026-03-08")).toBe("Sun, Mar 8, 2026");
    expect(formatCalendarDay("2026-11-01")).toBe("Sun, Nov 1, 2026");
    expect(formatCalendarDay("2026-12-31")).toBe("Thu, Dec 31, 2026");
  });

  it("a moment shows date and time in the given zone", () => {
    expect(spaced(formatDateTime("2026-07-04T19:05:00Z", business.timeZone))).toBe(
      "Jul 4, 2026, 2:05 PM",
    );
    expect(spaced(formatDateTime("2026-01-01T05:30:00Z", business.timeZone))).toBe(
      "Dec 31, 2025, 11:30 PM",
    );
  });

  it("a moment for a spreadsheet is the shop's wall clock, YYYY-MM-DD HH:MM, 24-hour", () => {
    expect(shopDateTime(at("2026-11-23T20:05:00Z"))).toBe("2026-11-23 14:05");
    expect(shopDateTime(at("2026-07-04T15:30:59Z"))).toBe("2026-07-04 10:30");
    // Midnight is 00, and the day is the shop's, not UTC's.
    expect(shopDateTime(at("2026-01-01T06:00:00Z"))).toBe("2026-01-01 00:00");
    expect(shopDateTime(at("2026-01-01T05:59:00Z"))).toBe("2025-12-31 23:59");
    // Either side of the autumn change (01:00-02:00 happens twice on 1 November).
    expect(shopDateTime(at("2026-11-01T06:30:00Z"))).toBe("2026-11-01 01:30");
    expect(shopDateTime(at("2026-11-01T07:30:00Z"))).toBe("2026-11-01 01:30");
  });
});

describe("the shop's clock around daylight saving time (America/Chicago)", () => {
  it("changes the offset exactly at the switch, also when asked again for the same quarter hour", () => {
    for (let round = 0; round < 2; round++) {
      // Summer time starts 2026-03-08 at 2:00 CST (08:00 UTC) and ends 2026-11-01 at 2:00 CDT.
      expect(shopOffsetMinutes(at("2026-03-08T07:59:59.999Z"))).toBe(-360);
      expect(shopOffsetMinutes(at("2026-03-08T08:00:00Z"))).toBe(-300);
      expect(shopOffsetMinutes(at("2026-11-01T06:59:59Z"))).toBe(-300);
      expect(shopOffsetMinutes(at("2026-11-01T07:00:00Z"))).toBe(-360);
      expect(shopOffsetMinutes(at("2026-11-01T07:14:59Z"))).toBe(-360);
    }
  });

  it("turns the shop's wall clock into the right instant on either side of a switch", () => {
    expect(shopTimeToDate("2026-03-07", 10 * 60).toISOString()).toBe("2026-03-07T16:00:00.000Z");
    expect(shopTimeToDate("2026-03-09", 10 * 60).toISOString()).toBe("2026-03-09T15:00:00.000Z");
    expect(shopTimeToDate("2026-11-02", 10 * 60).toISOString()).toBe("2026-11-02T16:00:00.000Z");
  });

  it("names the weekday of a calendar day", () => {
    expect(weekdayOf("2026-11-23")).toBe("Monday");
    expect(weekdayOf("2026-11-29")).toBe("Sunday");
    expect(weekdayOf("2028-02-29")).toBe("Tuesday");
  });
});
