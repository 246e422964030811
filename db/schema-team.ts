// The shop's team and the record of who did what (docs/decisions/0100-team-and-roles.md).
// Re-exported by ./schema.ts, the one schema module.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
// Relative imports: drizzle-kit loads this file without the app's path aliases.
import { AUDIT_KINDS, TEAM_ROLES } from "../app/lib/team";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

// The people the owner added. The addresses in ADMIN_EMAILS are owners without a row here.
export const teamMembers = sqliteTable("team_members", {
  // lower(trim(email)): the verified Access email is compared in lower case.
  email: text("email").primaryKey(),
  name: text("name").notNull(),
  role: text("role", { enum: TEAM_ROLES }).notNull(),
  addedBy: text("added_by").notNull(),
  addedAt: text("added_at").notNull().default(now),
  updatedAt: text("updated_at").notNull().default(now),
});

// The team's one settings row: how big a discount staff may give.
export const teamSettings = sqliteTable("team_settings", {
  id: integer("id").primaryKey(),
  staffDiscountPercent: integer("staff_discount_percent").notNull(),
  updatedBy: text("updated_by").notNull(),
  updatedAt: text("updated_at").notNull().default(now),
});

// Who did what: every admin write (and the export of a customer's data), with the verified email.
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: text("at").notNull().default(now),
    actor: text("actor").notNull(),
    kind: text("kind", { enum: AUDIT_KINDS }).notNull(),
    // The route as "METHOD /api/path" (its pattern, not the address).
    action: text("action").notNull(),
    // What it was done to: a job's or a message's number; never a customer's email (erasure).
    target: text("target").notNull(),
    // JSON: the few fields that say what changed (amount, method, role...), never personal data.
    details: text("details", { mode: "json" }).notNull().$type<Record<string, unknown>>(),
    status: integer("status").notNull(),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_kind_at_idx").on(t.kind, t.at)],
);

export type TeamMember = typeof teamMembers.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;
