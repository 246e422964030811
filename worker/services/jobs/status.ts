// The customer's status page (/order/<token>): where the order is, what is being framed, what is
// left to pay. Never the owner's notes, never another job (docs/decisions/0030-jobs.md).

import { balanceCents } from "~/lib/jobs";
import { JOB_STAGES, type JobStage } from "~/lib/statuses";
import { database } from "~db/client";
import { findJobByTokenHash, jobParts } from "~db/repositories/jobs";
import type { Job } from "~db/schema";
import { hashToken, isTokenShaped } from "../private-link";

/**
 * Whether the customer may pay the job online (docs/decisions/0033-online-payments.md): something
 * is owed, the job is not cancelled, and it still has its customer (an erased job has none).
 */
const payableOnline = (job: Pick<Job, "stage" | "customerEmail">, balance: number) =>
  balance > 0 && job.stage !== "cancelled" && job.customerEmail !== "";

export async function orderByToken(env: Pick<Env, "DB">, token: string) {
  if (!isTokenShaped(token)) return undefined;
  const db = database(env.DB);
  const job = await findJobByTokenHash(db, await hashToken(token));
  if (!job) return undefined;
  const { pieces, payments, history } = await jobParts(db, job.id);
  const balance = balanceCents(pieces, payments);
  // When the job last reached each stage, for the progress line.
  const reached: Partial<Record<JobStage, string>> = { received: job.createdAt };
  for (const h of [...history].reverse())
    if (h.kind === "stage" && h.toStage) reached[h.toStage] = h.at;
  return {
    number: job.number,
    stage: job.stage,
    dueDate: job.dueDate,
    rush: job.rush,
    firstName: job.customerName.trim().split(/\s+/)[0] ?? "",
    createdAt: job.createdAt,
    pieces: pieces.map((p) => ({ id: p.id, description: p.description, design: p.design })),
    totalCents: pieces.reduce((sum, p) => sum + p.priceCents, 0),
    paidCents: payments.reduce((sum, p) => sum + p.amountCents, 0),
    balanceCents: balance,
    payable: payableOnline(job, balance),
    reached: JOB_STAGES.filter((s) => reached[s]).map((s) => ({
      stage: s,
      at: reached[s] as string,
    })),
  };
}
