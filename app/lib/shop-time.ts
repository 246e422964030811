// Calendar days in the shop's time zone (business.timeZone), shared by forms, usage counters and analytics.
import { business } from "~/content/business";

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: business.timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** YYYY-MM-DD of `date` in the shop's time zone. */
export function shopDay(date: Date = new Date()): string {
  return dayFormat.format(date);
}

/** YYYY-MM of `date` in the shop's time zone. */
export function shopMonth(date: Date = new Date()): string {
  return shopDay(date).slice(0, 7);
}

const hourFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: business.timeZone,
  hour: "2-digit",
  hourCycle: "h23",
});

/** YYYY-MM-DDTHH of `date` in the shop's time zone: the clock hour, e.g. for hourly limits. */
export function shopHour(date: Date = new Date()): string {
  return `${shopDay(date)}T${hourFormat.format(date)}`;
}

/** The calendar day `days` after the YYYY-MM-DD day `day` (negative goes back). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

/** The Monday of a YYYY-MM-DD day's week (the shop's weeks start on Monday). */
export function mondayOf(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: business.timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

// The offset only changes on the hour (US daylight saving time), so it is remembered per UTC
// quarter hour: the free times of a whole booking window ask for it thousands of times, and
// Intl's formatToParts is the slow part of /contact otherwise. Bounded, and cleared when full.
const QUARTER_HOUR_MS = 900_000;
const MAX_REMEMBERED_OFFSETS = 10_000;
const offsets = new Map<number, number>();

/** Minutes the shop's clock is ahead of UTC at `date` (-300 in summer, -360 in winter). */
export function shopOffsetMinutes(date: Date): number {
  const quarter = Math.floor(date.getTime() / QUARTER_HOUR_MS);
  const known = offsets.get(quarter);
  if (known !== undefined) return known;
  if (offsets.size >= MAX_REMEMBERED_OFFSETS) offsets.clear();
  const offset = offsetAt(new Date(quarter * QUARTER_HOUR_MS));
  offsets.set(quarter, offset);
  return offset;
}

function offsetAt(date: Date): number {
  const p = Object.fromEntries(partsFormat.formatToParts(date).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

/** The instant the shop's wall clock shows `minutes` after midnight on `day` (YYYY-MM-DD). */
export function shopTimeToDate(day: string, minutes: number): Date {
  const [y, m, d] = day.split("-").map(Number);
  const wall = Date.UTC(y, m - 1, d, 0, minutes);
  // The offset at the wall time read as UTC is at most one change away from the right one.
  const first = wall - shopOffsetMinutes(new Date(wall)) * 60_000;
  return new Date(wall - shopOffsetMinutes(new Date(first)) * 60_000);
}

/** ISO 8601 with the shop's offset, e.g. 2026-03-09T10:00:00-05:00. */
export function shopIsoString(date: Date): string {
  const offset = shopOffsetMinutes(date);
  const local = new Date(date.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, "0");
  const mm = String(abs % 60).padStart(2, "0");
  return `${local}${sign}${hh}:${mm}`;
}

const minuteFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: business.timeZone,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "2026-11-23 14:05": the shop's wall clock, as spreadsheets read a date and time. */
export function shopDateTime(date: Date): string {
  return `${shopDay(date)} ${minuteFormat.format(date)}`;
}

const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** "Monday" … "Sunday" for a YYYY-MM-DD calendar day. */
export function weekdayOf(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  // An invalid day names no weekday (the shop is then closed that "day").
  return WEEKDAY_NAMES[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] ?? "";
}

/**
 * The week as the shop's opening hours list it, Monday first: the keys of the hours the owner
 * sets. Here rather than beside the hours' zod schema so the footer's hours (on every page) do
 * not bring zod into the browser.
 */
export const WEEKDAYS = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** "January" … "December", by month number minus one. */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
