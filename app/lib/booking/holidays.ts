// The US holidays a shop closes on, computed for any year (docs/decisions/0036-holiday-closures.md).
// The booking settings hold which of them the shop closes on (`closedHolidays`); the owner reopens
// one by taking it off that list. Pure: no clock, no storage, safe in the browser bundle.

export const HOLIDAYS = [
  { id: "new-years-day", label: "New Year's Day (January 1)" },
  { id: "thanksgiving", label: "Thanksgiving (fourth Thursday of November)" },
  { id: "christmas-day", label: "Christmas Day (December 25)" },
] as const;

export type HolidayId = (typeof HOLIDAYS)[number]["id"];
export const HOLIDAY_IDS = HOLIDAYS.map((h) => h.id) as [HolidayId, ...HolidayId[]];

const pad = (n: number) => String(n).padStart(2, "0");

/** The calendar day (YYYY-MM-DD) of a holiday in a given year. */
export function holidayDate(id: HolidayId, year: number): string {
  if (id === "new-years-day") return `${year}-01-01`;
  if (id === "christmas-day") return `${year}-12-25`;
  // Thanksgiving: the fourth Thursday of November (November 1 is weekday `first`, 0 = Sunday).
  const first = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  const firstThursday = 1 + ((4 - first + 7) % 7);
  return `${year}-11-${pad(firstThursday + 21)}`;
}

/** The holiday falling on `day`, if any. */
export function holidayOn(day: string): HolidayId | null {
  const year = Number(day.slice(0, 4));
  return HOLIDAY_IDS.find((id) => holidayDate(id, year) === day) ?? null;
}

/** Whether the owner closed `day`: one of their closed days, or a holiday the shop closes on. */
export function isClosedDay(
  day: string,
  // BookingSettings' two fields, named here so ./settings.ts (which reads HOLIDAY_IDS) and this
  // module do not import each other.
  settings: { closedDays: readonly string[]; closedHolidays: readonly HolidayId[] },
): boolean {
  if (settings.closedDays.includes(day)) return true;
  const holiday = holidayOn(day);
  return holiday !== null && settings.closedHolidays.includes(holiday);
}
