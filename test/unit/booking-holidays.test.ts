import { describe, expect, it } from "vitest";
import { calendarMonths, monthWeeks } from "~/components/booking/BookingCalendar";
import { holidayDate, holidayOn, isClosedDay } from "~/lib/booking/holidays";
import { DEFAULT_BOOKING_SETTINGS as defaults } from "~/lib/booking/settings";
import { freeSlots } from "~/lib/booking/slots";

describe("the US holidays a shop closes on, per year", () => {
  it("puts Thanksgiving on the fourth Thursday of November", () => {
    expect(holidayDate("thanksgiving", 2026)).toBe("2026-11-26");
    expect(holidayDate("thanksgiving", 2027)).toBe("2027-11-25");
    expect(holidayDate("thanksgiving", 2029)).toBe("2029-11-22");
    expect(holidayDate("thanksgiving", 2030)).toBe("2030-11-28");
  });

  it("names the holiday of a day, and none for an ordinary day", () => {
    expect(holidayOn("2026-12-25")).toBe("christmas-day");
    expect(holidayOn("2028-01-01")).toBe("new-years-day");
    expect(holidayOn("2026-11-27")).toBeNull();
  });

  it("closes the three holidays out of the box; the owner reopens one by unticking it", () => {
    for (const day of ["2026-11-26", "2026-12-25", "2027-01-01", "2031-11-27"])
      expect(isClosedDay(day, defaults)).toBe(true);
    const reopened = {
      ...defaults,
      closedHolidays: defaults.closedHolidays.filter((h) => h !== "thanksgiving"),
    };
    expect(isClosedDay("2026-11-26", reopened)).toBe(false);
    expect(isClosedDay("2026-12-25", reopened)).toBe(true);
  });

  it("lists no free times on Thanksgiving (a Thursday the shop is otherwise open)", () => {
    const q = {
      day: "2026-11-26",
      type: "Custom Framing" as const,
      now: new Date("2026-11-01T18:00:00Z"),
      settings: defaults,
      taken: [],
    };
    expect(freeSlots(q)).toEqual([]);
    expect(
      freeSlots({ ...q, settings: { ...defaults, closedHolidays: [] } }).length,
    ).toBeGreaterThan(0);
    expect(freeSlots({ ...q, day: "2026-11-19" }).length).toBeGreaterThan(0);
  });
});

describe("the booking calendar's months", () => {
  it("shows this month and the next, across the new year", () => {
    expect(calendarMonths("2026-12-30")).toEqual([
      [2026, 12],
      [2027, 1],
    ]);
  });

  it("lays a month out in weeks starting on Sunday", () => {
    const weeks = monthWeeks(2026, 11); // November 1, 2026 is a Sunday
    expect(weeks[0][0]).toBe("2026-11-01");
    expect(weeks.at(-1)?.filter(Boolean).at(-1)).toBe("2026-11-30");
    expect(monthWeeks(2026, 12)[0].slice(0, 3)).toEqual([null, null, "2026-12-01"]);
  });
});
