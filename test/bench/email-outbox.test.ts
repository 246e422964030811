// `npm run bench:email`: 500 emails put on the real local Queue at once, consumed by the Worker's
// own queue() handler as wrangler.toml declares it (batches, retries with their delays), with the
// email binding failing 20% of first attempts at random. Prints how many were sent, how many twice
// (must be 0), how many failed for good (must be 0) and the time until the outbox is empty.
// A benchmark, not part of `npm test`: it only runs with BENCH_EMAIL set (vitest.config.ts).
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, it, vi } from "vitest";
import { type EmailDraft, queueEmails } from "~worker/services/outbox";

const EMAILS = Number(process.env.BENCH_EMAILS ?? 500);
const FIRST_ATTEMPT_FAILURE_RATE = 0.2;
const TIMEOUT_MS = 9 * 60 * 1000;

it(`delivers ${EMAILS} emails through the Queue with 20% of first attempts failing`, async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  await env.DB.prepare("DELETE FROM emails").run();

  // The email binding, intercepted: every send counted by subject (unique per email); a first
  // attempt fails at random, as a mail relay's hiccup would.
  const sends = new Map<string, number>();
  const attempts = new Map<string, number>();
  let injectedFailures = 0;
  vi.spyOn(env.NOTIFY, "send").mockImplementation(async (message) => {
    const subject = (message as { subject?: string }).subject ?? "";
    const n = (attempts.get(subject) ?? 0) + 1;
    attempts.set(subject, n);
    if (n === 1 && Math.random() < FIRST_ATTEMPT_FAILURE_RATE) {
      injectedFailures++;
      throw new Error("injected failure: relay busy");
    }
    sends.set(subject, (sends.get(subject) ?? 0) + 1);
    return { messageId: `bench-${subject}` };
  });

  const draft = (i: number): EmailDraft => ({
    kind: "owner-notification",
    to: "owner@heightsframestudio.com",
    subject: `bench email ${i}`,
    text: `Benchmark email number ${i}.`,
  });
  const started = performance.now();
  // "At once": 500 changes each recording and enqueueing its email concurrently.
  await Promise.all(Array.from({ length: EMAILS }, (_, i) => queueEmails(env, [draft(i)], null)));
  const enqueuedMs = performance.now() - started;

  let counts = { queued: EMAILS, sent: 0, failed: 0 };
  while (performance.now() - started < TIMEOUT_MS) {
    const { results } = await env.DB.prepare(
      "SELECT status, COUNT(*) AS n FROM emails GROUP BY status",
    ).all<{ status: keyof typeof counts; n: number }>();
    counts = { queued: 0, sent: 0, failed: 0 };
    for (const r of results) counts[r.status] = r.n;
    if (counts.queued === 0) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const emptyMs = performance.now() - started;
  const sentTwice = [...sends.values()].filter((n) => n > 1).length;
  const retried = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM emails WHERE attempts > 1",
  ).first<{
    n: number;
  }>();

  console.log(
    [
      "",
      `emails queued at once             ${EMAILS}`,
      `recorded and enqueued in          ${(enqueuedMs / 1000).toFixed(2)} s`,
      `first attempts failed (injected)  ${injectedFailures} (${((100 * injectedFailures) / EMAILS).toFixed(1)}%)`,
      `sent                              ${counts.sent}`,
      `sent twice                        ${sentTwice}`,
      `failed for good                   ${counts.failed}`,
      `still queued                      ${counts.queued}`,
      `rows that needed a retry          ${retried?.n ?? 0}`,
      `time until the outbox is empty    ${(emptyMs / 1000).toFixed(1)} s (retries wait 30 s on the Queue)`,
      "",
    ].join("\n"),
  );
  expect(counts).toEqual({ queued: 0, sent: EMAILS, failed: 0 });
  expect(sentTwice).toBe(0);
});
