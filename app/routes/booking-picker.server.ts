// What the booking card shows: the consultation type, the days with free slots, and the free
// times of the chosen day. From the GET parameters ?type=&day=, so it works without JavaScript.
import { CONSULTATION_TYPES, isConsultationType } from "~/content/options";
import { formatDay } from "~/lib/booking/format";
import type { BookingPicker } from "~/lib/booking/picker";
import { shopDay, shopIsoString } from "~/lib/shop-time";
import { freeTimes } from "~worker/services/booking/availability";

export async function bookingPicker(
  env: Pick<Env, "DB">,
  params: URLSearchParams,
  now = new Date(),
): Promise<BookingPicker> {
  const typeParam = params.get("type");
  const type = isConsultationType(typeParam) ? typeParam : CONSULTATION_TYPES[0];
  // Only what the card shows, reused until a booking or settings change
  // (docs/decisions/0037-free-times-cache.md).
  const { days, slots: slotsOf, settings } = await freeTimes(env, type, now);
  const dayParam = params.get("day");
  const day = dayParam && days.includes(dayParam) ? dayParam : (days[0] ?? null);
  const slots = day ? slotsOf(day) : [];
  return {
    type,
    days: days.map((d) => ({ value: d, label: formatDay(d) })),
    today: shopDay(now),
    day,
    // A day asked for that has no free time (any more): the card says so.
    dayUnavailable: dayParam && dayParam !== day ? dayParam : null,
    slots: slots.map((s) => ({ time: s.time, start: shopIsoString(s.start) })),
    windowDays: settings.windowDays,
    schedulingUrl: settings.schedulingUrl,
    unavailable: false,
  };
}
