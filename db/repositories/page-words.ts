// The pages' photos (`page_photos`, one row per place) and longer texts (`page_texts`).
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { type PagePhoto, pagePhotos, pageTexts } from "../schema";

export async function listPagePhotos(
  db: Database,
  slots?: readonly string[],
): Promise<PagePhoto[]> {
  if (slots && slots.length === 0) return [];
  return db
    .select()
    .from(pagePhotos)
    .where(slots ? inArray(pagePhotos.slot, [...slots]) : undefined);
}

export async function findPagePhoto(db: Database, slot: string): Promise<PagePhoto | undefined> {
  const [row] = await db.select().from(pagePhotos).where(eq(pagePhotos.slot, slot));
  return row;
}

/** Sets a place's photo; the row it replaced, if any, so its copies can be removed. */
export async function putPagePhoto(db: Database, photo: Omit<PagePhoto, "updatedAt">) {
  const before = await findPagePhoto(db, photo.slot);
  const updatedAt = new Date().toISOString();
  await db
    .insert(pagePhotos)
    .values({ ...photo, updatedAt })
    .onConflictDoUpdate({ target: pagePhotos.slot, set: { ...photo, updatedAt } });
  return before;
}

export async function setPagePhotoAlt(
  db: Database,
  slot: string,
  alt: string,
): Promise<PagePhoto | undefined> {
  const [row] = await db
    .update(pagePhotos)
    .set({ alt, updatedAt: new Date().toISOString() })
    .where(eq(pagePhotos.slot, slot))
    .returning();
  return row;
}

export async function deletePagePhoto(db: Database, slot: string): Promise<PagePhoto | undefined> {
  const [row] = await db.delete(pagePhotos).where(eq(pagePhotos.slot, slot)).returning();
  return row;
}

/** Whether any place still shows the photo with this copy (the same picture can be in two). */
export async function isPagePhotoKeyUsed(db: Database, largeKey: string): Promise<boolean> {
  const [row] = await db
    .select({ slot: pagePhotos.slot })
    .from(pagePhotos)
    .where(eq(pagePhotos.largeKey, largeKey))
    .limit(1);
  return row !== undefined;
}

export async function readPageText(db: Database, name: string) {
  const [row] = await db.select().from(pageTexts).where(eq(pageTexts.name, name));
  return row;
}

export async function writePageText(db: Database, name: string, markdown: string, html: string) {
  const updatedAt = new Date().toISOString();
  await db
    .insert(pageTexts)
    .values({ name, markdown, html, updatedAt })
    .onConflictDoUpdate({ target: pageTexts.name, set: { markdown, html, updatedAt } });
}

export async function deletePageText(db: Database, name: string): Promise<void> {
  await db.delete(pageTexts).where(eq(pageTexts.name, name));
}
