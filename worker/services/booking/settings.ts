// The owner's booking settings from D1, with the defaults for anything not saved yet.
import {
  type BookingSettings,
  bookingSettingsSchema,
  DEFAULT_BOOKING_SETTINGS,
  type EditableBookingSettings,
} from "~/lib/booking/settings";
import { bookingClosures, slotOpeningHours } from "~/lib/shop";
import { database } from "~db/client";
import {
  readBookingSettingsRow,
  saveBookingSettingsJson,
  saveCalendarFeedSecret,
} from "~db/repositories/booking-settings";
import { randomToken } from "../private-link";
import { shopFacts } from "../shop";

/**
 * The slot rules' settings: the owner's booking settings, with the closed days, holidays, special
 * hours and opening hours of the shop's facts (docs/decisions/0041-one-closures-list.md).
 */
export async function loadBookingSettings(env: Pick<Env, "DB">): Promise<BookingSettings> {
  const [editable, facts] = await Promise.all([loadEditableSettings(env), shopFacts(env)]);
  return {
    ...DEFAULT_BOOKING_SETTINGS,
    ...editable,
    ...bookingClosures(facts),
    openingHours: slotOpeningHours(facts),
  };
}

/** What the Appointments screen edits; older rows' closed days live in the shop's facts now. */
export async function loadEditableSettings(env: Pick<Env, "DB">): Promise<EditableBookingSettings> {
  const row = await readBookingSettingsRow(database(env.DB));
  const { closedDays: _d, closedHolidays: _h, ...defaults } = DEFAULT_BOOKING_SETTINGS;
  if (!row) return defaults;
  const stored = bookingSettingsSchema.partial().safeParse(JSON.parse(row.settings));
  if (!stored.success) {
    console.error("Stored booking settings are invalid; using the defaults", stored.error);
    return defaults;
  }
  return { ...defaults, ...stored.data };
}

export async function saveBookingSettings(env: Pick<Env, "DB">, settings: EditableBookingSettings) {
  await saveBookingSettingsJson(database(env.DB), JSON.stringify(settings));
}

/** The private calendar feed's secret, or null until the owner first opens the settings. */
export async function existingCalendarFeedSecret(env: Pick<Env, "DB">): Promise<string | null> {
  return (await readBookingSettingsRow(database(env.DB)))?.calendarFeedSecret ?? null;
}

/** The private calendar feed's secret, created on first use (by the owner). */
export async function calendarFeedSecret(env: Pick<Env, "DB">): Promise<string> {
  return (await existingCalendarFeedSecret(env)) ?? regenerateCalendarFeedSecret(env);
}

export async function regenerateCalendarFeedSecret(env: Pick<Env, "DB">): Promise<string> {
  const secret = randomToken();
  await saveCalendarFeedSecret(database(env.DB), secret, JSON.stringify(DEFAULT_BOOKING_SETTINGS));
  return secret;
}
