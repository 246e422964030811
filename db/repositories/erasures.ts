// The erasure of a person in D1 (docs/decisions/0032-customers-and-retention.md): one batch, all
// or nothing, and the log that keeps when and how much, never who.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { ErasureCounts } from "~/lib/customers";
import { CLOSED_JOB_STAGES } from "~/lib/jobs";
import type { Database } from "../client";
import {
  appointments,
  contactReplies,
  contacts,
  customerIndex,
  customerIndexDirty,
  customerNotes,
  customers,
  emails,
  erasures,
  jobHistory,
  jobPayments,
  jobPhotos,
  jobPieces,
  jobs,
  quotes,
} from "../schema";
import { inIds, key, type PersonRecords } from "./customers";

/**
 * Removes one person in one batch: their messages (and replies), bookings, quotes, notes, every
 * email to them and the shop's notices about those records; their finished jobs keep their amounts with the name,
 * email, phone, notes, piece descriptions and photos gone. The log keeps only the counts.
 */
export function eraseStatements(
  db: Database,
  r: PersonRecords,
  person: string,
  reason: "owner" | "retention",
  counts: ErasureCounts,
  // The confirmation email's outbox statements: recorded after the deletions, so they stay.
  confirmation: BatchItem<"sqlite">[] = [],
) {
  const ids = (rows: { id: number }[]) => rows.map((x) => x.id);
  const jobIds = ids(r.jobs);
  return [
    db.delete(emails).where(inIds(emails.id, ids(r.emails))),
    db.delete(contactReplies).where(inIds(contactReplies.contactId, ids(r.messages))),
    db.delete(contacts).where(inIds(contacts.id, ids(r.messages))),
    db.delete(appointments).where(inIds(appointments.id, ids(r.bookings))),
    db.delete(quotes).where(inIds(quotes.id, ids(r.quotes))),
    db.delete(customerNotes).where(eq(customerNotes.personKey, person)),
    db.delete(customers).where(eq(key(customers.email), person)),
    db.delete(jobPhotos).where(inIds(jobPhotos.jobId, jobIds)),
    db.delete(jobHistory).where(inIds(jobHistory.jobId, jobIds)),
    db.update(jobPayments).set({ note: null }).where(inIds(jobPayments.jobId, jobIds)),
    db
      .update(jobPieces)
      .set({ description: sql`'Piece ' || (${jobPieces.position} + 1)` })
      .where(inIds(jobPieces.jobId, jobIds)),
    db
      .update(jobs)
      .set({
        customerName: "Erased customer",
        customerEmail: "",
        customerPhone: null,
        notes: null,
        quoteId: null,
        appointmentId: null,
        // The status link opens nothing any more: no token hashes to this
        // (docs/decisions/0031-private-links.md).
        statusTokenHash: sql`'erased-' || ${jobs.id}`,
        version: sql`${jobs.version} + 1`,
      })
      .where(and(inIds(jobs.id, jobIds), inArray(jobs.stage, [...CLOSED_JOB_STAGES]))),
    db.insert(jobHistory).select(
      sql`SELECT NULL, id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 'edit', NULL, NULL,
          'Customer details erased' FROM jobs WHERE ${inIds(jobs.id, jobIds)}`,
    ),
    // Last: the deletions above marked the person for the list's index; the address goes too.
    db.delete(customerIndex).where(eq(customerIndex.personKey, person)),
    db.delete(customerIndexDirty).where(eq(customerIndexDirty.personKey, person)),
    ...confirmation,
    db.insert(erasures).values({
      reason,
      counts: { ...counts },
      // The confirmation's row, inserted just before.
      emailId: confirmation.length ? sql`last_insert_rowid()` : null,
    }),
  ];
}

/**
 * After a confirmation has gone out, the log keeps when and the outbox row (the address, the
 * words) goes; one that never went is kept for the owner's Resend until the deletion promise's
 * time is up. Returns how many rows went.
 */
export async function settleErasureConfirmations(db: Database, failedBefore: string) {
  const sent = sql`(SELECT id FROM emails WHERE kind = 'erasure-confirmed' AND status = 'sent')`;
  const gone = sql`(SELECT id FROM emails WHERE kind = 'erasure-confirmed'
    AND (status = 'sent' OR (status IN ('failed', 'skipped') AND created_at < ${failedBefore})))`;
  const [, , removed] = await db.batch([
    db
      .update(erasures)
      .set({ confirmedAt: sql`(SELECT sent_at FROM emails WHERE id = ${erasures.emailId})` })
      .where(sql`${erasures.emailId} IN ${sent}`),
    db.update(erasures).set({ emailId: null }).where(sql`${erasures.emailId} IN ${gone}`),
    db.delete(emails).where(sql`${emails.id} IN ${gone}`).returning({ id: emails.id }),
  ]);
  return removed.length;
}

/** The latest erasures, newest first: when, why, what went and when the person was told. */
export async function recentErasures(db: Database, limit: number) {
  return db
    .select({
      at: erasures.at,
      reason: erasures.reason,
      counts: erasures.counts,
      confirmedAt: erasures.confirmedAt,
      confirmationQueued: sql<boolean>`${erasures.emailId} IS NOT NULL`.mapWith(Boolean),
    })
    .from(erasures)
    .orderBy(desc(erasures.id))
    .limit(limit);
}
