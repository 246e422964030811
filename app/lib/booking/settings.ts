// The owner's booking settings (issue #17): one schema for the admin form, the API and the slot
// rules. Stored in D1 (booking_settings); these defaults apply until the owner saves.
import { z } from "zod";
import { CONSULTATION_TYPES, type ConsultationType } from "~/content/options";
import { addDays } from "../shop-time";
import { HOLIDAY_IDS, type HolidayId } from "./holidays";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Use a date like 2026-12-24.", abort: true })
  .refine((v) => addDays(v, 0) === v, "Use a real calendar date.");

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a 24-hour time like 13:30.");

// The shop's opening hours as the slot rules read them (./slots.ts); declared here, with the
// settings that carry them, so the two modules do not import each other.
export interface OpeningHours {
  dayOfWeek: readonly string[];
  opens: string | null;
  closes: string | null;
}

export const blockedTimeSchema = z
  .object({ date: day, from: clock, to: clock })
  .refine((b) => b.from < b.to, { error: "The end must be after the start.", path: ["to"] });

export const bookingSettingsSchema = z.object({
  durations: z.object(
    Object.fromEntries(
      CONSULTATION_TYPES.map((t) => [
        t,
        z
          .number({ error: "Enter minutes as a whole number." })
          .int("Enter minutes as a whole number.")
          .min(15, "At least 15 minutes.")
          .max(480, "At most 8 hours."),
      ]),
    ) as Record<ConsultationType, z.ZodNumber>,
  ),
  noticeHours: z
    .number({ error: "Enter hours as a whole number." })
    .int("Enter hours as a whole number.")
    .min(0, "Cannot be negative.")
    .max(336, "At most 14 days (336 hours)."),
  windowDays: z
    .number({ error: "Enter days as a whole number." })
    .int("Enter days as a whole number.")
    .min(1, "At least 1 day.")
    .max(365, "At most 365 days."),
  blockedTimes: z.array(blockedTimeSchema).max(500, "At most 500 blocked times."),
  // Only a real https scheduling page turns on the "Book with Calendly" tab (docs/decisions/0010-booking.md).
  schedulingUrl: z
    .url({ protocol: /^https$/, error: "Enter a full https:// address, or leave it empty." })
    .max(500)
    .nullable(),
});

/** What the owner edits on the Appointments screen. */
export type EditableBookingSettings = z.infer<typeof bookingSettingsSchema>;

/**
 * What the slot rules read: the editable settings plus what comes from the shop's facts (the one
 * closures list and the week's hours, edited on /admin/shop; docs/decisions/0041-one-closures-list.md).
 */
export interface BookingSettings extends EditableBookingSettings {
  closedDays: string[];
  // The US holidays the shop closes on, every year (docs/decisions/0036-holiday-closures.md).
  closedHolidays: HolidayId[];
  // Days with special hours instead of the week's (a closure with hours).
  specialHours?: Array<{ date: string; opens: string; closes: string }>;
  // The week's opening hours; app/content/business.ts's until the shop's facts are read.
  openingHours?: readonly OpeningHours[];
}
export type BlockedTime = z.infer<typeof blockedTimeSchema>;

// Default appointment length 60 minutes, 12 hours' notice, bookable up to 60 days ahead (issue #17).
export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  durations: Object.fromEntries(CONSULTATION_TYPES.map((t) => [t, 60])) as Record<
    ConsultationType,
    number
  >,
  noticeHours: 12,
  windowDays: 60,
  closedDays: [],
  closedHolidays: [...HOLIDAY_IDS],
  blockedTimes: [],
  schedulingUrl: null,
};
