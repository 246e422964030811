// The price table, and the rule the catalogue screen is built around: changing prices (or
// renaming, or retiring) never changes a quote already sent. New estimates use the new prices.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import {
  adminCatalogue,
  DESIGN,
  DESIGN_ESTIMATE,
  type ErrorBody,
  estimateOf,
  ownerPost,
  ownerSend,
  publicCatalogue,
  resetCatalogue,
} from "./catalogue-helpers";
import { asOwner, ORIGIN, request, resetTables } from "./helpers";

const SEED_PRICES = { matPerSquareInch: 0.05, minimumOrder: 75, rangePercent: 10 };

let ip = 0;
async function sendQuote(name: string): Promise<number> {
  const form = new FormData();
  form.set("design", JSON.stringify(DESIGN));
  form.set("name", name);
  form.set("email", "maria@example.com");
  form.set("message", "A watercolour from my grandmother.");
  const res = await request("/api/quotes", {
    method: "POST",
    body: form,
    headers: { Origin: ORIGIN, "CF-Connecting-IP": `198.51.100.${++ip}` },
  });
  expect(res.status).toBe(201);
  return (await res.json<{ id: number }>()).id;
}

interface StoredQuote {
  id: number;
  estimateLow: number;
  estimateHigh: number;
  design: { moulding: { id: string; name: string }; glazing: { id: string; name: string } };
}

async function storedQuote(id: number): Promise<StoredQuote | undefined> {
  const res = await asOwner("/api/admin/quotes");
  expect(res.status).toBe(200);
  return (await res.json<{ quotes: StoredQuote[] }>()).quotes.find((q) => q.id === id);
}

beforeEach(async () => {
  await resetCatalogue();
  await resetTables("quotes", "rate_limits");
});

describe("PUT /api/admin/frames/prices", () => {
  it("saves the price table, and new estimates use it at once", { timeout: 30_000 }, async () => {
    expect(await (await estimateOf(DESIGN)).json()).toEqual(DESIGN_ESTIMATE);
    await publicCatalogue();
    const res = await ownerSend("PUT", "/api/admin/frames/prices", {
      matPerSquareInch: 0.0625,
      minimumOrder: 90,
      rangePercent: 15,
    });
    expect(res.status).toBe(200);
    expect((await res.json<{ prices: Record<string, unknown> }>()).prices).toMatchObject({
      matPerSquareInch: 0.0625,
      minimumOrder: 90,
      rangePercent: 15,
    });
    expect((await publicCatalogue()).prices).toEqual({
      matPerSquareInch: 0.0625,
      minimumOrder: 90,
      rangePercent: 15,
    });
    // 44 UI x $2.60 + 480 sq in x ($0.0625 + $0.06) = $173.20, ±15% rounded out to $5.
    expect(await (await estimateOf(DESIGN)).json()).toEqual({ low: 145, high: 200 });
  });

  it.each([
    ["an empty body", {}, ["matPerSquareInch", "minimumOrder", "rangePercent"]],
    ["a negative mat price", { ...SEED_PRICES, matPerSquareInch: -0.01 }, ["matPerSquareInch"]],
    ["a mat price as text", { ...SEED_PRICES, matPerSquareInch: "0.05" }, ["matPerSquareInch"]],
    ["a minimum in cents", { ...SEED_PRICES, minimumOrder: 74.5 }, ["minimumOrder"]],
    ["a huge minimum", { ...SEED_PRICES, minimumOrder: 1e9 }, ["minimumOrder"]],
    ["a range of 60%", { ...SEED_PRICES, rangePercent: 60 }, ["rangePercent"]],
    ["a null range", { ...SEED_PRICES, rangePercent: null }, ["rangePercent"]],
  ])("refuses %s (400) and keeps the prices", async (_, body, paths) => {
    const res = await ownerSend("PUT", "/api/admin/frames/prices", body);
    expect(res.status).toBe(400);
    const error = await res.json<ErrorBody>();
    expect(error.issues?.map((i) => i.path)).toEqual(expect.arrayContaining(paths));
    expect((await adminCatalogue()).prices).toMatchObject(SEED_PRICES);
  });

  it("refuses a body that is not JSON", async () => {
    const res = await asOwner("/api/admin/frames/prices", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: "minimumOrder=90",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty("error");
  });
});

describe("quotes already sent", () => {
  it("keep their estimate when the price table and the moulding's price change", async () => {
    const id = await sendQuote("Maria Gonzalez");
    expect(await storedQuote(id)).toMatchObject({
      estimateLow: DESIGN_ESTIMATE.low,
      estimateHigh: DESIGN_ESTIMATE.high,
    });

    expect(
      (
        await ownerSend("PUT", "/api/admin/frames/prices", {
          matPerSquareInch: 0.09,
          minimumOrder: 200,
          rangePercent: 20,
        })
      ).status,
    ).toBe(200);
    const walnut = (await adminCatalogue()).mouldings.find((m) => m.id === "walnut-gallery");
    expect(
      (
        await ownerSend("PUT", "/api/admin/frames/mouldings/walnut-gallery", {
          ...walnut,
          pricePerUnitedInch: 6.5,
        })
      ).status,
    ).toBe(200);

    const now = await (await estimateOf(DESIGN)).json<{ low: number; high: number }>();
    expect(now.low).toBeGreaterThan(DESIGN_ESTIMATE.high);
    expect(await storedQuote(id)).toMatchObject({
      estimateLow: DESIGN_ESTIMATE.low,
      estimateHigh: DESIGN_ESTIMATE.high,
    });
    // A new request is priced with the new table.
    const newer = await storedQuote(await sendQuote("Ned Plain"));
    expect([newer?.estimateLow, newer?.estimateHigh]).toEqual([now.low, now.high]);
  });

  it("keep the moulding and glazing they were designed with when those are renamed or retired", async () => {
    const id = await sendQuote("Maria Gonzalez");
    const before = await storedQuote(id);

    const walnut = (await adminCatalogue()).mouldings.find((m) => m.id === "walnut-gallery");
    await ownerSend("PUT", "/api/admin/frames/mouldings/walnut-gallery", {
      ...walnut,
      name: "Walnut Classic",
    });
    expect((await ownerPost("/api/admin/frames/mouldings/walnut-gallery/retire")).status).toBe(200);
    expect((await ownerPost("/api/admin/frames/glazing/regular/retire")).status).toBe(200);

    const after = await storedQuote(id);
    expect(after).toEqual(before);
    expect(after?.design.moulding).toMatchObject({ id: "walnut-gallery", name: "Walnut Gallery" });
    // The rows stay for the quotes that refer to them; visitors can no longer choose them.
    const row = await env.DB.prepare(
      "SELECT name, retired_at FROM frame_mouldings WHERE id = 'walnut-gallery'",
    ).first<{ name: string; retired_at: string | null }>();
    expect(row?.name).toBe("Walnut Classic");
    expect(row?.retired_at).toBeTruthy();
    expect((await estimateOf(DESIGN)).status).toBe(400);
  });
});
