// Shop settings and Today as the walk-through found them (issue #40): a closure saved on a day
// with bookings answers those bookings and lets the owner ask them to move, once; "close early"
// needs only the closing time; closures are in the JSON-LD and read in the site's date order;
// Today looks a week ahead and counts a scheduled post as scheduled; the About editor opens with
// the story the page tells; online payments, when off, say what turning them on involves.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_ABOUT_STORY_MARKDOWN } from "~/content/about-story";
import { formatDay } from "~/lib/booking/format";
import { privacyCleanupText } from "~/lib/customers";
import { addDays, shopDay, weekdayOf } from "~/lib/shop-time";
import { create, startEachTestWithAnEmptyBlog, validPost } from "./blog-fixtures";
import { book, mailbox, nextWeekday, slotsOn } from "./booking-helpers";
import { asOwner, request, resetTables } from "./helpers";
import { emailRows } from "./outbox-helpers";
import { putShop, resetShop, saveShop } from "./shop-helpers";

startEachTestWithAnEmptyBlog();
beforeEach(async () => {
  await resetTables("emails", "appointments", "booking_settings", "rate_limits");
  await resetShop();
});

interface Affected {
  id: number;
  name: string;
  time: string;
  askedToMove: boolean;
}

const today = async () =>
  (await asOwner("/api/admin/today")).json<{
    drafts: number;
    scheduledPosts: number;
    attention: { kind: string }[];
    week: {
      bookings: { name: string; day: string }[];
      closureBookings: Affected[];
    };
  }>();

describe("a closure on a day with bookings", () => {
  it("answers the bookings it affects, lists them on Today, and asks them to move once", async () => {
    const box = mailbox();
    const day = nextWeekday("Thursday");
    expect((await book(box, { name: "Maria Ruiz", preferredDate: day })).status).toBe(201);
    expect(
      (
        await book(box, {
          name: "Leo Park",
          email: "leo@example.com",
          preferredDate: day,
          preferredTime: "3:00 PM",
        })
      ).status,
    ).toBe(201);
    const closure = { from: day, to: day, note: "Staff training", opens: null, closes: "13:00" };
    const res = await putShop({ ...(await shopNow()), closures: [closure] });
    expect(res.status).toBe(200);
    const { affectedBookings } = await res.json<{ affectedBookings: Affected[] }>();
    // Closing at 1 PM takes the 3 PM booking, not the 10 AM one.
    expect(affectedBookings).toEqual([
      expect.objectContaining({ name: "Leo Park", askedToMove: false }),
    ]);
    expect(affectedBookings[0].time).toMatch(/3:00 PM/);
    expect((await today()).week.closureBookings.map((b) => b.name)).toEqual(["Leo Park"]);

    const ask = () => asOwner("/api/admin/shop/affected-bookings/ask-to-move", { method: "POST" });
    const first = await ask();
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ queued: 1 });
    const sent = await emailRows("kind = 'booking-closure'");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ recipient: "leo@example.com", related_kind: "appointment" });
    const row = await env.DB.prepare("SELECT text FROM emails WHERE id = ?")
      .bind(sent[0].id)
      .first<{ text: string }>();
    expect(row?.text).toMatch(/\/booking\/[A-Za-z0-9_-]{22}/);
    expect(await (await ask()).json()).toMatchObject({ queued: 0 });
    expect(await emailRows("kind = 'booking-closure'")).toHaveLength(1);
    expect((await today()).week.closureBookings).toEqual([]);
  });
});

async function shopNow() {
  return (await (await asOwner("/api/admin/shop")).json<{ facts: Record<string, unknown> }>())
    .facts;
}

