// A person's page and privacy as the walk-through found them (issue #40): the timeline shows only
// what the person sent and received, each email linked to itself; the export explains itself in
// summary.html; an erasure waits for money owed and is confirmed to the address erased, an email
// the nightly run then forgets; a walk-in can be added by hand; lifetime spend is on the page.
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { strFromU8, unzipSync } from "fflate";
import { beforeEach, describe, expect, it } from "vitest";
import { business } from "~/content/business";
import { CRONS } from "~worker/crons";
import worker from "~worker/index";
import { submitContact } from "~worker/services/enquiries";
import { customerPath } from "./customer-helpers";
import { asOwner, countRows, json, resetTables } from "./helpers";
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
import { recordingMail, validContact } from "./message-helpers";
import { deliverOutbox, emailRows } from "./outbox-helpers";

const MARIA = "maria@example.com";

resetJobsBeforeEach();
beforeEach(() =>
  resetTables(
    "erasures",
    "customers",
    "customer_notes",
    "contact_replies",
    "contacts",
    "customer_index",
    "customer_index_dirty",
  ),
);

interface Person {
  customer: { name: string; phone: string | null; balanceCents: number; spentCents: number };
  timeline: { kind: string; title: string; href: string | null }[];
}
const page = async (email: string) => (await asOwner(customerPath(email))).json<Person>();
const list = async () =>
  await (await asOwner("/api/admin/customers")).json<{
    customers: { email: string; name: string; spentCents: number; balanceCents: number }[];
    erasures: { at: string; reason: string; confirmedAt: string | null }[];
  }>();

async function mariaWithJob() {
  expect((await submitContact(env, { ...validContact, email: MARIA })).status).toBe("stored");
  const job = await newJob({
    customer: { ...customer, name: "Maria Gonzalez", email: MARIA },
    pieces: [piece],
  });
  await deliverOutbox(recordingMail());
  return job;
}

describe("a person's timeline", () => {
  it("shows only what the person sent and received, each email linked to itself", async () => {
    await mariaWithJob();
    const owner = await emailRows("kind = 'owner-notification'");
    expect(owner.length).toBeGreaterThan(0);
    const { timeline } = await page(MARIA);
    const emails = timeline.filter((t) => t.kind === "email");
    const theirs = await emailRows("recipient = ?", MARIA);
    expect(emails).toHaveLength(theirs.length);
    expect(emails.length).toBeGreaterThan(0);
    for (const o of owner) expect(JSON.stringify(timeline)).not.toContain(o.subject);
    for (const e of emails) expect(e.href).toMatch(/^\/admin\/emails\?status=all#email-\d+$/);
    expect(new Set(emails.map((e) => e.href)).size).toBe(emails.length);
  });
});

describe("lifetime spend", () => {
  it("is the net of their payments across jobs, on their page and in the list", async () => {
    const job = await mariaWithJob();
    expect((await pay(job.id, { amountCents: 10_000, method: "cash" })).status).toBe(201);
    const refund = await asOwner(
      `/api/admin/jobs/${job.id}/refunds`,
      json({ amountCents: 2_000, method: "cash", reason: "Glass chipped" }),
    );
    expect(refund.status).toBe(201);
    const { customer: c } = await page(MARIA);
    expect(c.spentCents).toBe(8_000);
    expect(c.balanceCents).toBe(PIECE_TOTAL_CENTS - 8_000);
    const row = (await list()).customers.find((x) => x.email === MARIA);
    expect(row).toMatchObject({ spentCents: 8_000, balanceCents: PIECE_TOTAL_CENTS - 8_000 });
  });
});

describe("the export's summary", () => {
  it("says who we are, what we hold with counts and dates, and how long it is kept, escaped", async () => {
    expect(
      (
        await submitContact(env, {
          ...validContact,
          firstName: "Maria",
          lastName: "<script>alert(1)</script>",
          email: MARIA,
        })
      ).status,
    ).toBe("stored");
    await asOwner(customerPath(MARIA, "/notes"), json({ notes: "<b>VIP</b>" }, { method: "PUT" }));
    const res = await asOwner(customerPath(MARIA, "/export"));
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(["customer.json", "summary.html"]));
    const html = strFromU8(files["summary.html"]);
    expect(html).toContain(business.name);
    expect(html).toContain("1105 Yale St");
    expect(html).toMatch(/Messages you sent us<\/th><td>1<\/td>/);
    expect(html).toMatch(/Our notes about you<\/th><td>1<\/td>/);
    expect(html).toContain(business.policies.keepEnquiries);
    expect(html).toContain(String(new Date().getFullYear()));
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>VIP");
  });
});

