// A job as the owner sees it (docs/decisions/0030-jobs.md): its lines, its money
// (docs/decisions/0096-sales-tax-and-totals.md), its payments with their receipts, and the
// customer's status link, never the link's secrets.
import { thousandthsToPercent } from "~/lib/money";
import { database } from "~db/client";
import { findJob, jobParts } from "~db/repositories/jobs";
import type { Job } from "~db/schema";
import { jobMaterials } from "../materials/job-materials";
import type { OutboxEnv } from "../outbox";
import { privateLinkUrl } from "../private-link";
import { discountAnswer, discountOfJob, jobTotals } from "./money";
import { receiptUrl } from "./receipt-links";

export type JobsEnv = OutboxEnv & Pick<Env, "SITE_URL" | "ORDER_LINK_SECRET" | "ENVIRONMENT">;

/** The customer's status page: the same link in every email, derived from the job's salt. */
export async function statusUrl(
  env: Pick<Env, "SITE_URL" | "ORDER_LINK_SECRET" | "ENVIRONMENT">,
  salt: string,
) {
  return privateLinkUrl(env, "order", salt);
}

export type OwnerJob = Awaited<ReturnType<typeof jobForOwner>>;

export type LinkEnv = Pick<Env, "DB" | "SITE_URL" | "ORDER_LINK_SECRET" | "ENVIRONMENT">;

export async function jobForOwner(env: LinkEnv, job: Job) {
  const {
    linkSalt,
    statusTokenHash: _,
    taxRateThousandths,
    discountPercentThousandths: _p,
    discountAmountCents: _a,
    discountReason: _r,
    ...fields
  } = job;
  const parts = await jobParts(database(env.DB), job.id);
  const url = await statusUrl(env, linkSalt);
  const totals = jobTotals(job, parts.payments);
  return {
    ...fields,
    ...parts,
    payments: parts.payments.map((p) => ({
      ...p,
      receiptUrl: p.receiptNumber ? receiptUrl(url, p.receiptNumber) : null,
    })),
    taxPercent: thousandthsToPercent(taxRateThousandths),
    discount: discountAnswer(discountOfJob(job)),
    totals,
    balanceCents: totals.balanceCents,
    statusUrl: url,
    // Its materials' cost, margin and arrival (docs/decisions/0099-materials-and-frame-order.md).
    ...(await jobMaterials(env, job, parts.pieces)),
  };
}

export async function getJob(env: LinkEnv, id: number) {
  const job = await findJob(database(env.DB), id);
  return job ? jobForOwner(env, job) : undefined;
}
