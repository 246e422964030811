// Jobs (work orders) through the owner's API: numbering, pieces and prices, due dates by the lead
// time, quotes made into jobs, bad input, and the owner's only. Payments, the balance and stage
// moves with the version the owner read are in job-stages-and-payments.test.ts.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { addDays, shopDay } from "~/lib/shop-time";
import { asOwner, json, request } from "./helpers";
import {
  countJobs,
  createJob,
  customer,
  getJob,
  moveTo,
  newJob,
  PIECE_CENTS,
  PIECE_TOTAL_CENTS,
  piece,
  resetJobsBeforeEach,
  unpricedPiece,
} from "./job-helpers";
import { postQuote, quoteForm } from "./quote-helpers";

resetJobsBeforeEach();
const year = shopDay().slice(0, 4);

describe("making a job", () => {
  it("numbers a walk-in job, prices its piece from the catalogue and starts it Received", async () => {
    const made = await newJob({ ...{ customer, pieces: [piece] }, notes: "Wants it by the party" });
    expect(made.number).toBe(`${year}-0001`);
    expect(made.statusUrl).toMatch(/^http:\/\/localhost\/order\/[A-Za-z0-9_-]{22}$/);
    const job = await getJob(made.id);
    expect(job).toMatchObject({
      number: `${year}-0001`,
      stage: "received",
      version: 1,
      notes: "Wants it by the party",
      totalCents: PIECE_TOTAL_CENTS,
      balanceCents: PIECE_TOTAL_CENTS,
    });
    expect(job.pieces).toEqual([
      expect.objectContaining({
        estimateCents: PIECE_CENTS,
        priceCents: PIECE_CENTS,
        priceConfirmed: true,
      }),
    ]);
    expect(job.history.map((h) => h.kind)).toEqual(["created"]);
    // The link's token is never stored, only its hash.
    const token = made.statusUrl.split("/").pop() as string;
    const stored = await env.DB.prepare("SELECT * FROM jobs").first<Record<string, unknown>>();
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("prices an unpriced piece at the catalogue's figure in whole dollars, as an estimate until confirmed", async () => {
    // The catalogue says $167.20: the job asks $167, marked as an estimate.
    const made = await newJob({ customer, pieces: [unpricedPiece] });
    const job = await getJob(made.id);
    expect(job.pieces[0]).toMatchObject({
      estimateCents: PIECE_CENTS,
      priceCents: 16_700,
      priceConfirmed: false,
    });
    // The owner confirms it by giving the piece its price.
    const confirm = await asOwner(
      `/api/admin/jobs/${made.id}`,
      json({ version: 1, pieces: [{ ...unpricedPiece, priceCents: 16_700 }] }, { method: "PATCH" }),
    );
    expect(confirm.status).toBe(200);
    expect((await getJob(made.id)).pieces[0]).toMatchObject({
      priceCents: 16_700,
      priceConfirmed: true,
    });
  });

  it("makes a walk-in job with only a phone number, and sends it no email", async () => {
    const made = await newJob({
      customer: { name: "Walk In", phone: "(713) 555-0199" },
      pieces: [
        { ...piece, design: { ...piece.design, widthInches: "24 1/8", heightInches: "30" } },
      ],
    });
    const job = await getJob(made.id);
    expect(job).toMatchObject({ customerEmail: "", customerPhone: "(713) 555-0199" });
    expect(job.pieces[0]).toMatchObject({
      design: expect.objectContaining({ widthInches: 24.125 }),
    });
    await moveTo(made.id, { stage: "ready", version: 1 });
    const sent = await env.DB.prepare("SELECT COUNT(*) AS n FROM emails").first<{ n: number }>();
    expect(sent?.n).toBe(0);
    // Neither an email nor a phone: nobody to reach.
    const res = await createJob({ customer: { name: "Nobody" }, pieces: [piece] });
    expect(res.status).toBe(400);
    expect((await res.json<{ issues: Array<{ path: string }> }>()).issues[0].path).toBe(
      "customer.email",
    );
  });

  it("takes the owner's price over the estimate, and defaults the due date to 14 days, 5 for a rush", async () => {
    const made = await newJob({ customer, pieces: [{ ...piece, priceCents: 21_000 }] });
    const job = await getJob(made.id);
    expect(job.pieces[0]).toMatchObject({ priceCents: 21_000, estimateCents: PIECE_CENTS });
    expect(job.dueDate).toBe(addDays(shopDay(), 14));
    const rush = await getJob((await newJob({ customer, pieces: [piece], rush: true })).id);
    expect(rush.rush).toBe(true);
    expect(rush.dueDate).toBe(addDays(shopDay(), 5));
    // The owner's own rush lead time.
    await asOwner("/api/admin/jobs/settings", json({ rushLeadDays: 3 }, { method: "PUT" }));
    const sooner = await getJob((await newJob({ customer, pieces: [piece], rush: true })).id);
    expect(sooner.dueDate).toBe(addDays(shopDay(), 3));
  });

  it("promises on the site the lead time the jobs are dated by, and follows the owner's change", async () => {
    const text = async (path: string) =>
      (await (await request(path)).text()).replace(/<!-- -->/g, "");
    // 14 days until changed: the services page and the terms say two weeks.
    expect(await text("/services")).toContain("Most projects are ready in 2\u00a0weeks");
    expect(await text("/terms")).toContain("are ready in 2\u00a0weeks");
    expect(await text("/picture-framing-houston")).toContain("Ready in 2\u00a0weeks");
    expect(await text("/")).not.toContain("business\u00a0days");
    await asOwner("/api/admin/jobs/settings", json({ leadDays: 10 }, { method: "PUT" }));
    expect(await text("/services")).toContain("Most projects are ready in 10\u00a0days");
    const made = await newJob({ customer, pieces: [piece] });
    expect((await getJob(made.id)).dueDate).toBe(addDays(shopDay(), 10));
  });

  it("dates a new job by the lead time the owner set, and refuses a lead time out of range", async () => {
    const settings = async () =>
      (await (await asOwner("/api/admin/jobs/settings")).json<{ settings: object }>()).settings;
    const defaults = {
      leadDays: 14,
      depositPercent: 50,
      rushLeadDays: 5,
      salesTaxPercent: 8.25,
      salesTaxLabel: "Texas sales tax",
      accountingMethod: "accrual",
      usualExtras: expect.any(Array),
    };
    expect(await settings()).toEqual(defaults);
    const put = (body: unknown) =>
      asOwner("/api/admin/jobs/settings", json(body, { method: "PUT" }));
    for (const bad of [
      { leadDays: 0 },
      { leadDays: 121 },
      { leadDays: 2.5 },
      { leadDays: "9" },
      { leadDays: null },
    ]) {
      const res = await put(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect((await res.json<{ issues: { path: string }[] }>()).issues[0].path).toBe("leadDays");
    }
    expect(await settings()).toEqual(defaults);
    // A change of one setting keeps the others.
    expect((await put({ leadDays: 21 })).status).toBe(200);
    expect(await settings()).toEqual({ ...defaults, leadDays: 21 });
    const made = await newJob({ customer, pieces: [piece] });
    expect((await getJob(made.id)).dueDate).toBe(addDays(shopDay(), 21));
  });

  it("gives jobs made at the same moment distinct, sequential numbers", async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => createJob()));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(201));
    const numbers = await Promise.all(
      answers.map(async (r) => (await r.json<{ number: string }>()).number),
    );
    expect(numbers.toSorted()).toEqual(
      Array.from({ length: 8 }, (_, i) => `${year}-${String(i + 1).padStart(4, "0")}`),
    );
  });

  it("makes a job from a quote with its customer, design and replied price, once", async () => {
    const { id: quoteId } = await (await postQuote(quoteForm())).json<{ id: number }>();
    const reply = await asOwner(
      `/api/admin/quotes/${quoteId}/reply`,
      json({ price: 195, message: "Walnut it is." }),
    );
    expect(reply.status).toBe(200);
    const made = await newJob({ quoteId });
    const job = await getJob(made.id);
    expect(job.pieces).toEqual([
      expect.objectContaining({
        // Named by its design, not by the visitor's message.
        description: "16 × 20 in, Walnut Gallery, single mat",
        priceCents: 19_500,
        estimateCents: null,
      }),
    ]);
    // $195 and 8.25% tax ($16.0875, rounded to $16.09); waiting for the piece to come in.
    expect(job).toMatchObject({ totalCents: 21_109, stage: "awaiting_dropoff" });
    expect(job.history[0]).toMatchObject({ kind: "created", toStage: "awaiting_dropoff" });
    const page = await (await request(new URL(made.statusUrl).pathname)).text();
    expect(page).toContain("Bring your piece to the shop");
    expect(page).toContain("Bringing your piece");
    // The owner marks it received when it comes in.
    expect((await moveTo(made.id, { stage: "received", version: 1 })).status).toBe(200);
    expect((await getJob(made.id)).stage).toBe("received");
    const quote = await env.DB.prepare("SELECT status FROM quotes WHERE id = ?")
      .bind(quoteId)
      .first<{ status: string }>();
    expect(quote?.status).toBe("won");
    // Twice: the same job, not a second one.
    const again = await createJob({ quoteId });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ id: made.id, number: made.number });
    expect(await countJobs()).toBe(1);
  });

  it("asks for a price to make a job from a quote nobody priced, and takes one given", async () => {
    const { id: quoteId } = await (await postQuote(quoteForm())).json<{ id: number }>();
    const refused = await createJob({ quoteId });
    expect(refused.status).toBe(400);
    const body = await refused.json<{ issues: Array<{ path: string; message: string }> }>();
    expect(body.issues).toEqual([
      {
        path: "priceCents",
        message:
          "Nobody has priced this quote yet (the visitor saw $150-$185): give the job's price.",
      },
    ]);
    expect(await countJobs()).toBe(0);
    const made = await newJob({ quoteId, priceCents: 18_000 });
    expect((await getJob(made.id)).pieces[0]).toMatchObject({
      priceCents: 18_000,
      priceConfirmed: true,
    });
  });

  it.each([
    ["no customer", { pieces: [piece] }],
    ["a bad email", { customer: { ...customer, email: "ana@" }, pieces: [piece] }],
    ["no pieces", { customer, pieces: [] }],
    ["a negative price", { customer, pieces: [{ ...piece, priceCents: -100 }] }],
    ["a price in dollars with cents", { customer, pieces: [{ ...piece, priceCents: 10.5 }] }],
    [
      "an unknown moulding",
      { customer, pieces: [{ ...piece, design: { ...piece.design, mouldingId: "gold-leaf-x" } }] },
    ],
    [
      "a piece too big",
      { customer, pieces: [{ ...piece, design: { ...piece.design, widthInches: 70 } }] },
    ],
    ["a due date before today", { customer, pieces: [piece], dueDate: "2020-01-01" }],
    ["a due date that is not a date", { customer, pieces: [piece], dueDate: "2026-02-30" }],
    ["an unknown quote", { quoteId: 424242 }],
    ["a quote id with other fields", { quoteId: 1, customer }],
    ["an unknown booking", { customer, pieces: [piece], appointmentId: 424242 }],
    [
      "a name with a control character",
      { customer: { ...customer, name: "Ana\u0000" }, pieces: [piece] },
    ],
    ["a string body", "job"],
    ["null", null],
  ])("refuses %s with 400 and stores nothing", async (_, body) => {
    const res = await createJob(body);
    expect(res.status).toBe(400);
    const answer = await res.json<{ error: string; issues: unknown[] }>();
    expect(answer.error).toBeTruthy();
    expect(await countJobs()).toBe(0);
  });

  it("refuses a body that is not JSON", async () => {
    const res = await asOwner("/api/admin/jobs", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{nope",
    });
    expect(res.status).toBe(400);
    expect(await countJobs()).toBe(0);
  });
});

describe("the owner's jobs are the owner's only", () => {
  it("refuses visitors and other sites", async () => {
    expect((await request("/api/admin/jobs")).status).toBe(401);
    const crossSite = await asOwner(
      "/api/admin/jobs",
      json({ customer, pieces: [piece] }, { headers: { Origin: "https://evil.example" } }),
    );
    expect(crossSite.status).toBe(403);
    expect(await countJobs()).toBe(0);
  });
});
