// The visitor's calendar follows the booking: a move sends an updated invite and a cancellation a
// cancellation, both for the event the first invite made (docs/decisions/0039-booking-emails.md).
import { env } from "cloudflare:workers";
import ICAL from "ical.js";
import { beforeEach, describe, expect, it } from "vitest";
import { bookAndGetToken, booking, mailbox, nextIp, type SentEmail } from "./booking-helpers";
import { ORIGIN, resetTables } from "./helpers";

beforeEach(() => resetTables("emails", "appointments", "booking_settings", "rate_limits"));

function inviteOf(message: SentEmail | undefined) {
  const ics = message?.attachments?.find((a) => a.filename.endsWith(".ics"));
  expect(ics, `an .ics attached to "${message?.subject}"`).toBeDefined();
  const text =
    typeof ics?.content === "string"
      ? ics.content
      : new TextDecoder().decode(ics?.content as ArrayBuffer);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent("vevent") as ICAL.Component;
  return {
    type: ics?.type ?? "",
    method: calendar.getFirstPropertyValue("method"),
    uid: vevent.getFirstPropertyValue("uid"),
    sequence: Number(vevent.getFirstPropertyValue("sequence") ?? 0),
    status: vevent.getFirstPropertyValue("status"),
    start: new ICAL.Event(vevent).startDate.toJSDate().toISOString(),
    attendee: String(vevent.getFirstPropertyValue("attendee") ?? ""),
  };
}

// The visitor's own page posts its forms (the one gate checks the origin).
const manage = (fields: Record<string, string>): RequestInit => ({
  method: "POST",
  headers: {
    "Content-Type": "application/x-www-form-urlencoded",
    Origin: ORIGIN,
    "CF-Connecting-IP": nextIp(),
  },
  body: new URLSearchParams(fields).toString(),
  redirect: "manual",
});

const toVisitor = (sent: SentEmail[]) => sent.filter((m) => m.to === "james@example.com");

describe("the visitor's calendar follows the booking", () => {
  it("a move emails an updated invite: same UID, higher SEQUENCE, METHOD:REQUEST, the new time", async () => {
    const box = mailbox();
    const { id, token } = await bookAndGetToken(box);
    const first = inviteOf(toVisitor(box.sent)[0]);
    expect(first.method).toBe("PUBLISH");
    box.sent.length = 0;
    const res = await box.fetch(
      `/booking/${token}`,
      manage({
        intent: "reschedule",
        preferredDate: booking().preferredDate,
        preferredTime: "3:00 PM",
      }),
    );
    expect(res.status).toBe(302);
    const [moved] = toVisitor(box.sent);
    expect(moved?.subject).toMatch(/^New time: /);
    const update = inviteOf(moved);
    expect(update.method).toBe("REQUEST");
    expect(update.type).toMatch(/^text\/calendar;.*method=REQUEST/);
    expect(update.uid).toBe(first.uid);
    expect(update.uid).toBe(`appointment-${id}@heightsframestudio.com`);
    expect(update.sequence).toBeGreaterThan(first.sequence);
    expect(update.status).toBe("TENTATIVE");
    expect(update.attendee.toLowerCase()).toBe("mailto:james@example.com");
    const row = await env.DB.prepare("SELECT slot_start FROM appointments WHERE id = ?")
      .bind(id)
      .first<{ slot_start: string }>();
    expect(update.start).toBe(row?.slot_start);
    expect(update.start).not.toBe(first.start);
  });

  it("a cancel emails a cancellation: same UID, higher SEQUENCE, METHOD:CANCEL, STATUS:CANCELLED", async () => {
    const box = mailbox();
    const { token } = await bookAndGetToken(box);
    const first = inviteOf(toVisitor(box.sent)[0]);
    box.sent.length = 0;
    const res = await box.fetch(`/booking/${token}`, manage({ intent: "cancel", confirm: "yes" }));
    expect(res.status).toBe(302);
    const [cancelled] = toVisitor(box.sent);
    expect(cancelled?.subject).toMatch(/^Cancelled: /);
    const cancellation = inviteOf(cancelled);
    expect(cancellation.method).toBe("CANCEL");
    expect(cancellation.type).toMatch(/^text\/calendar;.*method=CANCEL/);
    expect(cancellation.status).toBe("CANCELLED");
    expect(cancellation.uid).toBe(first.uid);
    expect(cancellation.sequence).toBeGreaterThan(first.sequence);
  });

  it("the owner's move and decline reach the visitor's calendar too", async () => {
    const box = mailbox();
    const { id } = await bookAndGetToken(box);
    box.sent.length = 0;
    const moved = await box.asOwner(`/api/admin/appointments/${id}/reschedule`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ preferredDate: booking().preferredDate, preferredTime: "1:00 PM" }),
    });
    expect(moved.status).toBe(200);
    expect(inviteOf(toVisitor(box.sent)[0]).method).toBe("REQUEST");
    box.sent.length = 0;
    const declined = await box.asOwner(`/api/admin/appointments/${id}/status`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "decline", reason: "Closed for stocktaking." }),
    });
    expect(declined.status).toBe(200);
    const cancellation = inviteOf(toVisitor(box.sent)[0]);
    expect(cancellation.method).toBe("CANCEL");
    expect(cancellation.status).toBe("CANCELLED");
  });

  it("the owner downloads the invite the visitor got from the email itself, byte for byte", async () => {
    const box = mailbox();
    const { token } = await bookAndGetToken(box);
    box.sent.length = 0;
    await box.fetch(`/booking/${token}`, manage({ intent: "cancel", confirm: "yes" }));
    const sent = inviteOf(toVisitor(box.sent)[0]);
    const row = await env.DB.prepare(
      "SELECT id FROM emails WHERE recipient = ? AND subject LIKE 'Cancelled:%'",
    )
      .bind("james@example.com")
      .first<{ id: number }>();
    const opened = await box.asOwner(`/api/admin/emails/${row?.id}`);
    const { email } = await opened.json<{
      email: { attachments: { filename: string; type: string; href: string }[] };
    }>();
    expect(email.attachments).toEqual([
      {
        filename: "cancellation.ics",
        type: sent.type,
        href: `/api/admin/emails/${row?.id}/attachments/1`,
      },
    ]);
    const file = await box.asOwner(email.attachments[0]?.href ?? "");
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toMatch(/^text\/calendar;.*charset=utf-8/);
    expect(file.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="cancellation.ics"/,
    );
    expect(file.headers.get("Cache-Control")).toBe("private, no-store");
    expect(file.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const text = await file.text();
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(calendar.getFirstSubcomponent("vevent")?.getFirstPropertyValue("uid")).toBe(sent.uid);
    // Past the last attachment, or not a number: a clear answer, never a 500.
    expect((await box.asOwner(`/api/admin/emails/${row?.id}/attachments/2`)).status).toBe(404);
    for (const bad of ["0", "x", "1.5", "99999999999"]) {
      const res = await box.asOwner(`/api/admin/emails/${row?.id}/attachments/${bad}`);
      expect(res.status, bad).toBe(400);
    }
  });
});
