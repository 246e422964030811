// The daily retention job at its boundary (docs/decisions/0032-customers-and-retention.md): people
// whose last contact is older than the privacy page's period are erased, no one a day younger, and
// Today says what the night removed.
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { CRONS } from "~worker/crons";
import worker from "~worker/index";
import { retentionCutoff } from "~worker/services/customers/erase";
import { asOwner, countRows, resetTables } from "./helpers";

beforeEach(() => resetTables("erasures", "customer_notes", "contact_replies", "contacts"));

describe("the retention job", () => {
  async function runDaily(at: Date) {
    const controller = createScheduledController({ scheduledTime: at, cron: CRONS.retention });
    const ctx = createExecutionContext();
    await worker.scheduled(controller, env, ctx);
    await waitOnExecutionContext(ctx);
  }

  it("erases people whose last contact is older than the period, and no one a day younger", async () => {
    const now = new Date();
    const cutoff = retentionCutoff(now);
    const at = (offsetDays: number) =>
      new Date(cutoff.getTime() + offsetDays * 86_400_000).toISOString();
    const insert = (email: string, createdAt: string) =>
      env.DB.prepare(
        "INSERT INTO contacts (first_name, last_name, email, message, created_at, search_text) VALUES ('A', 'B', ?, 'hi', ?, '')",
      )
        .bind(email, createdAt)
        .run();
    await insert("old@example.com", at(-1));
    await insert("recent@example.com", at(1));
    // An old message, but a reply since: the last contact is recent.
    await insert("answered@example.com", at(-30));
    const answered = await env.DB.prepare(
      "SELECT id FROM contacts WHERE email = 'answered@example.com'",
    ).first<{ id: number }>();
    await env.DB.prepare(
      "INSERT INTO contact_replies (contact_id, recipient, subject, message, sent_at) VALUES (?, 'answered@example.com', 's', 'm', ?)",
    )
      .bind(answered?.id, at(2))
      .run();

    await runDaily(now);
    const emails = (
      await env.DB.prepare("SELECT email FROM contacts ORDER BY email").all<{ email: string }>()
    ).results;
    expect(emails.map((e) => e.email)).toEqual(["answered@example.com", "recent@example.com"]);
    const log = await env.DB.prepare("SELECT reason, counts FROM erasures").all<{
      reason: string;
      counts: string;
    }>();
    expect(log.results).toEqual([
      { reason: "retention", counts: expect.stringContaining('"messages":1') },
    ]);
    // Today says what the night's clean-up removed.
    const today = await (await asOwner("/api/admin/today")).json<{
      retention: { people: number } | null;
    }>();
    expect(today.retention).toMatchObject({ people: 1 });
    // Run again: nothing more goes.
    await runDaily(now);
    expect(await countRows("contacts")).toBe(2);
    expect(await countRows("erasures")).toBe(1);
  });
});
