// Customers for the owner (docs/decisions/0032-customers-and-retention.md): the list of people,
// one person's page (what they owe and have spent, their timeline), their notes, and a person
// added by hand before any record of theirs.
import {
  CUSTOMER_SEARCH_MAX_WORDS,
  CUSTOMERS_PAGE_SIZE,
  type CustomerListQuery,
  customerNotesSchema,
  newCustomerSchema,
  personKey,
} from "~/lib/customers";
import { formatCents } from "~/lib/jobs";
import { searchWords } from "~/lib/text-search";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import { database } from "~db/client";
import {
  insertCustomer,
  isEmpty,
  listCustomers,
  type PersonRecords,
  personRecords,
  saveCustomerNotes,
} from "~db/repositories/customers";
import { recentErasures } from "~db/repositories/erasures";
import { jobTotals } from "../jobs/money";
import { timelineOf } from "./timeline";

type CustomerEnv = Pick<Env, "DB">;

export async function customersForOwner(env: CustomerEnv, query: CustomerListQuery) {
  const offset = (query.page - 1) * CUSTOMERS_PAGE_SIZE;
  const rows = await listCustomers(database(env.DB), {
    words: query.q ? searchWords(query.q).slice(0, CUSTOMER_SEARCH_MAX_WORDS) : undefined,
    digits: query.q?.replace(/\D/g, ""),
    limit: CUSTOMERS_PAGE_SIZE + 1,
    offset,
  });
  return {
    customers: rows.slice(0, CUSTOMERS_PAGE_SIZE),
    nextPage: rows.length > CUSTOMERS_PAGE_SIZE ? query.page + 1 : null,
    // The erasures log: when people were deleted, never who (record 0032).
    erasures: await recentErasures(database(env.DB), 5),
  };
}

/**
 * A person's money from the one money model (docs/decisions/0096-sales-tax-and-totals.md): what
 * their jobs (not cancelled) still owe, and what they have paid across every job, refunds off.
 */
export function moneyOf(r: Pick<PersonRecords, "jobs" | "payments">) {
  let balanceCents = 0;
  let spentCents = 0;
  for (const j of r.jobs) {
    const t = jobTotals(
      j,
      r.payments.filter((p) => p.jobId === j.id),
    );
    spentCents += t.paidCents - t.refundedCents;
    if (j.stage !== "cancelled") balanceCents += t.balanceCents;
  }
  return { balanceCents, spentCents };
}

/** The person's page: who they are (latest name and phone), what they have, their timeline. */
export async function customerForOwner(env: CustomerEnv, person: string) {
  const r = await personRecords(database(env.DB), person);
  const named = [
    ...r.messages.map((m) => ({
      at: m.createdAt,
      name: `${m.firstName} ${m.lastName}`,
      phone: m.phone,
    })),
    ...r.bookings.map((b) => ({ at: b.createdAt, name: b.name, phone: b.phone as string | null })),
    ...r.quotes.map((q) => ({ at: q.createdAt, name: q.name, phone: q.phone })),
    ...r.jobs.map((j) => ({ at: j.updatedAt, name: j.customerName, phone: j.customerPhone })),
    ...(r.added ? [{ at: r.added.createdAt, name: r.added.name, phone: r.added.phone }] : []),
  ].sort((a, b) => (a.at < b.at ? 1 : -1));
  // Someone the shop only emailed (a job's address corrected since) is a person too.
  if (!named.length && !r.notes && !r.emails.length) return undefined;
  const { balanceCents, spentCents } = moneyOf(r);
  const timeline = timelineOf(r, person);
  return {
    customer: {
      email: person,
      name: named[0]?.name ?? person,
      phone: named.find((n) => n.phone)?.phone ?? null,
      lastContactAt: timeline[0]?.at ?? null,
      balanceCents,
      balance: formatCents(balanceCents),
      spentCents,
      counts: {
        messages: r.messages.length,
        bookings: r.bookings.length,
        quotes: r.quotes.length,
        jobs: r.jobs.length,
      },
      notes: r.notes?.notes ?? "",
    },
    timeline,
  };
}

export type SaveNotesResult =
  | { status: "saved"; notes: string }
  | { status: "invalid"; issues: ValidationIssue[] }
  | { status: "not-found" };

export async function saveNotes(
  env: CustomerEnv,
  person: string,
  input: unknown,
): Promise<SaveNotesResult> {
  const parsed = customerNotesSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const db = database(env.DB);
  if (!(await customerForOwner(env, person))) return { status: "not-found" };
  await saveCustomerNotes(db, person, parsed.data.notes);
  return { status: "saved", notes: parsed.data.notes };
}

export type AddCustomerResult =
  | { status: "added"; email: string }
  | { status: "invalid"; issues: ValidationIssue[] }
  | { status: "exists"; email: string };

/**
 * A walk-in who has not written yet: their own row (the `customers` table), which the index's
 * triggers list at once and the export and the erasure treat like any record. Someone the shop
 * already knows is not added twice.
 */
export async function addCustomer(
  env: CustomerEnv,
  input: unknown,
  addedBy: string,
): Promise<AddCustomerResult> {
  const parsed = newCustomerSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const { name, phone, notes } = parsed.data;
  const email = personKey(parsed.data.email);
  const db = database(env.DB);
  if (!isEmpty(await personRecords(db, email))) return { status: "exists", email };
  const added = await insertCustomer(db, { email, name, phone: phone ?? null, createdBy: addedBy });
  if (!added) return { status: "exists", email };
  if (notes) await saveCustomerNotes(db, email, notes);
  return { status: "added", email };
}
