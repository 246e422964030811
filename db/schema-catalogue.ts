// The frame designer's catalogue: mouldings, mats, glazing and the price table (issue 20), with
// what each entry costs the shop (docs/decisions/0099-materials-and-frame-order.md).
// Re-exported by ./schema.ts, the one schema module.
import { sql } from "drizzle-orm";
import { integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { vendors } from "./schema-materials";

// What a sheet of mat board or glazing costs the shop, and the sheet's size (the vendor's usual
// size unless the owner says otherwise); docs/decisions/0099-materials-and-frame-order.md.
const sheetCost = (width: number, height: number) => ({
  vendorId: integer("vendor_id").references(() => vendors.id),
  vendorCode: text("vendor_code"),
  costPerSheetCents: integer("cost_per_sheet_cents"),
  sheetWidthInches: real("sheet_width_inches").notNull().default(width),
  sheetHeightInches: real("sheet_height_inches").notNull().default(height),
  costUpdatedAt: text("cost_updated_at"),
});

// The frame designer's catalogue (issue 20). Ids are stable slugs that quotes refer to; a retired
// entry (retiredAt set) is no longer offered but stays for the quotes that chose it.
export const frameMouldings = sqliteTable("frame_mouldings", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  // Colour and finish in words, e.g. "Walnut, oiled".
  finish: text("finish").notNull(),
  // The face colour the designer's preview draws, #rrggbb.
  colour: text("colour").notNull(),
  profileWidthInches: real("profile_width_inches").notNull(),
  // US dollars per united inch (width + height) of the frame's opening.
  pricePerUnitedInch: real("price_per_united_inch").notNull(),
  // A public path, e.g. /images/mouldings/walnut-gallery.svg.
  swatch: text("swatch").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  retiredAt: text("retired_at"),
  // What the shop pays (docs/decisions/0099-materials-and-frame-order.md): the vendor, its item
  // code and the cost per foot in cents; null until the owner sets them. Never shown to visitors.
  vendorId: integer("vendor_id").references(() => vendors.id),
  vendorCode: text("vendor_code"),
  costPerFootCents: integer("cost_per_foot_cents"),
  costUpdatedAt: text("cost_updated_at"),
});

export const frameMats = sqliteTable("frame_mats", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  colour: text("colour").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  retiredAt: text("retired_at"),
  ...sheetCost(32, 40),
});

export const frameGlazing = sqliteTable("frame_glazing", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  // US dollars per square inch of the opening.
  pricePerSquareInch: real("price_per_square_inch").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  retiredAt: text("retired_at"),
  ...sheetCost(24, 36),
});

// The price table: one row (id 1). Moulding and glazing prices live on their own rows.
export const framePrices = sqliteTable("frame_prices", {
  id: integer("id").primaryKey(),
  matPerSquareInch: real("mat_per_square_inch").notNull(),
  minimumOrder: integer("minimum_order").notNull(),
  rangePercent: integer("range_percent").notNull(),
  updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
});

export type FrameMoulding = typeof frameMouldings.$inferSelect;
export type FrameMat = typeof frameMats.$inferSelect;
export type FrameGlazing = typeof frameGlazing.$inferSelect;
export type FramePrices = typeof framePrices.$inferSelect;
