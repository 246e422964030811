// Jobs (work orders), the owner's side (docs/decisions/0030-jobs.md): made from a quote, a booking
// or a walk-in; moved through the stages; paid; changed only from the version the owner read.
// Every change is kept in the job's history, and the customer's emails go out through the outbox
// in the same batch as the change.

import type { BatchItem } from "drizzle-orm/batch";
import {
  type JobChanges,
  type JobListQuery,
  jobChangesSchema,
  jobStageChangeSchema,
} from "~/lib/job-schema";
import { formatCents, isOpenStage, JOB_STAGE_LABELS, OPEN_STAGES } from "~/lib/jobs";
import { percentToThousandths } from "~/lib/money";
import { addDays, shopDay } from "~/lib/shop-time";
import type { JobStage } from "~/lib/statuses";
import { searchWords } from "~/lib/text-search";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import { database } from "~db/client";
import {
  findJob,
  historyIfChanged,
  type JobFieldChanges,
  jobParts,
  listJobs,
  type NewPiece,
  setStageIfCurrent,
  updateJobStatements,
} from "~db/repositories/jobs";
import type { Job } from "~db/schema";
import { dispatchEmails, type EmailDraft, recordEmailStatements, recordedIds } from "../outbox";
import { shopFacts } from "../shop";
import { type JobEmailFacts, jobReadyEmail, jobStageEmail, pickedUpEmail } from "./emails";
import { issue, piecesFromDesigns } from "./lines";
import {
  discountFromInput,
  discountOfJob,
  extrasFromInput,
  jobTotals,
  moneyChangeWords,
  moneyColumns,
} from "./money";
import { type JobsEnv, jobForOwner, type LinkEnv, type OwnerJob, statusUrl } from "./owner-job";
import { relinkForNewAddress } from "./relink";
import { getJobSettings } from "./settings";

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

export type JobChangeResult =
  | { status: "saved"; job: OwnerJob }
  | { status: "invalid"; issues: ValidationIssue[] }
  | { status: "not-found" }
  | { status: "stale"; error: string }
  | { status: "balance-owing"; error: string; balanceCents: number };

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
  const {
    stage,
    notifyCustomer = false,
    leaveBalanceOwing = false,
    holdReason = null,
    version,
  } = parsed.data;
  const db = database(env.DB);
  const job = await findJob(db, id);
  if (!job) return { status: "not-found" };
  if (job.version !== version) return { status: "stale", error: STALE_JOB };
  if (job.stage === stage) return saved(env, id);
  const { pieces, payments } = await jobParts(db, id);
  const { balanceCents } = jobTotals(job, payments);
  // Pickup settles the money: leaving a balance owing is the owner's explicit choice
  // (docs/decisions/0097-receipts-and-refunds.md).
  const owing = stage === "picked_up" && balanceCents > 0;
  if (owing && !leaveBalanceOwing)
    return {
      status: "balance-owing",
      error: `This job still owes ${formatCents(balanceCents)}. Take the payment first, or confirm that the customer leaves it owing.`,
      balanceCents,
    };
  const url = await statusUrl(env, job.linkSalt);
  // A walk-in known by phone only gets no emails.
  const emails = job.customerEmail
    ? stageEmail(
        stage,
        notifyCustomer,
        { ...facts(job, pieces, balanceCents), shop: await shopFacts(env) },
        url,
      )
    : [];
  const results = await db.batch([
    setStageIfCurrent(db, id, version, stage, holdReason),
    historyIfChanged(db, id, {
      kind: "stage",
      fromStage: job.stage,
      toStage: stage,
      summary: `${JOB_STAGE_LABELS[job.stage]} → ${JOB_STAGE_LABELS[stage]}${stage === "on_hold" && holdReason ? ` (${holdReason})` : ""}${owing ? ` with ${formatCents(balanceCents)} left owing (the owner's choice)` : ""}${emails.length ? " (customer emailed)" : ""}`,
    }),
    ...recordEmailStatements(db, emails, { kind: "job", id }, { onlyIfChanged: true }),
  ]);
  if ((results[0] as unknown[]).length === 0) return { status: "stale", error: STALE_JOB };
  await dispatchEmails(env, recordedIds(results.slice(2)));
  return saved(env, id);
}

