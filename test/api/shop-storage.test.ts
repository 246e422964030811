// The shop's facts as stored in D1 (docs/decisions/0040-shop-facts-in-d1.md): migration 0019 moves
// a saved booking settings row's closed days and holidays into them; bad input to
// PUT /api/admin/shop is refused with nothing stored; a broken row still gives today's facts.
// Where the facts show is in shop.test.ts.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SHOP_FACTS } from "~/lib/shop";
import { asOwner, countRows, resetTables } from "./helpers";
import { adminFacts, CHANGED, closedOn, page, putShop, resetShop, saveShop } from "./shop-helpers";

beforeEach(async () => {
  await resetTables(
    "emails",
    "appointments",
    "booking_settings",
    "rate_limits",
    "jobs",
    "contacts",
  );
  await resetShop();
  await resetTables("shop_changes");
});

describe("migration 0016", () => {
  it("moves a saved booking settings row's closed days and holidays into the closures list", async () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name === "0019_shop_facts.sql");
    if (!migration) throw new Error("0019_shop_facts.sql is missing");
    // Its seed and data moves, run again over a row saved before this migration.
    const moves = migration.queries.filter((q) =>
      /^\s*(--.*\n\s*)*(INSERT INTO `shop_facts`|UPDATE)/.test(q),
    );
    expect(moves).toHaveLength(3);
    await env.DB.prepare("DELETE FROM shop_facts").run();
    await env.DB.prepare("INSERT INTO booking_settings (id, settings) VALUES (1, ?1)")
      .bind(
        JSON.stringify({
          closedDays: ["2030-01-07", "2030-01-08"],
          closedHolidays: ["thanksgiving"],
        }),
      )
      .run();
    await env.DB.batch(moves.map((q) => env.DB.prepare(q)));
    const row = await env.DB.prepare("SELECT facts FROM shop_facts WHERE id = 1").first<{
      facts: string;
    }>();
    const facts = JSON.parse(row?.facts ?? "{}");
    expect(facts.closures).toEqual([closedOn("2030-01-07"), closedOn("2030-01-08")]);
    expect(facts.closedHolidays).toEqual(["thanksgiving"]);
    expect({ ...facts, closures: [], closedHolidays: DEFAULT_SHOP_FACTS.closedHolidays }).toEqual(
      DEFAULT_SHOP_FACTS,
    );
    await env.DB.prepare(
      "UPDATE site_state SET value = value + 1 WHERE key = 'content_version'",
    ).run();
  });
});

describe("bad input", () => {
  const bad: Array<[string, unknown, string]> = [
    [
      "hours that end before they start",
      {
        ...CHANGED,
        hours: { ...CHANGED.hours, saturday: { open: true, from: "17:00", to: "11:00" } },
      },
      "hours.saturday.to",
    ],
    ["a phone that is not a US number", { ...CHANGED, phone: "+44 20 7946 0958" }, "phone"],
    ["a phone too short", { ...CHANGED, phone: "555-0142" }, "phone"],
    [
      "an empty address",
      { ...CHANGED, address: { ...CHANGED.address, street: "  " } },
      "address.street",
    ],
    ["a bad URL", { ...CHANGED, googleReviewUrl: "javascript:alert(1)" }, "googleReviewUrl"],
    [
      "a plain http link",
      { ...CHANGED, social: { ...CHANGED.social, facebook: "http://facebook.com/x" } },
      "social.facebook",
    ],
    ["control characters", { ...CHANGED, replyPromise: "soon\u0000" }, "replyPromise"],
    [
      "a closure ending before it starts",
      { ...CHANGED, closures: [{ from: "2030-01-05", to: "2030-01-02", note: "x" }] },
      "closures.0.to",
    ],
    ["an unknown holiday", { ...CHANGED, closedHolidays: ["boxing-day"] }, "closedHolidays.0"],
    ["a wrong type", { ...CHANGED, hours: "always" }, "hours"],
  ];

  it.each(bad)(
    "refuses %s with 400 { error, issues } and stores nothing",
    async (_, body, path) => {
      const res = await putShop(body);
      expect(res.status).toBe(400);
      const answer = await res.json<{ error: string; issues: Array<{ path: string }> }>();
      expect(answer.error).toBeTruthy();
      expect(answer.issues.map((i) => i.path)).toContain(path);
      expect((await adminFacts()).facts).toEqual(DEFAULT_SHOP_FACTS);
      expect(await countRows("shop_changes")).toBe(0);
    },
  );

  it("refuses a body that is not JSON, a huge one, another origin and the wrong method", async () => {
    const notJson = await asOwner("/api/admin/shop", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: "{nope",
    });
    expect(notJson.status).toBe(400);
    const huge = await putShop({ ...CHANGED, replyPromise: "x".repeat(200_000) });
    expect([400, 413]).toContain(huge.status);
    const other = await asOwner("/api/admin/shop", {
      method: "PUT",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: JSON.stringify(CHANGED),
    });
    expect(other.status).toBe(403);
    const wrong = await asOwner("/api/admin/shop", { method: "DELETE" });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(wrong.status).toBeLessThan(500);
    expect((await adminFacts()).facts).toEqual(DEFAULT_SHOP_FACTS);
    expect(await countRows("shop_changes")).toBe(0);
  });

  it("a failing or empty row still gives a coherent shop: today's facts", async () => {
    await saveShop(CHANGED);
    expect(await page("/")).toContain(CHANGED.phone);
    await env.DB.prepare(`UPDATE shop_facts SET facts = '{"phone":1}' WHERE id = 1`).run();
    await env.DB.prepare(
      "UPDATE site_state SET value = value + 1 WHERE key = 'content_version'",
    ).run();
    await new Promise((r) => setTimeout(r, 1100));
    const home = await page("/");
    expect(home).toContain(DEFAULT_SHOP_FACTS.phone);
    // Saving today's facts over a broken row writes them, though they equal the fallback.
    await saveShop();
    const row = await env.DB.prepare("SELECT facts FROM shop_facts WHERE id = 1").first<{
      facts: string;
    }>();
    expect(JSON.parse(row?.facts ?? "null")).toEqual(DEFAULT_SHOP_FACTS);
  });
});
