// The booking card's model, shared by the server (app/routes/booking-picker.server.ts fills it
// from D1) and the card, which rebuilds the unavailable state from a failed submission's values.
// No zod here: this module ships to the browser with the /contact page.
import { CONSULTATION_TYPES, type ConsultationType, isConsultationType } from "~/content/options";
import { formatDay } from "./format";

export interface BookingPicker {
  type: ConsultationType;
  days: Array<{ value: string; label: string }>;
  /** The shop's today (YYYY-MM-DD): the calendar shows its month and the next. */
  today: string;
  day: string | null;
  /** A day asked for that has no free time (any more): the card says so. */
  dayUnavailable: string | null;
  slots: Array<{ time: string; start: string }>;
  windowDays: number;
  schedulingUrl: string | null;
  /** The free times could not be read: the card says so instead of showing none. */
  unavailable: boolean;
}

/**
 * The card when the free times cannot be read (D1 unreachable): it says so honestly. A visitor's
 * own choice, sent back with a failed submission, is kept so they can send it again.
 */
export function unavailablePicker(
  params: URLSearchParams,
  typed: Record<string, string> = {},
): BookingPicker {
  const asked = typed.consultationType ?? params.get("type");
  const type = isConsultationType(asked) ? asked : CONSULTATION_TYPES[0];
  const day = typed.preferredDate && typed.preferredTime ? typed.preferredDate : null;
  return {
    type,
    days: day ? [{ value: day, label: formatDay(day) }] : [],
    today: day ?? "",
    day,
    dayUnavailable: null,
    slots: day ? [{ time: typed.preferredTime ?? "", start: `${day}` }] : [],
    // Not shown: the card says booking is unavailable instead of counting days.
    windowDays: 0,
    schedulingUrl: null,
    unavailable: true,
  };
}
