// Bookings: free slots, one booking per slot, the visitor's private manage page.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_BOOKING_SETTINGS } from "~/lib/booking/settings";
import { addDays, shopDay } from "~/lib/shop-time";
import { hashToken } from "~worker/services/private-link";
import {
  book,
  bookAndGetToken,
  booking,
  mailbox,
  nextWeekday,
  saveSettings,
  slotsOn,
} from "./booking-helpers";
import { countRows, resetTables } from "./helpers";
import { resetShop } from "./shop-helpers";

beforeEach(async () => {
  await resetTables("emails", "appointments", "booking_settings", "rate_limits");
  await resetShop();
});

describe("GET /api/availability", () => {
  it("lists a weekday's free times with their instant in Houston time", async () => {
    const box = mailbox();
    const day = nextWeekday("Wednesday");
    const slots = await slotsOn(box, day);
    expect(slots.map((s) => s.time)).toEqual([
      "10:00 AM",
      "11:00 AM",
      "1:00 PM",
      "2:00 PM",
      "3:00 PM",
      "4:00 PM",
      "5:00 PM",
    ]);
    expect(slots[0].start).toMatch(new RegExp(`^${day}T10:00:00-0[56]:00$`));
  });

  it("Saturday has 11 AM to 4 PM; Sunday, today and beyond 60 days have nothing", async () => {
    const box = mailbox();
    expect((await slotsOn(box, nextWeekday("Saturday"))).map((s) => s.time)).toEqual([
      "11:00 AM",
      "1:00 PM",
      "2:00 PM",
      "3:00 PM",
      "4:00 PM",
    ]);
    expect(await slotsOn(box, nextWeekday("Sunday"))).toEqual([]);
    expect(await slotsOn(box, shopDay())).toEqual([]);
    expect(await slotsOn(box, addDays(shopDay(), 61))).toEqual([]);
  });

  it("an owner's closed day and blocked time take slots away", async () => {
    const box = mailbox();
    const closed = nextWeekday("Monday");
    const blocked = nextWeekday("Thursday");
    await saveSettings(box, {
      closedDays: [closed],
      blockedTimes: [{ date: blocked, from: "10:00", to: "12:00" }],
    });
    expect(await slotsOn(box, closed)).toEqual([]);
    expect((await slotsOn(box, blocked))[0].time).toBe("1:00 PM");
  });

  it.each([
    ["a malformed date", "date=2026-13-01&type=Custom%20Framing"],
    ["a date in words", "date=tomorrow&type=Custom%20Framing"],
    ["no type", `date=${addDays(shopDay(), 5)}`],
    ["an unknown type", `date=${addDays(shopDay(), 5)}&type=Tattoo`],
  ])("answers 400 { error } for %s", async (_, query) => {
    const res = await mailbox().fetch(`/api/availability?${query}`);
    expect(res.status).toBe(400);
    expect((await res.json<{ error: string }>()).error).toBeTruthy();
  });
});

