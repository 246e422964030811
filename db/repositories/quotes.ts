// Quote requests from the frame designer. Rules live in worker/services/frame-quotes.ts.
import { count, desc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { type Quote, quotes } from "../schema";

export type NewQuote = typeof quotes.$inferInsert;
export type QuoteChanges = Partial<
  Pick<Quote, "status" | "replyPrice" | "replyMessage" | "repliedAt">
>;

export async function insertQuote(db: Database, quote: NewQuote): Promise<Quote> {
  const [row] = await db.insert(quotes).values(quote).returning();
  if (!row) throw new Error("D1 returned no row for the new quote");
  return row;
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

export async function updateQuote(
  db: Database,
  id: number,
  changes: QuoteChanges,
): Promise<Quote | undefined> {
  const [row] = await db.update(quotes).set(changes).where(eq(quotes.id, id)).returning();
  return row;
}
