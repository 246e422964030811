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
