// Customers: one record per person across messages, bookings, quotes and jobs (matched by email,
// case and spaces ignored), their page's timeline, the export (a zip, parsed here), the erasure
// (every table and R2 key checked); the daily retention job is in ./customer-retention.test.ts.
import { env } from "cloudflare:workers";
import { strFromU8, unzipSync } from "fflate";
import { beforeEach, describe, expect, it } from "vitest";
import { CUSTOMERS_PAGE_SIZE } from "~/lib/customers";
import { submitContact } from "~worker/services/enquiries";
import { book, mailbox, nextWeekday } from "./booking-helpers";
import { customerPath } from "./customer-helpers";
import { asOwner, countRows, json, request, resetTables } from "./helpers";
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
import { deliverOutbox } from "./outbox-helpers";
import { png, postQuote, quoteForm, storedPhotoKeys } from "./quote-helpers";

const MARIA = "maria@example.com";

resetJobsBeforeEach();
beforeEach(async () => {
  await resetTables("erasures", "customer_notes", "contact_replies", "contacts");
  const keys = (await env.IMAGES.list({ prefix: "quotes/" })).objects.map((o) => o.key);
  if (keys.length) await env.IMAGES.delete(keys);
});

/** Maria as the shop knows her: a message, a booking, a quote with a photo and a job, each typed differently. */
async function maria() {
  const message = await submitContact(env, { ...validContact, email: " Maria@Example.com " });
  expect(message.status).toBe("stored");
  const box = mailbox();
  const booked = await book(box, {
    name: "Maria G.",
    email: "MARIA@example.com",
    phone: "713-555-0100",
  });
  expect(booked.status).toBe(201);
  const quote = await postQuote(quoteForm({ email: "maria@EXAMPLE.com", photos: [png()] }));
  expect(quote.status).toBe(201);
  const job = await newJob({
    customer: { ...customer, name: "Maria Gonzalez", email: MARIA },
    pieces: [piece],
  });
  await deliverOutbox(recordingMail());
  // Someone else, who must be untouched by everything below.
  await submitContact(env, {
    ...validContact,
    firstName: "Ana",
    lastName: "Reyes",
    email: "ana@example.com",
    phone: "(281) 555-0111",
  });
  return { jobId: job.id, jobNumber: job.number };
}

describe("the customers list", () => {
  it("shows one row per person with what they have, latest contact first, and finds them", async () => {
    await maria();
    const res = await asOwner("/api/admin/customers");
    expect(res.status).toBe(200);
    const { customers, nextPage } = await res.json<{
      customers: { email: string; name: string; counts: Record<string, number> }[];
      nextPage: number | null;
    }>();
    expect(nextPage).toBeNull();
    expect(customers.map((c) => c.email)).toEqual(["ana@example.com", MARIA]);
    expect(customers[1]).toMatchObject({
      name: "Maria Gonzalez",
      counts: { messages: 1, bookings: 1, quotes: 1, jobs: 1 },
      balanceCents: PIECE_TOTAL_CENTS,
    });
    expect(customers[0]).toMatchObject({ balanceCents: 0 });
    for (const q of ["GONZ", "maria@ex", "555 0100", "7135550100"]) {
      const found = await (await asOwner(`/api/admin/customers?q=${encodeURIComponent(q)}`)).json<{
        customers: { email: string }[];
      }>();
      expect(
        found.customers.map((c) => c.email),
        q,
      ).toEqual([MARIA]);
    }
    const none = await (await asOwner("/api/admin/customers?q=%25")).json<{
      customers: unknown[];
    }>();
    expect(none.customers).toEqual([]);
  });

  it("pages through many people", async () => {
    await env.DB.prepare(
      `INSERT INTO contacts (first_name, last_name, email, message, created_at, search_text)
       SELECT 'P', 'N' || value, 'p' || value || '@example.com', 'hi',
              strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || value || ' minutes'), ''
       FROM json_each(?)`,
    )
      .bind(JSON.stringify(Array.from({ length: CUSTOMERS_PAGE_SIZE + 5 }, (_, i) => i + 1)))
      .run();
    const first = await (await asOwner("/api/admin/customers")).json<{
      customers: { email: string }[];
      nextPage: number;
    }>();
    expect(first.customers).toHaveLength(CUSTOMERS_PAGE_SIZE);
    expect(first.customers[0].email).toBe("p1@example.com");
    expect(first.nextPage).toBe(2);
    const second = await (await asOwner("/api/admin/customers?page=2")).json<{
      customers: { email: string }[];
      nextPage: number | null;
    }>();
    expect(second.customers.map((c) => c.email)).toEqual(
      Array.from({ length: 5 }, (_, i) => `p${CUSTOMERS_PAGE_SIZE + i + 1}@example.com`),
    );
    expect(second.nextPage).toBeNull();
    for (const bad of ["page=0", "page=x", "page=1.5", `q=${"x".repeat(101)}`, "q=a%00b"]) {
      expect((await asOwner(`/api/admin/customers?${bad}`)).status, bad).toBe(400);
    }
  });
});

