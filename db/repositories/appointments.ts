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
import type { AppointmentStatus } from "~/lib/statuses";
import type { Database } from "../client";
import { type Appointment, appointments } from "../schema";

export type NewAppointment = typeof appointments.$inferInsert;

// A pending or confirmed booking holds its slot; every other status frees it.
export const ACTIVE_STATUSES = ["pending", "confirmed"] as const satisfies AppointmentStatus[];

// The old site's `confirmed` flag follows the status: the owner confirmed it (and it still stands or happened).
const CONFIRMED_STATUSES: AppointmentStatus[] = ["confirmed", "done", "no_show"];

const now = () => new Date().toISOString();

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
export function insertBookingIfFree(
  db: Database,
  booking: Omit<NewAppointment, "id" | "createdAt"> & { slotStart: string; slotEnd: string },
  // The day's share for new addresses, checked in the same statement (two requests at once).
  share: number,
) {
  const b = booking;
  // Every column in the table's order (drizzle's insert-select form, which can join a batch).
  return db
    .insert(appointments)
    .select(
      sql`SELECT NULL, ${b.name}, ${b.email}, ${b.phone}, ${b.preferredDate}, ${b.preferredTime},
        ${b.consultationType}, ${b.projectDetails ?? null}, 0,
        strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), ${b.slotStart}, ${b.slotEnd}, 'pending', NULL,
        ${b.manageTokenHash ?? null}, ${b.linkSalt ?? null}, NULL, NULL
        WHERE NOT ${overlapping(b.slotStart, b.slotEnd)}
          AND ${withinNewAddressShare(b.email, b.preferredDate, share)}`,
    )
    .returning({ id: appointments.id });
}

/** A batch failed on the one-booking-per-slot index: the slot was taken meanwhile. */
export function isUniqueViolation(err: unknown): boolean {
  const text = `${err instanceof Error ? err.message : err} ${(err as { cause?: unknown })?.cause ?? ""}`;
  return /UNIQUE constraint failed/i.test(text);
}

/** Moves a booking to a new slot only if that slot is free (same one-statement guarantee). */
export function moveBookingIfFree(
  db: Database,
  id: number,
  slot: { slotStart: string; slotEnd: string; preferredDate: string; preferredTime: string },
) {
  return db
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
}

export async function findAppointment(db: Database, id: number): Promise<Appointment | undefined> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row;
}

/** An active booking by the same email (case ignored) on a shop calendar day, if any. */
export async function activeBookingByEmailOn(
  db: Database,
  email: string,
  day: string,
): Promise<Appointment | undefined> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(
      and(
        inArray(appointments.status, ACTIVE_STATUSES),
        eq(appointments.preferredDate, day),
        sql`lower(${appointments.email}) = ${email.trim().toLowerCase()}`,
      ),
    )
    .limit(1);
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
export function setAppointmentStatus(
  db: Database,
  id: number,
  status: AppointmentStatus,
  opts: { from?: readonly AppointmentStatus[]; note?: string | null } = {},
) {
  return db
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

/** Claims a booking's one reminder; with its email in the same batch, it is recorded once. */
export function claimReminder(db: Database, id: number) {
  return db
    .update(appointments)
    .set({ reminderSentAt: now() })
    .where(and(eq(appointments.id, id), isNull(appointments.reminderSentAt)))
    .returning({ id: appointments.id });
}

/** Active (pending or confirmed) bookings of one email address whose slot starts after `from`. */
export async function countActiveFutureFor(
  db: Database,
  email: string,
  from: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(appointments)
    .where(
      and(
        // The same expression as appointments_person_idx, so the index serves it.
        sql`lower(trim(${appointments.email})) = lower(trim(${email}))`,
        inArray(appointments.status, [...ACTIVE_STATUSES]),
        gte(appointments.slotStart, from),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Whether the shop already knows `email` (docs/decisions/0028-booking-caps-and-spam.md): a
 * booking of theirs the owner confirmed (or that happened), or a job made out to them.
 */
function knownAddress(email: SQL): SQL {
  return sql`(EXISTS (SELECT 1 FROM appointments k WHERE lower(trim(k.email)) = lower(trim(${email}))
      AND k.status IN ('confirmed', 'done', 'no_show'))
    OR EXISTS (SELECT 1 FROM jobs j WHERE j.customer_email <> ''
      AND lower(trim(j.customer_email)) = lower(trim(${email}))))`;
}

/**
 * Whether `email` may book on `day` under the share of the day's slots that unconfirmed bookings
 * from new addresses may hold: a known address always may; a new one while fewer than `share`
 * such bookings are pending that day.
 */
export function withinNewAddressShare(email: string, day: string, share: number): SQL {
  return sql`(${knownAddress(sql`${email}`)} OR (SELECT count(*) FROM appointments a
    WHERE a.preferred_date = ${day} AND a.status = 'pending'
      AND NOT ${knownAddress(sql`a.email`)}) < ${share})`;
}

export async function mayBookUnderShare(
  db: Database,
  email: string,
  day: string,
  share: number,
): Promise<boolean> {
  const [row] = await db.all<{ ok: number }>(
    sql`SELECT ${withinNewAddressShare(email, day, share)} AS ok`,
  );
  return Boolean(row?.ok);
}
