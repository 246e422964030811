// Receipts, counter refunds and pickup (docs/decisions/0097-receipts-and-refunds.md): every payment
// and refund gets a number per year, unique under concurrency; refunds never exceed what a method
// took; a job with money owing is not picked up unless the owner says so.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { shopDay } from "~/lib/shop-time";
import { asOwner, json, request } from "./helpers";
import {
  customer,
  getJob,
  moveTo,
  newJob,
  PIECE_TOTAL_CENTS,
  pay,
  piece,
  resetJobsBeforeEach,
} from "./job-helpers";
import { emailRows } from "./outbox-helpers";

resetJobsBeforeEach();

const year = shopDay().slice(0, 4);
const refund = (id: number, body: unknown) => asOwner(`/api/admin/jobs/${id}/refunds`, json(body));
type Paid = { paymentId: number; receiptNumber: string; balanceCents: number };
type PaymentRow = {
  id: number;
  amountCents: number;
  method: string;
  receiptNumber: string;
  receiptUrl: string;
  recordedBy: string | null;
};
const payments = async (id: number) => (await getJob(id)).payments as unknown as PaymentRow[];

describe("receipt numbers", () => {
  it("numbers each payment's receipt per year, in order, R-YYYY-0001 first", async () => {
    const { id } = await newJob();
    const first = await pay(id, { amountCents: 5_000, method: "cash" });
    expect(first.status).toBe(201);
    expect(await first.json<Paid>()).toMatchObject({ receiptNumber: `R-${year}-0001` });
    const second = await (await pay(id, { amountCents: 1_000, method: "card" })).json<Paid>();
    expect(second.receiptNumber).toBe(`R-${year}-0002`);
    const rows = await payments(id);
    expect(rows.map((p) => p.receiptNumber)).toEqual([`R-${year}-0001`, `R-${year}-0002`]);
    expect(rows[0].recordedBy).toBe("owner@heightsframestudio.com");
    expect(rows[0].receiptUrl).toMatch(
      new RegExp(`^http://localhost/order/[A-Za-z0-9_-]{22}/receipts/R-${year}-0001$`),
    );
  });

  it("gives payments made at the same moment distinct, gap-free numbers", async () => {
    const jobs = await Promise.all([newJob(), newJob(), newJob()]);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        pay(jobs[i % 3].id, { amountCents: 100 + i, method: "cash" }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201));
    const numbers = (await Promise.all(answers.map((a) => a.json<Paid>()))).map(
      (a) => a.receiptNumber,
    );
    expect(new Set(numbers).size).toBe(12);
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `R-${year}-${String(i + 1).padStart(4, "0")}`),
    );
  });

  it("takes no number for a refused payment, so the next one follows on", async () => {
    const { id } = await newJob();
    expect((await pay(id, { amountCents: PIECE_TOTAL_CENTS + 1, method: "cash" })).status).toBe(
      400,
    );
    const ok = await (await pay(id, { amountCents: 100, method: "cash" })).json<Paid>();
    expect(ok.receiptNumber).toBe(`R-${year}-0001`);
  });
});

