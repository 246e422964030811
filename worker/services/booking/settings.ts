// The owner's booking settings from D1, with the defaults for anything not saved yet.
import {
  type BookingSettings,
  bookingSettingsSchema,
  DEFAULT_BOOKING_SETTINGS,
} from "~/lib/booking/settings";
import { database } from "~db/client";
import {
  readBookingSettingsRow,
  saveBookingSettingsJson,
  saveCalendarFeedSecret,
} from "~db/repositories/booking-settings";
import { randomToken } from "../private-link";

export async function loadBookingSettings(env: Pick<Env, "DB">): Promise<BookingSettings> {
  const row = await readBookingSettingsRow(database(env.DB));
  if (!row) return DEFAULT_BOOKING_SETTINGS;
  const stored = bookingSettingsSchema.partial().safeParse(JSON.parse(row.settings));
  if (!stored.success) {
    console.error("Stored booking settings are invalid; using the defaults", stored.error);
    return DEFAULT_BOOKING_SETTINGS;
  }
  return { ...DEFAULT_BOOKING_SETTINGS, ...stored.data };
}

export async function saveBookingSettings(env: Pick<Env, "DB">, settings: BookingSettings) {
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
