import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Database } from "../client";
import { type Appointment, type AppointmentStatus, appointments } from "../schema";

export type NewAppointment = typeof appointments.$inferInsert;

// A pending or confirmed booking holds its slot; every other status frees it.
export const ACTIVE_STATUSES = ["pending", "confirmed"] as const satisfies AppointmentStatus[];

// spec.md's `confirmed` flag follows the status: the owner confirmed it (and it still stands or happened).
const CONFIRMED_STATUSES: AppointmentStatus[] = ["confirmed", "done", "no_show"];

const now = () => new Date().toISOString();

function isUniqueViolation(err: unknown): boolean {
  const text = `${err instanceof Error ? err.message : err} ${(err as { cause?: unknown })?.cause ?? ""}`;
  return /UNIQUE constraint failed/i.test(text);
}

/** An active booking overlapping [start, end), other than `exceptId`. */
function overlapping(start: string, end: string, exceptId?: number): SQL {
  return sql`EXISTS (SELECT 1 FROM appointments o WHERE o.status IN ('pending', 'confirmed')
    AND o.slot_start < ${end} AND o.slot_end > ${start}
    ${exceptId === undefined ? sql`` : sql`AND o.id <> ${exceptId}`})`;
}

/**
 * Stores a booking only if its slot is free, in one statement (D1 runs statements one at a time),
 * so two simultaneous requests cannot both get it. Undefined when the slot is taken.
 */
export async function insertBookingIfFree(
  db: Database,
  booking: Omit<NewAppointment, "id" | "createdAt"> & { slotStart: string; slotEnd: string },
): Promise<Appointment | undefined> {
  const b = booking;
  try {
    const [row] = await db.all<{ id: number }>(sql`
      INSERT INTO appointments (name, email, phone, preferred_date, preferred_time,
        consultation_type, project_details, slot_start, slot_end, status, confirmed,
        manage_token_hash)
      SELECT ${b.name}, ${b.email}, ${b.phone}, ${b.preferredDate}, ${b.preferredTime},
        ${b.consultationType}, ${b.projectDetails ?? null}, ${b.slotStart}, ${b.slotEnd},
        'pending', 0, ${b.manageTokenHash ?? null}
      WHERE NOT ${overlapping(b.slotStart, b.slotEnd)}
      RETURNING id`);
    return row ? findAppointment(db, row.id) : undefined;
  } catch (err) {
    if (isUniqueViolation(err)) return undefined;
    throw err;
  }
}

/** Moves a booking to a new slot only if that slot is free (same one-statement guarantee). */
export async function moveBookingIfFree(
  db: Database,
  id: number,
  slot: { slotStart: string; slotEnd: string; preferredDate: string; preferredTime: string },
): Promise<Appointment | undefined> {
  try {
    const [row] = await db
      .update(appointments)
      .set({ ...slot, reminderSentAt: null, updatedAt: now() })
      .where(
        and(
          eq(appointments.id, id),
          inArray(appointments.status, ACTIVE_STATUSES),
          sql`NOT ${overlapping(slot.slotStart, slot.slotEnd, id)}`,
        ),
      )
      .returning();
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) return undefined;
    throw err;
  }
}

export async function findAppointment(db: Database, id: number): Promise<Appointment | undefined> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

export async function findAppointmentByTokenHash(
  db: Database,
  hash: string,
): Promise<Appointment | undefined> {
  const [row] = await db.select().from(appointments).where(eq(appointments.manageTokenHash, hash));
  return row;
}

/** Pending and confirmed bookings whose slot overlaps [from, to). */
export function activeBookingsBetween(db: Database, from: string, to: string) {
  return db
    .select({ slotStart: appointments.slotStart, slotEnd: appointments.slotEnd })
    .from(appointments)
    .where(
      and(
        inArray(appointments.status, ACTIVE_STATUSES),
        lt(appointments.slotStart, to),
        sql`${appointments.slotEnd} > ${from}`,
      ),
    );
}

export function listAppointmentsNewestFirst(db: Database): Promise<Appointment[]> {
  return db
    .select()
    .from(appointments)
    .orderBy(desc(appointments.createdAt), desc(appointments.id));
}

/** Bookings with a slot from `from` on, soonest first (the owner's calendar and feed). */
export function listBookingsFrom(db: Database, from: string): Promise<Appointment[]> {
  return db
    .select()
    .from(appointments)
    .where(gte(appointments.slotStart, from))
    .orderBy(asc(appointments.slotStart), asc(appointments.id));
}

/** Bookings with a slot starting in [from, to) and one of `statuses`, soonest first. */
export function listBookingsBetween(
  db: Database,
  from: string,
  to: string,
  statuses: readonly AppointmentStatus[],
): Promise<Appointment[]> {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        gte(appointments.slotStart, from),
        lt(appointments.slotStart, to),
        inArray(appointments.status, [...statuses]),
      ),
    )
    .orderBy(asc(appointments.slotStart), asc(appointments.id));
}

/** Pending requests still to be answered: a slot from `from` on, or no slot at all (older requests). */
export async function countPendingFrom(db: Database, from: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.status, "pending"),
        or(isNull(appointments.slotStart), gte(appointments.slotStart, from)),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Sets the status (and `confirmed` with it), only from one of `from` when given. Returns the row,
 * or undefined when there is no such appointment or it is not in an allowed status.
 */
export async function setAppointmentStatus(
  db: Database,
  id: number,
  status: AppointmentStatus,
  opts: { from?: readonly AppointmentStatus[]; note?: string | null } = {},
): Promise<Appointment | undefined> {
  const [row] = await db
    .update(appointments)
    .set({
      status,
      confirmed: CONFIRMED_STATUSES.includes(status),
      statusNote: opts.note ?? null,
      updatedAt: now(),
    })
    .where(
      and(
        eq(appointments.id, id),
        opts.from ? inArray(appointments.status, [...opts.from]) : undefined,
      ),
    )
    .returning();
  return row;
}

/** Confirmed bookings starting in [from, to) that have had no reminder yet. */
export function bookingsDueReminder(db: Database, from: string, to: string) {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.status, "confirmed"),
        isNull(appointments.reminderSentAt),
        gte(appointments.slotStart, from),
        lt(appointments.slotStart, to),
      ),
    );
}

/** Claims a booking's one reminder; false when another run already has. */
export async function claimReminder(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(appointments)
    .set({ reminderSentAt: now() })
    .where(and(eq(appointments.id, id), isNull(appointments.reminderSentAt)))
    .returning({ id: appointments.id });
  return rows.length === 1;
}

/** Gives a reminder back after its email failed, so the next run tries again. */
export async function releaseReminder(db: Database, id: number): Promise<void> {
  await db.update(appointments).set({ reminderSentAt: null }).where(eq(appointments.id, id));
}