describe("the receipt pages", () => {
  it("shows the customer the receipt under their status link, and nothing for another token or number", async () => {
    const made = await newJob({
      customer,
      pieces: [piece],
      extras: [{ description: "Rush fee", quantity: 1, unitCents: 2_500 }],
      discount: { percent: 10, reason: "Returning customer" },
    });
    const paid = await (await pay(made.id, { amountCents: 10_000, method: "cash" })).json<Paid>();
    const path = `${new URL(made.statusUrl).pathname}/receipts/${paid.receiptNumber}`;
    const res = await request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain('name="robots" content="noindex, nofollow"');
    for (const text of [
      paid.receiptNumber,
      made.number,
      "Heights Frame Studio",
      "Rush fee",
      "Discount (Returning customer)",
      "Texas sales tax (8.25%)",
      "$14.27",
      "$100.00",
    ])
      expect(html).toContain(text);
    // The status page links the receipt.
    expect(await (await request(new URL(made.statusUrl).pathname)).text()).toContain(path);
    const other = await newJob();
    const wrongJob = `${new URL(other.statusUrl).pathname}/receipts/${paid.receiptNumber}`;
    for (const bad of [
      wrongJob,
      `${new URL(made.statusUrl).pathname}/receipts/R-${year}-9999`,
      `${new URL(made.statusUrl).pathname}/receipts/%3Cx%3E`,
      `/order/${"A".repeat(22)}/receipts/${paid.receiptNumber}`,
    ])
      expect((await request(bad)).status, bad).toBe(404);
  });

  it("gives the owner a printable receipt, and refuses visitors", async () => {
    const { id } = await newJob();
    const paid = await (await pay(id, { amountCents: 5_000, method: "check" })).json<Paid>();
    const path = `/admin/jobs/${id}/receipts/${paid.paymentId}`;
    const res = await asOwner(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(paid.receiptNumber);
    expect(html).toContain("Check");
    expect(await (await request(path)).text()).not.toContain(paid.receiptNumber);
    expect((await asOwner(`/admin/jobs/${id}/receipts/999999`)).status).toBe(404);
    expect((await asOwner(`/admin/jobs/${id}/receipts/x1`)).status).toBe(404);
  });

  it("emails the receipt through the outbox when the owner ticks it", async () => {
    const { id, number } = await newJob();
    await pay(id, { amountCents: 5_000, method: "cash" });
    expect(await emailRows("kind = 'job-receipt'")).toHaveLength(0);
    const paid = await (
      await pay(id, { amountCents: 2_000, method: "card", emailReceipt: true })
    ).json<Paid>();
    const [mail] = (await emailRows("kind = 'job-receipt'")) as Array<
      Awaited<ReturnType<typeof emailRows>>[number] & { text: string }
    >;
    expect(mail.recipient).toBe("ana@example.com");
    expect(mail.subject).toBe(
      `Receipt ${paid.receiptNumber} for order ${number} · Heights Frame Studio`,
    );
    expect(mail.text).toContain("Paid before: $50.00");
    expect(mail.text).toContain(`Balance due: $${((PIECE_TOTAL_CENTS - 7_000) / 100).toFixed(2)}`);
    expect(mail.text).toMatch(/\/order\/[A-Za-z0-9_-]{22}\/receipts\/R-\d{4}-\d{4}/);
  });
});

describe("refunds at the counter", () => {
  it("refunds up to what a method took, with its own receipt and reason", async () => {
    const { id } = await newJob();
    await pay(id, { amountCents: 5_000, method: "cash" });
    await pay(id, { amountCents: 3_000, method: "card" });
    const over = await refund(id, { amountCents: 5_001, method: "cash", reason: "Changed mind" });
    expect(over.status).toBe(400);
    expect((await over.json<{ issues: Array<{ message: string }> }>()).issues[0].message).toBe(
      "At most $50.00 paid by cash can be refunded.",
    );
    const none = await refund(id, { amountCents: 100, method: "check", reason: "x" });
    expect(none.status).toBe(400);
    const ok = await refund(id, { amountCents: 2_000, method: "cash", reason: "Smaller frame" });
    expect(ok.status).toBe(201);
    const body = await ok.json<Paid & { job: { totals: { refundedCents: number } } }>();
    expect(body.receiptNumber).toBe(`R-${year}-0003`);
    expect(body.job.totals.refundedCents).toBe(2_000);
    expect(body.balanceCents).toBe(PIECE_TOTAL_CENTS - 8_000 + 2_000);
    // What is left of the cash can still be refunded, no more.
    expect((await refund(id, { amountCents: 3_001, method: "cash", reason: "x" })).status).toBe(
      400,
    );
    expect((await refund(id, { amountCents: 3_000, method: "cash", reason: "x" })).status).toBe(
      201,
    );
    const rows = await payments(id);
    expect(rows.map((p) => [p.amountCents, p.method])).toEqual([
      [5_000, "cash"],
      [3_000, "card"],
      [-2_000, "cash"],
      [-3_000, "cash"],
    ]);
  });

  it.each([
    ["no reason", { amountCents: 100, method: "cash" }],
    ["an empty reason", { amountCents: 100, method: "cash", reason: " " }],
    ["an unknown method", { amountCents: 100, method: "bitcoin", reason: "x" }],
    ["an online method", { amountCents: 100, method: "card-online", reason: "x" }],
    ["a negative amount", { amountCents: -100, method: "cash", reason: "x" }],
    ["fractional cents", { amountCents: 1.5, method: "cash", reason: "x" }],
    ["a string amount", { amountCents: "100", method: "cash", reason: "x" }],
  ])("refuses %s with 400 and stores nothing", async (_, body) => {
    const { id } = await newJob();
    await pay(id, { amountCents: 5_000, method: "cash" });
    expect((await refund(id, body)).status).toBe(400);
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM job_payments").first<{ n: number }>();
    expect(n?.n).toBe(1);
  });

  it("answers 404 for a refund on an unknown job", async () => {
    expect((await refund(424242, { amountCents: 100, method: "cash", reason: "x" })).status).toBe(
      404,
    );
  });
});

describe("pickup settles the money", () => {
  it("refuses Picked up while money is owed, unless the owner leaves it owing on purpose", async () => {
    const { id } = await newJob();
    await moveTo(id, { stage: "ready", version: 1 });
    const refused = await moveTo(id, { stage: "picked_up", version: 2 });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error:
        "This job still owes $180.99. Take the payment first, or confirm that the customer leaves it owing.",
      balanceCents: PIECE_TOTAL_CENTS,
    });
    expect((await getJob(id)).stage).toBe("ready");
    expect(await emailRows("kind = 'job-picked-up'")).toHaveLength(0);
    const owing = await moveTo(id, { stage: "picked_up", version: 2, leaveBalanceOwing: true });
    expect(owing.status).toBe(200);
    const job = await getJob(id);
    expect(job.stage).toBe("picked_up");
    expect(job.history[0].summary).toBe(
      "Ready for pickup → Picked up with $180.99 left owing (the owner's choice) (customer emailed)",
    );
  });

  it("lets a paid job be picked up and records when", async () => {
    const { id } = await newJob();
    await pay(id, { amountCents: PIECE_TOTAL_CENTS, method: "card" });
    expect((await moveTo(id, { stage: "picked_up", version: 1 })).status).toBe(200);
    const row = await env.DB.prepare("SELECT completed_at FROM jobs WHERE id = ?")
      .bind(id)
      .first<{ completed_at: string | null }>();
    expect(row?.completed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Moved back (a mistake), the sale is no longer complete.
    expect((await moveTo(id, { stage: "ready", version: 2 })).status).toBe(200);
    const back = await env.DB.prepare("SELECT completed_at FROM jobs WHERE id = ?")
      .bind(id)
      .first<{ completed_at: string | null }>();
    expect(back?.completed_at).toBeNull();
  });
});
