// Issue #38 items 3 and 4: an email belongs to the person it was sent to, not to the record it is
// about, so a job whose customer's address changes leaves the first person's emails with them
// (their page, export and erasure) and out of the second person's export; the export leaves out
// every secret, token hash and salt of the shop's own.
// docs/decisions/0032-customers-and-retention.md, 0080-customer-index.md
import { env } from "cloudflare:workers";
import { strFromU8, unzipSync } from "fflate";
import { beforeEach, describe, expect, it } from "vitest";
import { customerPath } from "./customer-helpers";
import { asOwner, json, resetTables } from "./helpers";
import { customer, newJob, piece, resetJobsBeforeEach } from "./job-helpers";
import { postQuote, quoteForm } from "./quote-helpers";

const FIRST = "first@example.com";
const SECOND = "second@example.com";

resetJobsBeforeEach();
beforeEach(() =>
  resetTables("customer_index", "customer_index_dirty", "customer_notes", "contacts", "erasures"),
);

async function exported(email: string) {
  const res = await asOwner(customerPath(email, "/export"));
  expect(res.status).toBe(200);
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return {
    text: strFromU8(files["customer.json"]),
    data: JSON.parse(strFromU8(files["customer.json"])),
  };
}

/** A job made out to FIRST (who gets its email), then corrected to SECOND. */
async function jobMovedToSecond() {
  const job = await newJob({ customer: { ...customer, email: FIRST }, pieces: [piece] });
  const sentToFirst = await env.DB.prepare("SELECT id FROM emails WHERE recipient = ?")
    .bind(FIRST)
    .all<{ id: number }>();
  expect(sentToFirst.results.length).toBeGreaterThan(0);
  const edit = await asOwner(
    `/api/admin/jobs/${job.id}`,
    json({ version: 1, customer: { ...customer, email: SECOND } }, { method: "PATCH" }),
  );
  expect(edit.status).toBe(200);
  return sentToFirst.results.map((r) => r.id);
}

describe("emails follow the person they were sent to", () => {
  it("keeps the first person's email out of the second person's export", async () => {
    const ids = await jobMovedToSecond();
    const { data } = await exported(SECOND);
    expect(data.jobs).toHaveLength(1);
    const recipients = data.emails.map((e: { recipient: string }) => e.recipient);
    expect(recipients).not.toContain(FIRST);
    for (const id of ids) expect(data.emails.map((e: { id: number }) => e.id)).not.toContain(id);
  });

  it("still knows the first person: their page, list row, export and erasure", async () => {
    const ids = await jobMovedToSecond();
    const page = await asOwner(customerPath(FIRST));
    expect(page.status).toBe(200);
    const list = await (await asOwner("/api/admin/customers")).json<{
      customers: Array<{ email: string }>;
    }>();
    expect(list.customers.map((c) => c.email)).toContain(FIRST);
    const { data } = await exported(FIRST);
    expect(data.emails.map((e: { id: number }) => e.id)).toEqual(ids);

    const erased = await asOwner(customerPath(FIRST), { method: "DELETE" });
    expect(erased.status).toBe(200);
    // Only the erasure's own confirmation, kept until it is sent (record 0032), is left.
    const left = await env.DB.prepare(
      "SELECT count(*) AS n FROM emails WHERE recipient = ? AND kind <> 'erasure-confirmed'",
    )
      .bind(FIRST)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
    // The job and its customer's own emails stay with the second person.
    expect((await asOwner(customerPath(SECOND))).status).toBe(200);
    expect((await asOwner(customerPath(FIRST))).status).toBe(404);
  });
});

describe("the export", () => {
  it("leaves out every token hash, salt and connection key", async () => {
    expect((await postQuote(quoteForm({ email: FIRST }))).status).toBe(201);
    await newJob({ customer: { ...customer, email: FIRST }, pieces: [piece] });
    const { data } = await exported(FIRST);
    expect(data.quotes).toHaveLength(1);
    expect(data.jobs).toHaveLength(1);
    const keys = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === "object")
        for (const [key, inner] of Object.entries(value)) {
          keys.add(key);
          collect(inner);
        }
    };
    collect(data);
    expect([...keys].filter((k) => /hash|salt|token|secret|client|claimed/i.test(k))).toEqual([]);
  });
});
