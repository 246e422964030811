// Quote requests from the frame designer. Rules live in worker/services/frame-quotes.ts.
import { count, desc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { type Quote, quotes } from "../schema";

export type NewQuote = typeof quotes.$inferInsert;
export type QuoteChanges = Partial<
  Pick<Quote, "status" | "replyPrice" | "replyMessage" | "repliedAt" | "linkSalt" | "linkTokenHash">
>;

/** The insert of a new quote request (a statement for the caller's batch, with its emails). */
export function insertQuote(db: Database, quote: NewQuote) {
  return db.insert(quotes).values(quote).returning();
}

export function listQuotesNewestFirst(db: Database): Promise<Quote[]> {
  return db.select().from(quotes).orderBy(desc(quotes.createdAt), desc(quotes.id));
}

export async function countQuotesWithStatus(db: Database, status: Quote["status"]) {
  const [row] = await db.select({ n: count() }).from(quotes).where(eq(quotes.status, status));
  return row?.n ?? 0;
}

export async function findQuote(db: Database, id: number): Promise<Quote | undefined> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
  return row;
}

export function updateQuote(db: Database, id: number, changes: QuoteChanges) {
  return db.update(quotes).set(changes).where(eq(quotes.id, id)).returning();
}
