// Free consultation slots (docs/decisions/0010-booking.md, issue #17). Pure: the caller passes the clock,
// the owner's settings and the bookings already made. All wall times are the shop's
// (America/Chicago); instants are Dates, so daylight-saving changes fall out of shopTimeToDate.
import { business } from "~/content/business";
import { type ConsultationType, PREFERRED_TIMES, type PreferredTime } from "~/content/options";
import { addDays, shopDay, shopTimeToDate, weekdayOf } from "../shop-time";
import { isClosedDay } from "./holidays";
import type { BookingSettings, OpeningHours } from "./settings";

export interface Interval {
  start: Date;
  end: Date;
}

export interface Slot extends Interval {
  time: PreferredTime;
}

export interface SlotQuery {
  day: string;
  type: ConsultationType;
  now: Date;
  settings: BookingSettings;
  // Pending and confirmed bookings: each occupies its whole duration.
  taken: readonly Interval[];
  hours?: readonly OpeningHours[];
}

export interface SlotIssue {
  path: "preferredDate" | "preferredTime";
  message: string;
}

export type SlotCheck =
  | { status: "free"; slot: Slot }
  | { status: "taken" }
  | { status: "invalid"; issue: SlotIssue };

/** Minutes after midnight of "9:00 AM" / "1:00 PM" (the old site's preferred-time list) or "13:30". */
export function minutesOf(time: string): number {
  const twelve = /^(\d{1,2}):(\d{2}) ([AP]M)$/.exec(time);
  if (twelve) {
    const hour = (Number(twelve[1]) % 12) + (twelve[3] === "PM" ? 12 : 0);
    return hour * 60 + Number(twelve[2]);
  }
  const [h, m] = time.split(":").map(Number);
  return h * 60 + m;
}

/** The first and last bookable days: tomorrow to `windowDays` ahead, in the shop's calendar. */
export function bookingWindow(now: Date, settings: BookingSettings) {
  const today = shopDay(now);
  return { first: addDays(today, 1), last: addDays(today, settings.windowDays) };
}

function hoursOn(day: string, hours: readonly OpeningHours[], settings: BookingSettings) {
  // A closure with hours (docs/decisions/0041-one-closures-list.md) replaces the week's hours that day.
  const special = settings.specialHours?.find((s) => s.date === day);
  if (special) return { opens: minutesOf(special.opens), closes: minutesOf(special.closes) };
  const weekday = weekdayOf(day);
  const entry = hours.find((h) => h.dayOfWeek.includes(weekday));
  if (!entry?.opens || !entry.closes) return null;
  return { opens: minutesOf(entry.opens), closes: minutesOf(entry.closes) };
}

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

export function blockedIntervals(settings: BookingSettings, day?: string): Interval[] {
  return settings.blockedTimes
    .filter((b) => !day || b.date === day)
    .map((b) => ({
      start: shopTimeToDate(b.date, minutesOf(b.from)),
      end: shopTimeToDate(b.date, minutesOf(b.to)),
    }));
}

export function durationOf(type: ConsultationType, settings: BookingSettings): number {
  return settings.durations[type] ?? 60;
}

/** Why a start time is not a slot at all, or null when it is one (free or not). */
function slotIssue(q: SlotQuery, time: PreferredTime): SlotIssue | null {
  const hours = q.hours ?? q.settings.openingHours ?? business.hours;
  const { first, last } = bookingWindow(q.now, q.settings);
  if (q.day < first)
    return { path: "preferredDate", message: "Please choose a day from tomorrow on." };
  if (q.day > last)
    return {
      path: "preferredDate",
      message: `Please choose a day within the next ${q.settings.windowDays} days.`,
    };
  const open = isClosedDay(q.day, q.settings) ? null : hoursOn(q.day, hours, q.settings);
  if (!open)
    return { path: "preferredDate", message: "We're closed that day. Please choose another day." };
  const start = minutesOf(time);
  if (start < open.opens || start + durationOf(q.type, q.settings) > open.closes)
    return {
      path: "preferredTime",
      message: "That time is outside our opening hours that day. Please choose a listed time.",
    };
  const at = shopTimeToDate(q.day, start);
  if (at.getTime() - q.now.getTime() < q.settings.noticeHours * 3_600_000)
    return {
      path: "preferredTime",
      message: `Please book at least ${q.settings.noticeHours} hours ahead.`,
    };
  const slot = { start: at, end: new Date(at.getTime() + durationOf(q.type, q.settings) * 60_000) };
  if (blockedIntervals(q.settings, q.day).some((b) => overlaps(slot, b)))
    return {
      path: "preferredTime",
      message: "The studio is not taking bookings at that time. Please choose another.",
    };
  return null;
}

function slotAt(q: SlotQuery, time: PreferredTime): Slot {
  const start = shopTimeToDate(q.day, minutesOf(time));
  return {
    time,
    start,
    end: new Date(start.getTime() + durationOf(q.type, q.settings) * 60_000),
  };
}

/** The free slots of one day, earliest first; empty on closed days and outside the window. */
export function freeSlots(q: SlotQuery): Slot[] {
  return PREFERRED_TIMES.filter((t) => slotIssue(q, t) === null)
    .map((t) => slotAt(q, t))
    .filter((slot) => !q.taken.some((b) => overlaps(slot, b)));
}

/** Whether `time` on `q.day` can be booked now: free, taken by another booking, or not a slot. */
export function checkSlot(q: SlotQuery, time: PreferredTime): SlotCheck {
  const issue = slotIssue(q, time);
  if (issue) return { status: "invalid", issue };
  const slot = slotAt(q, time);
  return q.taken.some((b) => overlaps(slot, b)) ? { status: "taken" } : { status: "free", slot };
}

/**
 * Every slot `day` has for `type`, booked or not: the day's size whatever the clock says, as if
 * asked the day before and past any notice (docs/decisions/0028-booking-caps-and-spam.md).
 */
export function slotsOfDay(q: Omit<SlotQuery, "now" | "taken">): Slot[] {
  const ahead = Math.max(24, q.settings.noticeHours) * 3_600_000;
  const now = new Date(shopTimeToDate(q.day, 0).getTime() - ahead);
  return freeSlots({ ...q, now, taken: [] });
}

/** How many of a day's `slots` unconfirmed bookings from new addresses may hold: half, at least one. */
export const newAddressShare = (slots: number) => Math.max(1, Math.floor(slots / 2));
