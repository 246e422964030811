import { desc } from "drizzle-orm";
import type { Database } from "../client";
import { type Contact, contacts } from "../schema";

export type NewContact = typeof contacts.$inferInsert;

export async function insertContact(db: Database, contact: NewContact): Promise<Contact> {
  const [row] = await db.insert(contacts).values(contact).returning();
  if (!row) throw new Error("D1 returned no row for the new contact");
  return row;
}

export function listContactsNewestFirst(db: Database): Promise<Contact[]> {
  return db.select().from(contacts).orderBy(desc(contacts.createdAt), desc(contacts.id));
}
