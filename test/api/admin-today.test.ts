// GET /api/admin/today: every number of the owner's Today screen, checked against rows seeded
// into real local D1 and KV; and the old /admin?tab= links, which now lead to the shell's screens.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { addDays, shopDay, shopTimeToDate } from "~/lib/shop-time";
import {
  DEFAULT_CIRCUIT_BREAKER,
  recordCall,
  resetUsage,
  saveCircuitBreaker,
} from "~worker/services/ai/usage";
import type { TodaySummary } from "~worker/services/today";
import { asOwner, ownerToken, request, resetTables } from "./helpers";

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

async function contactAt(createdAt: string, name: string, status = "new") {
  await env.DB.prepare(
    `INSERT INTO contacts (first_name, last_name, email, message, created_at, status)
     VALUES (?, 'Visitor', 'visitor@example.com', 'Hello', ?, ?)`,
  )
    .bind(name, createdAt, status)
    .run();
}

/** A booking `minutes` after midnight (shop time) on `day`, for an hour. */
async function bookingAt(day: string, minutes: number, status: string, name: string) {
  const start = shopTimeToDate(day, minutes);
  await env.DB.prepare(
    `INSERT INTO appointments (name, email, phone, preferred_date, preferred_time, consultation_type,
       slot_start, slot_end, status, confirmed)
     VALUES (?, 'b@example.com', '713-555-0100', ?, '10:00 AM', 'Custom Framing', ?, ?, ?, ?)`,
  )
    .bind(
      name,
      day,
      start.toISOString(),
      new Date(start.getTime() + HOUR).toISOString(),
      status,
      status === "confirmed" || status === "done" ? 1 : 0,
    )
    .run();
}

async function draft(slug: string) {
  await env.DB.prepare(
    `INSERT INTO blog_posts (title, slug, content, content_html, excerpt, category, keywords, status, author, read_time)
     VALUES (?, ?, 'Body', '<p>Body</p>', 'Excerpt', 'Tips', 'framing', 'draft', 'Heights Frame Studio', 1)`,
  )
    .bind(`Draft ${slug}`, slug)
    .run();
}

async function quote(status: "new" | "replied" | "won") {
  await env.DB.prepare(
    `INSERT INTO quotes (name, email, message, design, estimate_low, estimate_high, photos, status)
     VALUES ('Rosa', 'rosa@example.com', 'A print', '{}', 150, 185, '[]', ?)`,
  )
    .bind(status)
    .run();
}

async function pageView(day: string, referrerHost: string | null, name = "page_view") {
  await env.DB.prepare(
    "INSERT INTO analytics_events (name, path, referrer_host, day) VALUES (?, '/about', ?, ?)",
  )
    .bind(name, referrerHost, day)
    .run();
}

async function today(): Promise<TodaySummary> {
  const res = await asOwner("/api/admin/today");
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  return res.json<TodaySummary>();
}

