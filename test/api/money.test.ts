// A job's money through the owner's API (docs/decisions/0096-sales-tax-and-totals.md): sales tax
// at the shop's rate, kept by the job; extras, discounts and exemptions; every bad input a 400
// with nothing stored.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { asOwner, json } from "./helpers";
import {
  customer,
  getJob,
  moveTo,
  newJob,
  PIECE_CENTS,
  PIECE_TOTAL_CENTS,
  piece,
  resetJobsBeforeEach,
} from "./job-helpers";

resetJobsBeforeEach();

interface Totals {
  subtotalCents: number;
  discountCents: number;
  taxableCents: number;
  taxCents: number;
  totalCents: number;
  paidCents: number;
  refundedCents: number;
  balanceCents: number;
}
type MoneyJob = Awaited<ReturnType<typeof getJob>> & {
  totals: Totals;
  taxPercent: number;
  taxLabel: string;
  taxExemptCertificate: string | null;
  discount: { percent?: number; amountCents?: number; reason: string } | null;
  extras: Array<{ description: string; quantity: number; unitCents: number; taxable: boolean }>;
};
const moneyJob = async (id: number) => (await getJob(id)) as MoneyJob;

const putSettings = (body: unknown) =>
  asOwner("/api/admin/jobs/settings", json(body, { method: "PUT" }));
const patch = (id: number, body: unknown) =>
  asOwner(`/api/admin/jobs/${id}`, json(body, { method: "PATCH" }));
const storedJob = (id: number) =>
  env.DB.prepare("SELECT * FROM jobs WHERE id = ?").bind(id).first<Record<string, unknown>>();

describe("sales tax", () => {
  it("prices a new job with the shop's rate and label, 8.25% Texas sales tax by default", async () => {
    const { id } = await newJob();
    const job = await moneyJob(id);
    expect(job.taxPercent).toBe(8.25);
    expect(job.taxLabel).toBe("Texas sales tax");
    expect(job.totals).toEqual({
      subtotalCents: PIECE_CENTS,
      discountCents: 0,
      taxableCents: PIECE_CENTS,
      taxCents: 1_379,
      totalCents: PIECE_TOTAL_CENTS,
      paidCents: 0,
      refundedCents: 0,
      balanceCents: PIECE_TOTAL_CENTS,
    });
  });

  it("leaves an existing job at its rate when the shop's rate changes, until the owner re-applies it", async () => {
    const { id } = await newJob();
    expect((await putSettings({ salesTaxPercent: 6.875, salesTaxLabel: "Sales tax" })).status).toBe(
      200,
    );
    expect((await moneyJob(id)).totals.taxCents).toBe(1_379);
    const later = await newJob();
    // 6.875% of $167.20 is $11.495, rounded half up to $11.50.
    expect((await moneyJob(later.id)).totals.taxCents).toBe(1_150);
    expect(await patch(id, { version: 1, reapplyTaxRate: true })).toHaveProperty("status", 200);
    const job = await moneyJob(id);
    expect(job).toMatchObject({ taxPercent: 6.875, taxLabel: "Sales tax" });
    expect(job.totals.taxCents).toBe(1_150);
    expect(job.history[0].summary).toContain("tax at today's rate");
  });

  it("refuses to re-price a job that has left the shop", async () => {
    const { id } = await newJob();
    await moveTo(id, { stage: "cancelled", version: 1 });
    const res = await patch(id, { version: 2, reapplyTaxRate: true });
    expect(res.status).toBe(400);
    expect((await storedJob(id))?.version).toBe(2);
  });

  it("charges no tax to an exempt customer and keeps the certificate number", async () => {
    const { id } = await newJob({ customer, pieces: [piece], taxExemptCertificate: "01-2345678" });
    const job = await moneyJob(id);
    expect(job.taxExemptCertificate).toBe("01-2345678");
    expect(job.totals).toMatchObject({ taxCents: 0, totalCents: PIECE_CENTS });
    // Clearing the certificate taxes the job again.
    expect((await patch(id, { version: 1, taxExemptCertificate: "" })).status).toBe(200);
    expect((await moneyJob(id)).totals.totalCents).toBe(PIECE_TOTAL_CENTS);
  });

  it("refuses a tax rate below 0, above 20 or with more than three decimals, and keeps the old one", async () => {
    for (const salesTaxPercent of [-1, 20.5, 8.2501, "8.25", null]) {
      const res = await putSettings({ salesTaxPercent });
      expect(res.status, String(salesTaxPercent)).toBe(400);
      const body = await res.json<{ issues: Array<{ path: string }> }>();
      expect(body.issues[0].path).toBe("salesTaxPercent");
    }
    expect((await putSettings({ salesTaxPercent: 0 })).status).toBe(200);
    const { id } = await newJob();
    expect((await moneyJob(id)).totals.taxCents).toBe(0);
  });
});

