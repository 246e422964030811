// The email outbox: every email recorded with the change that causes it, delivered once by the
// Queue consumer, retried, dead-lettered, swept, resent (docs/decisions/0025-email-outbox.md).
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { QUEUES } from "~worker/queues";
import { submitContact } from "~worker/services/enquiries";
import {
  consumeDeadEmails,
  consumeEmails,
  type OutboxMessage,
  QUEUE_BATCH_LIMIT,
  STUCK_AFTER_MS,
  sweepStuckEmails,
} from "~worker/services/outbox";
import { book, mailbox } from "./booking-helpers";
import { asOwner, resetTables } from "./helpers";
import { recordingMail, validContact } from "./message-helpers";
import { deliverOutbox, emailRows } from "./outbox-helpers";

beforeEach(() =>
  resetTables("emails", "contact_replies", "contacts", "appointments", "rate_limits"),
);

async function storedContact() {
  const result = await submitContact(env, validContact);
  if (result.status !== "stored") throw new Error("not stored");
  return result.record;
}

/** A queue that records what is put on it, in place of the Worker's producer binding. */
function recordingQueue() {
  const ids: number[] = [];
  const batchSizes: number[] = [];
  const EMAIL_QUEUE = {
    async sendBatch(messages: Array<{ body: OutboxMessage }>) {
      // As the Queues binding does: more than 100 messages in one batch is refused.
      if (messages.length > QUEUE_BATCH_LIMIT) throw new Error("batch too large");
      batchSizes.push(messages.length);
      for (const m of messages) ids.push(m.body.id);
    },
    async send(body: OutboxMessage) {
      ids.push(body.id);
    },
  } as unknown as Queue;
  return { EMAIL_QUEUE, ids, batchSizes };
}

describe("recording", () => {
  it("records a message's two emails with it, queued and tied to the message", async () => {
    const contact = await storedContact();
    const rows = await emailRows();
    expect(rows.map((r) => [r.kind, r.recipient, r.status, r.related_kind, r.related_id])).toEqual([
      // Acknowledgements are recorded last (db/repositories/emails.ts).
      ["owner-notification", env.NOTIFY_EMAIL_TO, "queued", "message", contact.id],
      ["acknowledgement", validContact.email, "queued", "message", contact.id],
    ]);
  });

  it("records no email when the change does not happen (a slot taken meanwhile)", async () => {
    const box = mailbox();
    expect((await book(box)).status).toBe(201);
    const before = (await emailRows()).length;
    // The same slot again: the conditional insert stores nothing, and so no email either.
    expect((await book(box, { email: "other@example.com" })).status).toBe(409);
    expect((await emailRows()).length).toBe(before);
  });
});

describe("the consumer", () => {
  it("sends a message delivered twice only once", async () => {
    await storedContact();
    const [first] = await emailRows();
    const mail = recordingMail();
    const batch = createMessageBatch<OutboxMessage>(QUEUES.emails, [
      { id: "a", timestamp: new Date(), attempts: 1, body: { id: first.id } },
      { id: "b", timestamp: new Date(), attempts: 1, body: { id: first.id } },
    ]);
    const ctx = createExecutionContext();
    await consumeEmails(batch, { ...env, NOTIFY: mail.NOTIFY });
    const result = await getQueueResult(batch, ctx);
    expect(mail.sent).toHaveLength(1);
    expect(result.explicitAcks.sort()).toEqual(["a", "b"]);
    expect((await emailRows("id = ?", first.id))[0].status).toBe("sent");
    // A later redelivery is acknowledged without a second send.
    await deliverOutbox(mail);
    await deliverOutbox(mail);
    expect(mail.sent.filter((m) => m.to === validContact.email)).toHaveLength(1);
  });

  it("retries a failed send with a growing delay, then sends it", async () => {
    await storedContact();
    const failed = await deliverOutbox(recordingMail(true), 1);
    expect(failed.retryMessages).toHaveLength(2);
    // The delay the Queue is asked for grows with the message's attempts.
    const [row] = await emailRows();
    const retries: Array<number | undefined> = [];
    const message = (attempts: number) => ({
      id: `m${attempts}`,
      timestamp: new Date(),
      attempts,
      body: { id: row.id },
      ack() {},
      retry(options?: { delaySeconds?: number }) {
        retries.push(options?.delaySeconds);
      },
    });
    const { NOTIFY } = recordingMail(true);
    for (const attempts of [2, 3, 4, 5])
      await consumeEmails(
        {
          queue: QUEUES.emails,
          messages: [message(attempts)],
        } as unknown as MessageBatch<OutboxMessage>,
        { ...env, NOTIFY },
      );
    expect(retries).toEqual([60, 120, 240, 480]);
    expect((await emailRows("id = ?", row.id))[0]).toMatchObject({
      status: "queued",
      attempts: 5,
      last_error: "mail relay down",
    });
    const mail = recordingMail();
    await deliverOutbox(mail);
    expect(mail.sent).toHaveLength(2);
    expect((await emailRows()).map((r) => r.status)).toEqual(["sent", "sent"]);
  });

  it("marks an email failed when its message reaches the dead-letter queue", async () => {
    await storedContact();
    await deliverOutbox(recordingMail(true), 6);
    const [row] = await emailRows();
    const batch = createMessageBatch<OutboxMessage>(QUEUES.emailsDead, [
      { id: "dead", timestamp: new Date(), attempts: 1, body: { id: row.id } },
    ]);
    const ctx = createExecutionContext();
    await consumeDeadEmails(batch, env);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["dead"]);
    expect((await emailRows("id = ?", row.id))[0]).toMatchObject({
      status: "failed",
      last_error: "mail relay down",
    });
    // And the owner sees it.
    const res = await asOwner("/api/admin/emails?status=failed");
    const { emails } = await res.json<{ emails: Array<{ id: number; lastError: string }> }>();
    expect(emails).toEqual([expect.objectContaining({ id: row.id, lastError: "mail relay down" })]);
  });
});

