// The email outbox (docs/decisions/0025-email-outbox.md): the one module that sends email.
// Callers record emails in the same D1 batch as their change (db/repositories/emails.ts) and then
// `dispatchEmails`; the Queue consumer below claims each row, sends it through the Email Service
// binding and marks it sent. Retries grow; the dead-letter queue marks a row failed; a cron sweep
// re-queues a row whose enqueue was lost; the owner's Resend queues a failed one again.

import type { BatchItem } from "drizzle-orm/batch";
import { type EmailListFilter, emailAttachmentPath } from "~/lib/email-schema";
import type { EmailRelatedKind } from "~/lib/emails";
import { type Database, database } from "~db/client";
import {
  claimEmail,
  type EmailDraft,
  type EmailRelation,
  findEmail,
  listEmails,
  markEmailFailed,
  markEmailSent,
  recordEmailAttemptFailed,
  recordEmailStatements,
  recordedIds,
  requeueAllFailedEmails,
  requeueFailedEmail,
  touchStuckEmails,
} from "~db/repositories/emails";
import type { StoredAttachment } from "./email";

export type { EmailDraft, EmailRelation } from "~db/repositories/emails";
export {
  acknowledgementAllowed,
  recordEmailStatements,
  recordedIds,
} from "~db/repositories/emails";

export type OutboxEnv = Pick<Env, "DB" | "EMAIL_QUEUE">;
export type SendEnv = Pick<Env, "DB" | "NOTIFY" | "NOTIFY_EMAIL_FROM">;
export interface OutboxMessage {
  id: number;
}

// A send takes seconds; a consumer that died mid-send frees the row after this.
const CLAIM_MS = 2 * 60 * 1000;
// Untouched this long while queued: the enqueue was lost (the longest retry delay is shorter).
export const STUCK_AFTER_MS = 10 * 60 * 1000;

// Queues takes at most 100 messages in one sendBatch; a sweep may find more rows than that.
export const QUEUE_BATCH_LIMIT = 100;

/** 30 s, 60 s, 120 s, ... at most 8 minutes: the Queue's delay before attempt n + 1. */
export const retryDelaySeconds = (attempt: number) => Math.min(30 * 2 ** (attempt - 1), 480);

/**
 * Puts recorded emails on the Queue. A failed enqueue is logged, not thrown: the rows stay queued
 * and the sweep sends them within STUCK_AFTER_MS.
 */
export async function dispatchEmails(env: Pick<Env, "EMAIL_QUEUE">, ids: number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += QUEUE_BATCH_LIMIT) {
    const chunk = ids.slice(i, i + QUEUE_BATCH_LIMIT);
    try {
      await env.EMAIL_QUEUE.sendBatch(
        chunk.map((id) => ({ body: { id } satisfies OutboxMessage })),
      );
    } catch (err) {
      console.error("Could not enqueue emails; the sweep will", chunk, err);
    }
  }
}

/** Records and dispatches emails that belong to no other change (a batch of their own). */
export async function queueEmails(
  env: OutboxEnv,
  drafts: EmailDraft[],
  related: EmailRelation,
): Promise<number[]> {
  if (drafts.length === 0) return [];
  const db = database(env.DB);
  const [first, ...rest] = recordEmailStatements(db, drafts, related, { onlyIfChanged: false });
  const ids = recordedIds(await db.batch([first, ...rest]));
  await dispatchEmails(env, ids);
  return ids;
}

/**
 * Runs `change` (one statement: an insert, or an update with its own conditions) and records
 * `drafts` in the same D1 batch: the emails exist exactly when the change applied (a slot taken
 * meanwhile, a status that had already moved: neither change nor emails). Then dispatches them.
 * The change's own result comes back as the batch gave it (rows of its RETURNING).
 */
export async function commitWithEmails<Row>(
  env: OutboxEnv,
  change: (db: Database) => BatchItem<"sqlite">,
  drafts: EmailDraft[],
  related: EmailRelation,
): Promise<{ rows: Row[]; emailIds: number[] }> {
  const db = database(env.DB);
  const statements = recordEmailStatements(db, drafts, related, { onlyIfChanged: true });
  const [rows, ...recorded] = await db.batch([change(db), ...statements]);
  const emailIds = recordedIds(recorded);
  await dispatchEmails(env, emailIds);
  return { rows: rows as Row[], emailIds };
}

/** A stored attachment's content: its text, or the bytes of a picture kept as base64. */
const attachmentContent = (a: StoredAttachment): string | Uint8Array<ArrayBuffer> =>
  a.encoding === "base64" ? Uint8Array.from(atob(a.content), (c) => c.charCodeAt(0)) : a.content;

/** A stored attachment as the binding takes it: an inline picture as its bytes, by Content-ID. */
function attachmentToSend(a: StoredAttachment): EmailAttachment {
  const content = attachmentContent(a);
  return a.disposition === "inline" && a.contentId
    ? { disposition: "inline", contentId: a.contentId, filename: a.filename, type: a.type, content }
    : { disposition: "attachment", filename: a.filename, type: a.type, content };
}

