import { desc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { type Appointment, appointments } from "../schema";

export type NewAppointment = typeof appointments.$inferInsert;

export async function insertAppointment(
  db: Database,
  appointment: NewAppointment,
): Promise<Appointment> {
  const [row] = await db.insert(appointments).values(appointment).returning();
  if (!row) throw new Error("D1 returned no row for the new appointment");
  return row;
}

export function listAppointmentsNewestFirst(db: Database): Promise<Appointment[]> {
  return db
    .select()
    .from(appointments)
    .orderBy(desc(appointments.createdAt), desc(appointments.id));
}

/** Marks an appointment confirmed; idempotent. Returns undefined when no such appointment exists. */
export async function markAppointmentConfirmed(
  db: Database,
  id: number,
): Promise<Appointment | undefined> {
  const [row] = await db
    .update(appointments)
    .set({ confirmed: true })
    .where(eq(appointments.id, id))
    .returning();
  return row;
}
