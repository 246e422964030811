// The shop's own words and facts (docs/decisions/0045-testimonials.md, docs/decisions/0046-page-
// words-and-photos.md, docs/decisions/0040-shop-facts-in-d1.md). Re-exported by ./schema.ts, the
// one schema module.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
// Relative imports: drizzle-kit loads this file without the app's path aliases.
import { TESTIMONIAL_SOURCES } from "../app/lib/testimonials";
import { createdAt } from "./columns";

// The shop's own words (issue #31, docs/decisions/0045-testimonials.md and
// docs/decisions/0046-page-words-and-photos.md): testimonials the owner writes down, the pages'
// photos the owner sets in place of the illustrations, and the About page's story.
export const testimonials = sqliteTable(
  "testimonials",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // What the customer said, plain text (shown escaped, never as HTML).
    quote: text("quote").notNull(),
    // First name and initial only, e.g. "Maria G.".
    name: text("name").notNull(),
    // What was framed, e.g. "a wedding portrait".
    framed: text("framed").notNull(),
    // The shop's day it was said (YYYY-MM-DD).
    saidOn: text("said_on").notNull(),
    source: text("source", { enum: TESTIMONIAL_SOURCES }).notNull(),
    hidden: integer("hidden", { mode: "boolean" }).notNull().default(false),
    // The owner's order, ascending; a new testimonial goes last.
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [index("testimonials_order_idx").on(t.hidden, t.sortOrder)],
);

// One row per place a photo can go (app/lib/page-photos.ts names them); no row, the illustration.
export const pagePhotos = sqliteTable("page_photos", {
  slot: text("slot").primaryKey(),
  // R2 keys of the two web copies made by the Worker (no original is kept).
  largeKey: text("large_key").notNull(),
  smallKey: text("small_key").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  alt: text("alt").notNull(),
  updatedAt: text("updated_at").notNull(),
});

// Longer texts of the pages, by name ("about-story"): the owner's Markdown and its sanitised HTML.
export const pageTexts = sqliteTable("page_texts", {
  name: text("name").primaryKey(),
  markdown: text("markdown").notNull(),
  html: text("html").notNull(),
  updatedAt: text("updated_at").notNull(),
});

// The shop's facts (docs/decisions/0040-shop-facts-in-d1.md): phone, address, hours, closures,
// prices, links, as JSON in one row (id 1) checked by app/lib/shop-schema.ts on the way in and
// out; seeded from today's values by migrations/0019_shop_facts.sql.
export const shopFacts = sqliteTable("shop_facts", {
  id: integer("id").primaryKey(),
  facts: text("facts", { mode: "json" }).notNull(),
  updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
});

// The short history of changes to the shop's facts: who (the Access email), when, which fields.
export const shopChanges = sqliteTable(
  "shop_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    changedAt: text("changed_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    changedBy: text("changed_by").notNull(),
    // JSON: the names of the fields that changed, e.g. ["hours.saturday", "closures"].
    fields: text("fields", { mode: "json" }).notNull().$type<string[]>(),
  },
  (t) => [index("shop_changes_at_idx").on(t.changedAt)],
);

export type Testimonial = typeof testimonials.$inferSelect;
export type PagePhoto = typeof pagePhotos.$inferSelect;
