// Which bookings the owner already asked to move because of a closure (docs/decisions/0041-one-
// closures-list.md): the outbox keeps one "booking-closure" email per booking, which is the mark.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { emails } from "../schema";

export async function bookingsAskedToMove(
  db: Database,
  ids: readonly number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: emails.relatedId })
    .from(emails)
    .where(
      and(
        eq(emails.kind, "booking-closure"),
        eq(emails.relatedKind, "appointment"),
        sql`${emails.relatedId} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`,
      ),
    );
  return new Set(rows.map((r) => r.id).filter((id): id is number => id !== null));
}
