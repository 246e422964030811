// The owner's frame catalogue in tests: calls of the admin catalogue API, what visitors are
// offered, and a reset to the starting catalogue (storage is shared by the tests of a file).
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { OwnerCatalogue } from "~worker/services/frame-catalogue";
import { asOwner, json, request, resetTables } from "./helpers";

export const SEED_MIGRATION = "0006_seed_frame_catalogue.sql";

/** The starting catalogue (migration 0006) again, and no stored swatches. */
export async function resetCatalogue(): Promise<void> {
  await resetTables("frame_mouldings", "frame_mats", "frame_glazing", "frame_prices");
  const seed = env.TEST_MIGRATIONS.find((m) => m.name === SEED_MIGRATION);
  if (!seed) throw new Error(`${SEED_MIGRATION} is missing`);
  await env.DB.batch(seed.queries.map((q) => env.DB.prepare(q)));
  const swatches = await env.IMAGES.list({ prefix: "swatches/" });
  if (swatches.objects.length) await env.IMAGES.delete(swatches.objects.map((o) => o.key));
}

export type AdminCatalogue = OwnerCatalogue;

export async function adminCatalogue(): Promise<AdminCatalogue> {
  const res = await asOwner("/api/admin/frames");
  expect(res.status).toBe(200);
  return res.json<AdminCatalogue>();
}

export interface PublicCatalogue {
  mouldings: Array<{ id: string; name: string; pricePerUnitedInch: number; swatch: string }>;
  mats: Array<{ id: string; name: string; colour: string }>;
  glazing: Array<{ id: string; name: string; pricePerSquareInch: number }>;
  prices: { matPerSquareInch: number; minimumOrder: number; rangePercent: number };
}

/** /api/frames as a visitor gets it (through the edge cache). */
export async function publicCatalogue(): Promise<PublicCatalogue> {
  const res = await request("/api/frames");
  expect(res.status).toBe(200);
  return res.json<PublicCatalogue>();
}

/** The frame designer page as a visitor gets it (through the edge cache). */
export async function designerHtml(): Promise<string> {
  const res = await request("/frame-designer");
  expect(res.status).toBe(200);
  return res.text();
}

export const ownerSend = (method: "POST" | "PUT", path: string, body: unknown) =>
  asOwner(path, json(body, { method }));

export const ownerPost = (path: string) => asOwner(path, { method: "POST" });

export interface ErrorBody {
  error: string;
  issues?: Array<{ path: string; message: string }>;
}

// A 16 x 20 piece, Walnut Gallery, a 2-inch Antique White mat, regular glass.
export const DESIGN = {
  widthInches: 16,
  heightInches: 20,
  mouldingId: "walnut-gallery",
  mat: { id: "antique-white", widthInches: 2 },
  glazingId: "regular",
};
// With the seed prices: 44 UI x $2.60 + 480 sq in x ($0.05 + $0.06) = $167.20, ±10% to $5.
export const DESIGN_ESTIMATE = { low: 150, high: 185 };

export async function estimateOf(design: unknown): Promise<Response> {
  return request("/api/quotes/estimate", json(design));
}
