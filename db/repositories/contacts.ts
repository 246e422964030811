// Contact messages and the owner's replies in D1. Rules live in worker/services/enquiries.ts
// (the visitor's side) and worker/services/messages.ts (the owner's).

import { and, asc, count, desc, eq, getTableColumns, lt, type SQL, sql } from "drizzle-orm";
import type { EmailStatus } from "~/lib/statuses";
import { searchableText } from "~/lib/text-search";
import type { Database } from "../client";
import { type Contact, type ContactReply, contactReplies, contacts, emails } from "../schema";
import { everyWordIn } from "./text-search";

export type NewContact = Omit<typeof contacts.$inferInsert, "searchText" | "status">;
export type NewContactReply = Omit<typeof contactReplies.$inferInsert, "id" | "sentAt">;
export type MessageStatus = Contact["status"];

// `words`: lower-cased (searchWords); each must appear in the name, the email or the message.
export interface ContactFilter {
  status?: MessageStatus;
  words?: string[];
  // One page of the list (newest first); without it, every message (the CSV export).
  page?: { limit: number; offset: number };
}

/** The insert of a new message (a statement for the caller's batch, with its emails). */
export function insertContact(db: Database, contact: NewContact) {
  const searchText = searchableText(
    `${contact.firstName} ${contact.lastName}`,
    contact.email,
    contact.message,
  );
  return db
    .insert(contacts)
    .values({ ...contact, searchText })
    .returning();
}

// A reply with the state of its email (queued, sent, failed) from the outbox.
const replyWithEmail = {
  ...getTableColumns(contactReplies),
  emailStatus: emails.status,
  emailError: emails.lastError,
};
export type ContactReplyWithEmail = ContactReply & {
  emailStatus: EmailStatus | null;
  emailError: string | null;
};

function matching({ status, words }: ContactFilter): SQL | undefined {
  return and(
    status ? eq(contacts.status, status) : undefined,
    everyWordIn([contacts.searchText.getSQL()], words ?? []),
  );
}

/** Newest first, each with its replies (oldest first). */
export async function listContactsWithReplies(
  db: Database,
  filter: ContactFilter = {},
): Promise<Array<Contact & { replies: ContactReplyWithEmail[] }>> {
  const where = matching(filter);
  const list = db
    .select()
    .from(contacts)
    .where(where)
    .orderBy(desc(contacts.createdAt), desc(contacts.id));
  const rows = filter.page
    ? await list.limit(filter.page.limit).offset(filter.page.offset)
    : await list;
  const ids = rows.map((r) => r.id);
  // The page's replies, its ids as one JSON parameter (D1 takes at most 100 a statement).
  const replies = ids.length
    ? await db
        .select(replyWithEmail)
        .from(contactReplies)
        .leftJoin(emails, eq(emails.id, contactReplies.emailId))
        .where(
          sql`${contactReplies.contactId} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`,
        )
        .orderBy(asc(contactReplies.sentAt), asc(contactReplies.id))
    : [];
  const byContact = new Map<number, ContactReplyWithEmail[]>();
  for (const reply of replies)
    byContact.set(reply.contactId, [...(byContact.get(reply.contactId) ?? []), reply]);
  return rows.map((row) => ({ ...row, replies: byContact.get(row.id) ?? [] }));
}

/** How many messages are in each status; with `words`, how many of those match. */
export async function countContactsByStatus(
  db: Database,
  words: string[] = [],
): Promise<Record<MessageStatus, number>> {
  const rows = await db
    .select({ status: contacts.status, n: count() })
    .from(contacts)
    .where(matching({ words }))
    .groupBy(contacts.status);
  const counts: Record<MessageStatus, number> = { new: 0, replied: 0, archived: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** New (unanswered, not archived) messages received before `cutoff` (an ISO 8601 instant). */
export async function countNewContactsBefore(db: Database, cutoff: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contacts)
    .where(and(eq(contacts.status, "new"), lt(contacts.createdAt, cutoff)));
  return row?.n ?? 0;
}

export async function findContact(db: Database, id: number): Promise<Contact | undefined> {
  const [row] = await db.select().from(contacts).where(eq(contacts.id, id));
  return row;
}

export async function listRepliesOf(
  db: Database,
  contactId: number,
): Promise<ContactReplyWithEmail[]> {
  return db
    .select(replyWithEmail)
    .from(contactReplies)
    .leftJoin(emails, eq(emails.id, contactReplies.emailId))
    .where(eq(contactReplies.contactId, contactId))
    .orderBy(asc(contactReplies.sentAt), asc(contactReplies.id));
}

export async function setContactStatus(
  db: Database,
  id: number,
  status: MessageStatus,
): Promise<Contact | undefined> {
  const [row] = await db.update(contacts).set({ status }).where(eq(contacts.id, id)).returning();
  return row;
}

/**
 * The statements that store a reply and mark its message replied, for the batch that records the
 * reply's email first: the reply points at that email (the batch's last insert).
 */
export function recordReplyStatements(db: Database, reply: Omit<NewContactReply, "emailId">) {
  return [
    db.insert(contactReplies).values({ ...reply, emailId: sql`last_insert_rowid()` }),
    db.update(contacts).set({ status: "replied" }).where(eq(contacts.id, reply.contactId)),
  ] as const;
}

/** Deletes a message and its replies, together; false when there was no such message. */
export async function deleteContact(db: Database, id: number): Promise<boolean> {
  const [, deleted] = await db.batch([
    db.delete(contactReplies).where(eq(contactReplies.contactId, id)),
    db.delete(contacts).where(eq(contacts.id, id)).returning({ id: contacts.id }),
  ]);
  return deleted.length > 0;
}