describe("the list's index", () => {
  type Listed = { email: string; name: string; counts: Record<string, number> };
  const list = async (q = "") =>
    (
      await (
        await asOwner(`/api/admin/customers${q ? `?q=${encodeURIComponent(q)}` : ""}`)
      ).json<{
        customers: Listed[];
        nextPage: number | null;
      }>()
    ).customers;

  it("follows every later write: a new booking, an address changed in place, an erasure", async () => {
    await maria();
    expect((await list()).map((c) => c.email)).toEqual(["ana@example.com", MARIA]);
    const box = mailbox();
    const booked = await book(box, {
      name: "Maria Ruiz",
      email: " MARIA@example.com",
      preferredDate: nextWeekday("Thursday"),
    });
    expect(booked.status).toBe(201);
    const [first] = await list();
    expect(first).toMatchObject({ email: MARIA, name: "Maria Ruiz", counts: { bookings: 2 } });
    expect((await list("ruiz")).map((c) => c.email)).toEqual([MARIA]);
    // An address corrected in place moves the quote to its new person.
    await env.DB.prepare("UPDATE quotes SET email = 'maria.g@example.com'").run();
    const after = await list();
    expect(after.find((c) => c.email === MARIA)?.counts.quotes).toBe(0);
    expect(after.find((c) => c.email === "maria.g@example.com")?.counts.quotes).toBe(1);
    expect((await asOwner(customerPath("ana@example.com"), { method: "DELETE" })).status).toBe(200);
    expect((await list()).map((c) => c.email)).not.toContain("ana@example.com");
    expect(await list("reyes")).toEqual([]);
  });

  it("rebuilds in one pass when many people changed at once", async () => {
    const many = 620;
    await env.DB.prepare(
      `INSERT INTO contacts (first_name, last_name, email, message, created_at, search_text)
       SELECT 'P', 'N' || value, 'p' || value || '@example.com', 'hi',
              strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || value || ' minutes'), ''
       FROM json_each(?)`,
    )
      .bind(JSON.stringify(Array.from({ length: many }, (_, i) => i + 1)))
      .run();
    expect(await countRows("customer_index_dirty")).toBeGreaterThanOrEqual(many);
    const last = Math.ceil(many / CUSTOMERS_PAGE_SIZE);
    const page = await (await asOwner(`/api/admin/customers?page=${last}`)).json<{
      customers: Listed[];
      nextPage: number | null;
    }>();
    expect(page.customers).toHaveLength(many - (last - 1) * CUSTOMERS_PAGE_SIZE);
    expect(page.customers.at(-1)?.email).toBe(`p${many}@example.com`);
    expect(page.nextPage).toBeNull();
    expect(await countRows("customer_index_dirty")).toBe(0);
    expect(await countRows("customer_index")).toBe(many);
  });
});

