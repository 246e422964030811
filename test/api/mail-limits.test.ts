// Mail to strangers (issue #26 item 2, issue #29 item 3, issue #38 item 1): names refuse links and
// addresses, acknowledgements greet only a short plain first name, at most one acknowledgement per
// mailbox an hour and three a day across the message and quote forms (held back ones recorded as
// not sent); the booking email always goes; the message, booking or quote is still stored and the
// owner still told. docs/decisions/0026-names-and-acknowledgements.md, 0027-acknowledgement-limits.md.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { greeting } from "~/lib/text-rules";
import { database } from "~db/client";
import { acknowledgementAllowed } from "~worker/services/outbox";
import { booking } from "./booking-helpers";
import { countRows, json, ORIGIN, request, resetTables } from "./helpers";
import { validContact } from "./message-helpers";
import { quoteForm } from "./quote-helpers";

let ip = 0;
const nextIp = () => `192.0.2.${(++ip % 250) + 1}`;

const post = (path: string, body: unknown) =>
  request(path, json(body, { headers: { "CF-Connecting-IP": nextIp(), Origin: ORIGIN } }));
const postQuote = (form: FormData) =>
  request("/api/quotes", {
    method: "POST",
    body: form,
    headers: { "CF-Connecting-IP": nextIp(), Origin: ORIGIN },
  });

interface Row {
  kind: string;
  recipient: string;
  text: string;
  html: string | null;
  status: string;
}
// The emails recorded to be sent (held back ones are recorded as `skipped`).
async function emailRows(): Promise<Row[]> {
  const { results } = await env.DB.prepare(
    "SELECT kind, recipient, text, html, status FROM emails WHERE status <> 'skipped' ORDER BY id",
  ).all<Row>();
  return results;
}
const kinds = async () => (await emailRows()).map((r) => r.kind);
const ACK_KINDS = ["acknowledgement", "booking-booked", "quote-acknowledgement"];
const acks = async () => (await emailRows()).filter((r) => ACK_KINDS.includes(r.kind));

/** An acknowledgement recorded `minutesAgo` minutes ago. */
async function pastAcknowledgement(to: string, minutesAgo: number, kind = "acknowledgement") {
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  await env.DB.prepare(
    `INSERT INTO emails (kind, recipient, mailbox, subject, text, status, attempts, created_at, updated_at)
     VALUES (?, ?, ?, 'Earlier', 'Earlier', 'sent', 1, ?, ?)`,
  )
    .bind(kind, to, to, at, at)
    .run();
}

beforeEach(() => resetTables("contacts", "appointments", "quotes", "emails", "rate_limits"));

