// Bookings: the emails and invites they send, reminders, the owner's calendar, the pages.
import { env } from "cloudflare:workers";
import ICAL from "ical.js";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_BOOKING_SETTINGS } from "~/lib/booking/settings";
import {
  book,
  bookAndGetToken,
  booking,
  mailbox,
  nextIp,
  nextWeekday,
  saveSettings,
  slotsOn,
} from "./booking-helpers";
import { countRows, resetTables } from "./helpers";
import { emailRows } from "./outbox-helpers";

beforeEach(() => resetTables("emails", "appointments", "booking_settings", "rate_limits"));

function inviteOf(message: { attachments?: EmailAttachment[] }) {
  const ics = message.attachments?.find((a) => a.filename.endsWith(".ics"));
  expect(ics).toBeDefined();
  const text =
    typeof ics?.content === "string"
      ? ics.content
      : new TextDecoder().decode(ics?.content as ArrayBuffer);
  const event = new ICAL.Event(
    new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent") as ICAL.Component,
  );
  return { ics, event };
}

describe("booking emails", () => {
  it("a booking emails the visitor (what, where, private link) and the owner: two emails", async () => {
    const box = mailbox();
    const { token } = await bookAndGetToken(box);
    expect(box.sent).toHaveLength(2);
    const visitor = box.sent.find((m) => m.to === "james@example.com");
    expect(visitor?.subject).toMatch(/^Your consultation on \w+day, /);
    expect(visitor?.text).toContain("Custom Framing consultation (60 minutes)");
    expect(visitor?.text).toContain("1105 Yale St, Suite 2, Houston, TX 77008");
    expect(visitor?.text).toContain(`http://localhost/booking/${token}`);
    expect(visitor?.html).toContain(`href="http://localhost/booking/${token}"`);
    const owner = box.sent.find((m) => m.to === env.NOTIFY_EMAIL_TO);
    expect(owner?.subject).toMatch(/^New booking: Custom Framing on /);
    expect(owner?.replyTo).toBe("james@example.com");
    expect(owner?.text).not.toContain(token);
    expect(await countRows("emails")).toBe(2);
  });

  it("the booking email carries a TENTATIVE invite; General Consultation is said once", async () => {
    const box = mailbox();
    const { token } = await bookAndGetToken(box, { consultationType: "General Consultation" });
    const visitor = box.sent.find((m) => m.to === "james@example.com");
    const { event } = inviteOf(visitor ?? {});
    expect(event.component.getFirstPropertyValue("status")).toBe("TENTATIVE");
    expect(event.summary).toBe("General Consultation at Heights Frame Studio");
    expect(visitor?.text).toContain("What: General Consultation (60 minutes)");
    expect(visitor?.text).not.toMatch(/consultation consultation/i);
    expect(visitor?.text).toContain(`http://localhost/booking/${token}`);
  });

  it("confirming emails the visitor an iCalendar invite that parses back; confirming twice sends one", async () => {
    const box = mailbox();
    const { id } = await bookAndGetToken(box);
    box.sent.length = 0;
    for (let i = 0; i < 2; i++) {
      const res = await box.asOwner(`/api/admin/appointments/${id}/confirm`, { method: "PATCH" });
      expect(res.status).toBe(200);
      expect(
        (await res.json<{ appointment: { confirmed: boolean } }>()).appointment.confirmed,
      ).toBe(true);
    }
    expect(box.sent).toHaveLength(1);
    const [confirmation] = box.sent;
    expect(confirmation.to).toBe("james@example.com");
    expect(confirmation.subject).toMatch(/^Confirmed: your consultation on /);
    const { ics, event } = inviteOf(confirmation);
    expect(ics?.type).toMatch(/^text\/calendar/);
    const row = await env.DB.prepare("SELECT slot_start, slot_end FROM appointments WHERE id = ?")
      .bind(id)
      .first<{ slot_start: string; slot_end: string }>();
    expect(event.uid).toBe(`appointment-${id}@heightsframestudio.com`);
    expect(event.startDate.toJSDate().toISOString()).toBe(row?.slot_start);
    expect(event.endDate.toJSDate().toISOString()).toBe(row?.slot_end);
    expect(event.location).toBe("1105 Yale St, Suite 2, Houston, TX 77008");
    expect(event.summary).toBe("Custom Framing consultation at Heights Frame Studio");
    expect(event.description).toContain("We call 24 hours before your appointment.");
  });

  it("a failed email never loses the booking; it is recorded as not sent", async () => {
    const box = mailbox();
    box.failing();
    expect((await book(box)).status).toBe(201);
    expect(await countRows("appointments")).toBe(1);
    // Both emails wait in the outbox for the Queue's next attempt, with the error kept.
    const rows = await emailRows("related_kind = 'appointment'");
    expect(
      rows.map(({ kind, status, attempts, last_error }) => ({
        kind,
        status,
        attempts,
        last_error,
      })),
    ).toEqual([
      // In the order the booking gives them: the booking email is not an acknowledgement (0027).
      { kind: "booking-booked", status: "queued", attempts: 1, last_error: "mail relay down" },
      { kind: "owner-booking", status: "queued", attempts: 1, last_error: "mail relay down" },
    ]);
    const list = await box.asOwner("/api/admin/appointments");
    const { appointments } = await list.json<{
      appointments: Array<{ emails: Array<{ status: string; lastError: string | null }> }>;
    }>();
    expect(appointments[0].emails.map((e) => e.lastError)).toEqual([
      "mail relay down",
      "mail relay down",
    ]);
  });

  it("declining needs a reason and emails it; done and no-show email the visitor too", async () => {
    const box = mailbox();
    const first = await bookAndGetToken(box);
    const second = await bookAndGetToken(box, {
      preferredTime: "1:00 PM",
      email: "second@example.com",
    });
    box.sent.length = 0;
    const status = (id: number, body: unknown) =>
      box.asOwner(`/api/admin/appointments/${id}/status`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await status(first.id, { action: "decline" })).status).toBe(400);
    const declined = await status(first.id, {
      action: "decline",
      reason: "We're at a trade show that day.",
    });
    expect(declined.status).toBe(200);
    expect(box.sent.at(-1)?.text).toContain("We're at a trade show that day.");
    // The slot is free again.
    expect((await slotsOn(box, booking().preferredDate))[0].time).toBe("10:00 AM");
    // Done only after confirmation.
    expect((await status(second.id, { action: "done" })).status).toBe(409);
    expect((await status(second.id, { action: "confirm" })).status).toBe(200);
    expect((await status(second.id, { action: "no_show" })).status).toBe(200);
    expect(box.sent.map((m) => m.subject.split(":")[0].split(" ").slice(0, 3).join(" "))).toEqual([
      "We can't take",
      "Confirmed",
      "We missed you",
    ]);
  });
});