describe("a person's page", () => {
  it("joins their message, booking, quote and job in one timeline, newest first, with notes", async () => {
    const { jobNumber } = await maria();
    const res = await asOwner(customerPath("Maria@Example.COM"));
    expect(res.status).toBe(200);
    const { customer: c, timeline } = await res.json<{
      customer: {
        email: string;
        counts: Record<string, number>;
        balanceCents: number;
        notes: string;
      };
      timeline: { kind: string; at: string; title: string }[];
    }>();
    expect(c).toMatchObject({
      email: MARIA,
      counts: { messages: 1, bookings: 1, quotes: 1, jobs: 1 },
      notes: "",
    });
    expect(c.balanceCents).toBeGreaterThan(0);
    const kinds = new Set(timeline.map((t) => t.kind));
    for (const k of ["message", "booking", "quote", "job", "email"])
      expect(kinds.has(k), k).toBe(true);
    expect(timeline.find((t) => t.kind === "job")?.title).toBe(`Job ${jobNumber}`);
    const times = timeline.map((t) => t.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(JSON.stringify(timeline)).not.toContain("ana@example.com");

    const saved = await asOwner(
      customerPath(MARIA, "/notes"),
      json({ notes: "Prefers walnut.\nCall after 5." }, { method: "PUT" }),
    );
    expect(saved.status).toBe(200);
    expect(
      (await (await asOwner(customerPath(MARIA))).json<{ customer: { notes: string } }>()).customer
        .notes,
    ).toBe("Prefers walnut.\nCall after 5.");
    expect(
      (await asOwner(customerPath(MARIA, "/notes"), json({ notes: "a\u0000b" }, { method: "PUT" })))
        .status,
    ).toBe(400);
    expect(
      (await asOwner(customerPath(MARIA, "/notes"), json({ notes: 5 }, { method: "PUT" }))).status,
    ).toBe(400);
    expect((await asOwner(customerPath("nobody@example.com"))).status).toBe(404);
    expect(
      (
        await asOwner(
          customerPath("nobody@example.com", "/notes"),
          json({ notes: "x" }, { method: "PUT" }),
        )
      ).status,
    ).toBe(404);
    expect((await asOwner(customerPath("not-an-email"))).status).toBe(400);
  });
});

describe("export", () => {
  it("downloads everything about the person as a zip of JSON and their photos", async () => {
    await maria();
    const res = await asOwner(customerPath(MARIA, "/export"));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="customer-maria-example-com-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const data = JSON.parse(strFromU8(files["customer.json"]));
    expect(data.email).toBe(MARIA);
    expect(data.messages).toHaveLength(1);
    expect(data.bookings).toHaveLength(1);
    expect(data.quotes).toHaveLength(1);
    expect(data.jobs).toHaveLength(1);
    expect(data.emails.length).toBeGreaterThan(0);
    expect(data.photos).toHaveLength(1);
    expect(files[data.photos[0]].length).toBeGreaterThan(0);
    const text = strFromU8(files["customer.json"]);
    for (const secret of ["manageTokenHash", "statusTokenHash", "linkSalt"])
      expect(text).not.toContain(secret);
    expect(text).not.toContain("ana@example.com");
    expect((await asOwner(customerPath("nobody@example.com", "/export"))).status).toBe(404);
  });
});

describe("erase", () => {
  it("is blocked by a job still in the shop, and says which", async () => {
    const { jobNumber } = await maria();
    const preview = await (await asOwner(customerPath(MARIA, "/erasure"))).json<{
      counts: Record<string, number>;
      blockedBy: { number: string }[];
    }>();
    expect(preview.blockedBy.map((j) => j.number)).toEqual([jobNumber]);
    expect(preview.counts).toMatchObject({
      messages: 1,
      bookings: 1,
      quotes: 1,
      photos: 1,
      jobsAnonymised: 1,
    });
    const res = await asOwner(customerPath(MARIA), { method: "DELETE" });
    expect(res.status).toBe(409);
    expect((await res.json<{ error: string }>()).error).toContain(jobNumber);
    expect(await countRows("contacts")).toBe(2);
    expect(await countRows("erasures")).toBe(0);
  });

  it("removes every record and photo of the person, anonymises a finished job, leaves others alone", async () => {
    const { jobId } = await maria();
    // Paid in full: money owed would block the erasure.
    expect((await pay(jobId, { amountCents: PIECE_TOTAL_CENTS, method: "cash" })).status).toBe(201);
    const job = await getJob(jobId);
    expect((await moveTo(jobId, { stage: "picked_up", version: job.version })).status).toBe(200);
    await asOwner(customerPath(MARIA, "/notes"), json({ notes: "VIP" }, { method: "PUT" }));
    const before = await storedPhotoKeys();
    expect(before).toHaveLength(1);
    // The list has indexed her (the index must forget her too).
    expect((await asOwner("/api/admin/customers?q=maria")).status).toBe(200);

    const res = await asOwner(customerPath(MARIA), { method: "DELETE" });
    expect(res.status).toBe(200);
    const { removed } = await res.json<{ removed: Record<string, number> }>();
    expect(removed).toMatchObject({
      messages: 1,
      bookings: 1,
      quotes: 1,
      photos: 1,
      notes: 1,
      jobsAnonymised: 1,
    });
    expect(removed.emails).toBeGreaterThan(0);

    const left = async (sql: string) =>
      (await env.DB.prepare(sql).bind(MARIA).first<{ n: number }>())?.n;
    expect(await left("SELECT COUNT(*) AS n FROM contacts WHERE lower(trim(email)) = ?")).toBe(0);
    expect(await left("SELECT COUNT(*) AS n FROM appointments WHERE lower(trim(email)) = ?")).toBe(
      0,
    );
    expect(await left("SELECT COUNT(*) AS n FROM quotes WHERE lower(trim(email)) = ?")).toBe(0);
    // Only the confirmation of the erasure is left for her (test/api/customer-privacy.test.ts).
    expect(
      await left(
        "SELECT COUNT(*) AS n FROM emails WHERE lower(recipient) = ? AND kind <> 'erasure-confirmed'",
      ),
    ).toBe(0);
    expect(await left("SELECT COUNT(*) AS n FROM customer_notes WHERE person_key = ?")).toBe(0);
    expect(await left("SELECT COUNT(*) AS n FROM customer_index WHERE person_key = ?")).toBe(0);
    expect(await left("SELECT COUNT(*) AS n FROM customer_index_dirty WHERE person_key = ?")).toBe(
      0,
    );
    expect(await left("SELECT COUNT(*) AS n FROM emails WHERE text LIKE '%' || ? || '%'")).toBe(0);
    expect(await storedPhotoKeys()).toEqual([]);
    // The finished job keeps its amounts for the books, nothing about the person.
    const anon = await env.DB.prepare("SELECT * FROM jobs WHERE id = ?")
      .bind(jobId)
      .first<Record<string, unknown>>();
    expect(anon).toMatchObject({
      customer_name: "Erased customer",
      customer_email: "",
      customer_phone: null,
      notes: null,
    });
    const pieceRow = await env.DB.prepare(
      "SELECT description, price_cents FROM job_pieces WHERE job_id = ?",
    )
      .bind(jobId)
      .first();
    expect(pieceRow).toEqual({ description: "Piece 1", price_cents: expect.any(Number) });
    // The log: the date and the counts, never the person.
    const log = await env.DB.prepare("SELECT * FROM erasures").all<Record<string, string>>();
    expect(log.results).toHaveLength(1);
    expect(JSON.stringify(log.results)).not.toMatch(/maria|gonzalez|713/i);
    // Ana is untouched.
    expect(await countRows("contacts")).toBe(1);
    expect((await asOwner(customerPath("ana@example.com"))).status).toBe(200);
    expect((await asOwner(customerPath(MARIA))).status).toBe(404);
    expect((await asOwner(customerPath(MARIA), { method: "DELETE" })).status).toBe(404);
  });

  it("is the owner's only, and refuses another site", async () => {
    await maria();
    expect((await request(customerPath(MARIA))).status).toBe(401);
    expect((await request(customerPath(MARIA), { method: "DELETE" })).status).toBe(401);
    const cross = await asOwner(customerPath("ana@example.com"), {
      method: "DELETE",
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(cross.status).toBe(403);
    expect(await countRows("contacts")).toBe(2);
  });
});
