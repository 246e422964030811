// Customers for the owner (docs/decisions/0032-customers-and-retention.md): the list of people,
// one person's timeline across messages, bookings, quotes and jobs, their notes, and the export
// of everything stored about them (the right to know).
import { strToU8, zipSync } from "fflate";
import { STATUS_LABELS } from "~/lib/booking/status";
import {
  CUSTOMER_SEARCH_MAX_WORDS,
  CUSTOMERS_PAGE_SIZE,
  type CustomerListQuery,
  customerNotesSchema,
  type TimelineKind,
} from "~/lib/customers";
import { formatCalendarDay } from "~/lib/date-format";
import { EMAIL_STATUS_LABELS } from "~/lib/emails";
import { describeDesign } from "~/lib/frame-design";
import { formatCents, JOB_STAGE_LABELS } from "~/lib/jobs";
import { searchWords } from "~/lib/text-search";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import { database } from "~db/client";
import {
  isEmpty,
  listCustomers,
  type PersonRecords,
  personRecords,
  saveCustomerNotes,
} from "~db/repositories/customers";

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
  };
}

export interface TimelineEntry {
  // Unique on the page: the kind and the record's id.
  id: string;
  kind: TimelineKind;
  at: string;
  title: string;
  detail: string | null;
  // The owner's screen for the record, when it has one.
  href: string | null;
  status: string | null;
}

const entry = (
  e: Partial<TimelineEntry> & Pick<TimelineEntry, "kind" | "at" | "title"> & { of: number },
): TimelineEntry => {
  const { of, ...rest } = e;
  return { id: `${e.kind}-${of}`, detail: null, href: null, status: null, ...rest };
};

/** One line per thing that happened, newest first. */
export function timelineOf(r: PersonRecords): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  for (const m of r.messages)
    entries.push(
      entry({
        kind: "message",
        of: m.id,
        at: m.createdAt,
        title: "Sent a message",
        detail: m.message,
        href: "/admin/messages",
      }),
    );
  for (const reply of r.replies)
    entries.push(
      entry({
        kind: "reply",
        of: reply.id,
        at: reply.sentAt,
        title: "You replied",
        detail: reply.message,
        href: "/admin/messages",
      }),
    );
  for (const b of r.bookings)
    entries.push(
      entry({
        kind: "booking",
        of: b.id,
        at: b.createdAt,
        title: `Booked ${b.consultationType} for ${formatCalendarDay(b.preferredDate)} at ${b.preferredTime}`,
        detail: b.projectDetails,
        href: "/admin/appointments",
        status: STATUS_LABELS[b.status],
      }),
    );
  for (const q of r.quotes) {
    entries.push(
      entry({
        kind: "quote",
        of: q.id,
        at: q.createdAt,
        title: `Asked for a quote (estimate $${q.estimateLow}-$${q.estimateHigh})`,
        detail: `${describeDesign(q.design)}${q.message ? `\n${q.message}` : ""}`,
        href: "/admin/quotes",
      }),
    );
    if (q.repliedAt)
      entries.push(
        entry({
          kind: "quote-reply",
          of: q.id,
          at: q.repliedAt,
          title: q.replyPrice === null ? "You replied to the quote" : `You quoted $${q.replyPrice}`,
          detail: q.replyMessage,
          href: "/admin/quotes",
        }),
      );
  }
  for (const j of r.jobs) {
    entries.push(
      entry({
        kind: "job",
        of: j.id,
        at: j.createdAt,
        title: `Job ${j.number}`,
        href: `/admin/jobs/${j.id}`,
        status: JOB_STAGE_LABELS[j.stage],
      }),
    );
  }
  for (const h of r.history) {
    if (h.kind === "created") continue;
    const job = r.jobs.find((j) => j.id === h.jobId);
    entries.push(
      entry({
        kind: "job-event",
        of: h.id,
        at: h.at,
        title: `Job ${job?.number ?? h.jobId}: ${h.summary}`,
        href: `/admin/jobs/${h.jobId}`,
      }),
    );
  }
  for (const e of r.emails)
    entries.push(
      entry({
        kind: "email",
        of: e.id,
        at: e.createdAt,
        title: `Email: ${e.subject}`,
        // Why it did not go: held back by the shop's rule, or the last error.
        detail: e.status === "skipped" || e.status === "failed" ? e.lastError : null,
        href: "/admin/emails",
        status: EMAIL_STATUS_LABELS[e.status],
      }),
    );
  return entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
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
  ].sort((a, b) => (a.at < b.at ? 1 : -1));
  // Someone the shop only emailed (a job's address corrected since) is a person too.
  if (!named.length && !r.notes && !r.emails.length) return undefined;
  const balanceCents = r.jobs.reduce((sum, j) => {
    const paid = r.payments.filter((p) => p.jobId === j.id).reduce((s, p) => s + p.amountCents, 0);
    return j.stage === "cancelled" ? sum : sum + j.totalCents - paid;
  }, 0);
  const timeline = timelineOf(r);
  return {
    customer: {
      email: person,
      name: named[0]?.name ?? person,
      phone: named.find((n) => n.phone)?.phone ?? null,
      lastContactAt: timeline[0]?.at ?? null,
      balanceCents,
      balance: formatCents(balanceCents),
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

// What the export leaves out: the shop's own secrets and keys, by name so a new column is covered
// too (every token hash and link salt; the outbox's send claim and connection key).
const isShopSecret = (column: string) =>
  /hash|salt|secret|token/i.test(column) || column === "claimedUntil" || column === "clientKey";
const withoutSecrets = <T extends object>(rows: T[]) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => !isShopSecret(k))));

/** Everything stored about the person, as a zip: customer.json and their photos. */
export async function exportCustomer(
  env: Pick<Env, "DB" | "IMAGES">,
  person: string,
  now = new Date(),
): Promise<Uint8Array | undefined> {
  const r = await personRecords(database(env.DB), person);
  if (isEmpty(r)) return undefined;
  const files: Record<string, Uint8Array> = {};
  const photoFiles: string[] = [];
  for (const q of r.quotes) {
    for (const [i, photo] of q.photos.entries()) {
      const object = await env.IMAGES.get(photo.key);
      if (!object) continue;
      const name = `photos/quote-${q.id}-${i + 1}.${photo.key.split(".").pop()}`;
      files[name] = new Uint8Array(await object.arrayBuffer());
      photoFiles.push(name);
    }
  }
  for (const p of r.photos) {
    const object = await env.IMAGES.get(p.r2Key);
    if (!object) continue;
    const name = `photos/job-${p.jobId}-${p.id}.${p.r2Key.split(".").pop()}`;
    files[name] = new Uint8Array(await object.arrayBuffer());
    photoFiles.push(name);
  }
  const data = {
    exportedAt: now.toISOString(),
    email: person,
    messages: withoutSecrets(r.messages),
    replies: withoutSecrets(r.replies),
    bookings: withoutSecrets(r.bookings),
    quotes: withoutSecrets(r.quotes),
    jobs: withoutSecrets(r.jobs),
    jobPieces: withoutSecrets(r.pieces),
    jobPayments: withoutSecrets(r.payments),
    jobHistory: withoutSecrets(r.history),
    emails: withoutSecrets(r.emails),
    notes: r.notes?.notes ?? null,
    photos: photoFiles,
  };
  files["customer.json"] = strToU8(JSON.stringify(data, null, 2));
  return zipSync(files, { level: 6 });
}
