// The customers' tables (docs/decisions/0032-customers-and-retention.md): the owner's notes, the
// people added by hand, the erasures log and the list's derived index (docs/decisions/0080-
// customer-index.md). Re-exported by ./schema.ts, the one schema module.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// The owner's own notes about a person (customers are the people behind messages, bookings,
// quotes and jobs, matched by lower(trim(email))).
export const customerNotes = sqliteTable("customer_notes", {
  personKey: text("person_key").primaryKey(),
  notes: text("notes").notNull(),
  updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
});

// What each erasure removed (the owner's or the retention job's): the date and the counts, never
// who it was.
export const erasures = sqliteTable(
  "erasures",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: text("at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    reason: text("reason", { enum: ["owner", "retention"] }).notNull(),
    // JSON: { messages, replies, bookings, quotes, photos, emails, notes, jobsAnonymised }.
    counts: text("counts", { mode: "json" }).notNull().$type<Record<string, number>>(),
    // The confirmation emailed to the address erased, while its outbox row exists; then the time
    // it was sent (the nightly run removes the row: it holds the address).
    emailId: integer("email_id"),
    confirmedAt: text("confirmed_at"),
  },
  (t) => [index("erasures_at_idx").on(t.at)],
);

// A person the owner added by hand before any record of theirs (a walk-in): one row per address,
// exported and erased with the person like every record (docs/decisions/0032-customers-and-retention.md).
export const customers = sqliteTable(
  "customers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    phone: text("phone"),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    // Who added them: the verified Access email.
    createdBy: text("created_by"),
  },
  (t) => [uniqueIndex("customers_person_idx").on(sql`lower(trim(${t.email}))`)],
);

// The customers list's index (docs/decisions/0080-customer-index.md): one row per person, a
// summary of every row that carries their email. Derived data only: triggers in
// migrations/0016_customer_index.sql put a changed person's key in customer_index_dirty, and the
// list recomputes those people from the records themselves before it reads.
export const customerIndex = sqliteTable(
  "customer_index",
  {
    personKey: text("person_key").primaryKey(),
    lastContactAt: text("last_contact_at").notNull(),
    name: text("name"),
    phone: text("phone"),
    messages: integer("messages").notNull(),
    bookings: integer("bookings").notNull(),
    quotes: integer("quotes").notNull(),
    jobs: integer("jobs").notNull(),
    // Every address and name they gave, lower-cased, and every phone as digits: what search reads.
    searchText: text("search_text").notNull(),
    phoneDigits: text("phone_digits").notNull(),
  },
  (t) => [index("customer_index_last_idx").on(sql`${t.lastContactAt} DESC`, t.personKey)],
);

export const customerIndexDirty = sqliteTable("customer_index_dirty", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  personKey: text("person_key").notNull(),
});