describe("reminders (Cron Trigger)", () => {
  it("sends each confirmed booking one reminder the day before, however often the job runs", async () => {
    const box = mailbox();
    const confirmed = await bookAndGetToken(box);
    await bookAndGetToken(box, { preferredTime: "1:00 PM", email: "pending@example.com" });
    await box.asOwner(`/api/admin/appointments/${confirmed.id}/confirm`, { method: "PATCH" });
    const row = await env.DB.prepare("SELECT slot_start FROM appointments WHERE id = ?")
      .bind(confirmed.id)
      .first<{ slot_start: string }>();
    const start = Date.parse(row?.slot_start ?? "");
    box.sent.length = 0;

    await box.runCron(new Date(start - 30 * 3_600_000));
    expect(box.sent).toHaveLength(0);
    await box.runCron(new Date(start - 23 * 3_600_000));
    await box.runCron(new Date(start - 22 * 3_600_000));
    expect(box.sent).toHaveLength(1);
    expect(box.sent[0].to).toBe("james@example.com");
    expect(box.sent[0].subject).toMatch(/^Reminder: your consultation tomorrow/);
    expect(box.sent[0].text).toContain("We'll call you 24 hours before");
  });

  it("a failed reminder is tried again on the next run", async () => {
    const box = mailbox();
    const { id } = await bookAndGetToken(box);
    await box.asOwner(`/api/admin/appointments/${id}/confirm`, { method: "PATCH" });
    const row = await env.DB.prepare("SELECT slot_start FROM appointments").first<{
      slot_start: string;
    }>();
    const at = new Date(Date.parse(row?.slot_start ?? "") - 20 * 3_600_000);
    box.sent.length = 0;
    box.failing();
    await box.runCron(at);
    box.failing(false);
    await box.runCron(at);
    await box.runCron(at);
    expect(box.sent.filter((m) => m.subject.startsWith("Reminder"))).toHaveLength(1);
  });
});

