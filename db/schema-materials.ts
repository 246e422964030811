// The materials' tables (docs/decisions/0099-materials-and-frame-order.md): the shop's vendors
// and the purchase orders placed from the frame order, with their lines and the jobs each line
// serves. What each catalogue entry costs lives on the entry (./schema.ts). Re-exported by
// ./schema.ts, the one schema module.
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
// Relative imports: drizzle-kit loads this file without the app's path aliases.
import { MATERIAL_KINDS, MATERIAL_UNITS } from "../app/lib/materials";
import { createdAt } from "./columns";
import { jobs } from "./schema-jobs";

const NOW = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

// A vendor in use (by a catalogue entry or an order) is never deleted, only retired.
export const vendors = sqliteTable("vendors", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  // Where purchase orders are emailed.
  orderEmail: text("order_email").notNull(),
  phone: text("phone"),
  // The shop's account number with this vendor, printed on every order.
  accountNumber: text("account_number"),
  notes: text("notes"),
  // When a price list of this vendor's was last applied.
  priceListAppliedAt: text("price_list_applied_at"),
  retiredAt: text("retired_at"),
  createdAt: createdAt(),
  updatedAt: text("updated_at").notNull().default(NOW),
});

// One order to one vendor: "PO-2026-0001", numbered per year (number_counters, series "po").
// The vendor's name, address and the shop's account are kept as they were when it was sent.
export const purchaseOrders = sqliteTable(
  "purchase_orders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    number: text("number").notNull(),
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id),
    vendorName: text("vendor_name").notNull(),
    orderEmail: text("order_email").notNull(),
    accountNumber: text("account_number"),
    // The sum of its lines' costs, in cents, at the costs of the day it was placed.
    totalCostCents: integer("total_cost_cents").notNull(),
    notifyCustomers: integer("notify_customers", { mode: "boolean" }).notNull().default(false),
    // Who placed it: the verified Access email.
    createdBy: text("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("purchase_orders_number_idx").on(t.number),
    index("purchase_orders_vendor_idx").on(t.vendorId),
    index("purchase_orders_created_idx").on(t.createdAt),
  ],
);

// A line of an order: one catalogue entry (and oversize or not), the quantity summed over the
// jobs it serves, and its cost then. Received when it arrived at the shop.
export const purchaseOrderLines = sqliteTable(
  "purchase_order_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    purchaseOrderId: integer("purchase_order_id")
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: text("kind", { enum: MATERIAL_KINDS }).notNull(),
    // The catalogue entry's id (a moulding, mat or glazing).
    itemId: text("item_id").notNull(),
    vendorCode: text("vendor_code"),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    unit: text("unit", { enum: MATERIAL_UNITS }).notNull(),
    oversize: integer("oversize", { mode: "boolean" }).notNull().default(false),
    // Null when the entry had no cost yet.
    unitCostCents: integer("unit_cost_cents"),
    costCents: integer("cost_cents"),
    receivedAt: text("received_at"),
    receivedBy: text("received_by"),
  },
  (t) => [uniqueIndex("purchase_order_lines_position_idx").on(t.purchaseOrderId, t.position)],
);

// Which jobs a line serves and each one's share: its quantity and cost, so a job keeps the costs
// it was ordered with (its margin) whatever the vendor charges later.
export const purchaseOrderJobs = sqliteTable(
  "purchase_order_jobs",
  {
    lineId: integer("line_id")
      .notNull()
      .references(() => purchaseOrderLines.id, { onDelete: "cascade" }),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    // The order's vendor: a job is on the frame order of each vendor it has not been ordered from.
    vendorId: integer("vendor_id").notNull(),
    quantity: integer("quantity").notNull(),
    costCents: integer("cost_cents"),
  },
  (t) => [
    primaryKey({ columns: [t.lineId, t.jobId] }),
    index("purchase_order_jobs_job_idx").on(t.jobId, t.vendorId),
  ],
);

export type Vendor = typeof vendors.$inferSelect;
export type PurchaseOrder = typeof purchaseOrders.$inferSelect;
export type PurchaseOrderLine = typeof purchaseOrderLines.$inferSelect;
export type PurchaseOrderJob = typeof purchaseOrderJobs.$inferSelect;