/** The owner's edit of the customer, lines, discount, tax, due date, rush flag or notes. */
export async function updateJob(
  env: JobsEnv,
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
  if (c.reapplyTaxRate && !isOpenStage(job.stage))
    return issue("reapplyTaxRate", "Only a job still in the shop can be priced at today's rate.");
  let pieces: NewPiece[] | null = null;
  if (c.pieces) {
    const priced = await piecesFromDesigns(env, c.pieces);
    if ("issues" in priced) return { status: "invalid", issues: priced.issues };
    pieces = priced.pieces;
  }
  const extras = c.extras ? extrasFromInput(c.extras) : null;
  const moneyChanged =
    pieces !== null ||
    extras !== null ||
    c.discount !== undefined ||
    c.taxExemptCertificate !== undefined ||
    c.reapplyTaxRate === true;
  let money: JobFieldChanges = {};
  let moneyWords: string[] = [];
  if (moneyChanged) {
    const current = await jobParts(db, id);
    moneyWords = moneyChangeWords(job, current.extras, {
      extras,
      discount: c.discount,
      certificate: c.taxExemptCertificate,
    });
    const settings = c.reapplyTaxRate ? await getJobSettings(env) : null;
    const priced = moneyColumns({
      pieces: pieces ?? current.pieces,
      extras: extras ?? current.extras,
      discount: c.discount !== undefined ? discountFromInput(c.discount) : discountOfJob(job),
      taxRateThousandths: settings
        ? percentToThousandths(settings.salesTaxPercent)
        : job.taxRateThousandths,
      taxLabel: settings ? settings.salesTaxLabel : job.taxLabel,
      taxExemptCertificate:
        c.taxExemptCertificate !== undefined ? c.taxExemptCertificate : job.taxExemptCertificate,
    });
    if ("issues" in priced) return { status: "invalid", issues: priced.issues };
    money = priced.columns;
  }
  const changes: JobFieldChanges = {
    ...(c.customer
      ? {
          customerName: c.customer.name,
          customerEmail: c.customer.email ?? "",
          customerPhone: c.customer.phone ?? null,
        }
      : {}),
    ...(c.dueDate ? { dueDate: c.dueDate } : {}),
    ...(c.rush !== undefined ? { rush: c.rush } : {}),
    ...(c.notes !== undefined ? { notes: c.notes } : {}),
    ...money,
  };
  const what = [
    c.customer ? "customer" : null,
    pieces ? "pieces" : null,
    ...moneyWords,
    c.reapplyTaxRate ? `tax at today's rate` : null,
    c.dueDate ? `due date ${c.dueDate}` : null,
    c.rush !== undefined ? (c.rush ? "rush on" : "rush off") : null,
    c.notes !== undefined ? "notes" : null,
  ].filter(Boolean);
  const total =
    moneyChanged && money.totalCents !== job.totalCents
      ? `; total ${formatCents(job.totalCents)} → ${formatCents(money.totalCents ?? 0)}`
      : "";
  // A new address gets a new link, emailed to it; the old one stops working (./relink.ts).
  const relink = await relinkForNewAddress(env, job, changes, pieces);
  const statements = updateJobStatements(
    db,
    id,
    c.version,
    { ...changes, ...relink.fields },
    { pieces, extras },
  );
  const results = await db.batch([
    ...statements,
    historyIfChanged(db, id, {
      kind: "edit",
      summary: `Changed ${what.join(", ") || "nothing"}${total}`,
    }),
    ...recordEmailStatements(db, relink.emails, { kind: "job", id }, { onlyIfChanged: true }),
  ] as unknown as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  if ((results[statements.length - 1] as unknown[]).length === 0)
    return { status: "stale", error: STALE_JOB };
  await dispatchEmails(env, recordedIds(results.slice(statements.length + 1)));
  return saved(env, id);
}

/** The Jobs list: by stage, words (number, name, email, phone), due this week or overdue. */
export async function listJobsForOwner(
  env: Pick<Env, "DB">,
  q: Partial<JobListQuery> = {},
  now = new Date(),
) {
  const today = shopDay(now);
  const open = OPEN_STAGES;
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
