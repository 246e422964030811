// The email outbox's rows (docs/decisions/0025-email-outbox.md). Recording happens inside the
// caller's D1 batch, right after the statement that makes the change: `changes()` and
// `last_insert_rowid()` then still describe that statement, so an email exists exactly when its
// change happened, and knows the id of a row inserted in the same batch.

import { and, desc, eq, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import {
  ACKNOWLEDGEMENT_KINDS,
  ACKNOWLEDGEMENTS_PER_CLIENT_PER_HOUR,
  ACKNOWLEDGEMENTS_PER_DAY,
  ACKNOWLEDGEMENTS_PER_HOUR,
  type EmailKind,
  type EmailRelatedKind,
  HELD_BACK,
} from "~/lib/emails";
import { mailboxOf } from "~/lib/mailbox";
import type { EmailStatus } from "~/lib/statuses";
import type { Database } from "../client";
import { type EmailAttachmentJson, emails } from "../schema";

/** An email as built by its kind's builder, before it is recorded. */
export interface EmailDraft {
  kind: EmailKind;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  replyTo?: string | null;
  attachments?: EmailAttachmentJson[] | null;
  // The connection a public form came from, for the acknowledgement limit per connection.
  client?: ClientKeys;
}

/**
 * A connection's address hashed with the UTC day (worker/services/rate-limit.ts), never the
 * address: the row keeps `today`; an hour across midnight is counted with `yesterday` too.
 */
export interface ClientKeys {
  today: string;
  yesterday: string;
}

/**
 * The record an email belongs to: a known id, or the row the batch's previous statement inserted
 * ("inserted"). `null`: none (a notice about the shop itself).
 */
export type EmailRelation = { kind: EmailRelatedKind; id: number | "inserted" | SQL } | null;

/**
 * Text only the batch knows (a job's number): each `{{key}}` in the subject, text, HTML and
 * attachments is replaced by the value of its SQL expression when the email is recorded.
 */
export type EmailFill = Record<string, SQL>;

function filled(value: string | null | undefined, fill: EmailFill): SQL | null {
  if (value === null || value === undefined) return null;
  let expr: SQL = sql`${value}`;
  for (const [key, replacement] of Object.entries(fill))
    expr = sql`replace(${expr}, ${`{{${key}}}`}, ${replacement})`;
  return expr;
}

const nowIso = () => new Date().toISOString();

/**
 * SQL that names why an acknowledgement to `mailbox` (from the connection `client`, when known)
 * is not sent at `now` (an ISO string, or the database's clock), or is NULL when it may go:
 * ACKNOWLEDGEMENTS_PER_HOUR to the mailbox in the last hour, ACKNOWLEDGEMENTS_PER_DAY in the last
 * 24 hours, ACKNOWLEDGEMENTS_PER_CLIENT_PER_HOUR from the connection in the last hour, of every
 * acknowledgement kind together; emails not sent do not count
 * (docs/decisions/0027-acknowledgement-limits.md).
 */
export function heldBackSql(mailbox: string, client?: ClientKeys, now?: string): SQL {
  const at = now ?? sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
  const since = (modifier: string) => sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${at}, ${modifier})`;
  const kinds = sql.join(
    ACKNOWLEDGEMENT_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );
  const count = (who: SQL, modifier: string) =>
    sql`(SELECT count(*) FROM emails WHERE ${who} AND created_at > ${since(modifier)}
      AND kind IN (${kinds}) AND status <> 'skipped')`;
  const toMailbox = sql`mailbox = ${mailbox}`;
  const fromClient = client
    ? sql`WHEN ${count(sql`client_key IN (${client.today}, ${client.yesterday})`, "-1 hour")} >= ${ACKNOWLEDGEMENTS_PER_CLIENT_PER_HOUR} THEN ${HELD_BACK.client}`
    : sql``;
  return sql`(CASE
    WHEN ${count(toMailbox, "-1 hour")} >= ${ACKNOWLEDGEMENTS_PER_HOUR} THEN ${HELD_BACK.hour}
    WHEN ${count(toMailbox, "-1 day")} >= ${ACKNOWLEDGEMENTS_PER_DAY} THEN ${HELD_BACK.day}
    ${fromClient} END)`;
}

/** Whether `recipient`'s mailbox may get an acknowledgement now (the same rule, asked on its own). */
export async function acknowledgementAllowed(
  db: Database,
  recipient: string,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db.all<{ allowed: number }>(
    sql`SELECT ${heldBackSql(mailboxOf(recipient), undefined, now.toISOString())} IS NULL AS allowed`,
  );
  return Boolean(row?.allowed);
}

const isAcknowledgement = (d: EmailDraft) => ACKNOWLEDGEMENT_KINDS.includes(d.kind);

/**
 * Statements that record `drafts`, for the caller's `db.batch`, placed right after the statement
 * that makes the change. With `onlyIfChanged`, nothing is recorded when that statement changed no
 * row (a conditional insert or update that did not apply). An acknowledgement over its limits is
 * recorded all the same, as `skipped` with the reason in `last_error`, and never queued. Each
 * returns `{ id, status }`.
 */
export function recordEmailStatements(
  db: Database,
  drafts: EmailDraft[],
  related: EmailRelation,
  { onlyIfChanged, fill = {} }: { onlyIfChanged: boolean; fill?: EmailFill },
) {
  // Acknowledgements are recorded after the other emails of the change, as they always were (the
  // order the Emails screen and the tests read); none is skipped any more, so the order is free.
  const ordered = [
    ...drafts.filter((d) => !isAcknowledgement(d)),
    ...drafts.filter(isAcknowledgement),
  ];
  return ordered.map((d, i) => {
    // After the first email, last_insert_rowid() is that email: its related_id carries the id on.
    const relatedId: SQL | number | null =
      related === null
        ? null
        : related.id !== "inserted"
          ? related.id
          : i === 0
            ? sql`last_insert_rowid()`
            : sql`(SELECT related_id FROM emails WHERE id = last_insert_rowid())`;
    // `{{related_id}}`: the record's id, for deep links in owner emails (/admin/messages#message-7)
    // and a new booking's invite UID, even when the record is inserted by this very batch
    // (docs/decisions/0058-branded-email-layout.md).
    const fills: EmailFill = relatedId === null ? fill : { related_id: sql`${relatedId}`, ...fill };
    // Every statement of the chain inserts one row, so changes() stays > 0 along it.
    const changed = onlyIfChanged ? sql`changes() > 0` : sql`1`;
    const mailbox = mailboxOf(d.to);
    const heldBack = isAcknowledgement(d) ? heldBackSql(mailbox, d.client) : sql`NULL`;
    // An INSERT ... SELECT of every column in the table's order (drizzle's insert-select form), so
    // the WHERE can make it conditional; raw statements cannot join a drizzle batch.
    const now = sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
    return db
      .insert(emails)
      .select(
        sql`SELECT NULL, ${d.kind}, ${d.to}, ${filled(d.subject, fills)}, ${filled(d.text, fills)},
          ${filled(d.html, fills)},
          ${d.replyTo ?? null}, ${filled(d.attachments ? JSON.stringify(d.attachments) : null, fills)},
          ${related?.kind ?? null}, ${relatedId},
          CASE WHEN held IS NULL THEN 'queued' ELSE 'skipped' END, 0, held, NULL, ${now}, ${now},
          NULL, ${mailbox}, ${d.client?.today ?? null}
          FROM (SELECT ${heldBack} AS held) WHERE ${changed}`,
      )
      .returning({ id: emails.id, status: emails.status });
  });
}

/**
 * The ids of the emails a batch recorded to be sent, from the results of recordEmailStatements'
 * statements (the ones recorded as not sent stay out of the Queue).
 */
export function recordedIds(results: unknown[]): number[] {
  return results.flatMap((rows) =>
    (rows as { id: number; status: EmailStatus }[])
      .filter((r) => r.status === "queued")
      .map((r) => r.id),
  );
}

/**
 * Takes the row for one send: attempts + 1 and held until `until`. Undefined when it is not
 * queued (sent, failed, erased) or another delivery holds it.
 */
export async function claimEmail(db: Database, id: number, now: Date, until: Date) {
  const [row] = await db
    .update(emails)
    .set({
      attempts: sql`${emails.attempts} + 1`,
      claimedUntil: until.toISOString(),
      updatedAt: now.toISOString(),
    })
    .where(
      and(
        eq(emails.id, id),
        eq(emails.status, "queued"),
        or(isNull(emails.claimedUntil), lt(emails.claimedUntil, now.toISOString())),
      ),
    )
    .returning();
  return row;
}

export async function findEmail(db: Database, id: number) {
  const [row] = await db.select().from(emails).where(eq(emails.id, id));
  return row;
}

export async function markEmailSent(db: Database, id: number): Promise<void> {
  const at = nowIso();
  await db
    .update(emails)
    .set({ status: "sent", sentAt: at, updatedAt: at, claimedUntil: null, lastError: null })
    .where(eq(emails.id, id));
}

/** A failed attempt: the error kept, the hold released; the row stays queued for the retry. */
export async function recordEmailAttemptFailed(db: Database, id: number, error: string) {
  await db
    .update(emails)
    .set({ lastError: error.slice(0, 500), claimedUntil: null, updatedAt: nowIso() })
    .where(and(eq(emails.id, id), eq(emails.status, "queued")));
}

/** The Queue gave up (dead-letter queue): failed for good, until the owner's Resend. */
export async function markEmailFailed(db: Database, id: number): Promise<void> {
  await db
    .update(emails)
    .set({ status: "failed", claimedUntil: null, updatedAt: nowIso() })
    .where(and(eq(emails.id, id), eq(emails.status, "queued")));
}

/**
 * Rows still queued, untouched since `cutoff` and not held: their enqueue was lost. Touches them
 * (so the next sweep leaves them alone for another period) and returns their ids.
 */
export async function touchStuckEmails(db: Database, cutoff: Date, now: Date): Promise<number[]> {
  const rows = await db
    .update(emails)
    .set({ updatedAt: now.toISOString() })
    .where(
      and(
        eq(emails.status, "queued"),
        lt(emails.updatedAt, cutoff.toISOString()),
        or(isNull(emails.claimedUntil), lt(emails.claimedUntil, now.toISOString())),
      ),
    )
    .returning({ id: emails.id });
  return rows.map((r) => r.id);
}

/** Every failed email queued again with a fresh count of attempts; their ids. */
export async function requeueAllFailedEmails(db: Database): Promise<number[]> {
  const rows = await db
    .update(emails)
    .set({
      status: "queued",
      attempts: 0,
      lastError: null,
      claimedUntil: null,
      updatedAt: nowIso(),
    })
    .where(eq(emails.status, "failed"))
    .returning({ id: emails.id });
  return rows.map((r) => r.id);
}

/** A failed email queued again with a fresh count of attempts; undefined unless it had failed. */
export async function requeueFailedEmail(db: Database, id: number) {
  const [row] = await db
    .update(emails)
    .set({
      status: "queued",
      attempts: 0,
      lastError: null,
      claimedUntil: null,
      updatedAt: nowIso(),
    })
    .where(and(eq(emails.id, id), eq(emails.status, "failed")))
    .returning({ id: emails.id });
  return row;
}

// Queued after at least one failed try: the Queue will try it again.
const retryingSql = and(eq(emails.status, "queued"), sql`${emails.attempts} > 0`);

function statusWhere(status: EmailStatus | "retrying" | "failing" | undefined) {
  if (status === "retrying") return retryingSql;
  if (status === "failing") return or(eq(emails.status, "failed"), retryingSql);
  return status ? eq(emails.status, status) : undefined;
}

export interface EmailFilter {
  status?: EmailStatus | "retrying" | "failing";
  // No ids: every email of that kind of record (D1 takes at most 100 bound values).
  related?: { kind: EmailRelatedKind; ids?: number[] };
  limit?: number;
}

/** Emails newest first, without their bodies (the owner's lists). */
export function listEmails(db: Database, { status, related, limit = 200 }: EmailFilter = {}) {
  return db
    .select({
      id: emails.id,
      kind: emails.kind,
      to: emails.recipient,
      subject: emails.subject,
      status: emails.status,
      attempts: emails.attempts,
      lastError: emails.lastError,
      relatedKind: emails.relatedKind,
      relatedId: emails.relatedId,
      createdAt: emails.createdAt,
      updatedAt: emails.updatedAt,
      sentAt: emails.sentAt,
      // The attachments' file names ("consultation.ics", "PO-2026-0001.csv"), or null.
      attachmentNames: sql<
        string | null
      >`(SELECT group_concat(json_extract(value, '$.filename'), ', ')
        FROM json_each(${emails.attachments}))`,
    })
    .from(emails)
    .where(
      and(
        statusWhere(status),
        related ? eq(emails.relatedKind, related.kind) : undefined,
        related?.ids ? inArray(emails.relatedId, related.ids) : undefined,
      ),
    )
    .orderBy(desc(emails.id))
    .limit(limit);
}

/**
 * The emails of `kinds` about the records `ids` of one kind (a page of messages: their
 * acknowledgements), oldest first; the ids go as one JSON parameter (D1 takes at most 100).
 */
export function emailsAbout(
  db: Database,
  related: { kind: EmailRelatedKind; ids: number[] },
  kinds: readonly EmailKind[],
) {
  return db
    .select({
      id: emails.id,
      kind: emails.kind,
      subject: emails.subject,
      status: emails.status,
      lastError: emails.lastError,
      relatedId: emails.relatedId,
    })
    .from(emails)
    .where(
      and(
        eq(emails.relatedKind, related.kind),
        sql`${emails.relatedId} IN (SELECT value FROM json_each(${JSON.stringify(related.ids)}))`,
        inArray(emails.kind, [...kinds]),
      ),
    )
    .orderBy(emails.id);
}
export type EmailAbout = Awaited<ReturnType<typeof emailsAbout>>[number];

/** Emails that failed for good or are waiting to be tried again: Today warns from the first failure. */
export function countFailedEmails(db: Database) {
  return db.$count(emails, statusWhere("failing"));
}
