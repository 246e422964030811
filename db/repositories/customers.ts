// Customers in D1 (docs/decisions/0032-customers-and-retention.md): a person is every row whose
// email is theirs once trimmed and lower-cased, read through the expression indexes on
// lower(trim(email)). The list reads a derived index kept fresh by triggers
// (docs/decisions/0080-customer-index.md). Erasure is one batch, all or nothing.
import { and, asc, desc, eq, inArray, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { NO_PERSON_EMAIL_KINDS, OWNER_EMAIL_KINDS } from "~/lib/emails";
import { isOpenStage } from "~/lib/jobs";
import type { Database } from "../client";
import {
  appointments,
  contactReplies,
  contacts,
  customerIndex,
  customerIndexDirty,
  customerNotes,
  customers,
  emails,
  jobHistory,
  jobPayments,
  jobPhotos,
  jobPieces,
  jobs,
  quotes,
} from "../schema";
import { everyWordIn } from "./text-search";

export const key = (column: SQL | AnySQLiteColumn) => sql`lower(trim(${column}))`;

// "column IN ids" with the ids as one JSON parameter: D1 takes at most 100 parameters a statement,
// and a long-time customer can have more records than that.
export const inIds = (column: AnySQLiteColumn, ids: readonly number[]) =>
  sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;

// Every contact with a person, as (person, when, name, phone, kind): what they sent, with the
// owner's answer folded into its time, a job's last change, and every email sent to them (an
// email belongs to its recipient, even after the record it is about names someone else).
// Anonymised jobs (no email) are no one's; a person the owner added by hand counts from the day
// they were added. Four terms (jobs, emails and people added by hand share the last, nested):
// D1 refuses compound SELECTs of many more. `only` narrows each term to
// some people inside the term itself, where SQLite uses the lower(trim(email)) indexes.
function touches(only?: SQL) {
  const of = (column: SQL) => (only ? sql`AND ${column} IN ${only}` : sql``);
  return sql`
  SELECT lower(trim(c.email)) AS k,
         max(c.created_at, coalesce((SELECT max(r.sent_at) FROM contact_replies r WHERE r.contact_id = c.id), '')) AS at,
         c.first_name || ' ' || c.last_name AS name, c.phone AS phone, 'message' AS kind
    FROM contacts c WHERE 1 ${of(sql`lower(trim(c.email))`)}
  UNION ALL
  SELECT lower(trim(email)), created_at, name, phone, 'booking' FROM appointments
    WHERE 1 ${of(sql`lower(trim(email))`)}
  UNION ALL
  SELECT lower(trim(email)), max(created_at, coalesce(replied_at, '')), name, phone, 'quote' FROM quotes
    WHERE 1 ${of(sql`lower(trim(email))`)}
  UNION ALL
  SELECT * FROM (
    SELECT lower(trim(customer_email)), updated_at, customer_name, customer_phone, 'job' FROM jobs
      WHERE customer_email <> '' ${of(sql`lower(trim(customer_email))`)}
    UNION ALL
    SELECT lower(trim(recipient)), created_at, NULL, NULL, 'email' FROM emails
      WHERE kind NOT IN (${noPersonKinds}) ${of(sql`lower(trim(recipient))`)}
    UNION ALL
    SELECT lower(trim(email)), created_at, name, phone, 'added' FROM customers
      WHERE 1 ${of(sql`lower(trim(email))`)})`;
}

// The shop's own notices are about a person's records, never to them, and the confirmation of an
// erasure must not bring the person back: they make no one a person.
const noPersonKinds = sql.join(
  NO_PERSON_EMAIL_KINDS.map((k) => sql`${k}`),
  sql`, `,
);

export interface CustomerRow {
  email: string;
  name: string;
  phone: string | null;
  lastContactAt: string;
  counts: { messages: number; bookings: number; quotes: number; jobs: number };
  // What their jobs (not cancelled) still owe, in cents.
  balanceCents: number;
  // What they have paid across all their jobs, refunds taken off, in cents.
  spentCents: number;
}

// The latest non-empty value of a column per person: max() over "time<US>value" picks the newest.
function latest(column: "name" | "phone") {
  const tagged = `max(CASE WHEN ${column} IS NOT NULL AND ${column} <> '' THEN at || char(31) || ${column} END)`;
  return sql.raw(`substr(${tagged}, instr(${tagged}, char(31)) + 1)`);
}

const phoneDigits = (column: string) =>
  sql.raw(
    `replace(replace(replace(replace(replace(${column}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')`,
  );

// Above this many marked people one pass over everything is cheaper than looking each one up.
const FULL_REBUILD_AT = 500;

/**
 * Brings the index up to date for every person a write has marked since the last refresh
 * (docs/decisions/0080-customer-index.md). Marks made while this runs have higher ids and stay
 * for the next call; recomputing a person twice gives the same row, so two at once are harmless.
 */
export async function refreshCustomerIndex(db: Database): Promise<number> {
  const [marked] = await db.all<{ upTo: number | null; people: number; keys: string | null }>(sql`
    SELECT max(id) AS upTo, count(DISTINCT person_key) AS people,
           CASE WHEN count(DISTINCT person_key) <= ${FULL_REBUILD_AT}
                THEN json_group_array(DISTINCT person_key) END AS keys
      FROM customer_index_dirty`);
  if (!marked?.upTo) return 0;
  const only =
    marked.keys === null ? undefined : sql`(SELECT value FROM json_each(${marked.keys}))`;
  await db.batch([
    db.delete(customerIndex).where(only ? sql`${customerIndex.personKey} IN ${only}` : undefined),
    db.insert(customerIndex).select(sql`
      SELECT k, max(at), ${latest("name")}, ${latest("phone")},
             sum(kind = 'message'), sum(kind = 'booking'), sum(kind = 'quote'), sum(kind = 'job'),
             k || ',' || coalesce(group_concat(DISTINCT lower(name)), ''),
             coalesce(group_concat(DISTINCT ${phoneDigits("phone")}), '')
        FROM (${touches(only)}) WHERE k <> '' GROUP BY k`),
    db.delete(customerIndexDirty).where(lte(customerIndexDirty.id, marked.upTo)),
  ]);
  return marked.people;
}

/**
 * One page of people, latest contact first, found by any name, address or phone they gave: every
 * word (lower-cased, searchWords) in their names or address, or the digits in a phone; `limit + 1`
 * rows tell whether there is a next page. Words, not one LIKE pattern: D1 refuses a LIKE pattern
 * over 50 bytes (./text-search.ts).
 */
export async function listCustomers(
  db: Database,
  opts: { words?: string[]; digits?: string; limit: number; offset: number },
): Promise<CustomerRow[]> {
  await refreshCustomerIndex(db);
  const byPhone =
    opts.digits && opts.digits.length >= 3
      ? sql`instr(${customerIndex.phoneDigits}, ${opts.digits}) > 0`
      : undefined;
  const found = opts.words?.length
    ? or(everyWordIn([customerIndex.searchText.getSQL()], opts.words), byPhone)
    : undefined;
  const rows = await db
    .select()
    .from(customerIndex)
    .where(found)
    .orderBy(desc(customerIndex.lastContactAt), asc(customerIndex.personKey))
    .limit(opts.limit)
    .offset(opts.offset);
  const money = new Map<string, { owed: number; spent: number }>();
  if (rows.length) {
    const keys = JSON.stringify(rows.map((r) => r.personKey));
    // The money model's balance (docs/decisions/0096-sales-tax-and-totals.md): a job's total less
    // its payments net of refunds; what they spent is those net payments, cancelled jobs too.
    const sums = await db.all<{ k: string; owed: number; spent: number }>(sql`
      SELECT k, sum(CASE WHEN stage <> 'cancelled' THEN total - paid ELSE 0 END) AS owed,
             sum(paid) AS spent
        FROM (SELECT lower(trim(j.customer_email)) AS k, j.stage AS stage, j.total_cents AS total,
                     (SELECT coalesce(sum(amount_cents), 0) FROM job_payments WHERE job_id = j.id) AS paid
                FROM jobs j
               WHERE lower(trim(j.customer_email)) IN (SELECT value FROM json_each(${keys})))
       GROUP BY k`);
    for (const b of sums) money.set(b.k, { owed: b.owed, spent: b.spent });
  }
  return rows.map((r) => ({
    email: r.personKey,
    name: r.name || r.personKey,
    phone: r.phone,
    lastContactAt: r.lastContactAt,
    counts: { messages: r.messages, bookings: r.bookings, quotes: r.quotes, jobs: r.jobs },
    balanceCents: money.get(r.personKey)?.owed ?? 0,
    spentCents: money.get(r.personKey)?.spent ?? 0,
  }));
}

/** The people whose last contact is before `cutoff` (ISO), oldest first: the retention job's list. */
export async function peopleLastSeenBefore(
  db: Database,
  cutoff: string,
  limit: number,
): Promise<string[]> {
  const rows = await db.all<{ k: string }>(sql`
    WITH touch AS (${touches()})
    SELECT k FROM touch WHERE k <> '' GROUP BY k HAVING max(at) < ${cutoff}
    ORDER BY max(at) LIMIT ${limit}`);
  return rows.map((r) => r.k);
}

/** Everything stored about one person, for their page, the export and the erasure. */
export async function personRecords(db: Database, person: string) {
  const [messages, bookings, quoteRows, jobRows, notes, added] = await db.batch([
    db
      .select()
      .from(contacts)
      .where(eq(key(contacts.email), person))
      .orderBy(asc(contacts.id)),
    db
      .select()
      .from(appointments)
      .where(eq(key(appointments.email), person))
      .orderBy(asc(appointments.id)),
    db
      .select()
      .from(quotes)
      .where(eq(key(quotes.email), person))
      .orderBy(asc(quotes.id)),
    db
      .select()
      .from(jobs)
      .where(eq(key(jobs.customerEmail), person))
      .orderBy(asc(jobs.id)),
    db.select().from(customerNotes).where(eq(customerNotes.personKey, person)),
    db
      .select()
      .from(customers)
      .where(eq(key(customers.email), person)),
  ]);
  const messageIds = messages.map((m) => m.id);
  const jobIds = jobRows.map((j) => j.id);
  // Their emails are the ones sent to them, and the shop's own notices about their records; an
  // email to someone else about a record now theirs stays that other person's.
  const aboutTheirRecords = or(
    ...relatedTo("message", messageIds),
    ...relatedTo(
      "appointment",
      bookings.map((b) => b.id),
    ),
    ...relatedTo(
      "quote",
      quoteRows.map((q) => q.id),
    ),
    ...relatedTo("job", jobIds),
  );
  // The confirmation of an earlier erasure is not theirs to keep: the nightly run removes it.
  const related = or(
    and(eq(key(emails.recipient), person), ne(emails.kind, "erasure-confirmed")),
    aboutTheirRecords && and(inArray(emails.kind, [...OWNER_EMAIL_KINDS]), aboutTheirRecords),
  );
  const [replies, emailRows, pieces, payments, history, photos] = await db.batch([
    db.select().from(contactReplies).where(inIds(contactReplies.contactId, messageIds)),
    db.select().from(emails).where(related).orderBy(asc(emails.id)),
    db.select().from(jobPieces).where(inIds(jobPieces.jobId, jobIds)),
    db.select().from(jobPayments).where(inIds(jobPayments.jobId, jobIds)),
    db
      .select()
      .from(jobHistory)
      .where(inIds(jobHistory.jobId, jobIds))
      .orderBy(desc(jobHistory.id)),
    db.select().from(jobPhotos).where(inIds(jobPhotos.jobId, jobIds)),
  ]);
  return {
    messages,
    replies,
    bookings,
    quotes: quoteRows,
    jobs: jobRows,
    pieces,
    payments,
    history,
    photos,
    emails: emailRows,
    notes: notes[0] ?? null,
    // The row of a person the owner added by hand, if they did.
    added: added[0] ?? null,
  };
}
export type PersonRecords = Awaited<ReturnType<typeof personRecords>>;

/** Nothing stored about the person: no record, no note, no email to them, not added by hand. */
export const isEmpty = (r: PersonRecords) =>
  !r.added &&
  !r.messages.length &&
  !r.bookings.length &&
  !r.quotes.length &&
  !r.jobs.length &&
  !r.notes &&
  !r.emails.length;

function relatedTo(kind: "message" | "appointment" | "quote" | "job", ids: number[]) {
  return ids.length ? [and(eq(emails.relatedKind, kind), inIds(emails.relatedId, ids))] : [];
}

export async function saveCustomerNotes(db: Database, person: string, notes: string) {
  if (!notes) {
    await db.delete(customerNotes).where(eq(customerNotes.personKey, person));
    return;
  }
  const updatedAt = new Date().toISOString();
  await db
    .insert(customerNotes)
    .values({ personKey: person, notes, updatedAt })
    .onConflictDoUpdate({ target: customerNotes.personKey, set: { notes, updatedAt } });
}

export type NewCustomer = typeof customers.$inferInsert;

/** Adds a person by hand; false when someone with that address is already a customer row. */
export async function insertCustomer(db: Database, row: NewCustomer): Promise<boolean> {
  const inserted = await db
    .insert(customers)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: customers.id });
  return inserted.length > 0;
}

/** The jobs of a person that still need them (not picked up, not cancelled). */
export const openJobs = (r: PersonRecords) => r.jobs.filter((j) => isOpenStage(j.stage));

/** The retention job's last day of work: when, and how many people's records it removed. */
export async function lastRetentionRun(db: Database) {
  const [row] = await db.all<{ at: string; people: number }>(sql`
    SELECT max(at) AS at, count(*) AS people FROM erasures
    WHERE reason = 'retention'
      AND substr(at, 1, 10) = (SELECT substr(max(at), 1, 10) FROM erasures WHERE reason = 'retention')`);
  return row?.at ? row : null;
}
