// Prices from cost x markup for one kind of the catalogue (docs/decisions/0099-materials-and-frame-order.md):
// previewed first, applied when the owner confirms. A moulding's price per united inch is its cost
// per foot x 2/12 x markup; glazing's price per square inch is its sheet's cost / the sheet's area
// x markup; mat board has one price for every colour (the price table's), set from the dearest
// board so no mat sells below the markup. Entries without a cost keep their price.
import {
  type CatalogueKind,
  PRICE_PER_SQUARE_INCH,
  PRICE_PER_UNITED_INCH,
} from "~/lib/frame-catalogue-schema";
import { mouldingPriceFromCost, sheetPriceFromCost } from "~/lib/materials";
import { markupSchema } from "~/lib/materials-schema";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import { database } from "~db/client";
import {
  readFullCatalogue,
  updateCatalogueEntry,
  updatePriceTable,
} from "~db/repositories/frame-catalogue";
import { contentChanged } from "../edge-cache";

export interface MarkupPreview {
  markup: number;
  changes: Array<{ id: string; name: string; oldPrice: number; newPrice: number }>;
  // Entries left as they are, and why (no cost yet, or the price would be out of range).
  skipped: Array<{ id: string; name: string; reason: string }>;
}

export type MarkupResult =
  | { status: "preview" | "applied"; preview: MarkupPreview }
  | { status: "invalid"; issues: ValidationIssue[] };

// The price table's mat price, as one row of the preview.
export const MAT_BOARD_ROW = { id: "mat-board", name: "Mat board (every mat colour)" } as const;

export async function pricesFromCost(
  env: Pick<Env, "DB">,
  kind: CatalogueKind,
  input: unknown,
): Promise<MarkupResult> {
  const parsed = markupSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const { markup, apply = false } = parsed.data;
  const db = database(env.DB);
  const catalogue = await readFullCatalogue(db);
  const preview: MarkupPreview = { markup, changes: [], skipped: [] };
  const consider = (
    id: string,
    name: string,
    oldPrice: number,
    newPrice: number | null,
    range: { min: number; max: number },
  ) => {
    if (newPrice === null) preview.skipped.push({ id, name, reason: "No cost yet." });
    else if (newPrice < range.min || newPrice > range.max)
      preview.skipped.push({
        id,
        name,
        reason: `$${newPrice} is outside $${range.min}-$${range.max}.`,
      });
    else if (newPrice !== oldPrice) preview.changes.push({ id, name, oldPrice, newPrice });
  };

  if (kind === "mouldings")
    for (const m of catalogue.mouldings.filter((e) => !e.retiredAt))
      consider(
        m.id,
        m.name,
        m.pricePerUnitedInch,
        m.costPerFootCents === null ? null : mouldingPriceFromCost(m.costPerFootCents, markup),
        PRICE_PER_UNITED_INCH,
      );
  if (kind === "glazing")
    for (const g of catalogue.glazing.filter((e) => !e.retiredAt))
      consider(
        g.id,
        g.name,
        g.pricePerSquareInch,
        g.costPerSheetCents === null
          ? null
          : sheetPriceFromCost(
              g.costPerSheetCents,
              { width: g.sheetWidthInches, height: g.sheetHeightInches },
              markup,
            ),
        PRICE_PER_SQUARE_INCH,
      );
  if (kind === "mats") {
    const priced = catalogue.mats
      .filter((m) => !m.retiredAt && m.costPerSheetCents !== null)
      .map((m) =>
        sheetPriceFromCost(
          m.costPerSheetCents as number,
          { width: m.sheetWidthInches, height: m.sheetHeightInches },
          markup,
        ),
      );
    const prices = catalogue.prices;
    if (prices)
      consider(
        MAT_BOARD_ROW.id,
        MAT_BOARD_ROW.name,
        prices.matPerSquareInch,
        priced.length ? Math.max(...priced) : null,
        PRICE_PER_SQUARE_INCH,
      );
  }
  if (!apply) return { status: "preview", preview };
  if (preview.changes.length) {
    if (kind === "mats" && catalogue.prices) {
      const { minimumOrder, rangePercent } = catalogue.prices;
      await updatePriceTable(
        db,
        { minimumOrder, rangePercent, matPerSquareInch: preview.changes[0].newPrice },
        new Date().toISOString(),
      );
    } else
      for (const c of preview.changes)
        if (kind === "mouldings")
          await updateCatalogueEntry(db, "mouldings", c.id, { pricePerUnitedInch: c.newPrice });
        else await updateCatalogueEntry(db, "glazing", c.id, { pricePerSquareInch: c.newPrice });
    await contentChanged(env);
  }
  return { status: "applied", preview };
}
