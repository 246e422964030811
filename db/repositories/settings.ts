// The owner's settings groups (the `settings` table): one JSON value per key. Callers check the
// value with its zod schema; this module only reads and writes it.
import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { settings } from "../schema";

export type SettingsKey = "jobs";

export async function readSettings(db: Database, key: SettingsKey): Promise<unknown> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  return row?.value;
}

export async function writeSettings(db: Database, key: SettingsKey, value: unknown): Promise<void> {
  const updatedAt = new Date().toISOString();
  await db
    .insert(settings)
    .values({ key, value, updatedAt })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt } });
}