describe("the sweep", () => {
  it("puts rows still queued after 10 minutes on the Queue again, once per period", async () => {
    await storedContact();
    const [stuck, fresh] = await emailRows();
    const old = new Date(Date.now() - STUCK_AFTER_MS - 60_000).toISOString();
    await env.DB.prepare("UPDATE emails SET updated_at = ? WHERE id = ?").bind(old, stuck.id).run();
    const queue = recordingQueue();
    expect(await sweepStuckEmails({ ...env, ...queue })).toBe(1);
    expect(queue.ids).toEqual([stuck.id]);
    expect(queue.ids).not.toContain(fresh.id);
    // Touched by the sweep: the next run leaves it alone.
    expect(await sweepStuckEmails({ ...env, ...queue })).toBe(0);
  });

  it("puts more than a Queue batch's worth back in batches the Queue accepts", async () => {
    const old = new Date(Date.now() - STUCK_AFTER_MS - 60_000).toISOString();
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 250)
       INSERT INTO emails (kind, recipient, subject, text, status, created_at, updated_at)
       SELECT 'owner-notification', 'owner@example.com', 'n' || i, 't', 'queued', ?1, ?1 FROM n`,
    )
      .bind(old)
      .run();
    const queue = recordingQueue();
    expect(await sweepStuckEmails({ ...env, ...queue })).toBe(250);
    expect(queue.batchSizes).toEqual([100, 100, 50]);
    expect(new Set(queue.ids).size).toBe(250);
  });
});

describe("Resend", () => {
  async function failedEmail() {
    await storedContact();
    const [row] = await emailRows();
    await env.DB.prepare("UPDATE emails SET status = 'failed', last_error = 'x' WHERE id = ?")
      .bind(row.id)
      .run();
    return row.id;
  }

  it("queues a failed email again (202) and it is sent once", async () => {
    const id = await failedEmail();
    const res = await asOwner(`/api/admin/emails/${id}/resend`, { method: "POST" });
    expect(res.status).toBe(202);
    expect((await emailRows("id = ?", id))[0]).toMatchObject({ status: "queued", attempts: 0 });
    const mail = recordingMail();
    await deliverOutbox(mail);
    await deliverOutbox(mail);
    expect(mail.sent.filter((m) => m.to === validContact.email)).toHaveLength(1);
    // Sent now: a second Resend is refused.
    const again = await asOwner(`/api/admin/emails/${id}/resend`, { method: "POST" });
    expect(again.status).toBe(409);
  });

  it("answers 404 for an unknown email and 400 for a malformed id or filter", async () => {
    expect((await asOwner("/api/admin/emails/424242/resend", { method: "POST" })).status).toBe(404);
    expect((await asOwner("/api/admin/emails/abc/resend", { method: "POST" })).status).toBe(400);
    for (const query of ["status=lost", "related=job", "related=order:1", "related=message:0"])
      expect((await asOwner(`/api/admin/emails?${query}`)).status).toBe(400);
  });

  it("lists a record's emails with related=<kind>:<id>", async () => {
    const contact = await storedContact();
    await storedContact();
    const res = await asOwner(`/api/admin/emails?related=message:${contact.id}`);
    const { emails } = await res.json<{ emails: Array<{ kind: string; status: string }> }>();
    expect(emails.map((e) => e.kind).sort()).toEqual(["acknowledgement", "owner-notification"]);
  });
});
