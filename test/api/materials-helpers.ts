// Shared by the materials API tests: a clean shop (no jobs, no orders, the seed catalogue, no
// vendors), a vendor, costs on catalogue entries, and the owner's materials calls.
import { expect } from "vitest";
import { adminCatalogue, resetCatalogue } from "./catalogue-helpers";
import { asOwner, json, resetTables } from "./helpers";
import { JOB_TABLES } from "./job-helpers";

export async function resetMaterials() {
  // Orders before the jobs they serve (children before their parents).
  await resetTables(
    "purchase_order_jobs",
    "purchase_order_lines",
    "purchase_orders",
    ...JOB_TABLES,
  );
  await resetCatalogue();
  await resetTables("vendors");
}

export const LARSON = {
  name: "Larson-Juhl",
  orderEmail: "orders@larson.example",
  phone: "(800) 555-0100",
  accountNumber: "HFS-20931",
  notes: "Chops arrive in 3-5 days.",
};

export interface VendorAnswer {
  id: number;
  name: string;
  orderEmail: string;
  accountNumber: string | null;
  retiredAt: string | null;
  priceListAppliedAt: string | null;
}

export async function addVendor(body: Record<string, unknown> = LARSON): Promise<VendorAnswer> {
  const res = await asOwner("/api/admin/vendors", json(body));
  expect(res.status).toBe(201);
  return (await res.json<{ vendor: VendorAnswer }>()).vendor;
}

type Kind = "mouldings" | "mats" | "glazing";
const EDITABLE: Record<Kind, string[]> = {
  mouldings: ["name", "finish", "colour", "profileWidthInches", "pricePerUnitedInch", "sortOrder"],
  mats: ["name", "colour", "sortOrder"],
  glazing: ["name", "description", "pricePerSquareInch", "sortOrder"],
};

/** The owner's edit of an entry: its fields as they are, with `changes` on top. */
export async function editEntry(kind: Kind, id: string, changes: Record<string, unknown>) {
  const entry = (await adminCatalogue())[kind].find((e) => e.id === id) as unknown as Record<
    string,
    unknown
  >;
  const body = Object.fromEntries(EDITABLE[kind].map((k) => [k, entry[k]]));
  return asOwner(
    `/api/admin/frames/${kind}/${id}`,
    json({ ...body, ...changes }, { method: "PUT" }),
  );
}

export async function setCost(kind: Kind, id: string, changes: Record<string, unknown>) {
  const res = await editEntry(kind, id, changes);
  expect(res.status).toBe(200);
}

/** The test design's materials (walnut, antique white, regular glass) from one vendor. */
export async function supplyDesignFrom(vendorId: number) {
  await setCost("mouldings", "walnut-gallery", {
    vendorId,
    vendorCode: "LJ-WAL-125",
    costPerFootCents: 450,
  });
  await setCost("mats", "antique-white", {
    vendorId,
    vendorCode: "LJ-MAT-AW",
    costPerSheetCents: 1200,
  });
  await setCost("glazing", "regular", { vendorId, vendorCode: "LJ-GLS-R", costPerSheetCents: 900 });
}

export interface FrameOrderLineAnswer {
  kind: string;
  itemId: string;
  vendorCode: string | null;
  name: string;
  quantity: number;
  unit: string;
  oversize: boolean;
  jobs: string[];
  jobIds: number[];
  costCents: number | null;
}

export interface FrameOrderAnswer {
  vendors: Array<{
    vendorId: number;
    name: string;
    lines: FrameOrderLineAnswer[];
    totalCostCents: number;
  }>;
  noVendor: FrameOrderLineAnswer[];
}

export async function frameOrder(): Promise<FrameOrderAnswer> {
  const res = await asOwner("/api/admin/frame-order");
  expect(res.status).toBe(200);
  return res.json<FrameOrderAnswer>();
}

export const placeOrder = (body: unknown) => asOwner("/api/admin/frame-order", json(body));
