// The one branded email layout (docs/decisions/0058-branded-email-layout.md): every email the
// outbox records has a plain-text part and an HTML part in the shop's layout, visitors' words are
// escaped, and owner notices link to the exact record.

import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { business, fullAddress } from "~/content/business";
import { DEFAULT_SHOP_FACTS } from "~/lib/shop";
import { ownerNewEmail, statusEmail } from "~worker/services/booking/emails";
import { composeEmail, escapeHtml } from "~worker/services/email";
import { submitContact } from "~worker/services/enquiries";
import { resetTables } from "./helpers";
import { recordingMail } from "./message-helpers";
import { deliverOutbox } from "./outbox-helpers";
import { design, png, postQuote, quoteForm } from "./quote-helpers";

beforeEach(() => resetTables("contact_replies", "contacts", "quotes", "emails", "rate_limits"));

const HOSTILE = 'Frame <script>alert("x")</script> & "mat" <b>please</b>';

interface Row {
  id: number;
  kind: string;
  text: string;
  html: string | null;
  related_kind: string | null;
  related_id: number | null;
  status: string;
}

async function emailRows(): Promise<Row[]> {
  const { results } = await env.DB.prepare(
    "SELECT id, kind, status, text, html, related_kind, related_id FROM emails ORDER BY id",
  ).all<Row>();
  return results;
}

function expectBranded(html: string | null | undefined, recorded = true) {
  expect(html).toBeTruthy();
  expect(html).toContain("<!doctype html>");
  expect(html).toContain(escapeHtml(business.name));
  expect(html).toContain(escapeHtml(fullAddress));
  expect(html).toContain(business.phone.display);
  expect(html).not.toContain("<script>");
  expect(html).not.toContain("<b>please");
  // Placeholders are filled when the outbox records the email.
  if (recorded) expect(html).not.toContain("{{");
}

describe("the branded email layout", () => {
  it("wraps every email of a message and a quote request, escapes the visitor's words and links to the record", async () => {
    const result = await submitContact(env, {
      firstName: "Maria",
      lastName: "Gonzalez",
      email: "maria@example.com",
      message: HOSTILE,
    });
    expect(result.status).toBe("stored");
    const res = await postQuote(quoteForm({ message: HOSTILE }));
    expect(res.status).toBeLessThan(400);

    const all = await emailRows();
    // The quote request came from the same mailbox within the hour: its acknowledgement is
    // recorded, held back (docs/decisions/0027-acknowledgement-limits.md).
    expect(all.filter((r) => r.status === "skipped").map((r) => r.kind)).toEqual([
      "quote-acknowledgement",
    ]);
    const rows = all.filter((r) => r.status !== "skipped");
    expect(rows.map((r) => r.kind).sort()).toEqual([
      "acknowledgement",
      "owner-notification",
      "owner-notification",
    ]);
    // Held back, it is still the branded email it would have been.
    expectBranded(all.find((r) => r.status === "skipped")?.html);
    for (const row of rows) {
      expect(row.text.length).toBeGreaterThan(20);
      expect(row.text).not.toContain("{{");
      expectBranded(row.html);
    }
    const notices = rows.filter((r) => r.kind === "owner-notification");
    for (const notice of notices) {
      // The visitor's text stays whole in the plain part and escaped in the HTML part.
      expect(notice.text).toContain(HOSTILE);
      expect(notice.html).toContain(escapeHtml(HOSTILE));
      const anchor = notice.related_kind === "message" ? "messages#message" : "quotes#quote";
      const link = `${env.SITE_URL}/admin/${anchor}-${notice.related_id}`;
      expect(notice.related_id).toBeGreaterThan(0);
      expect(notice.text).toContain(link);
      expect(notice.html).toContain(`href="${link}"`);
    }
  });

  it("the quote request's copy of the design comes in the same layout, its drawing inside", async () => {
    const res = await postQuote(quoteForm({ email: "lena@example.com", name: "Lena" }));
    expect(res.status).toBeLessThan(400);
    const [ack] = (await emailRows()).filter((r) => r.kind === "quote-acknowledgement");
    expectBranded(ack?.html);
    expect(ack?.html).toContain('role="img"');
    expect(ack?.html?.match(/<body/g)).toHaveLength(1);
  });

  it("the copy of the design draws the visitor's placed photo in the opening, sent inline", async () => {
    const placed = { ...design, photoCrop: { x: 0.5, y: 0.5, zoom: 2 } };
    const res = await postQuote(
      quoteForm({ email: "ana@example.com", name: "Ana", design: placed, photos: [png()] }),
    );
    expect(res.status).toBeLessThan(400);
    const row = await env.DB.prepare(
      "SELECT html, attachments FROM emails WHERE kind = 'quote-acknowledgement'",
    ).first<{ html: string; attachments: string }>();
    const [photo] = JSON.parse(row?.attachments ?? "[]") as Array<Record<string, string>>;
    expect(photo).toMatchObject({ disposition: "inline", type: "image/jpeg", encoding: "base64" });
    expect(row?.html).toContain(`src="cid:${photo.contentId}"`);
    // Sent as the picture's bytes, inline, the HTML naming it by its Content-ID.
    const mail = recordingMail();
    await deliverOutbox(mail);
    const sent = mail.sent.find((m) => m.to === "ana@example.com") as unknown as {
      attachments: EmailAttachment[];
    };
    const [inline] = sent.attachments;
    expect(inline).toMatchObject({ disposition: "inline", contentId: photo.contentId });
    const bytes = new Uint8Array(inline.content as ArrayBuffer);
    // A JPEG's first bytes.
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  });

  it("gives booking emails and any composed email both parts, the main link as a button", () => {
    const booked = {
      id: 5,
      name: HOSTILE,
      email: "james@example.com",
      phone: "713-555-0199",
      consultationType: "Custom Framing",
      projectDetails: HOSTILE,
      slotStart: "2026-12-01T16:00:00.000Z",
      slotEnd: "2026-12-01T16:30:00.000Z",
    } as Parameters<typeof ownerNewEmail>[0];
    const owner = ownerNewEmail(
      booked,
      "https://shop.example",
      "owner@example.com",
      DEFAULT_SHOP_FACTS,
    );
    expectBranded(owner.html, false);
    expect(owner.text).toContain(HOSTILE);
    expect(owner.html).toContain(
      'href="https://shop.example/admin/appointments#appointment-{{related_id}}"',
    );
    const reminder = statusEmail(booked, "reminder", null, DEFAULT_SHOP_FACTS);
    expectBranded(reminder.html);
    expect(reminder.text.length).toBeGreaterThan(20);

    const plain = composeEmail(
      "a@example.com",
      "Hi <there>",
      {
        paragraphs: ["One & two"],
        link: { label: "Open <it>", url: 'https://x.example/?a=1&b="2"' },
      },
      DEFAULT_SHOP_FACTS,
    );
    expect(plain.text).toBe('One & two\n\nOpen <it>: https://x.example/?a=1&b="2"');
    expect(plain.html).toContain("<title>Hi &lt;there&gt;</title>");
    expect(plain.html).toContain('href="https://x.example/?a=1&amp;b=&quot;2&quot;"');
    expect(plain.html).toContain(">Open &lt;it&gt;</a>");
  });
});
