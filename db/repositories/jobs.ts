// Jobs in D1 (docs/decisions/0030-jobs.md). Writes come as statements for the service's batch,
// so a job, its pieces, its history and its emails are stored together or not at all; changes
// are guarded by the version the owner read, and what follows a guarded statement runs only when
// it applied (`changes() > 0`).

import { and, asc, desc, eq, gte, inArray, lt, lte, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DesignSnapshot } from "~/lib/frame-design";
import type { JobStage } from "~/lib/statuses";
import type { Database } from "../client";
import {
  type Job,
  type JobExtra,
  type JobHistoryEntry,
  type JobPayment,
  type JobPhoto,
  type JobPiece,
  jobCounters,
  jobExtras,
  jobHistory,
  jobPayments,
  jobPhotos,
  jobPieces,
  jobs,
} from "../schema";
import { everyWordIn } from "./text-search";

const NOW = sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

export interface NewPiece {
  description: string;
  design: DesignSnapshot;
  estimateCents: number | null;
  priceCents: number;
  taxable: boolean;
  priceConfirmed: boolean;
}

export interface NewExtra {
  description: string;
  quantity: number;
  unitCents: number;
  taxable: boolean;
}

/** A job's money as stored: its tax, discount and the totals app/lib/money.ts computed. */
export type JobMoneyColumns = Pick<
  Job,
  | "taxRateThousandths"
  | "taxLabel"
  | "taxExemptCertificate"
  | "discountPercentThousandths"
  | "discountAmountCents"
  | "discountReason"
  | "subtotalCents"
  | "discountCents"
  | "taxableCents"
  | "taxCents"
  | "totalCents"
>;

export interface NewJob extends JobMoneyColumns {
  year: number;
  stage: JobStage;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  dueDate: string;
  rush: boolean;
  notes: string | null;
  quoteId: number | null;
  appointmentId: number | null;
  linkSalt: string;
  statusTokenHash: string;
}

/** The new job's id inside its own batch (found by its unique status-token hash). */
export const newJobId = (statusTokenHash: string): SQL =>
  sql`(SELECT id FROM jobs WHERE status_token_hash = ${statusTokenHash})`;

/** The new job's number inside its own batch. */
export const newJobNumber = (statusTokenHash: string): SQL =>
  sql`(SELECT number FROM jobs WHERE status_token_hash = ${statusTokenHash})`;

function pieceRows(jobId: SQL | number, pieces: NewPiece[]) {
  return pieces.map((p, position) => ({
    jobId: typeof jobId === "number" ? jobId : (jobId as unknown as number),
    position,
    description: p.description,
    design: p.design,
    estimateCents: p.estimateCents,
    priceCents: p.priceCents,
    taxable: p.taxable,
    priceConfirmed: p.priceConfirmed,
  }));
}

/** The extras' rows, for a job id known or found inside the batch. */
function extraRows(jobId: SQL | number, extras: NewExtra[]) {
  return extras.map((e, position) => ({
    jobId: jobId as unknown as number,
    position,
    description: e.description,
    quantity: e.quantity,
    unitCents: e.unitCents,
    taxable: e.taxable,
  }));
}

/**
 * A new job: the year's counter taken, the job with its number, its pieces and its first history
 * line. D1 runs a batch as one transaction, so two jobs made at once get two numbers.
 */
export function insertJobStatements(
  db: Database,
  job: NewJob,
  pieces: NewPiece[],
  extras: NewExtra[],
) {
  const id = newJobId(job.statusTokenHash);
  const { year: _, ...columns } = job;
  return [
    db
      .insert(jobCounters)
      .values({ year: job.year, last: 1 })
      .onConflictDoUpdate({
        target: jobCounters.year,
        set: { last: sql`${jobCounters.last} + 1` },
      }),
    db
      .insert(jobs)
      .values({
        ...columns,
        number: sql`(SELECT printf('%d-%04d', year, last) FROM job_counters WHERE year = ${job.year})`,
      })
      .returning({ id: jobs.id, number: jobs.number }),
    db.insert(jobPieces).values(pieceRows(id, pieces)),
    ...(extras.length ? [db.insert(jobExtras).values(extraRows(id, extras))] : []),
    db.insert(jobHistory).values({
      jobId: id as unknown as number,
      kind: "created",
      toStage: job.stage,
      summary: "Job created",
    }),
  ] as const;
}

