// Issue #38 items 1 and 2: the acknowledgement limit covers only what a stranger can make the shop
// send to someone else (a message's or a quote request's acknowledgement), counted per mailbox
// (plus-tags and gmail dots dropped) and per connection; the booking email always goes; an email
// the shop decides not to send is recorded as not sent, with the reason, wherever it would show.
// docs/decisions/0027-acknowledgement-limits.md
import { env } from "cloudflare:workers";
import { strFromU8, unzipSync } from "fflate";
import { beforeEach, describe, expect, it } from "vitest";
import { booking } from "./booking-helpers";
import { asOwner, json, ORIGIN, request, resetTables } from "./helpers";
import { validContact } from "./message-helpers";
import { quoteForm } from "./quote-helpers";

let ip = 0;
const nextIp = () => `198.18.0.${(++ip % 250) + 1}`;
const from = (address = nextIp()) => ({ "CF-Connecting-IP": address, Origin: ORIGIN });

const contact = (email: string, address?: string) =>
  request("/api/contact", json({ ...validContact, email }, { headers: from(address) }));
const bookFor = (email: string) =>
  request("/api/appointments", json(booking({ email }), { headers: from() }));
const quoteFor = (email: string) =>
  request("/api/quotes", { method: "POST", body: quoteForm({ email }), headers: from() });

interface Row {
  id: number;
  kind: string;
  recipient: string;
  status: string;
  last_error: string | null;
}
async function visitorEmails(): Promise<Row[]> {
  const { results } = await env.DB.prepare(
    `SELECT id, kind, recipient, status, last_error FROM emails
      WHERE kind NOT IN ('owner-notification', 'owner-booking') ORDER BY id`,
  ).all<Row>();
  return results;
}

beforeEach(() =>
  resetTables("contacts", "appointments", "quotes", "emails", "rate_limits", "contact_replies"),
);

describe("what the visitor asked for is never held back", () => {
  it("sends the booking email to someone who asked for a quote 90 seconds earlier", async () => {
    expect((await quoteFor("pat@example.com")).status).toBe(201);
    expect((await bookFor("pat@example.com")).status).toBe(201);
    const booked = (await visitorEmails()).filter((e) => e.kind === "booking-booked");
    expect(booked).toMatchObject([{ recipient: "pat@example.com", status: "queued" }]);
  });
});

describe("an acknowledgement the shop does not send", () => {
  it("is recorded as not sent with the reason, on the Emails screen, the timeline, the export and the message", async () => {
    expect((await contact("lee@example.com")).status).toBe(201);
    expect((await contact("lee@example.com")).status).toBe(201);
    const rows = await visitorEmails();
    expect(rows.map((r) => r.status)).toEqual(["queued", "skipped"]);
    const held = rows[1];
    expect(held.last_error).toMatch(/already had an acknowledgement in the last hour/);

    const screen = await (await asOwner("/api/admin/emails?status=skipped")).json<{
      emails: Array<{ id: number; lastError: string | null }>;
    }>();
    expect(screen.emails).toMatchObject([{ id: held.id, lastError: held.last_error }]);

    const page = await (await asOwner("/api/admin/customers/lee%40example.com")).json<{
      timeline: Array<{ id: string; status: string | null; detail: string | null }>;
    }>();
    expect(page.timeline.find((t) => t.id === `email-${held.id}`)).toMatchObject({
      status: "Not sent",
      detail: held.last_error,
    });

    const zip = unzipSync(
      new Uint8Array(
        await (await asOwner("/api/admin/customers/lee%40example.com/export")).arrayBuffer(),
      ),
    );
    const data = JSON.parse(strFromU8(zip["customer.json"]));
    expect(data.emails.find((e: { id: number }) => e.id === held.id)).toMatchObject({
      status: "skipped",
      lastError: held.last_error,
    });

    const list = await (await asOwner("/api/admin/contacts")).json<{
      contacts: Array<{ id: number; emails: Array<{ id: number; status: string }> }>;
    }>();
    const second = list.contacts.find((m) => m.emails.some((e) => e.id === held.id));
    expect(second?.emails).toMatchObject([{ id: held.id, status: "skipped" }]);
  });
});

describe("the limit counts per mailbox and per connection", () => {
  it("treats plus-tags, gmail dots and googlemail as the same mailbox", async () => {
    for (const to of [
      "victim+1@gmail.com",
      "victim+2@gmail.com",
      "v.ictim@googlemail.com",
      "V.I.C.T.I.M@Gmail.com",
    ])
      expect((await contact(to)).status).toBe(201);
    expect((await visitorEmails()).map((r) => r.status)).toEqual([
      "queued",
      "skipped",
      "skipped",
      "skipped",
    ]);
  });

  it("keeps dots outside gmail: two addresses at another domain are two mailboxes", async () => {
    expect((await contact("a.b@example.com")).status).toBe(201);
    expect((await contact("ab@example.com")).status).toBe(201);
    expect((await visitorEmails()).map((r) => r.status)).toEqual(["queued", "queued"]);
  });

  it("acknowledges at most three addresses an hour from one connection", async () => {
    const address = "203.0.113.9";
    for (const to of ["a@example.com", "b@example.com", "c@example.com", "d@example.org"])
      expect((await contact(to, address)).status).toBe(201);
    const rows = await visitorEmails();
    expect(rows.map((r) => r.status)).toEqual(["queued", "queued", "queued", "skipped"]);
    expect(rows[3].last_error).toMatch(/connection/);
    // Another connection is not held back by it.
    expect((await contact("e@example.com")).status).toBe(201);
    expect((await visitorEmails()).at(-1)?.status).toBe("queued");
  });
});
