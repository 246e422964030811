import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { bookingSettings } from "../schema";

const ROW = 1;

/** The stored settings JSON and feed secret; undefined until the owner first saves. */
export async function readBookingSettingsRow(db: Database) {
  const [row] = await db.select().from(bookingSettings).where(eq(bookingSettings.id, ROW));
  return row;
}

export async function saveBookingSettingsJson(db: Database, settings: string): Promise<void> {
  await db
    .insert(bookingSettings)
    .values({ id: ROW, settings })
    .onConflictDoUpdate({
      target: bookingSettings.id,
      set: { settings, updatedAt: new Date().toISOString() },
    });
}

/** Stores a new calendar feed secret (the old subscription URL stops working). */
export async function saveCalendarFeedSecret(
  db: Database,
  secret: string,
  defaultSettings: string,
): Promise<void> {
  await db
    .insert(bookingSettings)
    .values({ id: ROW, settings: defaultSettings, calendarFeedSecret: secret })
    .onConflictDoUpdate({
      target: bookingSettings.id,
      set: { calendarFeedSecret: secret, updatedAt: new Date().toISOString() },
    });
}
