// The shop's facts in API tests: saved through PUT /api/admin/shop as the owner would.
import { expect } from "vitest";
import { DEFAULT_SHOP_FACTS } from "~/lib/shop";
import type { Closure, ShopFacts } from "~/lib/shop-schema";
import { asOwner } from "./helpers";

export async function putShop(facts: unknown): Promise<Response> {
  return asOwner("/api/admin/shop", {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(facts),
  });
}

/** Saves the default facts with `changes` on top; the answer must be 200. */
export async function saveShop(changes: Partial<ShopFacts> = {}): Promise<void> {
  const res = await putShop({ ...DEFAULT_SHOP_FACTS, ...changes });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Back to today's facts (storage is per test file; the tests before may have changed them). */
export const resetShop = () => saveShop();

export const closedOn = (day: string, note = "the day"): Closure => ({
  from: day,
  to: day,
  note,
  opens: null,
  closes: null,
});
