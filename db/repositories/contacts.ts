import { and, count, desc, gte, lt } from "drizzle-orm";
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

/** How many messages arrived at or after `since` (ISO instant), and before `before` when given. */
export async function countContactsReceived(
  db: Database,
  since: string,
  before?: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contacts)
    .where(
      and(gte(contacts.createdAt, since), before ? lt(contacts.createdAt, before) : undefined),
    );
  return row?.n ?? 0;
}
