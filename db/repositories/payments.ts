// Online payments in D1 (docs/decisions/0033-online-payments.md): the Checkout Sessions the site
// made, the Stripe events handled, and the quotes' private page links.
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../client";
import { checkoutSessions, type Quote, quotes, stripeEvents } from "../schema";

export type CheckoutSession = typeof checkoutSessions.$inferSelect;

/** An open session for the same thing that has not expired: reused instead of a second one. */
export async function findOpenSession(
  db: Database,
  kind: CheckoutSession["kind"],
  target: { quoteId?: number; jobId?: number },
  now: Date,
): Promise<CheckoutSession | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.kind, kind),
        target.quoteId
          ? eq(checkoutSessions.quoteId, target.quoteId)
          : isNull(checkoutSessions.quoteId),
        target.jobId ? eq(checkoutSessions.jobId, target.jobId) : isNull(checkoutSessions.jobId),
        eq(checkoutSessions.status, "open"),
        gt(checkoutSessions.expiresAt, now.toISOString()),
      ),
    )
    .limit(1);
  return row;
}

export async function insertSession(db: Database, session: typeof checkoutSessions.$inferInsert) {
  await db.insert(checkoutSessions).values(session).onConflictDoNothing();
}

export async function markSession(db: Database, id: string, status: CheckoutSession["status"]) {
  await db.update(checkoutSessions).set({ status }).where(eq(checkoutSessions.id, id));
}

/** Records a handled event; false when it was already there (a replay). */
export async function recordStripeEvent(db: Database, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(stripeEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return rows.length > 0;
}

export async function seenStripeEvent(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, id));
  return Boolean(row);
}

export async function findQuoteByLinkHash(db: Database, hash: string): Promise<Quote | undefined> {
  const [row] = await db.select().from(quotes).where(eq(quotes.linkTokenHash, hash));
  return row;
}
