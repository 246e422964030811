// How a booked slot reads to people, always in the shop's time zone.
import { business } from "~/content/business";

const longFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: business.timeZone,
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

const dayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "long",
  month: "long",
  day: "numeric",
});

/** "Tuesday, June 16, 2026 at 2:00 PM" (shop time). */
export function formatSlot(startIso: string): string {
  return longFormat.format(new Date(startIso));
}

/** "Tuesday, June 16" for a YYYY-MM-DD calendar day. */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T12:00:00Z`));
}

export function durationMinutes(startIso: string, endIso: string): number {
  return Math.round((Date.parse(endIso) - Date.parse(startIso)) / 60_000);
}

/**
 * "Custom Framing consultation", and "General Consultation" without saying it twice
 * (docs/decisions/0039-booking-emails.md).
 */
export function consultationTitle(type: string): string {
  return /consultation$/i.test(type) ? type : `${type} consultation`;
}
