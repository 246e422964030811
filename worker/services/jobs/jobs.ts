// Jobs (work orders), the owner's side (docs/decisions/0030-jobs.md): made from a quote, a booking
// or a walk-in; moved through the stages; paid; changed only from the version the owner read.
// Every change is kept in the job's history, and the customer's emails go out through the outbox
// in the same batch as the change.

import {
  type JobChanges,
  type JobListQuery,
  jobChangesSchema,
  jobPaymentSchema,
  jobStageChangeSchema,
  newJobSchemaFor,
} from "~/lib/job-schema";
import {
  balanceCents,
  formatCents,
  JOB_STAGE_LABELS,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from "~/lib/jobs";
import { addDays, shopDay } from "~/lib/shop-time";
import type { JobStage } from "~/lib/statuses";
import { searchWords } from "~/lib/text-search";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import { database } from "~db/client";
import { findAppointment } from "~db/repositories/appointments";
import {
  findJob,
  findJobByQuote,
  historyIfChanged,
  insertJobStatements,
  insertPaymentIfWithinBalance,
  type JobFieldChanges,
  jobParts,
  listJobs,
  type NewPiece,
  newJobId,
  newJobNumber,
  setStageIfCurrent,
  updateJobStatements,
} from "~db/repositories/jobs";
import { findQuote, updateQuote } from "~db/repositories/quotes";
import type { Job } from "~db/schema";
import { checkDesign, frameCatalogue } from "../frame-quotes";
import {
  dispatchEmails,
  type EmailDraft,
  type OutboxEnv,
  recordEmailStatements,
  recordedIds,
} from "../outbox";
import { hashToken, privateLinkUrl, randomToken } from "../private-link";
import { shopFacts } from "../shop";
import {
  type JobEmailFacts,
  jobCreatedEmail,
  jobReadyEmail,
  jobStageEmail,
  pickedUpEmail,
} from "./emails";
import { getJobSettings } from "./settings";

export type JobsEnv = OutboxEnv & Pick<Env, "SITE_URL" | "ORDER_LINK_SECRET" | "ENVIRONMENT">;

/** The customer's status page: the same link in every email, derived from the job's salt. */
export async function statusUrl(
  env: Pick<Env, "SITE_URL" | "ORDER_LINK_SECRET" | "ENVIRONMENT">,
  salt: string,
) {
  return privateLinkUrl(env, "order", salt);
}

export type OwnerJob = Awaited<ReturnType<typeof jobForOwner>>;

type LinkEnv = Pick<Env, "DB" | "SITE_URL" | "ORDER_LINK_SECRET" | "ENVIRONMENT">;

/** A job as the owner sees it: its balance and the customer's link, not the link's secrets. */
export async function jobForOwner(env: LinkEnv, job: Job) {
  const { linkSalt, statusTokenHash: _, ...fields } = job;
  const parts = await jobParts(database(env.DB), job.id);
  const totalCents = parts.pieces.reduce((sum, p) => sum + p.priceCents, 0);
  return {
    ...fields,
    ...parts,
    totalCents,
    balanceCents: balanceCents(parts.pieces, parts.payments),
    statusUrl: await statusUrl(env, linkSalt),
  };
}

const facts = (
  job: Pick<Job, "number" | "customerName" | "customerEmail" | "dueDate">,
  pieces: JobEmailFacts["pieces"],
  balance: number,
): JobEmailFacts => ({
  number: job.number,
  customerName: job.customerName,
  customerEmail: job.customerEmail,
  dueDate: job.dueDate,
  pieces,
  balanceCents: balance,
});

export type CreateJobResult =
  | { status: "created"; id: number; number: string; statusUrl: string }
  | { status: "invalid"; issues: ValidationIssue[] }
  | { status: "exists"; id: number; number: string };

const issue = (
  path: string,
  message: string,
): { status: "invalid"; issues: ValidationIssue[] } => ({
  status: "invalid",
  issues: [{ path, message }],
});

interface JobDraft {
  customer: { name: string; email: string; phone: string | null };
  pieces: NewPiece[];
  dueDate: string;
  rush: boolean;
  notes: string | null;
  quoteId: number | null;
  appointmentId: number | null;
}

async function piecesFromDesigns(
  env: Pick<Env, "DB">,
  pieces: Array<{ description: string; design: unknown; priceCents?: number }>,
): Promise<{ pieces: NewPiece[] } | { issues: ValidationIssue[] }> {
  const catalogue = await frameCatalogue(env);
  const issues: ValidationIssue[] = [];
  const out: NewPiece[] = [];
  pieces.forEach((p, i) => {
    const checked = checkDesign(catalogue, p.design, `pieces.${i}.design`);
    if (!checked.ok) issues.push(...checked.issues);
    else
      out.push({
        description: p.description,
        design: checked.snapshot,
        estimateCents: checked.priceCents,
        priceCents: p.priceCents ?? checked.priceCents,
      });
  });
  return issues.length ? { issues } : { pieces: out };
}

/** Makes a job from a quote (its customer, design and price), a booking, or a walk-in. */
export async function createJob(
  env: JobsEnv,
  input: unknown,
  { now = new Date(), notifyCustomer = true }: { now?: Date; notifyCustomer?: boolean } = {},
): Promise<CreateJobResult> {
  const parsed = newJobSchemaFor(input).safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const db = database(env.DB);
  const today = shopDay(now);
  const defaultDue = addDays(today, (await getJobSettings(env)).leadDays);
  let draft: JobDraft;
  if ("quoteId" in parsed.data) {
    const quote = await findQuote(db, parsed.data.quoteId);
    if (!quote) return issue("quoteId", "No quote with that id.");
    const existing = await findJobByQuote(db, quote.id);
    if (existing) return { status: "exists", id: existing.id, number: existing.number };
    // The price the owner replied; before a reply, the top of the range the visitor saw.
    const priceCents = (quote.replyPrice ?? quote.estimateHigh) * 100;
    draft = {
      customer: { name: quote.name, email: quote.email, phone: quote.phone },
      pieces: [
        {
          description: quote.message.split(/\r?\n/)[0].slice(0, 200) || "Piece from the quote",
          design: quote.design,
          estimateCents: null,
          priceCents,
        },
      ],
      dueDate: defaultDue,
      rush: false,
      notes: null,
      quoteId: quote.id,
      appointmentId: null,
    };
  } else {
    const d = parsed.data;
    if (d.appointmentId && !(await findAppointment(db, d.appointmentId)))
      return issue("appointmentId", "No booking with that id.");
    if (d.dueDate && d.dueDate < today)
      return issue("dueDate", "The due date cannot be before the job was made.");
    const priced = await piecesFromDesigns(env, d.pieces);
    if ("issues" in priced) return { status: "invalid", issues: priced.issues };
    draft = {
      customer: { name: d.customer.name, email: d.customer.email, phone: d.customer.phone ?? null },
      pieces: priced.pieces,
      dueDate: d.dueDate ?? defaultDue,
      rush: d.rush ?? false,
      notes: d.notes ?? null,
      quoteId: null,
      appointmentId: d.appointmentId ?? null,
    };
  }

  const linkSalt = randomToken();
  const url = await statusUrl(env, linkSalt);
  const tokenHash = await hashToken(url.slice(url.lastIndexOf("/") + 1));
  const statements = insertJobStatements(
    db,
    {
      year: Number(today.slice(0, 4)),
      customerName: draft.customer.name,
      customerEmail: draft.customer.email,
      customerPhone: draft.customer.phone,
      dueDate: draft.dueDate,
      rush: draft.rush,
      notes: draft.notes,
      quoteId: draft.quoteId,
      appointmentId: draft.appointmentId,
      linkSalt,
      statusTokenHash: tokenHash,
    },
    draft.pieces,
  );
  const emails: EmailDraft[] = notifyCustomer
    ? [
        jobCreatedEmail(
          {
            shop: await shopFacts(env),
            number: "{{number}}",
            customerName: draft.customer.name,
            customerEmail: draft.customer.email,
            dueDate: draft.dueDate,
            pieces: draft.pieces,
            balanceCents: balanceCents(draft.pieces, []),
          },
          url,
        ),
      ]
    : [];
  const recorded = recordEmailStatements(
    db,
    emails,
    { kind: "job", id: newJobId(tokenHash) },
    { onlyIfChanged: false, fill: { number: newJobNumber(tokenHash) } },
  );
  // A job from a quote marks it won in the same batch.
  const won = draft.quoteId ? [updateQuote(db, draft.quoteId, { status: "won" })] : [];
  let results: unknown[];
  try {
    results = await db.batch([...statements, ...won, ...recorded]);
  } catch (err) {
    // The same quote made into a job twice at once: the unique index keeps one.
    if (draft.quoteId && /UNIQUE constraint failed: jobs\.quote_id/i.test(String(err))) {
      const existing = await findJobByQuote(db, draft.quoteId);
      if (existing) return { status: "exists", id: existing.id, number: existing.number };
    }
    throw err;
  }
  const [job] = results[1] as Array<{ id: number; number: string }>;
  await dispatchEmails(env, recordedIds(results.slice(statements.length + won.length)));
  return { status: "created", id: job.id, number: job.number, statusUrl: url };
}

export async function getJob(env: LinkEnv, id: number) {
  const job = await findJob(database(env.DB), id);
  return job ? jobForOwner(env, job) : undefined;
}

export type JobChangeResult =
  | { status: "saved"; job: OwnerJob }
  | { status: "invalid"; issues: ValidationIssue[] }
  | { status: "not-found" }
  | { status: "stale"; error: string };

export const STALE_JOB =
  "This job was changed in another tab or by someone else. It has been reloaded: check it and try again.";

async function saved(env: LinkEnv, id: number): Promise<JobChangeResult> {
  const job = await findJob(database(env.DB), id);
  return job ? { status: "saved", job: await jobForOwner(env, job) } : { status: "not-found" };
}

/** Which email a move to `stage` sends: always for Ready and Picked up, else when asked. */
function stageEmail(
  stage: JobStage,
  notify: boolean,
  job: JobEmailFacts,
  url: string,
): EmailDraft[] {
  if (stage === "ready") return [jobReadyEmail(job, url)];
  if (stage === "picked_up") return [pickedUpEmail(job, url)];
  return notify ? [jobStageEmail(job, stage, url)] : [];
}

/** Moves a job to another stage (back too), recorded in its history, emailing as the stage asks. */
export async function changeJobStage(
  env: JobsEnv,
  id: number,
  input: unknown,
): Promise<JobChangeResult> {
  const parsed = jobStageChangeSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const { stage, notifyCustomer = false, version } = parsed.data;
  const db = database(env.DB);
  const job = await findJob(db, id);
  if (!job) return { status: "not-found" };
  if (job.version !== version) return { status: "stale", error: STALE_JOB };
  if (job.stage === stage) return saved(env, id);
  const { pieces, payments } = await jobParts(db, id);
  const url = await statusUrl(env, job.linkSalt);
  const emails = stageEmail(
    stage,
    notifyCustomer,
    { ...facts(job, pieces, balanceCents(pieces, payments)), shop: await shopFacts(env) },
    url,
  );
  const results = await db.batch([
    setStageIfCurrent(db, id, version, stage),
    historyIfChanged(db, id, {
      kind: "stage",
      fromStage: job.stage,
      toStage: stage,
      summary: `${JOB_STAGE_LABELS[job.stage]} → ${JOB_STAGE_LABELS[stage]}${emails.length ? " (customer emailed)" : ""}`,
    }),
    ...recordEmailStatements(db, emails, { kind: "job", id }, { onlyIfChanged: true }),
  ]);
  if ((results[0] as unknown[]).length === 0) return { status: "stale", error: STALE_JOB };
  await dispatchEmails(env, recordedIds(results.slice(2)));
  return saved(env, id);
}

/** The owner's edit of the customer, pieces, due date, rush flag or notes. */
export async function updateJob(
  env: LinkEnv,
  id: number,
  input: unknown,
): Promise<JobChangeResult> {
  const parsed = jobChangesSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const c: JobChanges = parsed.data;
  const db = database(env.DB);
  const job = await findJob(db, id);
  if (!job) return { status: "not-found" };
  if (job.version !== c.version) return { status: "stale", error: STALE_JOB };
  if (c.dueDate && c.dueDate < shopDay(new Date(job.createdAt)))
    return issue("dueDate", "The due date cannot be before the job was made.");
  let pieces: NewPiece[] | null = null;
  if (c.pieces) {
    const priced = await piecesFromDesigns(env, c.pieces);
    if ("issues" in priced) return { status: "invalid", issues: priced.issues };
    pieces = priced.pieces;
  }
  const changes: JobFieldChanges = {
    ...(c.customer
      ? {
          customerName: c.customer.name,
          customerEmail: c.customer.email,
          customerPhone: c.customer.phone ?? null,
        }
      : {}),
    ...(c.dueDate ? { dueDate: c.dueDate } : {}),
    ...(c.rush !== undefined ? { rush: c.rush } : {}),
    ...(c.notes !== undefined ? { notes: c.notes } : {}),
  };
  const what = [
    c.customer ? "customer" : null,
    pieces ? "pieces" : null,
    c.dueDate ? `due date ${c.dueDate}` : null,
    c.rush !== undefined ? (c.rush ? "rush on" : "rush off") : null,
    c.notes !== undefined ? "notes" : null,
  ].filter(Boolean);
  const statements = updateJobStatements(db, id, c.version, changes, pieces);
  const results = await db.batch([
    ...statements,
    historyIfChanged(db, id, { kind: "edit", summary: `Changed ${what.join(", ") || "nothing"}` }),
  ]);
  if ((results[0] as unknown[]).length === 0) return { status: "stale", error: STALE_JOB };
  return saved(env, id);
}

export type PaymentResult =
  | { status: "recorded"; balanceCents: number; job: OwnerJob }
  | { status: "invalid"; issues: ValidationIssue[] }
  | { status: "not-found" };

/** Records a payment and answers the new balance; never more than the balance. */
export async function recordPayment(
  env: LinkEnv,
  id: number,
  input: unknown,
  now = new Date(),
): Promise<PaymentResult> {
  const parsed = jobPaymentSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  return addPayment(env, id, { ...parsed.data, paidOn: parsed.data.paidOn ?? shopDay(now) });
}

/**
 * A payment from any source: the owner's is checked against the balance; money already received
 * (`received`, an online payment) is recorded even when it is more than the job owes.
 */
export async function addPayment(
  env: LinkEnv,
  id: number,
  p: {
    amountCents: number;
    method: PaymentMethod;
    paidOn: string;
    note?: string | null;
    externalId?: string | null;
    received?: boolean;
  },
): Promise<PaymentResult> {
  const db = database(env.DB);
  const job = await findJob(db, id);
  if (!job) return { status: "not-found" };
  const [inserted] = (
    await db.batch([
      insertPaymentIfWithinBalance(db, id, { ...p, note: p.note ?? null }),
      historyIfChanged(db, id, {
        kind: "payment",
        summary: `${p.amountCents < 0 ? "Refund" : "Payment"} ${formatCents(Math.abs(p.amountCents))} (${PAYMENT_METHOD_LABELS[p.method]})${p.note ? `: ${p.note}` : ""}`,
      }),
    ])
  )[0] as Array<{ id: number }>;
  const owner = await jobForOwner(env, job);
  if (!inserted)
    return issue(
      "amountCents",
      `The payment is more than the balance of ${formatCents(owner.balanceCents)}.`,
    );
  return { status: "recorded", balanceCents: owner.balanceCents, job: owner };
}

/** The Jobs list: by stage, words (number, name, email, phone), due this week or overdue. */
export async function listJobsForOwner(
  env: Pick<Env, "DB">,
  q: Partial<JobListQuery> = {},
  now = new Date(),
) {
  const today = shopDay(now);
  const open = ["received", "materials_ordered", "in_production", "ready", "on_hold"] as const;
  const rows = await listJobs(database(env.DB), {
    stage: q.stage,
    words: q.q ? searchWords(q.q).slice(0, 10) : undefined,
    ...(q.due === "week"
      ? { dueFrom: today, dueTo: addDays(today, 7), stages: open }
      : q.due === "overdue"
        ? { dueBefore: today, stages: open.filter((s) => s !== "ready") }
        : {}),
    rush: q.rush === "1",
    readyBefore: q.readyDays
      ? new Date(now.getTime() - q.readyDays * 86_400_000).toISOString()
      : undefined,
  });
  const jobs = rows.map((r) => ({ ...r, balanceCents: r.totalCents - r.paidCents }));
  return q.balance === "1"
    ? jobs.filter((j) => j.balanceCents > 0 && j.stage !== "cancelled")
    : jobs;
}
