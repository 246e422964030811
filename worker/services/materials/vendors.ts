// The shop's vendors (docs/decisions/0099-materials-and-frame-order.md): who supplies the
// mouldings, mat board and glazing, where their orders go and the shop's account with them.
// A vendor in use (by a catalogue entry or an order) cannot be deleted, only retired.
import { vendorChangesSchema, vendorSchema } from "~/lib/materials-schema";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import { database } from "~db/client";
import {
  deleteUnusedVendor,
  findVendor,
  insertVendor,
  listVendors,
  updateVendor,
  vendorUses,
} from "~db/repositories/vendors";
import type { Vendor } from "~db/schema";

export type VendorResult =
  | { status: "saved"; vendor: Vendor }
  | { status: "invalid"; issues: ValidationIssue[] }
  | { status: "not-found" }
  | { status: "in-use"; error: string };

/** Every vendor, retired ones too, with how many catalogue entries and orders name it. */
export async function vendorsForOwner(env: Pick<Env, "DB">) {
  const db = database(env.DB);
  const vendors = await listVendors(db);
  return Promise.all(vendors.map(async (v) => ({ ...v, uses: await vendorUses(db, v.id) })));
}

const fields = (v: { phone?: string; accountNumber?: string; notes?: string }) => ({
  phone: v.phone ?? null,
  accountNumber: v.accountNumber ?? null,
  notes: v.notes ?? null,
});

export async function createVendor(env: Pick<Env, "DB">, input: unknown): Promise<VendorResult> {
  const parsed = vendorSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const { name, orderEmail } = parsed.data;
  const vendor = await insertVendor(database(env.DB), { name, orderEmail, ...fields(parsed.data) });
  return { status: "saved", vendor };
}

/** The owner's edit; `retired` retires the vendor or puts it back. */
export async function changeVendor(
  env: Pick<Env, "DB">,
  id: number,
  input: unknown,
  now = new Date(),
): Promise<VendorResult> {
  const parsed = vendorChangesSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const db = database(env.DB);
  const existing = await findVendor(db, id);
  if (!existing) return { status: "not-found" };
  const { name, orderEmail, retired } = parsed.data;
  const retiredAt =
    retired === undefined ? undefined : retired ? (existing.retiredAt ?? now.toISOString()) : null;
  const vendor = await updateVendor(db, id, {
    name,
    orderEmail,
    ...fields(parsed.data),
    ...(retiredAt !== undefined ? { retiredAt } : {}),
  });
  return vendor ? { status: "saved", vendor } : { status: "not-found" };
}

/** Deletes a vendor nothing uses; one in use is refused (retire it instead). */
export async function deleteVendor(env: Pick<Env, "DB">, id: number): Promise<VendorResult> {
  const db = database(env.DB);
  const existing = await findVendor(db, id);
  if (!existing) return { status: "not-found" };
  const deleted = await deleteUnusedVendor(db, id);
  if (deleted) return { status: "saved", vendor: deleted };
  const { entries, orders } = await vendorUses(db, id);
  const uses = [
    entries ? `${entries} catalogue ${entries === 1 ? "entry" : "entries"}` : null,
    orders ? `${orders} purchase ${orders === 1 ? "order" : "orders"}` : null,
  ].filter(Boolean);
  return {
    status: "in-use",
    error: `${existing.name} is named by ${uses.join(" and ")}: retire it instead of deleting it.`,
  };
}
