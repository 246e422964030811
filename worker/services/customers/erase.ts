// The right to delete, by the owner's hand or the retention job's (docs/decisions/0032-customers-
// and-retention.md): one D1 batch removes the person's records and anonymises their finished
// jobs, then their photos leave R2. A job still in the shop blocks it.
import { business } from "~/content/business";
import type { ErasureCounts } from "~/lib/customers";
import { JOB_STAGE_LABELS } from "~/lib/jobs";
import { database } from "~db/client";
import {
  eraseStatements,
  isEmpty,
  openJobs,
  type PersonRecords,
  peopleLastSeenBefore,
  personRecords,
} from "~db/repositories/customers";

type EraseEnv = Pick<Env, "DB" | "IMAGES">;

export type EraseResult =
  | { status: "erased"; removed: ErasureCounts }
  | { status: "blocked"; error: string }
  | { status: "not-found" };

/** What erasing would remove (the owner's confirm dialog shows these counts). */
export function erasureCounts(r: PersonRecords): ErasureCounts {
  return {
    messages: r.messages.length,
    replies: r.replies.length,
    bookings: r.bookings.length,
    quotes: r.quotes.length,
    photos: r.quotes.reduce((n, q) => n + q.photos.length, 0) + r.photos.length,
    emails: r.emails.length,
    notes: r.notes ? 1 : 0,
    jobsAnonymised: r.jobs.length,
  };
}

export async function previewErasure(env: Pick<Env, "DB">, person: string) {
  const r = await personRecords(database(env.DB), person);
  if (isEmpty(r)) return undefined;
  const open = openJobs(r);
  return {
    counts: erasureCounts(r),
    blockedBy: open.map((j) => ({ id: j.id, number: j.number, stage: JOB_STAGE_LABELS[j.stage] })),
  };
}

export async function eraseCustomer(
  env: EraseEnv,
  person: string,
  reason: "owner" | "retention" = "owner",
): Promise<EraseResult> {
  const db = database(env.DB);
  const r = await personRecords(db, person);
  if (isEmpty(r)) return { status: "not-found" };
  const open = openJobs(r);
  if (open.length) {
    const list = open.map((j) => `${j.number} (${JOB_STAGE_LABELS[j.stage]})`).join(", ");
    return {
      status: "blocked",
      error: `Not erased: job ${list} is still in the shop. Mark it picked up or cancelled first; a finished job keeps only its amounts.`,
    };
  }
  const removed = erasureCounts(r);
  await db.batch(eraseStatements(db, r, person, reason, removed));
  const keys = [
    ...r.quotes.flatMap((q) => q.photos.map((p) => p.key)),
    ...r.photos.map((p) => p.r2Key),
  ];
  // R2 after D1: a failure here leaves objects no row names (the orphan sweep's work), never a
  // row pointing at nothing.
  for (let i = 0; i < keys.length; i += 1000) await env.IMAGES.delete(keys.slice(i, i + 1000));
  return { status: "erased", removed };
}

/** The day the retention period ended for a contact made before it (calendar months back). */
export function retentionCutoff(now: Date, months = business.policies.keepEnquiriesMonths): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

// People erased per run at most: a daily run catches up over days rather than running long.
const RETENTION_BATCH = 200;

/**
 * The daily retention job: everyone whose last contact is older than the period in the business
 * facts is erased as the owner's Delete would (a job still in the shop keeps them).
 */
export async function runRetention(env: EraseEnv, now = new Date()) {
  const people = await peopleLastSeenBefore(
    database(env.DB),
    retentionCutoff(now).toISOString(),
    RETENTION_BATCH,
  );
  let erased = 0;
  let kept = 0;
  for (const person of people) {
    const result = await eraseCustomer(env, person, "retention");
    if (result.status === "erased") erased++;
    else kept++;
  }
  return { erased, kept };
}