describe("names", () => {
  const spammy = [
    "WIN $500 at https://evil.example/claim",
    "http://evil.example",
    "visit www.evil",
    "bob@evil.example",
    "evil.example",
    "Claim at Evil.COM now",
  ];

  for (const firstName of spammy)
    it(`refuses the first name "${firstName}" at the field, nothing stored or sent`, async () => {
      const res = await post("/api/contact", { ...validContact, firstName });
      expect(res.status).toBe(400);
      const body = await res.json<{ issues: Array<{ path: string; message: string }> }>();
      expect(body.issues).toContainEqual({
        path: "firstName",
        message: "First name must be a name, without web addresses, email addresses or links.",
      });
      expect(await countRows("contacts")).toBe(0);
      expect(await countRows("emails")).toBe(0);
    });

  it("keeps real names with dots, hyphens and apostrophes", async () => {
    for (const lastName of ["St. John", "O'Brien-Smith", "J.R.", "Nguyễn"]) {
      const res = await post("/api/contact", { ...validContact, lastName, email: `${ip}@x.test` });
      expect(res.status, lastName).toBe(201);
    }
  });

  it("refuses a link in the booking and quote names too", async () => {
    const b = await post("/api/appointments", booking({ name: "Go to www.evil.example" }));
    expect(b.status).toBe(400);
    const q = await postQuote(quoteForm({ name: "https://evil.example" }));
    expect(q.status).toBe(400);
    expect(await countRows("appointments")).toBe(0);
    expect(await countRows("quotes")).toBe(0);
  });

  it("shows the refusal at the field on the /contact page without JavaScript", async () => {
    const res = await request("/contact", {
      method: "POST",
      headers: { "CF-Connecting-IP": nextIp(), Origin: ORIGIN },
      body: new URLSearchParams({
        intent: "contact",
        firstName: "bob@evil.example",
        lastName: "Gonzalez",
        email: "maria@example.com",
        message: "Hello",
      }),
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(
      "First name must be a name, without web addresses, email addresses or links.",
    );
    expect(html).toMatch(
      /aria-invalid="true"[^>]*name="firstName"|name="firstName"[^>]*aria-invalid="true"/,
    );
    expect(await countRows("contacts")).toBe(0);
  });
});

describe("the greeting", () => {
  it("repeats a short plain first name and otherwise says Hello", () => {
    expect(greeting("Maria")).toBe("Hi Maria,");
    expect(greeting("Anne-Marie O'Neil")).toBe("Hi Anne-Marie O'Neil,");
    expect(greeting("James Carter", true)).toBe("Hi James,");
    expect(greeting("Abcdefghijklmnopqrstu")).toBe("Hello,"); // 21 letters
    expect(greeting("WIN $500")).toBe("Hello,");
    expect(greeting("Dr.")).toBe("Hello,");
    expect(greeting("")).toBe("Hello,");
  });

  it("the contact acknowledgement says Hello to a name that is not plainly a short name", async () => {
    const res = await post("/api/contact", { ...validContact, firstName: "Maria (call me 24/7)" });
    expect(res.status).toBe(201);
    const [ack] = await acks();
    expect(ack.text.startsWith("Hello,\n")).toBe(true);
    expect(ack.text).not.toContain("24/7");
  });

  it("a booking greets the first word of the name only", async () => {
    const res = await post("/api/appointments", booking({ name: "James Winning Carter" }));
    expect(res.status).toBe(201);
    const [ack] = await acks();
    expect(ack.kind).toBe("booking-booked");
    expect(ack.text.startsWith("Hi James,\n")).toBe(true);
    expect(ack.text).not.toContain("Winning");
  });
});

describe("at most one acknowledgement per mailbox an hour, three a day", () => {
  it("stores every message and tells the owner each time, but acknowledges once an hour", async () => {
    for (const email of ["maria@example.com", "MARIA@example.com", "maria@example.com"]) {
      const res = await post("/api/contact", { ...validContact, email });
      expect(res.status).toBe(201);
    }
    expect(await countRows("contacts")).toBe(3);
    expect(await kinds()).toEqual([
      "owner-notification",
      "acknowledgement",
      "owner-notification",
      "owner-notification",
    ]);
  });

  it("counts the message and quote forms together; the booking email is not an acknowledgement", async () => {
    const to = "pat@example.com";
    expect((await post("/api/contact", { ...validContact, email: to })).status).toBe(201);
    expect((await post("/api/appointments", booking({ email: to }))).status).toBe(201);
    expect((await postQuote(quoteForm({ email: to }))).status).toBe(201);
    expect(await countRows("contacts")).toBe(1);
    expect(await countRows("appointments")).toBe(1);
    expect(await countRows("quotes")).toBe(1);
    // The owner is told of all three; the visitor gets the first acknowledgement and the booking
    // email they asked for; the quote's copy is held back.
    expect((await acks()).map((a) => a.kind)).toEqual(["acknowledgement", "booking-booked"]);
    expect(
      (await kinds()).filter((k) => k === "owner-notification" || k === "owner-booking"),
    ).toHaveLength(3);
  });

  it("allows the next one after an hour, until three in a day", async () => {
    const to = "sam@example.com";
    const db = database(env.DB);
    await pastAcknowledgement(to, 61);
    expect(await acknowledgementAllowed(db, to)).toBe(true);
    await pastAcknowledgement(to, 30, "quote-acknowledgement");
    expect(await acknowledgementAllowed(db, to)).toBe(false);
    // An hour on (the second is 90 minutes old): allowed again, it would be the third today.
    expect(await acknowledgementAllowed(db, to, new Date(Date.now() + 60 * 60_000))).toBe(true);
    await pastAcknowledgement(to, 120, "quote-acknowledgement");
    // Three in the last 24 hours, none in the last hour: still refused.
    expect(await acknowledgementAllowed(db, to, new Date(Date.now() + 60 * 60_000))).toBe(false);
    // A day after the oldest: allowed.
    expect(await acknowledgementAllowed(db, to, new Date(Date.now() + 24 * 60 * 60_000))).toBe(
      true,
    );
    // Other people's acknowledgements and other kinds (the booking email) do not count.
    expect(await acknowledgementAllowed(db, "someone@example.com")).toBe(true);
    await pastAcknowledgement("kim@example.com", 5, "booking-booked");
    expect(await acknowledgementAllowed(db, "kim@example.com")).toBe(true);
  });

  it("skips the acknowledgement of a message over the daily limit", async () => {
    const to = "lee@example.com";
    for (const minutes of [70, 200, 400]) await pastAcknowledgement(to, minutes);
    const res = await post("/api/contact", { ...validContact, email: to });
    expect(res.status).toBe(201);
    expect(await countRows("contacts")).toBe(1);
    expect((await emailRows()).filter((r) => r.recipient === to && r.text !== "Earlier")).toEqual(
      [],
    );
    expect(await kinds()).toContain("owner-notification");
  });
});

describe("the quote request's acknowledgement", () => {
  it("sends the visitor a copy of the design: drawn, sizes, materials and the estimate", async () => {
    const res = await postQuote(quoteForm({ name: "Maria Gonzalez" }));
    expect(res.status).toBe(201);
    const [ack] = await acks();
    expect(ack.kind).toBe("quote-acknowledgement");
    expect(ack.recipient).toBe("maria@example.com");
    expect(ack.text.startsWith("Hi Maria,\n")).toBe(true);
    expect(ack.text).toContain("Piece: 16 × 20 in");
    expect(ack.text).toMatch(/Frame: .+ in profile\)/);
    expect(ack.text).toMatch(/Mat: .+, 2 in wide/);
    expect(ack.text).toMatch(/Glazing: /);
    expect(ack.text).toMatch(/Outer size: \d/);
    expect(ack.text).toContain("Estimate $150-$185");
    // The visitor's message is not repeated.
    expect(ack.text).not.toContain("watercolour from my grandmother");
    expect(ack.html).toContain('role="img"');
    expect(ack.html).toMatch(/background:#[0-9a-f]{3,8};padding:\d+px/i);
    expect(ack.html).not.toMatch(/<script|<img|url\(/i);
    expect(await kinds()).toEqual(["owner-notification", "quote-acknowledgement"]);
  });

  it("stores a second quote within the hour and tells the owner, without a second copy", async () => {
    expect((await postQuote(quoteForm())).status).toBe(201);
    expect((await postQuote(quoteForm())).status).toBe(201);
    expect(await countRows("quotes")).toBe(2);
    expect(await kinds()).toEqual([
      "owner-notification",
      "quote-acknowledgement",
      "owner-notification",
    ]);
  });
});