describe("the owner's calendar", () => {
  it("GET /api/admin/appointments.ics is the owner's only", async () => {
    const box = mailbox();
    await bookAndGetToken(box);
    expect((await box.fetch("/api/admin/appointments.ics")).status).toBe(401);
    const res = await box.asOwner("/api/admin/appointments.ics");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/calendar/);
    const cal = new ICAL.Component(ICAL.parse(await res.text()));
    const events = cal.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
    expect(events.map((e) => e.summary)).toEqual(["(Pending) Custom Framing: James Carter"]);
  });

  it("the private subscription URL works with its secret; regenerating retires the old one", async () => {
    const box = mailbox();
    await bookAndGetToken(box);
    // Before the owner has a secret, no address works and a visitor's guess creates none.
    expect((await box.fetch("/api/calendar/AAAAAAAAAAAAAAAAAAAAAA.ics")).status).toBe(404);
    expect(await countRows("booking_settings")).toBe(0);
    const { calendarUrl } = await (await box.asOwner("/api/admin/booking-settings")).json<{
      calendarUrl: string;
    }>();
    const path = new URL(calendarUrl).pathname;
    expect(path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{22}\.ics$/);
    const feed = await box.fetch(path);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain("SUMMARY:(Pending) Custom Framing: James Carter");
    expect((await box.fetch("/api/calendar/AAAAAAAAAAAAAAAAAAAAAA.ics")).status).toBe(404);
    const renewed = await box.asOwner("/api/admin/booking-settings/calendar-secret", {
      method: "POST",
    });
    const next = new URL((await renewed.json<{ calendarUrl: string }>()).calendarUrl).pathname;
    expect(next).not.toBe(path);
    expect((await box.fetch(path)).status).toBe(404);
    expect((await box.fetch(next)).status).toBe(200);
  });

  it("settings are validated (400 with issues) and an unknown field type is refused", async () => {
    const box = mailbox();
    const res = await box.asOwner("/api/admin/booking-settings", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        ...DEFAULT_BOOKING_SETTINGS,
        noticeHours: -1,
        schedulingUrl: "javascript:alert(1)",
      }),
    });
    expect(res.status).toBe(400);
    const body = await res.json<{ issues: Array<{ path: string }> }>();
    expect(body.issues.map((i) => i.path).sort()).toEqual(["noticeHours", "schedulingUrl"]);
  });
});

// Keep the write limit honest: distinct addresses per booking.
it("uses a fresh address per booking", () => {
  expect(nextIp()).not.toBe(nextIp());
});

