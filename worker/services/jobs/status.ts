// The customer's status page (/order/<token>): where the order is, what is being framed, what is
// left to pay. Never the owner's notes, never another job (docs/decisions/0030-jobs.md).

import { JOB_STAGES, type JobStage } from "~/lib/statuses";
import { type Database, database } from "~db/client";
import { findJobByTokenHash, jobParts } from "~db/repositories/jobs";
import { findQuote } from "~db/repositories/quotes";
import type { Job } from "~db/schema";
import { hashToken, isTokenShaped } from "../private-link";
import { discountOfJob, extrasAnswer, jobTotals } from "./money";
import { receiptUrl } from "./receipt-links";

/**
 * Whether the customer may pay the job online (docs/decisions/0033-online-payments.md): something
 * is owed, the job is not cancelled, and it still has its customer (an erased job has none).
 */
const payableOnline = (job: Pick<Job, "stage">, balance: number) =>
  balance > 0 && job.stage !== "cancelled";

/** The first photo of the quote a job was made from, if it had one. */
async function quotePhotoOf(db: Database, job: Pick<Job, "quoteId">) {
  if (!job.quoteId) return undefined;
  return (await findQuote(db, job.quoteId))?.photos[0];
}

/**
 * The customer's photo under their status link (/order/<token>/photo): the Worker's copy kept
 * with the quote, private like the page (docs/decisions/0031-private-links.md).
 */
export async function orderPhoto(env: Pick<Env, "DB" | "IMAGES">, token: string) {
  if (!isTokenShaped(token)) return null;
  const db = database(env.DB);
  const job = await findJobByTokenHash(db, await hashToken(token));
  const photo = job ? await quotePhotoOf(db, job) : undefined;
  return photo ? env.IMAGES.get(photo.key) : null;
}

export async function orderByToken(env: Pick<Env, "DB">, token: string, statusUrl = "") {
  if (!isTokenShaped(token)) return undefined;
  const db = database(env.DB);
  const job = await findJobByTokenHash(db, await hashToken(token));
  if (!job) return undefined;
  const { pieces, extras, payments, history } = await jobParts(db, job.id);
  const photo = await quotePhotoOf(db, job);
  const totals = jobTotals(job, payments);
  const discount = discountOfJob(job);
  // When the job last reached each stage, for the progress line.
  const reached: Partial<Record<JobStage, string>> = { received: job.createdAt };
  for (const h of [...history].reverse())
    if (h.kind === "stage" && h.toStage) reached[h.toStage] = h.at;
  return {
    number: job.number,
    stage: job.stage,
    holdReason: job.stage === "on_hold" ? job.holdReason : null,
    dueDate: job.dueDate,
    rush: job.rush,
    firstName: job.customerName.trim().split(/\s+/)[0] ?? "",
    createdAt: job.createdAt,
    pieces: pieces.map((p, i) => ({
      id: p.id,
      description: p.description,
      design: p.design,
      // The customer's own photo where they placed it, on the piece that came from their quote.
      photo:
        i === 0 && photo && p.design.photoCrop && statusUrl
          ? {
              url: `${statusUrl}/photo`,
              width: photo.width,
              height: photo.height,
              crop: p.design.photoCrop,
            }
          : undefined,
      priceCents: p.priceCents,
      priceConfirmed: p.priceConfirmed,
    })),
    extras: extrasAnswer(extras),
    discount: discount ? { reason: discount.reason, cents: job.discountCents } : null,
    taxLabel: job.taxLabel || "Sales tax",
    taxRateThousandths: job.taxRateThousandths,
    taxExemptCertificate: job.taxExemptCertificate,
    totals,
    totalCents: totals.totalCents,
    paidCents: totals.paidCents - totals.refundedCents,
    balanceCents: totals.balanceCents,
    // Each payment and refund with its receipt, under this same private link.
    payments: payments.map((p) => ({
      paidOn: p.paidOn,
      amountCents: p.amountCents,
      method: p.method,
      receiptNumber: p.receiptNumber,
      receiptUrl: p.receiptNumber && statusUrl ? receiptUrl(statusUrl, p.receiptNumber) : null,
    })),
    payable: payableOnline(job, totals.balanceCents),
    reached: JOB_STAGES.filter((s) => reached[s]).map((s) => ({
      stage: s,
      at: reached[s] as string,
    })),
  };
}