describe("erasure", () => {
  async function runNightly(at = new Date()) {
    const controller = createScheduledController({ scheduledTime: at, cron: CRONS.retention });
    const ctx = createExecutionContext();
    await worker.scheduled(controller, env, ctx);
    await waitOnExecutionContext(ctx);
  }

  it("is refused while the person owes money, with the amount and how to settle", async () => {
    const job = await mariaWithJob();
    const { version } = await getJob(job.id);
    expect(
      (await moveTo(job.id, { stage: "picked_up", version, leaveBalanceOwing: true })).status,
    ).toBe(200);
    const preview = await (await asOwner(customerPath(MARIA, "/erasure"))).json<{
      owing: { balanceCents: number } | null;
    }>();
    expect(preview.owing?.balanceCents).toBe(PIECE_TOTAL_CENTS);
    const res = await asOwner(customerPath(MARIA), { method: "DELETE" });
    expect(res.status).toBe(409);
    const body = await res.json<{ error: string; balanceCents: number }>();
    expect(body.balanceCents).toBe(PIECE_TOTAL_CENTS);
    expect(body.error).toContain(job.number);
    expect(body.error).toMatch(/payment/);
    expect(await countRows("contacts")).toBe(1);
    expect(await countRows("erasures")).toBe(0);
  });

  it("is confirmed to the address erased, logged with its time, and the confirmation is then forgotten", async () => {
    const job = await mariaWithJob();
    expect((await pay(job.id, { amountCents: PIECE_TOTAL_CENTS, method: "card" })).status).toBe(
      201,
    );
    const { version } = await getJob(job.id);
    expect((await moveTo(job.id, { stage: "picked_up", version })).status).toBe(200);
    await deliverOutbox(recordingMail());

    expect((await asOwner(customerPath(MARIA), { method: "DELETE" })).status).toBe(200);
    const [confirmation, ...others] = await emailRows("lower(recipient) = ?", MARIA);
    expect(others).toEqual([]);
    expect(confirmation).toMatchObject({ kind: "erasure-confirmed", status: "queued" });
    // It does not bring her back as a customer.
    expect((await list()).customers.map((c) => c.email)).not.toContain(MARIA);
    expect((await asOwner(customerPath(MARIA))).status).toBe(404);
    const mail = recordingMail();
    await deliverOutbox(mail);
    expect(mail.sent.map((m) => m.to)).toEqual([MARIA]);
    expect(mail.sent[0].text).not.toMatch(/Gonzalez/);

    const [logged] = (await list()).erasures;
    expect(logged).toMatchObject({ reason: "owner", confirmedAt: null });
    expect(logged.at).toMatch(/^\d{4}-/);
    await runNightly();
    expect(await emailRows("kind = 'erasure-confirmed'")).toEqual([]);
    expect((await list()).erasures[0].confirmedAt).toMatch(/^\d{4}-/);
  });
});

describe("a customer added by hand", () => {
  const walkIn = {
    name: "Dora Walker",
    email: " Dora@Example.com ",
    phone: "713-555-0199",
    notes: "Came in with a quilt.",
  };

  it("appears in the list with a page, is exported and erased like any record", async () => {
    const res = await asOwner("/api/admin/customers", json(walkIn));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ email: "dora@example.com" });
    const listed = (await list()).customers.find((c) => c.email === "dora@example.com");
    expect(listed).toMatchObject({ name: "Dora Walker" });
    const { customer: c, timeline } = await page("dora@example.com");
    expect(c).toMatchObject({ name: "Dora Walker", phone: "713-555-0199" });
    expect(timeline.map((t) => t.kind)).toEqual(["added"]);

    const again = await asOwner(
      "/api/admin/customers",
      json({ ...walkIn, email: "DORA@example.com" }),
    );
    expect(again.status).toBe(409);
    expect((await asOwner("/api/admin/customers", json({ name: "", email: "x" }))).status).toBe(
      400,
    );

    const zip = unzipSync(
      new Uint8Array(
        await (await asOwner(customerPath("dora@example.com", "/export"))).arrayBuffer(),
      ),
    );
    const data = JSON.parse(strFromU8(zip["customer.json"]));
    expect(data.addedByHand).toMatchObject({ name: "Dora Walker" });
    expect(data.notes).toBe("Came in with a quilt.");

    expect((await asOwner(customerPath("dora@example.com"), { method: "DELETE" })).status).toBe(
      200,
    );
    expect(await countRows("customers")).toBe(0);
    expect(await countRows("customer_notes")).toBe(0);
    expect((await list()).customers.map((x) => x.email)).not.toContain("dora@example.com");
  });
});