/** One delivery of one row: claimed first, so a message delivered twice is sent once. */
export async function deliverEmail(env: SendEnv, id: number, now = new Date()) {
  const db = database(env.DB);
  const row = await claimEmail(db, id, now, new Date(now.getTime() + CLAIM_MS));
  if (!row) {
    const existing = await findEmail(db, id);
    // Sent, failed for good, or erased: nothing to do. Held by another delivery: try later.
    return existing?.status === "queued" ? ("busy" as const) : ("settled" as const);
  }
  try {
    await env.NOTIFY.send({
      from: env.NOTIFY_EMAIL_FROM,
      to: row.recipient,
      subject: row.subject,
      text: row.text,
      ...(row.html ? { html: row.html } : {}),
      ...(row.replyTo ? { replyTo: row.replyTo } : {}),
      ...(row.attachments?.length
        ? {
            attachments: row.attachments.map(attachmentToSend),
          }
        : {}),
    });
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    console.error("Email send failed", id, row.kind, error);
    await recordEmailAttemptFailed(db, id, error);
    return "failed" as const;
  }
  await markEmailSent(db, id);
  return "sent" as const;
}

/** The emails queue's consumer: ack what is settled, retry the rest with growing delays. */
export async function consumeEmails(batch: MessageBatch<OutboxMessage>, env: SendEnv) {
  for (const message of batch.messages) {
    const id = Number(message.body?.id);
    if (!Number.isSafeInteger(id)) {
      console.error("Dropping a malformed outbox message", message.body);
      message.ack();
      continue;
    }
    const outcome = await deliverEmail(env, id);
    if (outcome === "sent" || outcome === "settled") message.ack();
    else message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
  }
}

/** The dead-letter queue's consumer: the retries are spent, the row is failed (Resend shows). */
export async function consumeDeadEmails(batch: MessageBatch<OutboxMessage>, env: Pick<Env, "DB">) {
  const db = database(env.DB);
  for (const message of batch.messages) {
    const id = Number(message.body?.id);
    if (Number.isSafeInteger(id)) await markEmailFailed(db, id);
    message.ack();
  }
}

/** The cron sweep: rows still queued and untouched for STUCK_AFTER_MS go on the Queue again. */
export async function sweepStuckEmails(env: OutboxEnv, now = new Date()): Promise<number> {
  const ids = await touchStuckEmails(
    database(env.DB),
    new Date(now.getTime() - STUCK_AFTER_MS),
    now,
  );
  await dispatchEmails(env, ids);
  return ids.length;
}

export type ResendResult = "queued" | "not-found" | "not-failed";

/** The owner's Resend: a failed email is queued again and sent once. */
export async function resendEmail(env: OutboxEnv, id: number): Promise<ResendResult> {
  const db = database(env.DB);
  const row = await requeueFailedEmail(db, id);
  if (!row) return (await findEmail(db, id)) ? "not-failed" : "not-found";
  await dispatchEmails(env, [id]);
  return "queued";
}

/** The owner's Resend all failed: every failed email queued again; how many. */
export async function resendAllFailed(env: OutboxEnv): Promise<number> {
  const ids = await requeueAllFailedEmails(database(env.DB));
  await dispatchEmails(env, ids);
  return ids.length;
}

export interface EmailListQuery {
  status?: EmailListFilter;
  related?: { kind: EmailRelatedKind; id: number };
}

/**
 * When the Queue tries a retrying email next: its last try (the row's update) plus the delay the
 * consumer asked for. About then: the Queue may deliver a little later.
 */
function nextTryAt(row: { status: string; attempts: number; updatedAt: string }): string | null {
  if (row.status !== "queued" || row.attempts === 0) return null;
  return new Date(Date.parse(row.updatedAt) + retryDelaySeconds(row.attempts) * 1000).toISOString();
}

/** The owner's view of the outbox: newest first, without the bodies; retrying ones say when next. */
export async function emailsForOwner(
  env: Pick<Env, "DB">,
  { status, related }: EmailListQuery = {},
) {
  const rows = await listEmails(database(env.DB), {
    status,
    related: related ? { kind: related.kind, ids: [related.id] } : undefined,
  });
  return rows.map(({ updatedAt, ...row }) => {
    const next = nextTryAt({ ...row, updatedAt });
    return { ...row, retrying: next !== null, nextTryAt: next };
  });
}

/** One email as it was sent (or will be): the owner opens it from the Emails screen. */
export async function emailForOwner(env: Pick<Env, "DB">, id: number) {
  const row = await findEmail(database(env.DB), id);
  if (!row) return undefined;
  const next = nextTryAt(row);
  return {
    id: row.id,
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    replyTo: row.replyTo,
    attachments: (row.attachments ?? []).map((a, i) => ({
      filename: a.filename,
      type: a.type,
      href: emailAttachmentPath(row.id, i + 1),
    })),
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    retrying: next !== null,
    nextTryAt: next,
  };
}

/**
 * One attachment of one email, as its recipient got it (an invite, a purchase order's CSV, the
 * visitor's placed photo), for the owner to download; undefined when there is no such one.
 */
export async function emailAttachmentForOwner(env: Pick<Env, "DB">, id: number, n: number) {
  const row = await findEmail(database(env.DB), id);
  const stored = row?.attachments?.[n - 1];
  if (!stored) return undefined;
  return { filename: stored.filename, type: stored.type, content: attachmentContent(stored) };
}