describe("the booking pages, server-rendered", () => {
  it("/contact?type=&day= lists that day's free times as radio buttons, without JavaScript", async () => {
    const box = mailbox();
    const day = nextWeekday("Saturday");
    await bookAndGetToken(box, { preferredDate: day, preferredTime: "11:00 AM" });
    const res = await box.fetch(`/contact?type=Restoration&day=${day}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Status") ?? "").not.toMatch(/hit/);
    const html = await res.text();
    const radios = [...html.matchAll(/name="preferredTime" value="([^"]+)"/g)].map((m) => m[1]);
    expect(radios).toEqual(["1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM"]);
    // The calendar marks the chosen day; every free day is a plain link.
    const link = new RegExp(
      `<a [^>]*href="(?:/contact)?\\?type=Restoration&amp;day=${day}#book"[^>]*>`,
    );
    expect(html.match(link)?.[0]).toContain('aria-current="date"');
    expect(html).not.toContain("Book with Calendly");
  });

  it("a time just taken: said once, the times read again, none chosen (no JavaScript)", async () => {
    const box = mailbox();
    const day = booking().preferredDate;
    await bookAndGetToken(box);
    const res = await box.fetch(`/contact?type=Custom+Framing&day=${day}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
      body: new URLSearchParams({
        ...booking({ email: "late@example.com" }),
        intent: "appointment",
      } as Record<string, string>).toString(),
    });
    expect(res.status).toBe(409);
    const html = await res.text();
    // Once on the page (the hydration data in <script> is not shown).
    const shown = html.replace(/<script[\s\S]*?<\/script>/g, "");
    expect(shown.split("That time was just taken").length - 1).toBe(1);
    const radios = [...html.matchAll(/name="preferredTime" value="([^"]+)"/g)].map((m) => m[1]);
    expect(radios).not.toContain("10:00 AM");
    expect(html).not.toMatch(/name="preferredTime"[^>]*checked/);
  });

  it("the booking as a calendar file at /booking/<token>/calendar.ics", async () => {
    const box = mailbox();
    const { token } = await bookAndGetToken(box, { consultationType: "General Consultation" });
    const res = await box.fetch(`/booking/${token}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/calendar/);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const ics = await res.text();
    expect(ics).toContain("STATUS:TENTATIVE");
    expect((await box.fetch("/booking/AAAAAAAAAAAAAAAAAAAAAA/calendar.ics")).status).toBe(404);
  });

  it("Move... lists only the free times of the chosen day, by the move's own rules", async () => {
    const box = mailbox();
    const day = booking().preferredDate;
    const { id } = await bookAndGetToken(box);
    await bookAndGetToken(box, { preferredTime: "2:00 PM", email: "other@example.com" });
    const res = await box.asOwner(`/api/admin/appointments/${id}/free-times?date=${day}`);
    expect(res.status).toBe(200);
    const { times } = await res.json<{ times: string[] }>();
    // Tuesday opens at 10: no 9 AM; 2 PM is someone else's; its own 10 AM counts as free.
    expect(times).toEqual(["10:00 AM", "11:00 AM", "1:00 PM", "3:00 PM", "4:00 PM", "5:00 PM"]);
    const sunday = await box.asOwner(
      `/api/admin/appointments/${id}/free-times?date=${nextWeekday("Sunday")}`,
    );
    expect((await sunday.json<{ times: string[] }>()).times).toEqual([]);
    const bad = await box.asOwner(`/api/admin/appointments/${id}/free-times?date=soon`);
    expect(bad.status).toBe(400);
  });

  it("shows the Calendly tab only once the owner sets a real scheduling URL", async () => {
    const box = mailbox();
    await saveSettings(box, { schedulingUrl: "https://calendly.com/heights/consult" });
    const html = await (await box.fetch("/contact")).text();
    expect(html).toContain("Book with Calendly");
    // Tabs need JavaScript; without it the server's HTML carries the link itself.
    expect(html).toContain('href="https://calendly.com/heights/consult"');
  });

  it("/thank-you?booking=<token> shows what was booked; an unknown token shows the plain page", async () => {
    const box = mailbox();
    const { token } = await bookAndGetToken(box);
    const page = await box.fetch(`/thank-you?booking=${token}`);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    // React separates adjacent text with <!-- --> in server HTML.
    const html = (await page.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Consultation Requested");
    expect(html).not.toContain("Appointment Booked");
    expect(html).toContain("Custom Framing consultation");
    expect(html).toContain(`href="/booking/${token}"`);
    const plain = await (await box.fetch("/thank-you?booking=AAAAAAAAAAAAAAAAAAAAAA")).text();
    expect(plain).toContain("Appointment Confirmed!");
    // No link to any booking (the page's Speculation Rules name /booking/* only to exclude it).
    expect(plain).not.toContain('href="/booking/');
  });

  it("the owner moves a booking to a free slot; the visitor is emailed the new time", async () => {
    const box = mailbox();
    const first = await bookAndGetToken(box);
    await bookAndGetToken(box, { preferredTime: "1:00 PM", email: "second@example.com" });
    box.sent.length = 0;
    const move = (preferredTime: string) =>
      box.asOwner(`/api/admin/appointments/${first.id}/reschedule`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ preferredDate: booking().preferredDate, preferredTime }),
      });
    expect((await move("1:00 PM")).status).toBe(409);
    const moved = await move("3:00 PM");
    expect(moved.status).toBe(200);
    expect(
      (await moved.json<{ appointment: { preferredTime: string } }>()).appointment.preferredTime,
    ).toBe("3:00 PM");
    expect(box.sent.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^New time: .* at 3:00 PM$/),
    ]);
  });
});
