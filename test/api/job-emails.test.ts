// What a job tells its customer: the emails of each stage (through the outbox), the private status
// page, and the pickup reminders at 3, 10 and 30 days, each sent once.
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { business } from "~/content/business";
import { CRONS } from "~worker/crons";
import worker from "~worker/index";
import { request } from "./helpers";
import { getJob, moveTo, newJob, PIECE_TOTAL_CENTS, pay, resetJobsBeforeEach } from "./job-helpers";
import { recordingMail } from "./message-helpers";
import { deliverOutbox, emailRows } from "./outbox-helpers";

resetJobsBeforeEach();

async function sentTo(email = "ana@example.com") {
  const mail = recordingMail();
  await deliverOutbox(mail);
  return mail.sent.filter((m) => m.to === email);
}

describe("the customer's emails", () => {
  it("sends the order number and the status link when the job is made", async () => {
    const made = await newJob();
    const [email] = await sentTo();
    expect(email.subject).toBe(`Your framing order ${made.number} · ${business.name}`);
    expect(email.text).toContain(made.statusUrl);
    expect(email.text).toContain("Watercolour of the Heights bungalow");
    expect(email.text).not.toContain("{{number}}");
    expect((await emailRows("related_kind = 'job'"))[0]).toMatchObject({
      kind: "job-created",
      related_id: made.id,
    });
  });

  it("emails Ready for pickup with the balance, the hours and address, and the link", async () => {
    const made = await newJob();
    await pay(made.id, { amountCents: 7_000, method: "cash" });
    await sentTo();
    for (const [stage, version] of [
      ["in_production", 1],
      ["ready", 2],
    ] as const)
      expect((await moveTo(made.id, { stage, version })).status).toBe(200);
    const sent = await sentTo();
    // In production without "tell the customer": no email; Ready: one.
    expect(sent.map((m) => m.subject)).toEqual([
      `Ready for pickup: order ${made.number} · ${business.name}`,
    ]);
    const text = sent[0].text;
    expect(text).toContain(
      `Balance due at pickup: $${((PIECE_TOTAL_CENTS - 7_000) / 100).toFixed(2)}.`,
    );
    expect(text).toContain(business.address.street);
    expect(text).toContain("Saturday: 11:00 AM - 5:00 PM");
    expect(text).toContain(made.statusUrl);
  });

  it("tells the customer of another stage only when the owner asks", async () => {
    const made = await newJob();
    await sentTo();
    await moveTo(made.id, { stage: "materials_ordered", version: 1, notifyCustomer: true });
    const sent = await sentTo();
    expect(sent.map((m) => m.subject)).toEqual([`Order ${made.number}: Materials ordered`]);
    expect((await getJob(made.id)).history[0].summary).toContain("(customer emailed)");
  });

  it("thanks every customer at pickup with the review link, and records no email for a stale move", async () => {
    const made = await newJob();
    await sentTo();
    await moveTo(made.id, { stage: "ready", version: 1 });
    await moveTo(made.id, { stage: "picked_up", version: 1, leaveBalanceOwing: true });
    expect((await sentTo()).map((m) => m.subject)).toEqual([
      `Ready for pickup: order ${made.number} · ${business.name}`,
    ]);
    await moveTo(made.id, { stage: "picked_up", version: 2, leaveBalanceOwing: true });
    const [thanks] = await sentTo();
    expect(thanks.subject).toBe(`Thank you for framing with us · ${business.name}`);
    expect(thanks.text).toContain(business.googleReviewUrl);
  });
});

describe("the status page", () => {
  it("shows the stage, the design, the due date and the balance; never the notes; never cached", async () => {
    const made = await newJob({
      customer: { name: "Ana Reyes", email: "ana@example.com" },
      pieces: [
        {
          description: "Watercolour of the Heights bungalow",
          design: (await import("./quote-helpers")).design,
        },
      ],
      notes: "Secret: customer is difficult",
    });
    await pay(made.id, { amountCents: 5_000, method: "card" });
    await moveTo(made.id, { stage: "ready", version: 1 });
    const res = await request(new URL(made.statusUrl).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain('name="robots" content="noindex, nofollow"');
    expect(html).toContain(`Order ${made.number}`);
    expect(html).toContain("Ready for pickup");
    expect(html).toContain("Watercolour of the Heights bungalow");
    // Unpriced, the piece costs the catalogue's $167.20 in whole dollars, an estimate: $167 and
    // 8.25% tax ($13.78) is $180.78, $130.78 left after $50.
    expect(html).toContain("$130.78");
    expect(html).toContain("$167.00 (estimate)");
    expect(html).toContain("<svg");
    expect(html).not.toContain("Secret");
    expect(html).not.toContain("ana@example.com");
    // A light page: no React runtime.
    expect(html).not.toMatch(/<script[^>]+type="module"/);
  });

  it("answers 404 for an unknown or malformed token, and shows only its own job", async () => {
    const first = await newJob();
    const second = await newJob({
      customer: { name: "Ben Okafor", email: "ben@example.com" },
      pieces: [{ description: "Jersey", design: (await import("./quote-helpers")).design }],
    });
    for (const path of [
      "/order/AAAAAAAAAAAAAAAAAAAAAA",
      "/order/short",
      "/order/%00",
      `/order/${"x".repeat(5000)}`,
    ])
      expect((await request(path)).status).toBe(404);
    const html = await (await request(new URL(second.statusUrl).pathname)).text();
    expect(html).toContain(second.number);
    expect(html).not.toContain(first.number);
    expect(html).not.toContain("Watercolour");
  });
});

describe("pickup reminders", () => {
  async function runHourly(at: Date) {
    const controller = createScheduledController({ scheduledTime: at, cron: CRONS.reminders });
    const ctx = createExecutionContext();
    await worker.scheduled(controller, env, ctx);
    await waitOnExecutionContext(ctx);
  }

  it("reminds at 3, 10 and 30 days in Ready for pickup, each once however often the cron runs", async () => {
    const made = await newJob();
    await moveTo(made.id, { stage: "ready", version: 1 });
    await sentTo();
    const readyAt = Date.now();
    const day = 86_400_000;
    const reminders = async (days: number) => {
      for (let run = 0; run < 3; run++)
        await runHourly(new Date(readyAt + days * day + run * 3_600_000));
      return (await sentTo()).map((m) => m.subject);
    };
    expect(await reminders(2)).toEqual([]);
    expect(await reminders(3.1)).toEqual([`Your framed piece is waiting: order ${made.number}`]);
    expect(await reminders(9)).toEqual([]);
    expect(await reminders(10.1)).toHaveLength(1);
    expect(await reminders(30.1)).toHaveLength(1);
    expect(await reminders(60)).toEqual([]);
    const kinds = (await emailRows("kind = 'job-pickup-reminder'")).length;
    expect(kinds).toBe(3);
  });

  it("sends a job found late only the reminder that is due, and none once picked up", async () => {
    const made = await newJob();
    await moveTo(made.id, { stage: "ready", version: 1 });
    await env.DB.prepare("UPDATE jobs SET ready_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 40 * 86_400_000).toISOString(), made.id)
      .run();
    await sentTo();
    await runHourly(new Date());
    const sent = await sentTo();
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain("ready for pickup for 30 days");
    const other = await newJob();
    await moveTo(other.id, { stage: "ready", version: 1 });
    await moveTo(other.id, { stage: "picked_up", version: 2, leaveBalanceOwing: true });
    await sentTo();
    await runHourly(new Date(Date.now() + 31 * 86_400_000));
    expect(await sentTo()).toEqual([]);
  });
});
