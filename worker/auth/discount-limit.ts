// A staff member's discount: at most the owner's limit, as a percent or as that share of the
// job's subtotal (docs/decisions/0100-team-and-roles.md). Checked by the API's guard before the
// jobs service sees the body, so the money rules stay in one place.
import { discountRefusal } from "~/lib/team";
import { database } from "~db/client";
import { findJob } from "~db/repositories/jobs";
import { staffDiscountPercent } from "../services/team/members";

const NEW_JOB = "POST /api/admin/jobs";
const JOB_EDIT = "PATCH /api/admin/jobs/:id";

function discountOf(body: unknown): { percent?: unknown; amountCents?: unknown } | null {
  if (!body || typeof body !== "object" || !("discount" in body)) return null;
  const discount = (body as { discount: unknown }).discount;
  return discount && typeof discount === "object" ? discount : null;
}

/** The refusal for a staff member's discount over the limit, or null when it is within it. */
export async function staffDiscountRefusal(
  env: Pick<Env, "DB">,
  key: string,
  path: string,
  body: unknown,
): Promise<string | null> {
  if (key !== NEW_JOB && key !== JOB_EDIT) return null;
  const discount = discountOf(body);
  if (!discount) return null;
  const limit = await staffDiscountPercent(env);
  const refusal = discountRefusal(limit);
  if (typeof discount.percent === "number") return discount.percent > limit ? refusal : null;
  if (typeof discount.amountCents !== "number") return null;
  // An amount is measured against the subtotal the job already has: on a new job, or with
  // changed lines in the same edit, there is none yet to measure it against.
  const changesLines = typeof body === "object" && body && ("pieces" in body || "extras" in body);
  if (key === NEW_JOB || changesLines)
    return `${refusal} Give a discount by amount on its own once the job's lines are saved, or as a percent.`;
  const jobId = Number(/^\/api\/admin\/jobs\/(\d+)$/.exec(path)?.[1]);
  const job = Number.isSafeInteger(jobId) ? await findJob(database(env.DB), jobId) : undefined;
  if (!job) return null;
  return discount.amountCents * 100 > job.subtotalCents * limit ? refusal : null;
}
