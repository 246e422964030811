// The free times a visitor sees, computed once and reused until something they depend on changes
// (docs/decisions/0037-free-times-cache.md). Each request reads one number from D1 (the
// availability version, changed by triggers on every booking and settings write); the settings,
// the bookings of the window and what was computed from them are kept in this isolate for that
// number. Booking itself never trusts this: bookAppointment checks the slot against fresh rows.
import type { ConsultationType } from "~/content/options";
import type { BookingSettings } from "~/lib/booking/settings";
import { bookingWindow, freeSlots, type Interval, type Slot } from "~/lib/booking/slots";
import { addDays, shopDay, shopTimeToDate } from "~/lib/shop-time";
import { database } from "~db/client";
import { activeBookingsBetween } from "~db/repositories/appointments";
import { readAvailabilityVersion } from "~db/repositories/availability-version";
import { loadBookingSettings } from "./settings";

interface Snapshot {
  key: string;
  settings: BookingSettings;
  taken: Interval[];
  // Computed answers, keyed by type, day and the minute they were computed for (the notice
  // period moves with the clock, so an answer is good for its minute).
  answers: Map<string, unknown>;
}

let snapshot: Snapshot | null = null;
const minuteOf = (now: Date) => Math.floor(now.getTime() / 60_000);
const MAX_ANSWERS = 2000;

/** The last day the calendar shows: the end of next month (this month and next). */
export function calendarEnd(today: string): string {
  const [y, m] = today.split("-").map(Number);
  // Day 0 of the month after next is the last day of next month.
  return new Date(Date.UTC(y, m + 1, 0)).toISOString().slice(0, 10);
}

async function load(env: Pick<Env, "DB">, now: Date): Promise<Snapshot> {
  const db = database(env.DB);
  const version = await readAvailabilityVersion(db);
  // The window moves at midnight: a new day is a new snapshot too.
  const key = `${version}|${shopDay(now)}`;
  if (snapshot?.key === key) return snapshot;
  const settings = await loadBookingSettings(env);
  const { first, last } = bookingWindow(now, settings);
  const rows = await activeBookingsBetween(
    db,
    shopTimeToDate(first, 0).toISOString(),
    shopTimeToDate(addDays(last, 1), 0).toISOString(),
  );
  const taken = rows.flatMap((r) =>
    r.slotStart && r.slotEnd ? [{ start: new Date(r.slotStart), end: new Date(r.slotEnd) }] : [],
  );
  snapshot = { key, settings, taken, answers: new Map() };
  return snapshot;
}

/**
 * What the free times shown now depend on: the availability version and the minute. A page
 * showing them (/contact) may be reused under this key.
 */
export async function freeTimesKey(env: Pick<Env, "DB">, now = new Date()): Promise<string> {
  const version = await readAvailabilityVersion(database(env.DB));
  return `a${version}-m${minuteOf(now)}`;
}

function remember<T>(s: Snapshot, key: string, compute: () => T): T {
  if (s.answers.has(key)) return s.answers.get(key) as T;
  if (s.answers.size >= MAX_ANSWERS) s.answers.clear();
  const value = compute();
  s.answers.set(key, value);
  return value;
}

export interface FreeTimes {
  settings: BookingSettings;
  /** The days from tomorrow to the end of next month (within the window) with a free slot. */
  days: string[];
  /** The free slots of `day` (empty when it has none). */
  slots: (day: string) => Slot[];
}

/** What the booking card and GET /api/availability show, from the cache when it is current. */
export async function freeTimes(
  env: Pick<Env, "DB">,
  type: ConsultationType,
  now = new Date(),
): Promise<FreeTimes> {
  const s = await load(env, now);
  const minute = minuteOf(now);
  const slots = (day: string) =>
    remember(s, `${type}|${day}|${minute}`, () =>
      freeSlots({ day, type, now, settings: s.settings, taken: s.taken }),
    );
  const days = remember(s, `${type}|days|${minute}`, () => {
    const { first, last } = bookingWindow(now, s.settings);
    const end = calendarEnd(shopDay(now));
    const found: string[] = [];
    for (let day = first; day <= last && day <= end; day = addDays(day, 1))
      if (slots(day).length > 0) found.push(day);
    return found;
  });
  return { settings: s.settings, days, slots };
}
