// Today's look ahead (issue #40): the bookings of the next seven days, not only today's, and the
// bookings a closure falls on, which the owner still has to move (docs/decisions/0041-one-closures-
// list.md). Apart from ./today.ts so each part of the screen changes on its own.

import { addDays, shopDay, shopTimeToDate } from "~/lib/shop-time";
import type { AppointmentStatus } from "~/lib/statuses";
import { database } from "~db/client";
import { listBookingsBetween } from "~db/repositories/appointments";
import { bookingsAffectedByClosures } from "./closure-bookings";

export const WEEK_AHEAD_DAYS = 7;

// Declined and cancelled bookings no longer take the owner's time.
const COMING: readonly AppointmentStatus[] = ["pending", "confirmed"];

export async function weekAhead(env: Pick<Env, "DB">, now = new Date()) {
  const day = shopDay(now);
  const [bookings, closureBookings] = await Promise.all([
    listBookingsBetween(
      database(env.DB),
      shopTimeToDate(day, 0).toISOString(),
      shopTimeToDate(addDays(day, WEEK_AHEAD_DAYS), 0).toISOString(),
      COMING,
    ),
    bookingsAffectedByClosures(env, undefined, now),
  ]);
  return {
    bookings: bookings.map((b) => ({
      id: b.id,
      day: b.slotStart ? shopDay(new Date(b.slotStart)) : b.preferredDate,
      name: b.name,
      consultationType: b.consultationType,
      status: b.status,
      slotStart: b.slotStart,
      slotEnd: b.slotEnd,
    })),
    closureBookings: closureBookings.filter((b) => !b.askedToMove),
  };
}
