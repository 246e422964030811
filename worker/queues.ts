// The Queues this Worker produces to and consumes, exactly as wrangler.toml names them
// ([[queues.producers]] / [[queues.consumers]]); test/unit/queues.test.ts holds the two together.
import { mailBinding } from "./dev/mail-outage";
import { consumeDeadEmails, consumeEmails, type OutboxMessage } from "./services/outbox";

export const QUEUES = {
  /** The email outbox: each message is `{ id }` of an `emails` row (docs/decisions/0025-email-outbox.md). */
  emails: "heights-frame-studio-emails",
  /** Where the emails queue puts a message after its last retry: the row is marked failed. */
  emailsDead: "heights-frame-studio-emails-dead",
} as const;

/** The consumer's retries before the dead-letter queue, as wrangler.toml's max_retries. */
export const EMAIL_MAX_RETRIES = 5;

/** Routes a batch to its consumer by the queue's name (the Worker's `queue` handler). */
export async function consumeQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const messages = batch as MessageBatch<OutboxMessage>;
  if (batch.queue === QUEUES.emails) {
    return consumeEmails(messages, { ...env, NOTIFY: await mailBinding(env) });
  }
  if (batch.queue === QUEUES.emailsDead) return consumeDeadEmails(messages, env);
  console.warn(`No consumer for queue "${batch.queue}"; acknowledging`);
  batch.ackAll();
}
