// A closure the owner adds or changes runs from today to at most a year ahead, with a message that
// says so; one saved before and left as it is stays, even once it is over
// (docs/decisions/0041-one-closures-list.md).
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SHOP_FACTS } from "~/lib/shop";
import { addDays, shopDay } from "~/lib/shop-time";
import { asOwner, countRows, resetTables } from "./helpers";
import { closedOn, putShop, resetShop, saveShop } from "./shop-helpers";

beforeEach(async () => {
  await resetShop();
  await resetTables("shop_changes");
});

const storedClosures = async () =>
  (await (await asOwner("/api/admin/shop")).json<{ facts: typeof DEFAULT_SHOP_FACTS }>()).facts
    .closures;

describe("a closure's dates", () => {
  it.each([
    ["in 2001", closedOn("2001-07-04"), "closures.0.from", /before today/],
    ["yesterday", closedOn(addDays(shopDay(), -1)), "closures.0.from", /before today/],
    ["in 9999", closedOn("9999-12-31"), "closures.0.from", /a year ahead/],
    [
      "ending more than a year ahead",
      { ...closedOn(addDays(shopDay(), 10)), to: addDays(shopDay(), 370) },
      "closures.0.to",
      /a year ahead/,
    ],
  ])(
    "refuses a closure %s with a clear message and stores nothing",
    async (_, closure, path, message) => {
      const res = await putShop({ ...DEFAULT_SHOP_FACTS, closures: [closure] });
      expect(res.status).toBe(400);
      const answer = await res.json<{
        error: string;
        issues: Array<{ path: string; message: string }>;
      }>();
      expect(answer.issues).toContainEqual({ path, message: expect.stringMatching(message) });
      expect(answer.issues.map((i) => i.message).join(" ")).not.toMatch(/last at most/);
      expect(await storedClosures()).toEqual([]);
      expect(await countRows("shop_changes")).toBe(0);
    },
  );

  it("takes closures from today to a year ahead", async () => {
    const closures = [closedOn(shopDay()), closedOn(addDays(shopDay(), 365))];
    await saveShop({ closures });
    expect(await storedClosures()).toEqual(closures);
  });

  it("keeps a saved closure that is now over when other facts change", async () => {
    const past = closedOn(addDays(shopDay(), -3), "Inventory");
    const facts = { ...DEFAULT_SHOP_FACTS, closures: [past] };
    await env.DB.prepare("UPDATE shop_facts SET facts = ?").bind(JSON.stringify(facts)).run();
    await resetTables("shop_changes");
    const res = await putShop({ ...facts, replyPromise: "within a day" });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await storedClosures()).toEqual([past]);
  });
});