/** A history line that is written only when the statement just before it changed a row. */
export function historyIfChanged(
  db: Database,
  jobId: number,
  entry: {
    kind: JobHistoryEntry["kind"];
    fromStage?: JobStage | null;
    toStage?: JobStage | null;
    summary: string;
  },
) {
  return db.insert(jobHistory).select(
    sql`SELECT NULL, ${jobId}, ${NOW}, ${entry.kind}, ${entry.fromStage ?? null},
        ${entry.toStage ?? null}, ${entry.summary} WHERE changes() > 0`,
  );
}

/**
 * Moves a job to `stage` if it is still at `version`; Ready for pickup restarts its reminders,
 * Picked up completes the sale (and a move back from it undoes that).
 */
export function setStageIfCurrent(
  db: Database,
  id: number,
  version: number,
  stage: JobStage,
  holdReason: string | null = null,
) {
  return db
    .update(jobs)
    .set({
      stage,
      holdReason: stage === "on_hold" ? holdReason : null,
      version: sql`${jobs.version} + 1`,
      updatedAt: NOW,
      completedAt: stage === "picked_up" ? NOW : null,
      ...(stage === "ready" ? { readyAt: NOW, pickupReminders: 0 } : {}),
    })
    .where(and(eq(jobs.id, id), eq(jobs.version, version)))
    .returning();
}

export type JobFieldChanges = Partial<
  Pick<Job, "customerName" | "customerEmail" | "customerPhone" | "dueDate" | "rush" | "notes">
> &
  Partial<JobMoneyColumns>;

/**
 * The owner's edit, if the job is still at `version`, with its pieces or extras replaced when
 * given. The lines go first, each guarded by the version read; the job's own update comes last
 * (the caller reads whether it applied from the batch's last result). A batch is one transaction,
 * so a stale edit changes nothing at all.
 */
export function updateJobStatements(
  db: Database,
  id: number,
  version: number,
  changes: JobFieldChanges,
  lines: { pieces: NewPiece[] | null; extras: NewExtra[] | null },
) {
  const current = sql`EXISTS (SELECT 1 FROM jobs WHERE id = ${id} AND version = ${version})`;
  const statements: BatchItem<"sqlite">[] = [];
  if (lines.pieces?.length) {
    statements.push(
      db.delete(jobPieces).where(and(eq(jobPieces.jobId, id), current)),
      db.insert(jobPieces).select(
        sql.join(
          lines.pieces.map(
            (p, position) =>
              sql`SELECT NULL, ${id}, ${position}, ${p.description}, ${JSON.stringify(p.design)},
                  ${p.estimateCents}, ${p.priceCents}, ${p.taxable ? 1 : 0},
                  ${p.priceConfirmed ? 1 : 0} WHERE ${current}`,
          ),
          sql` UNION ALL `,
        ),
      ),
    );
  }
  if (lines.extras) {
    statements.push(db.delete(jobExtras).where(and(eq(jobExtras.jobId, id), current)));
    if (lines.extras.length)
      statements.push(
        db.insert(jobExtras).select(
          sql.join(
            lines.extras.map(
              (e, position) =>
                sql`SELECT NULL, ${id}, ${position}, ${e.description}, ${e.quantity},
                    ${e.unitCents}, ${e.taxable ? 1 : 0} WHERE ${current}`,
            ),
            sql` UNION ALL `,
          ),
        ),
      );
  }
  statements.push(
    db
      .update(jobs)
      .set({ ...changes, version: sql`${jobs.version} + 1`, updatedAt: NOW })
      .where(and(eq(jobs.id, id), eq(jobs.version, version)))
      .returning(),
  );
  return statements;
}

export async function findJob(db: Database, id: number): Promise<Job | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

export async function findJobByTokenHash(db: Database, hash: string): Promise<Job | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.statusTokenHash, hash));
  return row;
}

export async function findJobByQuote(db: Database, quoteId: number): Promise<Job | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.quoteId, quoteId));
  return row;
}

export const photoFields = {
  id: jobPhotos.id,
  caption: jobPhotos.caption,
  width: jobPhotos.width,
  height: jobPhotos.height,
  createdAt: jobPhotos.createdAt,
};
export type JobPhotoSummary = Pick<JobPhoto, keyof typeof photoFields>;