describe("extras and discounts", () => {
  it("adds extras as lines, untaxed when marked, and a percent discount before tax", async () => {
    const { id } = await newJob({
      customer,
      pieces: [piece],
      extras: [
        { description: "Rush fee", quantity: 1, unitCents: 2_500 },
        { description: "Installation", quantity: 1, unitCents: 7_500, taxable: false },
      ],
      discount: { percent: 10, reason: "Returning customer" },
    });
    const job = await moneyJob(id);
    // $167.20 + $25 + $75 = $267.20; 10% off = $26.72; the taxed lines ($192.20) carry their
    // share of it: 26.72 x 192.20 / 267.20 = $19.22, so $172.98 is taxed: $14.27.
    expect(job.totals).toMatchObject({
      subtotalCents: 26_720,
      discountCents: 2_672,
      taxableCents: 17_298,
      taxCents: 1_427,
      totalCents: 26_720 - 2_672 + 1_427,
    });
    expect(job.discount).toEqual({ percent: 10, reason: "Returning customer" });
    expect(job.extras.map((e) => [e.description, e.taxable])).toEqual([
      ["Rush fee", true],
      ["Installation", false],
    ]);
  });

  it("changes extras and the discount on an edit, and says what the total became", async () => {
    const { id } = await newJob();
    const res = await patch(id, {
      version: 1,
      extras: [{ description: "Hanging hardware", quantity: 2, unitCents: 800 }],
      discount: { amountCents: 1_000, reason: "Scratch on the moulding" },
    });
    expect(res.status).toBe(200);
    const job = await moneyJob(id);
    // $167.20 + 2 x $8 - $10 = $173.20, tax $14.289 -> $14.29.
    expect(job.totals).toMatchObject({
      subtotalCents: 18_320,
      discountCents: 1_000,
      taxCents: 1_429,
    });
    expect(job.history[0].summary).toMatch(
      /extras, discount \(Scratch on the moulding\).*total \$180\.99 → \$187\.49/,
    );
    expect((await patch(id, { version: 2, discount: null, extras: [] })).status).toBe(200);
    expect((await moneyJob(id)).totals.totalCents).toBe(PIECE_TOTAL_CENTS);
  });

  it.each([
    [
      "a discount above the subtotal",
      { discount: { amountCents: 16_721, reason: "Too much" } },
      "discount.amountCents",
    ],
    ["a discount of 0%", { discount: { percent: 0, reason: "x" } }, "discount.percent"],
    ["a discount over 100%", { discount: { percent: 101, reason: "x" } }, "discount.percent"],
    ["a discount without a reason", { discount: { percent: 5 } }, "discount"],
    [
      "a discount with both kinds",
      { discount: { percent: 5, amountCents: 5, reason: "x" } },
      "discount",
    ],
    [
      "a negative extra",
      { extras: [{ description: "Fee", quantity: 1, unitCents: -5 }] },
      "extras.0.unitCents",
    ],
    [
      "fractional cents",
      { extras: [{ description: "Fee", quantity: 1, unitCents: 2.5 }] },
      "extras.0.unitCents",
    ],
    [
      "a quantity of 0",
      { extras: [{ description: "Fee", quantity: 0, unitCents: 500 }] },
      "extras.0.quantity",
    ],
    [
      "an extra without a description",
      { extras: [{ description: " ", quantity: 1, unitCents: 500 }] },
      "extras.0.description",
    ],
    [
      "a control character",
      { extras: [{ description: "Fee\u0007", quantity: 1, unitCents: 500 }] },
      "extras.0.description",
    ],
    ["extras that are not a list", { extras: "rush" }, "extras"],
    ["a certificate that is not text", { taxExemptCertificate: 42 }, "taxExemptCertificate"],
  ])("refuses %s with 400 and stores nothing", async (_, body, path) => {
    const made = await asOwner("/api/admin/jobs", json({ customer, pieces: [piece], ...body }));
    expect(made.status).toBe(400);
    const answer = await made.json<{ error: string; issues: Array<{ path: string }> }>();
    expect(answer.issues.map((i) => i.path)).toContain(path);
    const { id } = await newJob();
    const res = await patch(id, { version: 1, ...body });
    expect(res.status).toBe(400);
    const stored = await storedJob(id);
    expect(stored).toMatchObject({ version: 1, total_cents: PIECE_TOTAL_CENTS });
    expect(
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM job_extras").first<{ n: number }>())?.n,
    ).toBe(0);
  });

  it("refuses a stale edit of the money with 409 and changes nothing", async () => {
    const { id } = await newJob();
    expect((await patch(id, { version: 1, notes: "first" })).status).toBe(200);
    const stale = await patch(id, {
      version: 1,
      extras: [{ description: "Rush fee", quantity: 1, unitCents: 2_500 }],
    });
    expect(stale.status).toBe(409);
    expect((await moneyJob(id)).extras).toEqual([]);
    expect((await storedJob(id))?.total_cents).toBe(PIECE_TOTAL_CENTS);
  });

  it("lists and exports each job's tax, total, paid and balance", async () => {
    const { id } = await newJob();
    const list = await (await asOwner("/api/admin/jobs")).json<{
      jobs: Array<{ id: number; taxCents: number; totalCents: number; balanceCents: number }>;
    }>();
    expect(list.jobs.find((j) => j.id === id)).toMatchObject({
      taxCents: 1_379,
      totalCents: PIECE_TOTAL_CENTS,
      balanceCents: PIECE_TOTAL_CENTS,
    });
  });
});
