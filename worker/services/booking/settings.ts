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

/** 128 random bits, base64url (22 characters). */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** SHA-256 hex of a token: what D1 keeps instead of the token. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Constant-time comparison for secrets in URLs. */
export function sameSecret(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
