// The frame designer's catalogue and price table in D1. Rules live in worker/services/frame-quotes.ts.
import { asc, eq, isNull } from "drizzle-orm";
import type { Database } from "../client";
import { frameGlazing, frameMats, frameMouldings, framePrices } from "../schema";

const PRICE_TABLE_ID = 1;

/** The entries on offer (not retired), in the owner's order, and the price table. */
export async function readActiveCatalogue(db: Database) {
  const [mouldings, mats, glazing, prices] = await db.batch([
    db
      .select({
        id: frameMouldings.id,
        name: frameMouldings.name,
        finish: frameMouldings.finish,
        colour: frameMouldings.colour,
        profileWidthInches: frameMouldings.profileWidthInches,
        pricePerUnitedInch: frameMouldings.pricePerUnitedInch,
        swatch: frameMouldings.swatch,
      })
      .from(frameMouldings)
      .where(isNull(frameMouldings.retiredAt))
      .orderBy(asc(frameMouldings.sortOrder), asc(frameMouldings.name)),
    db
      .select({ id: frameMats.id, name: frameMats.name, colour: frameMats.colour })
      .from(frameMats)
      .where(isNull(frameMats.retiredAt))
      .orderBy(asc(frameMats.sortOrder), asc(frameMats.name)),
    db
      .select({
        id: frameGlazing.id,
        name: frameGlazing.name,
        description: frameGlazing.description,
        pricePerSquareInch: frameGlazing.pricePerSquareInch,
      })
      .from(frameGlazing)
      .where(isNull(frameGlazing.retiredAt))
      .orderBy(asc(frameGlazing.sortOrder), asc(frameGlazing.name)),
    db
      .select({
        matPerSquareInch: framePrices.matPerSquareInch,
        minimumOrder: framePrices.minimumOrder,
        rangePercent: framePrices.rangePercent,
      })
      .from(framePrices)
      .where(eq(framePrices.id, PRICE_TABLE_ID)),
  ]);
  return { mouldings, mats, glazing, prices: prices[0] };
}
