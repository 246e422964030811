// The email outbox in tests: the Worker records emails and puts them on a queue nothing consumes
// (vitest.config.ts), and tests deliver them here through the real consumer, with the email
// binding of their choice, as the Queue would: one batch of every queued row.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { QUEUES } from "~worker/queues";
import { consumeEmails, type OutboxMessage } from "~worker/services/outbox";

let delivery = 0;

/** Runs the consumer over every queued email; `attempts` is what the Queue would report. */
export async function deliverOutbox(mail: Pick<Env, "NOTIFY">, attempts = 1) {
  const { results } = await env.DB.prepare(
    "SELECT id FROM emails WHERE status = 'queued' ORDER BY id",
  ).all<{ id: number }>();
  const batch = createMessageBatch<OutboxMessage>(
    QUEUES.emails,
    results.map((r) => ({
      id: `delivery-${++delivery}`,
      timestamp: new Date(),
      attempts,
      body: { id: r.id },
    })),
  );
  const ctx = createExecutionContext();
  await consumeEmails(batch, { ...env, ...mail });
  return getQueueResult(batch, ctx);
}

export interface EmailRow {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  status: string;
  attempts: number;
  last_error: string | null;
  related_kind: string | null;
  related_id: number | null;
}

export async function emailRows(where = "1 = 1", ...params: unknown[]): Promise<EmailRow[]> {
  const { results } = await env.DB.prepare(`SELECT * FROM emails WHERE ${where} ORDER BY id`)
    .bind(...params)
    .all<EmailRow>();
  return results;
}