describe("close early", () => {
  it("needs only the closing time: the day opens as usual, the site and the JSON-LD say so", async () => {
    const box = mailbox();
    const day = nextWeekday("Wednesday", 2);
    await saveShop({
      closures: [{ from: day, to: day, note: "Inventory", opens: null, closes: "13:00" }],
    });
    const slots = (await slotsOn(box, day)).map((s) => s.time);
    expect(slots[0]).toBe("10:00 AM");
    expect(slots).not.toContain("2:00 PM");
    const home = await (await request("/")).text();
    // The site's date order: "Wednesday, December 9".
    expect(home).toContain(`Closing at 1:00 PM on ${formatDay(day)} for Inventory`);
    expect(formatDay(day)).toMatch(/^Wednesday, [A-Z][a-z]+ \d+$/);
    expect(home).toContain('"specialOpeningHoursSpecification"');
    expect(home).toContain(`"validFrom":"${day}"`);
    expect(home).toMatch(/"opens":"10:00","closes":"13:00","description":"Inventory"/);
  });
});

describe("Today", () => {
  it("lists the next seven days' bookings, not only today's", async () => {
    const box = mailbox();
    // Two or three days ahead (past the booking notice), never a Sunday: within the week.
    const soon = addDays(shopDay(), 2);
    const day = weekdayOf(soon) === "Sunday" ? addDays(soon, 1) : soon;
    expect((await book(box, { name: "Week Ahead", preferredDate: day })).status).toBe(201);
    expect((await today()).week.bookings).toEqual([
      expect.objectContaining({ name: "Week Ahead", day }),
    ]);
  });

  it("counts a scheduled post as scheduled, and Publish all drafts leaves it for its time", async () => {
    await create(
      validPost({ title: "Later", publishAt: new Date(Date.now() + 86_400_000).toISOString() }),
    );
    await create(validPost({ title: "Unscheduled draft" }));
    const t = await today();
    expect(t).toMatchObject({ drafts: 1, scheduledPosts: 1 });
    const res = await asOwner("/api/blog/posts/publish-all", { method: "POST" });
    expect(res.status).toBe(200);
    const left = await env.DB.prepare("SELECT title, status FROM blog_posts ORDER BY title").all<{
      title: string;
      status: string;
    }>();
    expect(left.results).toEqual([
      { title: "Later", status: "draft" },
      { title: "Unscheduled draft", status: "published" },
    ]);
    expect((await today()).attention.map((a) => a.kind)).not.toContain("drafts");
  });

  it("says the privacy clean-up in plain words", () => {
    const none = privacyCleanupText(null, (iso) => iso);
    expect(none).toContain("anyone we last heard from more than two years ago");
    expect(none).not.toMatch(/after our last contact/);
    expect(privacyCleanupText({ at: "2026-11-26T08:40:00Z", people: 3 }, () => "Nov 26")).toBe(
      "Privacy clean-up: on Nov 26 the nightly job deleted the records of 3 people we last heard from more than two years before.",
    );
  });
});

describe("the About editor", () => {
  it("opens with the story the About page tells, the site's own until the owner writes one", async () => {
    await resetTables("page_texts");
    const words = await (await asOwner("/api/admin/words")).json<{ storyMarkdown: string }>();
    expect(words.storyMarkdown).toBe(DEFAULT_ABOUT_STORY_MARKDOWN);
    expect(words.storyMarkdown).toContain("began in 2009");
  });
});

describe("online payments when off", () => {
  it("say so in the owner's words, with what turning them on involves", async () => {
    const { onlinePayments } = await (await asOwner("/api/admin/shop")).json<{
      onlinePayments: { enabled: boolean; note: string; steps: string[]; webhookUrl: string };
    }>();
    expect(onlinePayments.enabled).toBe(false);
    expect(onlinePayments.note).not.toMatch(/STRIPE_|README/);
    const steps = onlinePayments.steps.join("\n");
    for (const word of ["Stripe account", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"])
      expect(steps).toContain(word);
    expect(onlinePayments.webhookUrl).toMatch(/\/api\/payments\/stripe$/);
    expect(steps).toContain(onlinePayments.webhookUrl);
  });
});
