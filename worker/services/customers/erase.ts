// The right to delete, by the owner's hand or the retention job's (docs/decisions/0032-customers-
// and-retention.md): one D1 batch removes the person's records and anonymises their finished
// jobs, then their photos leave R2. A job still in the shop, or money still owed, blocks it. The
// owner's erasure is confirmed to the address erased by an email the nightly run later forgets.
import { business } from "~/content/business";
import type { ErasureCounts } from "~/lib/customers";
import { formatCents, JOB_STAGE_LABELS } from "~/lib/jobs";
import { database } from "~db/client";
import {
  isEmpty,
  openJobs,
  type PersonRecords,
  peopleLastSeenBefore,
  personRecords,
} from "~db/repositories/customers";
import { eraseStatements, settleErasureConfirmations } from "~db/repositories/erasures";
import { composeEmail } from "../email";
import { dispatchEmails, recordEmailStatements, recordedIds } from "../outbox";
import { shopFacts } from "../shop";
import { moneyOf } from "./customers";

type EraseEnv = Pick<Env, "DB" | "IMAGES" | "EMAIL_QUEUE">;

export type EraseResult =
  | { status: "erased"; removed: ErasureCounts }
  | { status: "blocked"; error: string }
  | { status: "owing"; error: string; balanceCents: number }
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
    owing: owingError(r),
  };
}

/** What stops an erasure while the person owes money: the amount, the jobs and how to settle. */
function owingError(r: PersonRecords): { error: string; balanceCents: number } | null {
  const { balanceCents } = moneyOf(r);
  if (balanceCents <= 0) return null;
  const jobs = r.jobs
    .filter(
      (j) =>
        j.stage !== "cancelled" && moneyOf({ jobs: [j], payments: r.payments }).balanceCents > 0,
    )
    .map((j) => j.number)
    .join(", ");
  return {
    balanceCents,
    error: `Not erased: they still owe ${formatCents(balanceCents)} (job ${jobs}). Take the payment on the job's page first, or cancel the job if it will not be paid; then their records can go.`,
  };
}

/** The confirmation to the address erased: what went, with nothing about the person in it. */
function erasedEmail(person: string, shop: Awaited<ReturnType<typeof shopFacts>>, jobs: number) {
  return composeEmail(
    person,
    `Your details have been deleted · ${business.name}`,
    {
      paragraphs: [
        "Hello,",
        `As you asked, ${business.name} has deleted everything it held about this email address: messages, bookings, quote requests, photos, notes and the emails we sent you.`,
        ...(jobs
          ? [
              "Our books keep the amounts of your past framing orders, with no name, address or phone number attached.",
            ]
          : []),
        `This is the last email we send you, and we keep no copy of it once it has gone. Questions: ${shop.email} or ${shop.phone}.`,
      ],
    },
    shop,
  );
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
  const owing = owingError(r);
  if (owing) return { status: "owing", ...owing };
  const removed = erasureCounts(r);
  // The person asked: they are told it is done (the retention job's erasures are not announced).
  const confirmation =
    reason === "owner"
      ? recordEmailStatements(
          db,
          [
            {
              kind: "erasure-confirmed",
              ...erasedEmail(person, await shopFacts(env), r.jobs.length),
            },
          ],
          null,
          { onlyIfChanged: false },
        )
      : [];
  const results = await db.batch(
    eraseStatements(db, r, person, reason, removed, confirmation) as [
      ReturnType<typeof eraseStatements>[number],
      ...ReturnType<typeof eraseStatements>,
    ],
  );
  if (confirmation.length) await dispatchEmails(env, recordedIds(results.slice(-2, -1)));
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

// A confirmation that could not be sent stays for the owner's Resend this long: the time the
// privacy page gives for a deletion ("30 days").
const CONFIRMATION_KEPT_DAYS = Number.parseInt(business.policies.deletionWithin, 10);

// People erased per run at most: a daily run catches up over days rather than running long.
const RETENTION_BATCH = 200;

/**
 * The daily retention job: everyone whose last contact is older than the period in the business
 * facts is erased as the owner's Delete would (a job still in the shop keeps them).
 */
export async function runRetention(env: EraseEnv, now = new Date()) {
  // Confirmations sent since the last run leave the outbox; the log keeps when they went.
  const failedBefore = new Date(now.getTime() - CONFIRMATION_KEPT_DAYS * 86_400_000);
  await settleErasureConfirmations(database(env.DB), failedBefore.toISOString());
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
