// An entry's cost beside its price on the catalogue screen, and its margin on the example piece
// (a 16 x 20 with a 2 in mat): the moulding's footage and one sheet of board or glass, as the
// frame order counts them (docs/decisions/0099-materials-and-frame-order.md).
import type { CatalogueKind } from "~/lib/frame-catalogue-schema";
import { formatCents } from "~/lib/jobs";
import { EXAMPLE_PIECE, exampleNeeds } from "~/lib/materials";
import type { FrameGlazing, FrameMat, FrameMoulding } from "~db/schema";
import type { CatalogueEntry, OwnerCatalogue } from "./catalogue-fields";

const example = `${EXAMPLE_PIECE.widthInches} × ${EXAMPLE_PIECE.heightInches}`;

export function costLine(kind: CatalogueKind, entry: CatalogueEntry, catalogue: OwnerCatalogue) {
  const vendor = catalogue.vendors.find((v) => v.id === entry.vendorId)?.name;
  const from = vendor ? ` from ${vendor}${entry.vendorCode ? ` (${entry.vendorCode})` : ""}` : "";
  let unitCost: number | null;
  let unit: string;
  let costCents: number | null;
  let priceCents: number;
  if (kind === "mouldings") {
    const m = entry as FrameMoulding;
    const { feet, unitedInches } = exampleNeeds(m.profileWidthInches);
    unitCost = m.costPerFootCents;
    unit = "a foot";
    costCents = unitCost === null ? null : feet * unitCost;
    priceCents = Math.round(unitedInches * m.pricePerUnitedInch * 100);
  } else {
    const e = entry as FrameMat | FrameGlazing;
    const { opening } = exampleNeeds(0);
    const perSquareInch =
      kind === "mats" ? catalogue.prices.matPerSquareInch : (e as FrameGlazing).pricePerSquareInch;
    unitCost = e.costPerSheetCents;
    unit = `a ${e.sheetWidthInches} × ${e.sheetHeightInches} sheet`;
    costCents = unitCost;
    priceCents = Math.round(opening.width * opening.height * perSquareInch * 100);
  }
  if (unitCost === null || costCents === null) return `No cost yet${from}.`;
  const margin = priceCents - costCents;
  return `Costs ${formatCents(unitCost)} ${unit}${from} · on a ${example}: price ${formatCents(priceCents)}, cost ${formatCents(costCents)}, margin ${formatCents(margin)}`;
}
