// A job after it is made, through the owner's API: payments and the balance, stage moves with the
// version the owner read, edits that re-price the pieces, the list's filters and the CSV export.
// Making a job is in jobs.test.ts.
import { describe, expect, it } from "vitest";
import { asOwner, json } from "./helpers";
import {
  getJob,
  moveTo,
  newJob,
  PIECE_CENTS,
  PIECE_TOTAL_CENTS,
  pay,
  piece,
  resetJobsBeforeEach,
} from "./job-helpers";

resetJobsBeforeEach();

describe("payments and the balance", () => {
  it("records a deposit and the rest, and refuses a payment over the balance", async () => {
    const { id } = await newJob();
    const deposit = await pay(id, { amountCents: 8_000, method: "card", note: "Deposit" });
    expect(deposit.status).toBe(201);
    expect((await deposit.json<{ balanceCents: number }>()).balanceCents).toBe(
      PIECE_TOTAL_CENTS - 8_000,
    );
    const over = await pay(id, { amountCents: PIECE_TOTAL_CENTS, method: "cash" });
    expect(over.status).toBe(400);
    expect((await over.json<{ issues: Array<{ message: string }> }>()).issues[0].message).toBe(
      "The payment is more than the balance of $100.99.",
    );
    const rest = await pay(id, { amountCents: PIECE_TOTAL_CENTS - 8_000, method: "check" });
    expect((await rest.json<{ balanceCents: number }>()).balanceCents).toBe(0);
    const job = await getJob(id);
    expect(job.payments.map((p) => [p.amountCents, p.method])).toEqual([
      [8_000, "card"],
      [PIECE_TOTAL_CENTS - 8_000, "check"],
    ]);
    expect(job.history.filter((h) => h.kind === "payment")).toHaveLength(2);
  });

  it.each([
    ["zero", { amountCents: 0, method: "cash" }],
    ["negative", { amountCents: -500, method: "cash" }],
    ["fractional cents", { amountCents: 10.5, method: "cash" }],
    ["an unknown method", { amountCents: 500, method: "bitcoin" }],
    ["online card by hand", { amountCents: 500, method: "card-online" }],
    ["a string amount", { amountCents: "500", method: "cash" }],
  ])("refuses a payment of %s (400, nothing stored)", async (_, body) => {
    const { id } = await newJob();
    expect((await pay(id, body)).status).toBe(400);
    expect((await getJob(id)).payments).toEqual([]);
  });

  it("answers 404 for an unknown job and 400 for a malformed id", async () => {
    expect((await pay(424242, { amountCents: 100, method: "cash" })).status).toBe(404);
    expect((await asOwner("/api/admin/jobs/abc")).status).toBe(400);
    expect((await asOwner("/api/admin/jobs/424242")).status).toBe(404);
  });
});

describe("stages and versions", () => {
  it("moves a job forward and back, each move in its history, and refuses a stale version", async () => {
    const { id } = await newJob();
    const first = await moveTo(id, { stage: "materials_ordered", version: 1 });
    expect(first.status).toBe(200);
    expect((await first.json<{ job: { version: number } }>()).job.version).toBe(2);
    // Another tab still at version 1: refused, nothing changed.
    const stale = await moveTo(id, { stage: "in_production", version: 1 });
    expect(stale.status).toBe(409);
    expect((await stale.json<{ error: string }>()).error).toMatch(/changed in another tab/);
    expect((await getJob(id)).stage).toBe("materials_ordered");
    const back = await moveTo(id, { stage: "received", version: 2 });
    expect(back.status).toBe(200);
    const job = await getJob(id);
    expect(
      job.history.filter((h) => h.kind === "stage").map((h) => [h.fromStage, h.toStage]),
    ).toEqual([
      ["materials_ordered", "received"],
      ["received", "materials_ordered"],
    ]);
  });

  it("refuses an unknown stage and a stale edit with nothing changed", async () => {
    const { id } = await newJob();
    expect((await moveTo(id, { stage: "framed", version: 1 })).status).toBe(400);
    expect((await moveTo(id, { stage: "ready" })).status).toBe(400);
    const edit = await asOwner(
      `/api/admin/jobs/${id}`,
      json({ version: 1, notes: "Call first" }, { method: "PATCH" }),
    );
    expect(edit.status).toBe(200);
    const staleEdit = await asOwner(
      `/api/admin/jobs/${id}`,
      json({ version: 1, rush: true }, { method: "PATCH" }),
    );
    expect(staleEdit.status).toBe(409);
    const job = await getJob(id);
    expect(job).toMatchObject({ notes: "Call first", rush: false, version: 2 });
  });

  it("replaces the pieces on an edit, re-priced, and lists by stage, search and due", async () => {
    const { id, number } = await newJob();
    const edit = await asOwner(
      `/api/admin/jobs/${id}`,
      json(
        {
          version: 1,
          pieces: [piece, { ...piece, description: "Second print", priceCents: 5_000 }],
        },
        { method: "PATCH" },
      ),
    );
    expect(edit.status).toBe(200);
    // $217.20 and 8.25% tax ($17.919, rounded to $17.92).
    expect((await getJob(id)).totalCents).toBe(PIECE_CENTS + 5_000 + 1_792);
    await newJob({ customer: { name: "Ben Okafor", email: "ben@example.com" }, pieces: [piece] });
    const list = async (query: string) =>
      (
        await (
          await asOwner(`/api/admin/jobs?${query}`)
        ).json<{ jobs: Array<{ number: string }> }>()
      ).jobs.map((j) => j.number);
    expect(await list("q=reyes")).toEqual([number]);
    expect(await list(`q=${number}`)).toEqual([number]);
    expect(await list("q=555-0177")).toEqual([number]);
    expect((await list("stage=received")).length).toBe(2);
    expect(await list("due=overdue")).toEqual([]);
    expect((await list("balance=1")).length).toBe(2);
    expect((await asOwner("/api/admin/jobs?due=tomorrow")).status).toBe(400);
    expect((await asOwner("/api/admin/jobs?stage=done")).status).toBe(400);
  });

  it("exports the jobs as CSV with totals and balance", async () => {
    const { id } = await newJob();
    await pay(id, { amountCents: 1_000, method: "cash" });
    const res = await asOwner("/api/admin/jobs.csv");
    expect(res.status).toBe(200);
    const csv = await res.text();
    expect(csv).toContain("Number,Created (Houston time),Customer");
    expect(csv).toContain(`Ana Reyes,ana@example.com,(713) 555-0177,Received`);
    expect(csv).toContain("Subtotal,Discount,Tax,Total,Paid,Balance");
    expect(csv).toContain("$167.20,$0.00,$13.79,$180.99,$10.00,$170.99");
  });
});
