// What the booking card shows: the consultation type, the days with free slots, and the free
// times of the chosen day. From the GET parameters ?type=&day=, so it works without JavaScript.
import { CONSULTATION_TYPES, isConsultationType } from "~/content/options";
import { shopIsoString } from "~/lib/shop-time";
import { availability, availableDays } from "~worker/services/booking/bookings";
import { loadBookingSettings } from "~worker/services/booking/settings";
import { formatDay } from "./format";
import type { BookingPicker } from "./picker";

export async function bookingPicker(
  env: Pick<Env, "DB">,
  params: URLSearchParams,
  now = new Date(),
): Promise<BookingPicker> {
  const settings = await loadBookingSettings(env);
  const typeParam = params.get("type");
  const type = isConsultationType(typeParam) ? typeParam : CONSULTATION_TYPES[0];
  const days = await availableDays(env, type, now, settings);
  const dayParam = params.get("day");
  const day = dayParam && days.includes(dayParam) ? dayParam : (days[0] ?? null);
  const slots = day ? await availability(env, day, type, now) : [];
  return {
    type,
    days: days.map((d) => ({ value: d, label: formatDay(d) })),
    day,
    // A day asked for that has no free time (any more): the card says so.
    dayUnavailable: dayParam && dayParam !== day ? dayParam : null,
    slots: slots.map((s) => ({ time: s.time, start: shopIsoString(s.start) })),
    windowDays: settings.windowDays,
    schedulingUrl: settings.schedulingUrl,
    unavailable: false,
  };
}
