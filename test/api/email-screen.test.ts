// The owner's Emails screen (docs/decisions/0025-email-outbox.md): an email failing and waiting
// for its next try shows as retrying with that time, Today warns from the first failure, an email
// can be opened to read what was sent, and every failed one can be sent again at once.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { submitContact } from "~worker/services/enquiries";
import { asOwner, resetTables } from "./helpers";
import { recordingMail, validContact } from "./message-helpers";
import { deliverOutbox, emailRows } from "./outbox-helpers";

beforeEach(() => resetTables("emails", "contact_replies", "contacts", "rate_limits"));

interface ListedEmail {
  id: number;
  status: string;
  retrying: boolean;
  attempts: number;
  nextTryAt: string | null;
  lastError: string | null;
}

async function listed(query: string): Promise<ListedEmail[]> {
  const res = await asOwner(`/api/admin/emails?${query}`);
  expect(res.status).toBe(200);
  return (await res.json<{ emails: ListedEmail[] }>()).emails;
}

/** A message whose two emails (the owner's notice and the acknowledgement) failed their first try. */
async function failingOnce() {
  const result = await submitContact(env, validContact);
  if (result.status !== "stored") throw new Error("not stored");
  await deliverOutbox(recordingMail(true));
  return emailRows();
}

describe("the Emails screen", () => {
  it("an email that failed and waits for its next try is retrying, with the time of that try", async () => {
    const before = Date.now();
    const rows = await failingOnce();
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ["queued", 1],
      ["queued", 1],
    ]);
    const retrying = await listed("status=retrying");
    expect(retrying.map((e) => e.id)).toEqual(rows.map((r) => r.id).reverse());
    for (const e of retrying) {
      expect(e.retrying).toBe(true);
      expect(e.lastError).toBe("mail relay down");
      // The Queue's first retry waits 30 seconds.
      const next = Date.parse(e.nextTryAt ?? "");
      expect(next).toBeGreaterThanOrEqual(before + 29_000);
      expect(next).toBeLessThan(Date.now() + 31_000);
    }
    // The screen's first view, failing emails, has them too; a fresh email is not retrying.
    expect((await listed("status=failing")).map((e) => e.id).sort()).toEqual(
      rows.map((r) => r.id).sort(),
    );
    await submitContact(env, { ...validContact, email: "fresh@example.com" });
    expect(await listed("status=retrying")).toHaveLength(2);
  });

  it("Today warns from the first failure, not only once the retries are spent", async () => {
    await failingOnce();
    const today = await (await asOwner("/api/admin/today")).json<{
      attention: Array<{ kind: string; count: number }>;
    }>();
    expect(today.attention).toContainEqual({ kind: "emails-failed", count: 2 });
  });

  it("opens one email: to, subject, the text and the HTML as sent, the attachments' names", async () => {
    const [row] = await failingOnce();
    const res = await asOwner(`/api/admin/emails/${row.id}`);
    expect(res.status).toBe(200);
    const { email } = await res.json<{
      email: { to: string; subject: string; text: string; html: string | null; status: string };
    }>();
    expect(email.to).toBe(row.recipient);
    expect(email.subject).toBe(row.subject);
    expect(email.text.length).toBeGreaterThan(20);
    expect(email.html).toMatch(/<html/i);
    expect(email.status).toBe("queued");
    expect((await asOwner("/api/admin/emails/424242")).status).toBe(404);
    expect((await asOwner("/api/admin/emails/abc")).status).toBe(400);
  });

  it("Resend all failed queues every failed email again, once each", async () => {
    const rows = await failingOnce();
    await env.DB.prepare("UPDATE emails SET status = 'failed'").run();
    const res = await asOwner("/api/admin/emails/resend-failed", { method: "POST" });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ count: 2 });
    expect((await emailRows()).map((r) => [r.status, r.attempts])).toEqual([
      ["queued", 0],
      ["queued", 0],
    ]);
    const mail = recordingMail();
    await deliverOutbox(mail);
    expect(mail.sent).toHaveLength(rows.length);
    const again = await asOwner("/api/admin/emails/resend-failed", { method: "POST" });
    expect(await again.json()).toMatchObject({ count: 0 });
  });
});