describe("POST /api/appointments books a free slot", () => {
  it("201 for a free slot, which then disappears from the free times", async () => {
    const box = mailbox();
    const res = await book(box);
    expect(res.status).toBe(201);
    const body = await res.json<{
      appointment: { id: number; status: string; confirmed: boolean; start: string };
      manageUrl: string;
    }>();
    expect(body.appointment).toMatchObject({ status: "pending", confirmed: false });
    expect(body.appointment.start).toMatch(/T10:00:00-0[56]:00$/);
    expect(body.manageUrl).toMatch(/^\/booking\/[A-Za-z0-9_-]{22}$/);
    expect(body).not.toHaveProperty("appointment.manageTokenHash");
    const times = (await slotsOn(box, booking().preferredDate)).map((s) => s.time);
    expect(times).not.toContain("10:00 AM");
    expect(times).toContain("11:00 AM");
  });

  it("409 with the catalogue message when the slot is already taken", async () => {
    const box = mailbox();
    expect((await book(box)).status).toBe(201);
    const again = await book(box, { name: "Ana Ruiz", email: "ana@example.com" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "That time was just taken, please pick another" });
    expect(await countRows("appointments")).toBe(1);
  });

  it("of two simultaneous requests for one slot exactly one wins", async () => {
    const box = mailbox();
    const [a, b] = await Promise.all([
      book(box, { name: "First Person" }),
      book(box, { name: "Second Person" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await countRows("appointments")).toBe(1);
  });

  it("warns before a second booking by the same email the same day; confirmed, it books", async () => {
    const box = mailbox();
    expect((await book(box)).status).toBe(201);
    const again = await book(box, { preferredTime: "2:00 PM", email: " JAMES@example.com" });
    expect(again.status).toBe(409);
    const body = await again.json<{ error: string; confirmField: string }>();
    expect(body.error).toMatch(/^You already have a booking on .* 10:00 AM\. Book another/);
    expect(await countRows("appointments")).toBe(1);
    const sure = await book(box, { preferredTime: "2:00 PM", [body.confirmField]: "yes" });
    expect(sure.status).toBe(201);
    // Another day is no second booking: not asked about.
    const ana = { email: "ana@example.com", preferredTime: "11:00 AM" };
    expect((await book(box, ana)).status).toBe(201);
    const other = await book(box, { ...ana, preferredDate: addDays(booking().preferredDate, 1) });
    expect(other.status).toBe(201);
  });

  it("a longer consultation holds every slot it overlaps, whoever asks", async () => {
    const box = mailbox();
    await saveSettings(box, {
      durations: { ...DEFAULT_BOOKING_SETTINGS.durations, Restoration: 90 },
    });
    expect((await book(box, { consultationType: "Restoration" })).status).toBe(201);
    expect((await book(box, { preferredTime: "11:00 AM", email: "b@example.com" })).status).toBe(
      409,
    );
    expect((await book(box, { preferredTime: "1:00 PM", email: "c@example.com" })).status).toBe(
      201,
    );
  });

  it.each([
    ["a Sunday (closed)", { preferredDate: nextWeekday("Sunday") }, "preferredDate"],
    ["a time before opening", { preferredTime: "9:00 AM" }, "preferredTime"],
    [
      "Saturday's 5 PM (would end after closing)",
      { preferredDate: nextWeekday("Saturday"), preferredTime: "5:00 PM" },
      "preferredTime",
    ],
    ["a past day", { preferredDate: addDays(shopDay(), -1) }, "preferredDate"],
    ["today", { preferredDate: shopDay() }, "preferredDate"],
    ["a day beyond the 60-day window", { preferredDate: addDays(shopDay(), 61) }, "preferredDate"],
    [
      "February 30",
      { preferredDate: `${Number(shopDay().slice(0, 4)) + 1}-02-30` },
      "preferredDate",
    ],
    ["a time not on the list", { preferredTime: "10:30 AM" }, "preferredTime"],
  ])("400 { error, issues } for %s, nothing stored", async (_, overrides, path) => {
    const box = mailbox();
    const res = await book(box, overrides);
    expect(res.status).toBe(400);
    const body = await res.json<{ error: string; issues: Array<{ path: string }> }>();
    expect(body.error).toBeTruthy();
    expect(body.issues.map((i) => i.path)).toContain(path);
    expect(await countRows("appointments")).toBe(0);
    expect(box.sent).toHaveLength(0);
  });
});

function formPost(fields: Record<string, string>, origin = "http://localhost"): RequestInit {
  return {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  };
}

describe("the private manage page /booking/<token>", () => {
  it("shows the booking; D1 keeps only the token's SHA-256", { timeout: 30_000 }, async () => {
    const box = mailbox();
    const { id, token } = await bookAndGetToken(box);
    const page = await box.fetch(`/booking/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("Custom Framing consultation");
    expect(html).toContain("James Carter");
    expect(html).toContain("10:00 AM");
    expect(html).toContain("Pending");
    const row = await env.DB.prepare("SELECT manage_token_hash FROM appointments WHERE id = ?")
      .bind(id)
      .first<{ manage_token_hash: string }>();
    expect(row?.manage_token_hash).toBe(await hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it.each([
    ["a forged token", "AAAAAAAAAAAAAAAAAAAAAA"],
    ["a malformed token", "not-a-token"],
  ])("answers 404 for %s", async (_, token) => {
    const box = mailbox();
    await bookAndGetToken(box);
    expect((await box.fetch(`/booking/${token}`)).status).toBe(404);
    expect((await box.fetch(`/booking/${token}`, formPost({ intent: "cancel" }))).status).toBe(404);
  });

  it("refuses a cancel from another origin (403) and keeps the booking", async () => {
    const box = mailbox();
    const { token } = await bookAndGetToken(box);
    const res = await box.fetch(
      `/booking/${token}`,
      formPost({ intent: "cancel", confirm: "yes" }, "https://evil.example"),
    );
    expect(res.status).toBe(403);
    const row = await env.DB.prepare("SELECT status FROM appointments").first<{ status: string }>();
    expect(row?.status).toBe("pending");
  });

  it("cancel frees the slot, tells the owner, and the page says cancelled", async () => {
    const box = mailbox();
    const { token } = await bookAndGetToken(box);
    box.sent.length = 0;
    const res = await box.fetch(
      `/booking/${token}`,
      formPost({ intent: "cancel", confirm: "yes" }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/booking/${token}?cancelled=1`);
    expect((await slotsOn(box, booking().preferredDate))[0].time).toBe("10:00 AM");
    expect(box.sent.map((m) => m.to).sort()).toEqual(
      [env.NOTIFY_EMAIL_TO, "james@example.com"].sort(),
    );
    expect(box.sent.find((m) => m.to === env.NOTIFY_EMAIL_TO)?.subject).toMatch(
      /^Booking cancelled/,
    );
    const page = await (await box.fetch(`/booking/${token}?cancelled=1`)).text();
    expect(page).toContain("Cancelled");
    // Someone else can now book that time.
    expect((await book(box, { name: "Ana Ruiz" })).status).toBe(201);
  });

  it("cancel is two steps: one tap asks first, and only the confirmed form cancels", async () => {
    const box = mailbox();
    const { token } = await bookAndGetToken(box);
    const page = await (await box.fetch(`/booking/${token}`)).text();
    expect(page).toContain(`href="/booking/${token}?cancel=ask#cancel"`);
    expect(page).not.toContain("Yes, cancel it");
    const asked = await (await box.fetch(`/booking/${token}?cancel=ask`)).text();
    expect(asked).toContain("Yes, cancel it");
    expect(asked).toContain('name="confirm" value="yes"');
    // The old one-tap form (no confirmation) cancels nothing: it lands on the question.
    const res = await box.fetch(`/booking/${token}`, formPost({ intent: "cancel" }));
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/booking/${token}?cancel=ask#cancel`);
    const row = await env.DB.prepare("SELECT status FROM appointments").first<{ status: string }>();
    expect(row?.status).toBe("pending");
  });

  it("opens on the booked day in the booking card's calendar, listing that day's other free times", async () => {
    const box = mailbox();
    const { token } = await bookAndGetToken(box);
    const day = booking().preferredDate;
    const html = await (await box.fetch(`/booking/${token}`)).text();
    // The month calendar of days, not a long list: the booked day is the current one, and every
    // free day is a link that works without JavaScript.
    expect(html).not.toContain("<select");
    const link = new RegExp(`<a [^>]*href="\\?type=Custom\\+Framing&amp;day=${day}#move"[^>]*>`);
    expect(html.match(link)?.[0]).toContain('aria-current="date"');
    expect(html).toContain('id="move"');
    const radios = [...html.matchAll(/name="preferredTime" value="([^"]+)"/g)].map((m) => m[1]);
    expect(radios[0]).toBe("11:00 AM");
    expect(radios).not.toContain("10:00 AM");
  });

  it("reschedules to another free slot and frees the old one", async () => {
    const box = mailbox();
    const { token } = await bookAndGetToken(box);
    const day = booking().preferredDate;
    const res = await box.fetch(
      `/booking/${token}`,
      formPost({ intent: "reschedule", preferredDate: day, preferredTime: "2:00 PM" }),
    );
    expect(res.status).toBe(302);
    const times = (await slotsOn(box, day)).map((s) => s.time);
    expect(times).toContain("10:00 AM");
    expect(times).not.toContain("2:00 PM");
    expect(box.sent.filter((m) => m.subject.startsWith("New time"))).toHaveLength(1);
  });
});
