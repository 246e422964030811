// What the booking card shows: the consultation type, the days with free slots, and the free
// times of the chosen day. From the GET parameters ?type=&day=, so it works without JavaScript.
import { CONSULTATION_TYPES, isConsultationType } from "~/content/options";
import { formatDay } from "~/lib/booking/format";
import type { BookingPicker } from "~/lib/booking/picker";
import type { Slot } from "~/lib/booking/slots";
import { shopDay, shopIsoString } from "~/lib/shop-time";
import { freeTimes } from "~worker/services/booking/availability";

// freeTimes hands out the same arrays until a booking, a settings change or the next minute
// (docs/decisions/0037-free-times-cache.md); what the card shows of them (each day's name, each
// time's ISO string) is made once per array, not on every render of /contact
// (docs/decisions/0094-fresh-contact-render.md). Frozen: every request shares them, and a caller
// that changes what it shows (the manage page's times) replaces an array, never edits one.
const labelledDays = new WeakMap<readonly string[], BookingPicker["days"]>();
const shownSlots = new WeakMap<readonly Slot[], BookingPicker["slots"]>();

function daysShown(days: readonly string[]): BookingPicker["days"] {
  let shown = labelledDays.get(days);
  if (!shown) {
    shown = Object.freeze(
      days.map((d) => Object.freeze({ value: d, label: formatDay(d) })),
    ) as BookingPicker["days"];
    labelledDays.set(days, shown);
  }
  return shown;
}

function slotsShown(slots: readonly Slot[]): BookingPicker["slots"] {
  let shown = shownSlots.get(slots);
  if (!shown) {
    shown = Object.freeze(
      slots.map((s) => Object.freeze({ time: s.time, start: shopIsoString(s.start) })),
    ) as BookingPicker["slots"];
    shownSlots.set(slots, shown);
  }
  return shown;
}

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
  return {
    type,
    days: daysShown(days),
    today: shopDay(now),
    day,
    // A day asked for that has no free time (any more): the card says so.
    dayUnavailable: dayParam && dayParam !== day ? dayParam : null,
    slots: day ? slotsShown(slotsOf(day)) : [],
    windowDays: settings.windowDays,
    schedulingUrl: settings.schedulingUrl,
    unavailable: false,
  };
}
