import { desc } from "drizzle-orm";
import type { Database } from "../client";
import { appointmentEmails } from "../schema";

export async function recordAppointmentEmail(
  db: Database,
  email: typeof appointmentEmails.$inferInsert,
): Promise<void> {
  await db.insert(appointmentEmails).values(email);
}

/** Every booking email, newest first (the owner sees which were not sent). */
export function listAppointmentEmails(db: Database) {
  return db.select().from(appointmentEmails).orderBy(desc(appointmentEmails.id));
}
