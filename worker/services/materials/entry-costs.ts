// What the shop pays for a catalogue entry (docs/decisions/0099-materials-and-frame-order.md):
// checks the owner's vendor and item code before an entry is saved. The cost itself is checked by
// the catalogue's schema (app/lib/materials-schema.ts).
import type { CatalogueKind } from "~/lib/frame-catalogue-schema";
import type { MaterialKind } from "~/lib/materials";
import type { ValidationIssue } from "~/lib/validation-issues";
import type { Database } from "~db/client";
import { entryWithCode, findVendor } from "~db/repositories/vendors";

const MATERIAL_OF: Record<CatalogueKind, MaterialKind> = {
  mouldings: "moulding",
  mats: "mat",
  glazing: "glazing",
};

interface CostFields {
  vendorId?: number | null;
  vendorCode?: string | null;
}

/**
 * Why an entry's vendor fields cannot be saved: an unknown or retired vendor, or an item code the
 * vendor already uses for another entry (a price list must find one entry per code).
 */
export async function vendorFieldIssues(
  db: Database,
  kind: CatalogueKind,
  id: string | null,
  fields: CostFields,
  current: CostFields = {},
): Promise<ValidationIssue[]> {
  const vendorId = fields.vendorId !== undefined ? fields.vendorId : (current.vendorId ?? null);
  const code = fields.vendorCode !== undefined ? fields.vendorCode : (current.vendorCode ?? null);
  if (fields.vendorId !== undefined && fields.vendorId !== null) {
    const vendor = await findVendor(db, fields.vendorId);
    if (!vendor)
      return [{ path: "vendorId", message: "No vendor with that id: choose one from the list." }];
    if (vendor.retiredAt && vendor.id !== current.vendorId)
      return [{ path: "vendorId", message: `${vendor.name} is retired: choose another vendor.` }];
  }
  if (vendorId === null || !code) return [];
  const other = await entryWithCode(
    db,
    vendorId,
    code,
    id ? { kind: MATERIAL_OF[kind], id } : null,
  );
  return other
    ? [
        {
          path: "vendorCode",
          message: `This vendor's code ${code} is already used by ${other.name}.`,
        },
      ]
    : [];
}

/** Stamps when the cost changed, for the owner's screens. */
export function costStamp(
  fields: { costPerFootCents?: number | null; costPerSheetCents?: number | null },
  current: { costPerFootCents?: number | null; costPerSheetCents?: number | null } | null,
  now: string,
) {
  const changed =
    (fields.costPerFootCents !== undefined &&
      fields.costPerFootCents !== current?.costPerFootCents) ||
    (fields.costPerSheetCents !== undefined &&
      fields.costPerSheetCents !== current?.costPerSheetCents);
  return changed ? { costUpdatedAt: now } : {};
}
