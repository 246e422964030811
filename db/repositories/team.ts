// The team's rows, its discount limit and the audit log (docs/decisions/0100-team-and-roles.md).
// Callers check inputs with app/lib/team-schema.ts; this module only reads and writes.
import { and, count, desc, eq, gte, lt } from "drizzle-orm";
import type { TeamRole } from "../../app/lib/team";
import type { Database } from "../client";
import { auditLog, teamMembers, teamSettings } from "../schema";

const SETTINGS_ROW = 1;

export function listTeamMembers(db: Database) {
  return db.select().from(teamMembers).orderBy(teamMembers.addedAt, teamMembers.email);
}

export async function findTeamMember(db: Database, email: string) {
  const [row] = await db.select().from(teamMembers).where(eq(teamMembers.email, email));
  return row;
}

export async function insertTeamMember(
  db: Database,
  member: { email: string; name: string; role: TeamRole; addedBy: string },
): Promise<boolean> {
  const rows = await db
    .insert(teamMembers)
    .values(member)
    .onConflictDoNothing()
    .returning({ email: teamMembers.email });
  return rows.length === 1;
}

export async function updateTeamMember(
  db: Database,
  email: string,
  change: { name?: string; role?: TeamRole },
): Promise<void> {
  await db
    .update(teamMembers)
    .set({ ...change, updatedAt: new Date().toISOString() })
    .where(eq(teamMembers.email, email));
}

export async function deleteTeamMember(db: Database, email: string): Promise<void> {
  await db.delete(teamMembers).where(eq(teamMembers.email, email));
}

export async function readStaffDiscountPercent(db: Database): Promise<number | undefined> {
  const [row] = await db
    .select({ percent: teamSettings.staffDiscountPercent })
    .from(teamSettings)
    .where(eq(teamSettings.id, SETTINGS_ROW));
  return row?.percent;
}

export async function writeStaffDiscountPercent(
  db: Database,
  percent: number,
  updatedBy: string,
): Promise<void> {
  const updatedAt = new Date().toISOString();
  await db
    .insert(teamSettings)
    .values({ id: SETTINGS_ROW, staffDiscountPercent: percent, updatedBy, updatedAt })
    .onConflictDoUpdate({
      target: teamSettings.id,
      set: { staffDiscountPercent: percent, updatedBy, updatedAt },
    });
}

export type NewAuditEntry = typeof auditLog.$inferInsert;

export async function insertAuditEntry(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** Entries at or after `from` and before `to` (ISO instants), newest first. */
export async function listAuditEntries(
  db: Database,
  range: { from: string; to: string },
  page: { limit: number; offset: number },
) {
  const where = and(gte(auditLog.at, range.from), lt(auditLog.at, range.to));
  const [entries, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { entries, total: total?.n ?? 0 };
}
