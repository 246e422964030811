// Online payments in D1 (docs/decisions/0033-online-payments.md): the Checkout Sessions the site
// made (one live per quote or job, claimed before Stripe is asked), the Stripe events handled, and
// the quotes' private page links.
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { Database } from "../client";
import { checkoutSessions, type Quote, quotes, stripeEvents } from "../schema";

export type CheckoutSession = typeof checkoutSessions.$inferSelect;

export type SessionStatus = CheckoutSession["status"];
export type SessionTarget =
  | { kind: "deposit"; quoteId: number }
  | { kind: "balance"; jobId: number };

const forTarget = (target: SessionTarget) =>
  target.kind === "deposit"
    ? and(eq(checkoutSessions.kind, "deposit"), eq(checkoutSessions.quoteId, target.quoteId))
    : and(eq(checkoutSessions.kind, "balance"), eq(checkoutSessions.jobId, target.jobId));

/** The live session (claimed or open) for a quote's deposit or a job's balance: one at most. */
export async function findLiveSession(
  db: Database,
  target: SessionTarget,
): Promise<CheckoutSession | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(forTarget(target), inArray(checkoutSessions.status, ["pending", "open"])))
    .limit(1);
  return row;
}

/**
 * Claims the right to ask Stripe for the target's session: a 'pending' row, refused by the unique
 * index while another live one exists. The claimed row, or undefined when someone else holds it.
 */
export async function claimSession(
  db: Database,
  claim: Pick<
    typeof checkoutSessions.$inferInsert,
    "id" | "amountCents" | "currency" | "expiresAt" | "createdAt"
  > & { target: SessionTarget },
): Promise<CheckoutSession | undefined> {
  const { target, ...fields } = claim;
  const [row] = await db
    .insert(checkoutSessions)
    .values({
      ...fields,
      kind: target.kind,
      quoteId: target.kind === "deposit" ? target.quoteId : null,
      jobId: target.kind === "balance" ? target.jobId : null,
      url: "",
      status: "pending",
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The claim made real: Stripe's session id and page. */
export async function openClaimedSession(
  db: Database,
  id: string,
  session: { stripeSessionId: string; url: string },
) {
  await db
    .update(checkoutSessions)
    .set({ ...session, status: "open" })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, "pending")));
}

/** Moves a session from one status to another; false when it was no longer in `from`. */
export async function changeSessionStatus(
  db: Database,
  id: string,
  from: SessionStatus,
  to: SessionStatus,
): Promise<boolean> {
  const rows = await db
    .update(checkoutSessions)
    .set({ status: to })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, from)))
    .returning({ id: checkoutSessions.id });
  return rows.length > 0;
}

export async function findSession(db: Database, id: string): Promise<CheckoutSession | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row;
}

/** The session the site made for a Stripe session id, or for the site's own id Stripe carried. */
export async function findSessionForStripe(
  db: Database,
  stripeSessionId: string,
  siteId: string | undefined,
): Promise<CheckoutSession | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(
      siteId
        ? or(
            eq(checkoutSessions.stripeSessionId, stripeSessionId),
            and(eq(checkoutSessions.id, siteId), isNull(checkoutSessions.stripeSessionId)),
          )
        : eq(checkoutSessions.stripeSessionId, stripeSessionId),
    )
    .limit(1);
  return row;
}

/** What Stripe says became of a session (completed, expired, its payment failed). */
export async function markSession(db: Database, id: string, status: SessionStatus) {
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