export async function jobParts(db: Database, id: number) {
  const [pieces, extras, payments, history, photos] = await db.batch([
    db.select().from(jobPieces).where(eq(jobPieces.jobId, id)).orderBy(asc(jobPieces.position)),
    db.select().from(jobExtras).where(eq(jobExtras.jobId, id)).orderBy(asc(jobExtras.position)),
    db.select().from(jobPayments).where(eq(jobPayments.jobId, id)).orderBy(asc(jobPayments.id)),
    db.select().from(jobHistory).where(eq(jobHistory.jobId, id)).orderBy(desc(jobHistory.id)),
    db
      .select(photoFields)
      .from(jobPhotos)
      .where(eq(jobPhotos.jobId, id))
      .orderBy(asc(jobPhotos.id)),
  ]);
  return { pieces, extras, payments, history, photos } as {
    pieces: JobPiece[];
    extras: JobExtra[];
    payments: JobPayment[];
    history: JobHistoryEntry[];
    photos: JobPhotoSummary[];
  };
}

export interface JobFilter {
  stage?: JobStage;
  stages?: readonly JobStage[];
  words?: string[];
  dueFrom?: string;
  dueTo?: string;
  dueBefore?: string;
  rush?: boolean;
  readyBefore?: string;
}

// What each job has been paid, net of refunds, in one pass without a query per job.
// The outer row is named in full: drizzle writes a bare "id" for ${jobs.id} in a select, which
// inside the subquery would be the payment's own id.
const paid = sql<number>`(SELECT COALESCE(SUM(p.amount_cents), 0) FROM job_payments p WHERE p.job_id = "jobs"."id")`;

/** Jobs with their totals, due soonest first. */
export function listJobs(db: Database, f: JobFilter = {}) {
  const searchable = sql`lower(${jobs.number} || ' ' || ${jobs.customerName} || ' ' || ${jobs.customerEmail} || ' ' || coalesce(${jobs.customerPhone}, ''))`;
  return db
    .select({
      id: jobs.id,
      number: jobs.number,
      customerName: jobs.customerName,
      customerEmail: jobs.customerEmail,
      customerPhone: jobs.customerPhone,
      stage: jobs.stage,
      dueDate: jobs.dueDate,
      rush: jobs.rush,
      version: jobs.version,
      readyAt: jobs.readyAt,
      createdAt: jobs.createdAt,
      completedAt: jobs.completedAt,
      subtotalCents: jobs.subtotalCents,
      discountCents: jobs.discountCents,
      taxCents: jobs.taxCents,
      totalCents: jobs.totalCents,
      paidCents: paid,
    })
    .from(jobs)
    .where(
      and(
        f.stage ? eq(jobs.stage, f.stage) : undefined,
        f.stages ? inArray(jobs.stage, [...f.stages]) : undefined,
        f.dueFrom ? gte(jobs.dueDate, f.dueFrom) : undefined,
        f.dueTo ? lte(jobs.dueDate, f.dueTo) : undefined,
        f.dueBefore ? lt(jobs.dueDate, f.dueBefore) : undefined,
        f.rush ? eq(jobs.rush, true) : undefined,
        f.readyBefore ? and(eq(jobs.stage, "ready"), lt(jobs.readyAt, f.readyBefore)) : undefined,
        f.words?.length ? everyWordIn([searchable], f.words) : undefined,
      ),
    )
    .orderBy(desc(jobs.rush), asc(jobs.dueDate), asc(jobs.id))
    .limit(1000);
}

/** Jobs in Ready for pickup since before `readyBefore` that have had fewer than `sent` reminders. */
export function jobsDuePickupReminder(db: Database, readyBefore: string, sent: number) {
  return db
    .select()
    .from(jobs)
    .where(
      and(eq(jobs.stage, "ready"), lt(jobs.readyAt, readyBefore), lt(jobs.pickupReminders, sent)),
    );
}

/**
 * Claims reminder number `n` (1-based) of a job still ready that has had fewer: one run records
 * it once, and a job found late gets only the latest reminder due, not all of them at once.
 */
export function claimPickupReminder(db: Database, id: number, n: number) {
  return db
    .update(jobs)
    .set({ pickupReminders: n })
    .where(and(eq(jobs.id, id), eq(jobs.stage, "ready"), lt(jobs.pickupReminders, n)))
    .returning({ id: jobs.id });
}
