// The shop's facts in API tests: saved through PUT /api/admin/shop as the owner would, read back
// as the owner sees them, and a set with every field changed.
import { expect } from "vitest";
import { DEFAULT_SHOP_FACTS } from "~/lib/shop";
import type { Closure, ShopFacts } from "~/lib/shop-schema";
import { asOwner, request } from "./helpers";

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

// Every field different from today's.
export const CHANGED: ShopFacts = {
  phone: "(832) 555-0199",
  email: "studio@example.com",
  address: {
    street: "2200 Ashland St",
    streetName: "Ashland Street",
    city: "Bellaire",
    region: "TX",
    postalCode: "77401",
  },
  mapUrl: "https://maps.example.com/ashland",
  hours: {
    ...DEFAULT_SHOP_FACTS.hours,
    saturday: { open: true, from: "09:00", to: "13:00" },
    sunday: { open: true, from: "13:00", to: "17:00" },
  },
  closures: [],
  closedHolidays: ["christmas-day"],
  prices: {
    customFraming: "$90-$350+",
    shadowbox: "$160-$520+",
    canvasStretching: "$55-$210+",
    restoration: "$110-$420+",
    uvGlassUpgrade: "$35-$65",
    conservationMounting: "$25-$45",
  },
  replyPromise: "within two business days",
  googleReviewUrl: "https://g.page/r/new-place/review",
  social: {
    facebook: "https://www.facebook.com/newframes",
    instagram: "https://www.instagram.com/newframes",
    reviews: "https://www.yelp.com/biz/new-frames",
    reviewSiteName: "Yelp",
  },
};

export const adminFacts = async () => {
  const res = await asOwner("/api/admin/shop");
  expect(res.status).toBe(200);
  return res.json<{ facts: ShopFacts; history: Array<{ changedBy: string; fields: string[] }> }>();
};

export const page = async (path: string) => {
  const res = await request(path);
  expect(res.status).toBe(200);
  return res.text();
};
