// Slot hoarding (issue #26 item 3): at most two active future bookings per email address and three
// new booking requests per client address a day, refused with a clear message and nothing stored;
// the owner's "decline as spam" frees the slot and emails nobody.
// docs/decisions/0028-booking-caps-and-spam.md

import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { SECOND_BOOKING_FIELD } from "~/lib/enquiry-form";
import {
  TOO_MANY_BOOKINGS_FOR_EMAIL,
  TOO_MANY_BOOKINGS_FROM_CLIENT,
} from "~worker/services/booking/bookings";
import { book, booking, mailbox, nextWeekday, postJson, slotsOn } from "./booking-helpers";
import { asOwner, countRows, ORIGIN, request, resetTables } from "./helpers";

beforeEach(() => resetTables("appointments", "emails", "rate_limits", "contacts"));

const tuesday = nextWeekday("Tuesday");
const wednesday = nextWeekday("Wednesday");
const at = (time: string, extra: Record<string, unknown> = {}) => ({
  preferredDate: tuesday,
  preferredTime: time,
  ...extra,
});

describe("booking caps", () => {
  it("holds at most two upcoming bookings per email address (any case), from any connection", async () => {
    const box = mailbox();
    expect((await book(box, at("10:00 AM"))).status).toBe(201);
    // A second the same day is asked about first (the warning); confirmed, it books.
    expect(
      (
        await book(
          box,
          at("11:00 AM", { email: "JAMES@example.com ", [SECOND_BOOKING_FIELD]: "yes" }),
        )
      ).status,
    ).toBe(201);
    const third = await book(box, at("1:00 PM"));
    expect(third.status).toBe(429);
    expect((await third.json<{ error: string }>()).error).toBe(TOO_MANY_BOOKINGS_FOR_EMAIL);
    expect(await countRows("appointments")).toBe(2);
    // Another person books normally.
    expect((await book(box, at("1:00 PM", { email: "ana@example.com" }))).status).toBe(201);
  });

  it("takes three new requests a day from one connection, then refuses", async () => {
    const box = mailbox();
    const ip = "203.0.113.77";
    const times = ["10:00 AM", "11:00 AM", "1:00 PM", "2:00 PM"];
    const statuses: number[] = [];
    for (const [i, time] of times.entries()) {
      const res = await box.fetch(
        "/api/appointments",
        postJson(booking(at(time, { email: `p${i}@example.com` })), ip),
      );
      statuses.push(res.status);
      if (res.status === 429)
        expect((await res.json<{ error: string }>()).error).toBe(TOO_MANY_BOOKINGS_FROM_CLIENT);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(await countRows("appointments")).toBe(3);
    // Refused or invalid requests do not use the allowance of another connection. (Another day:
    // Tuesday's share for new addresses is taken, booking-share.test.ts.)
    expect(
      (
        await box.fetch(
          "/api/appointments",
          postJson(
            booking(at("2:00 PM", { email: "q@example.com", preferredDate: wednesday })),
            "203.0.113.78",
          ),
        )
      ).status,
    ).toBe(201);
  });

  it("says so on /contact without JavaScript, at the email field, nothing stored", async () => {
    const box = mailbox();
    await book(box, at("10:00 AM"));
    await book(box, at("11:00 AM", { [SECOND_BOOKING_FIELD]: "yes" }));
    expect(await countRows("appointments")).toBe(2);
    const res = await request("/contact", {
      method: "POST",
      headers: { "CF-Connecting-IP": "198.18.0.9", Origin: ORIGIN },
      body: new URLSearchParams({
        intent: "appointment",
        ...booking(at("1:00 PM")),
      } as Record<string, string>),
    });
    expect(res.status).toBe(429);
    const html = await res.text();
    expect(html).toContain(TOO_MANY_BOOKINGS_FOR_EMAIL.replace(/'/g, "&#x27;").split(".")[0]);
    expect(await countRows("appointments")).toBe(2);
  });
});

describe("decline as spam", () => {
  it("frees the slot, emails nobody, reads as declined to the link holder, and is not a decline", async () => {
    const box = mailbox();
    const res = await book(box, at("10:00 AM"));
    const { appointment, manageUrl } = await res.json<{
      appointment: { id: number };
      manageUrl: string;
    }>();
    expect((await slotsOn(box, tuesday)).map((s) => s.time)).not.toContain("10:00 AM");
    const emailsBefore = await countRows("emails");
    const sentBefore = box.sent.length;

    const spam = await box.asOwner(`/api/admin/appointments/${appointment.id}/spam`, {
      method: "POST",
    });
    expect(spam.status).toBe(200);
    const body = await spam.json<{ appointment: { status: string } }>();
    expect(body.appointment.status).toBe("spam");
    expect(await countRows("emails")).toBe(emailsBefore);
    expect(box.sent.length).toBe(sentBefore);
    expect((await slotsOn(box, tuesday)).map((s) => s.time)).toContain("10:00 AM");
    // Another visitor can book the freed slot.
    expect((await book(box, at("10:00 AM", { email: "ana@example.com" }))).status).toBe(201);

    // The manage link says declined, never "spam".
    const page = await box.fetch(manageUrl);
    const html = await page.text();
    expect(html).toContain("Declined");
    expect(html).not.toMatch(/\bspam\b/i);

    // Not a real decline: the row's status is spam, and it cannot be declined as spam twice.
    const { results } = await env.DB.prepare(
      "SELECT count(*) AS n FROM appointments WHERE status = 'declined'",
    ).all<{ n: number }>();
    expect(results[0]?.n).toBe(0);
    const again = await box.asOwner(`/api/admin/appointments/${appointment.id}/spam`, {
      method: "POST",
    });
    expect(again.status).toBe(200);
  });

  it("refuses without the owner's token and for an unknown booking", async () => {
    const res = await request("/api/admin/appointments/1/spam", {
      method: "POST",
      headers: { Origin: ORIGIN },
    });
    expect([401, 403]).toContain(res.status);
    const unknown = await asOwner("/api/admin/appointments/999999/spam", { method: "POST" });
    expect(unknown.status).toBe(404);
  });
});
