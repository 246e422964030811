// The jobs' tables (docs/decisions/0030-jobs.md): the work order, its lines (framed pieces and
// extras), its money (docs/decisions/0096-sales-tax-and-totals.md), payments with their receipts,
// history and photos. Re-exported by ./schema.ts, the one schema module.
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
import type { DesignSnapshot } from "../app/lib/frame-design";
import { PAYMENT_METHODS } from "../app/lib/jobs";
import { JOB_STAGES } from "../app/lib/statuses";
import { createdAt } from "./columns";

// Jobs: the work orders after a customer's yes (docs/decisions/0030-jobs.md). Money in cents.
export const jobs = sqliteTable(
  "jobs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // "2026-0042": the year and the sequence that year (job_counters), unique.
    number: text("number").notNull(),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone"),
    stage: text("stage", { enum: JOB_STAGES }).notNull().default("received"),
    // The shop day (YYYY-MM-DD) the customer was told.
    dueDate: text("due_date").notNull(),
    rush: integer("rush", { mode: "boolean" }).notNull().default(false),
    // The owner's own notes: never shown to the customer.
    notes: text("notes"),
    quoteId: integer("quote_id"),
    appointmentId: integer("appointment_id"),
    // The status page's link: its token is derived from the salt (worker/services/private-link.ts)
    // and only the token's SHA-256 hash is kept to find the job.
    linkSalt: text("link_salt").notNull(),
    statusTokenHash: text("status_token_hash").notNull(),
    // Optimistic concurrency: every change names the version it read; a stale one is refused.
    version: integer("version").notNull().default(1),
    // When it last went to Ready for pickup, and how many pickup reminders went since.
    readyAt: text("ready_at"),
    pickupReminders: integer("pickup_reminders").notNull().default(0),
    // Why it is on hold, for the customer's status page; null at every other stage.
    holdReason: text("hold_reason"),
    // When it was last picked up (the sale is complete: accrual basis); null while it is not.
    completedAt: text("completed_at"),
    // Its money (docs/decisions/0096-sales-tax-and-totals.md). The rate and label it was priced
    // with, kept through changes of the shop's rate; a certificate number makes it tax exempt.
    taxRateThousandths: integer("tax_rate_thousandths").notNull().default(0),
    taxLabel: text("tax_label").notNull().default(""),
    taxExemptCertificate: text("tax_exempt_certificate"),
    // A discount before tax: a percent (thousandths) or an amount, with its reason.
    discountPercentThousandths: integer("discount_percent_thousandths"),
    discountAmountCents: integer("discount_amount_cents"),
    discountReason: text("discount_reason"),
    // The totals app/lib/money.ts computes from the lines, discount and tax, stored with every
    // change in the same batch, so lists, balances and reports read one figure.
    subtotalCents: integer("subtotal_cents").notNull().default(0),
    discountCents: integer("discount_cents").notNull().default(0),
    taxableCents: integer("taxable_cents").notNull().default(0),
    taxCents: integer("tax_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [
    uniqueIndex("jobs_number_idx").on(t.number),
    uniqueIndex("jobs_status_token_idx").on(t.statusTokenHash),
    // One job per quote: Create job twice, or the deposit webhook twice, makes one job.
    uniqueIndex("jobs_quote_idx").on(t.quoteId).where(sql`quote_id is not null`),
    index("jobs_stage_due_idx").on(t.stage, t.dueDate),
    index("jobs_email_idx").on(t.customerEmail),
    index("jobs_person_idx").on(sql`lower(trim(${t.customerEmail}))`),
    index("jobs_completed_idx").on(t.completedAt),
    index("jobs_created_idx").on(t.createdAt),
  ],
);

// The next job number of each year, taken in the same batch as the job's insert.
export const jobCounters = sqliteTable("job_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

export const jobPieces = sqliteTable(
  "job_pieces",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    // JSON: the DesignSnapshot (names and sizes as chosen), kept through catalogue changes.
    design: text("design", { mode: "json" }).notNull().$type<DesignSnapshot>(),
    // The catalogue estimate's figure when the piece was priced; null when it came from a quote.
    estimateCents: integer("estimate_cents"),
    priceCents: integer("price_cents").notNull(),
    taxable: integer("taxable", { mode: "boolean" }).notNull().default(true),
    // False while the price is the catalogue's estimate, until the owner confirms or changes it.
    priceConfirmed: integer("price_confirmed", { mode: "boolean" }).notNull().default(true),
  },
  (t) => [index("job_pieces_job_idx").on(t.jobId, t.position)],
);

// A job's other lines: a rush fee, hanging hardware, delivery, installation, a readymade frame.
export const jobExtras = sqliteTable(
  "job_extras",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull(),
    unitCents: integer("unit_cents").notNull(),
    taxable: integer("taxable", { mode: "boolean" }).notNull().default(true),
  },
  (t) => [index("job_extras_job_idx").on(t.jobId, t.position)],
);

// Numbers people say or file, per series ("receipt") and year, taken in the same batch as the
// record they number.
export const numberCounters = sqliteTable(
  "number_counters",
  {
    series: text("series").notNull(),
    year: integer("year").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

export const jobPayments = sqliteTable(
  "job_payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    // Negative for a refund.
    amountCents: integer("amount_cents").notNull(),
    method: text("method", { enum: PAYMENT_METHODS }).notNull(),
    paidOn: text("paid_on").notNull(),
    note: text("note"),
    // Online payments: the provider's ids (unique, so a replayed event records nothing twice).
    externalId: text("external_id"),
    createdAt: createdAt(),
    // "R-2026-0001": the receipt's number, per year (number_counters), unique.
    receiptNumber: text("receipt_number"),
    // Who recorded it: the verified Access email; null for the payment service.
    recordedBy: text("recorded_by"),
  },
  (t) => [
    index("job_payments_job_idx").on(t.jobId),
    index("job_payments_paid_on_idx").on(t.paidOn),
    uniqueIndex("job_payments_receipt_idx")
      .on(t.receiptNumber)
      .where(sql`receipt_number is not null`),
    uniqueIndex("job_payments_external_idx").on(t.externalId).where(sql`external_id is not null`),
  ],
);

// Every change to a job, with its time: created, stage moves (back too), payments, edits.
export const jobHistory = sqliteTable(
  "job_history",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    at: text("at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    kind: text("kind", { enum: ["created", "stage", "payment", "edit"] }).notNull(),
    fromStage: text("from_stage", { enum: JOB_STAGES }),
    toStage: text("to_stage", { enum: JOB_STAGES }),
    summary: text("summary").notNull(),
  },
  (t) => [index("job_history_job_idx").on(t.jobId, t.at)],
);

// Photos of a job's pieces (the art as it came in, damage noted at intake), kept with the job so
// an edit that replaces the pieces keeps them: only the Worker's
// re-encoded copy is kept, in R2 under jobs/, served to the owner only.
export const jobPhotos = sqliteTable(
  "job_photos",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    // What the photo shows, in the owner's words ("corner ding, lower left").
    caption: text("caption"),
    r2Key: text("r2_key").notNull().unique(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("job_photos_job_idx").on(t.jobId)],
);

export type Job = typeof jobs.$inferSelect;
export type JobPiece = typeof jobPieces.$inferSelect;
export type JobExtra = typeof jobExtras.$inferSelect;
export type JobPayment = typeof jobPayments.$inferSelect;
export type JobHistoryEntry = typeof jobHistory.$inferSelect;
export type JobPhoto = typeof jobPhotos.$inferSelect;