describe("GET /api/admin/today", () => {
  beforeEach(async () => {
    await resetTables("contacts", "emails", "appointments", "quotes", "analytics_events");
    await env.DB.prepare("DELETE FROM blog_posts WHERE status = 'draft'").run();
    await resetUsage(env.USAGE);
    await saveCircuitBreaker(env.USAGE, DEFAULT_CIRCUIT_BREAKER);
  });

  it("says nothing needs the owner when nothing came in", async () => {
    const t = await today();
    expect(t.day).toBe(shopDay());
    expect(t.messages).toEqual({
      new: 0,
      waitingOverADay: 0,
      rule: "not yet replied to or archived",
    });
    expect(t.bookings).toEqual({ today: [], pending: 0 });
    expect(t.aiSpend).toMatchObject({
      monthCost: 0,
      monthlyLimit: 10,
      limitsOn: true,
      blocked: null,
    });
    expect(t.visits).toMatchObject({ visitors: 0, pageViews: 0, fromSearch: 0 });
    expect(t.visits.days).toHaveLength(7);
    expect(t.drafts).toBe(0);
    expect(t.quotesWaiting).toBe(0);
    expect(t.attention).toEqual([]);
  });

  it("counts New messages, and those over a day old as waiting; replied and archived ones are done", async () => {
    await contactAt(ago(2), "Fresh");
    await contactAt(ago(30), "Waiting");
    await contactAt(ago(8 * 24), "Last month");
    await contactAt(ago(3), "Answered", "replied");
    await contactAt(ago(40), "Answered by phone", "replied");
    await contactAt(ago(50), "Put away", "archived");
    const t = await today();
    expect(t.messages.new).toBe(3);
    expect(t.messages.waitingOverADay).toBe(2);
    expect(t.attention).toEqual([{ kind: "messages", count: 2 }]);
  });

  it("lists today's bookings by time without cancelled ones, and counts requests still to confirm", async () => {
    const day = shopDay();
    await bookingAt(day, 15 * 60, "done", "Late");
    await bookingAt(day, 10 * 60, "confirmed", "Early");
    await bookingAt(day, 12 * 60, "cancelled", "Cancelled");
    await bookingAt(addDays(day, 1), 10 * 60, "pending", "Tomorrow");
    await bookingAt(addDays(day, 2), 11 * 60, "pending", "Later");
    await bookingAt(addDays(day, 3), 11 * 60, "confirmed", "Confirmed later");
    // A request whose time has passed no longer waits for a confirmation.
    await bookingAt(addDays(day, -3), 10 * 60, "pending", "Past");
    const t = await today();
    expect(t.bookings.today.map((b) => [b.name, b.status])).toEqual([
      ["Early", "confirmed"],
      ["Late", "done"],
    ]);
    expect(t.bookings.today[0]?.slotStart).toBe(shopTimeToDate(day, 10 * 60).toISOString());
    expect(t.bookings.pending).toBe(2);
    expect(t.attention).toEqual([{ kind: "bookings", count: 2 }]);
  });

  it("counts drafts waiting and quote requests still without a price", async () => {
    await draft("today-draft-one");
    await draft("today-draft-two");
    await quote("new");
    await quote("new");
    await quote("new");
    await quote("replied");
    await quote("won");
    const t = await today();
    expect(t.drafts).toBe(2);
    expect(t.quotesWaiting).toBe(3);
    expect(t.attention).toEqual([
      { kind: "quotes", count: 3 },
      { kind: "drafts", count: 2 },
    ]);
  });

  it("adds up the last 7 days' visits: arrivals from outside, page views and search visits", async () => {
    const day = shopDay();
    await pageView(day, null);
    await pageView(day, "www.google.com");
    // A click from page to page of the site is a page view, not another visitor.
    await pageView(day, "localhost");
    await pageView(addDays(day, -6), "duckduckgo.com");
    await pageView(addDays(day, -6), "localhost");
    // Outside the week, and not a page view.
    await pageView(addDays(day, -7), null);
    await pageView(day, null, "page_not_found");
    const t = await today();
    expect(t.visits).toMatchObject({ visitors: 3, pageViews: 5, fromSearch: 2 });
    expect(t.visits.days[0]).toEqual({
      day: addDays(day, -6),
      visitors: 1,
      pageViews: 2,
      fromSearch: 1,
    });
    expect(t.visits.days[6]).toEqual({ day, visitors: 2, pageViews: 3, fromSearch: 1 });
    expect(t.visits.days.slice(1, 6).every((d) => d.pageViews === 0)).toBe(true);
  });

  it("shows this month's AI spending against its limit, and a paused assistant first", async () => {
    await recordCall(env.USAGE, 0.25);
    await recordCall(env.USAGE, 0.5);
    await contactAt(ago(30), "Waiting");
    let t = await today();
    expect(t.aiSpend).toMatchObject({
      monthCost: 0.75,
      monthlyLimit: 10,
      todayCost: 0.75,
      dailyLimit: 1,
      limitsOn: true,
      blocked: null,
    });

    await saveCircuitBreaker(env.USAGE, { ...DEFAULT_CIRCUIT_BREAKER, dailyLimit: 0.5 });
    t = await today();
    expect(t.aiSpend.blocked).toMatch(/^Daily limit of \$0\.50 reached/);
    expect(t.attention).toEqual([
      { kind: "ai-blocked", count: 1 },
      { kind: "messages", count: 1 },
    ]);
  });

  it("is refused without Access (401) and to another account (403)", async () => {
    const visitor = await request("/api/admin/today");
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toHaveProperty("error");
    const stranger = await asOwner(
      "/api/admin/today",
      {},
      await ownerToken({ email: "stranger@example.com" }),
    );
    expect(stranger.status).toBe(403);
    expect(await stranger.json()).toHaveProperty("error");
  });
});

describe("the owner's screens", () => {
  const SCREENS = [
    "/admin",
    "/admin/messages",
    "/admin/appointments",
    "/admin/quotes",
    "/admin/images",
    "/admin/blog",
    "/admin/ai-spending",
    "/seo-dashboard",
  ];

  it.each(SCREENS)("%s is in the owner's frame, not the public site's", async (path) => {
    const res = await asOwner(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('aria-label="Owner&#x27;s pages"');
    expect(html).toContain('id="main"');
    expect(html).toContain("Logout");
    // The public header's booking button and the footer's address are not on it.
    expect(html).not.toContain("Book Consultation");
    expect(html).not.toContain("1105 Yale St");
  });

  it.each(SCREENS)("%s shows a visitor the sign-in screen (401)", async (path) => {
    const res = await request(path);
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toContain("Admin Panel Access");
    expect(html).not.toContain("Owner&#x27;s pages");
  });

  it.each([
    ["/admin?tab=contacts", "/admin/messages"],
    ["/admin?tab=appointments", "/admin/appointments"],
    ["/admin?tab=quotes", "/admin/quotes"],
    ["/admin?tab=portfolio", "/admin/images"],
    ["/admin?tab=blog", "/admin/blog"],
    ["/admin?tab=usage", "/admin/ai-spending"],
    ["/admin?tab=seo", "/seo-dashboard"],
    ["/admin?tab=blog&signedIn=1", "/admin/blog?signedIn=1"],
  ])("the old link %s leads to %s", async (from, to) => {
    const res = await asOwner(from, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(to);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
  });

  it("shows Today for an unknown old tab", async () => {
    const res = await asOwner("/admin?tab=nonsense");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("What came in, what is booked");
  });
});
