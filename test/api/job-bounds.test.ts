// Dates a shop can mean and quotes that exist (docs/decisions/0030-jobs.md): a payment is dated
// within the last year and not after today, a due date within two years, and a job names only a
// quote that exists and takes everything else from it. Each refusal is a 400 that stores nothing.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { addDays, shopDay } from "~/lib/shop-time";
import { asOwner, countRows, json } from "./helpers";
import {
  countJobs,
  createJob,
  customer,
  newJob,
  pay,
  piece,
  resetJobsBeforeEach,
} from "./job-helpers";
import { postQuote, quoteForm } from "./quote-helpers";

resetJobsBeforeEach();

type Answer = { error: string; issues: Array<{ path: string; message: string }> };

async function expectRefused(res: Response, path: string, message: RegExp) {
  expect(res.status).toBe(400);
  const answer = await res.json<Answer>();
  expect(answer.issues).toContainEqual({ path, message: expect.stringMatching(message) });
}

describe("a job's quote", () => {
  it("refuses an unknown quote id sent with a customer and pieces, and stores nothing", async () => {
    await expectRefused(
      await createJob({ quoteId: 424242, customer, pieces: [piece] }),
      "customer",
      /takes its customer and pieces from the quote/,
    );
    expect(await countJobs()).toBe(0);
  });

  it("refuses a known quote id sent with a customer and pieces instead of ignoring it", async () => {
    const { id: quoteId } = await (await postQuote(quoteForm())).json<{ id: number }>();
    await expectRefused(
      await createJob({ quoteId, customer, pieces: [piece] }),
      "pieces",
      /takes its customer and pieces from the quote/,
    );
    expect(await countJobs()).toBe(0);
    const quote = await env.DB.prepare("SELECT status FROM quotes WHERE id = ?")
      .bind(quoteId)
      .first<{ status: string }>();
    expect(quote?.status).not.toBe("won");
  });
});

describe("a job's due date", () => {
  it("refuses a due date more than two years ahead, made or changed", async () => {
    await expectRefused(
      await createJob({ customer, pieces: [piece], dueDate: "9999-12-31" }),
      "dueDate",
      /two years/,
    );
    await expectRefused(
      await createJob({ customer, pieces: [piece], dueDate: addDays(shopDay(), 731) }),
      "dueDate",
      /two years/,
    );
    expect(await countJobs()).toBe(0);
    const { id } = await newJob({ customer, pieces: [piece], dueDate: addDays(shopDay(), 700) });
    const res = await asOwner(
      `/api/admin/jobs/${id}`,
      json({ version: 1, dueDate: "9999-01-01" }, { method: "PATCH" }),
    );
    await expectRefused(res, "dueDate", /two years/);
    const row = await env.DB.prepare("SELECT due_date FROM jobs WHERE id = ?").bind(id).first();
    expect(row).toEqual({ due_date: addDays(shopDay(), 700) });
  });
});

describe("a payment's date", () => {
  it.each([
    ["in 2099", "2099-06-01", /future/],
    ["tomorrow", addDays(shopDay(), 1), /future/],
    ["more than a year ago", addDays(shopDay(), -366), /last year/],
  ])("refuses a payment dated %s and stores nothing", async (_, paidOn, message) => {
    const { id } = await newJob();
    await expectRefused(
      await pay(id, { amountCents: 1_000, method: "cash", paidOn }),
      "paidOn",
      message,
    );
    expect(await countRows("job_payments")).toBe(0);
  });

  it("takes a payment dated today or within the last year", async () => {
    const { id } = await newJob();
    for (const paidOn of [shopDay(), addDays(shopDay(), -365)])
      expect((await pay(id, { amountCents: 1_000, method: "cash", paidOn })).status).toBe(201);
    expect(await countRows("job_payments")).toBe(2);
  });
});
