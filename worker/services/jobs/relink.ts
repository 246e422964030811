// A job's status link belongs to the customer it was sent to (docs/decisions/0031-private-links.md).
// When the owner changes the job's email address, the link changes with it: a new salt and token
// hash in the same update, so the old link answers 404 and cannot show the new customer's order,
// and the new address is sent the new link (the job's "your order" email) through the outbox.
import { database } from "~db/client";
import { type JobFieldChanges, jobParts, type NewPiece } from "~db/repositories/jobs";
import type { Job } from "~db/schema";
import type { EmailDraft } from "../outbox";
import { hashToken, privateLinkUrl, randomToken } from "../private-link";
import { shopFacts } from "../shop";
import { jobCreatedEmail } from "./emails";
import { jobTotals } from "./money";

type RelinkEnv = Pick<Env, "DB" | "SITE_URL" | "ORDER_LINK_SECRET" | "ENVIRONMENT">;

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The new link's fields and its email when the address changes; nothing otherwise. */
export async function relinkForNewAddress(
  env: RelinkEnv,
  job: Job,
  changes: JobFieldChanges,
  newPieces: NewPiece[] | null,
): Promise<{
  fields: Partial<Pick<Job, "linkSalt" | "statusTokenHash">>;
  emails: EmailDraft[];
}> {
  const { customerEmail, customerName = job.customerName, dueDate = job.dueDate } = changes;
  if (customerEmail === undefined || sameAddress(customerEmail, job.customerEmail))
    return { fields: {}, emails: [] };
  const linkSalt = randomToken();
  const url = await privateLinkUrl(env, "order", linkSalt);
  const statusTokenHash = await hashToken(url.slice(url.lastIndexOf("/") + 1));
  const parts = await jobParts(database(env.DB), job.id);
  const pieces = newPieces ?? parts.pieces;
  const email = jobCreatedEmail(
    {
      shop: await shopFacts(env),
      number: job.number,
      customerName,
      customerEmail,
      dueDate,
      pieces,
      // The job's total as this same edit leaves it (the caller's new money, else today's).
      balanceCents: jobTotals({ ...job, ...changes }, parts.payments).balanceCents,
    },
    url,
  );
  // No address now (a walk-in known by phone): a new link, and no email.
  return { fields: { linkSalt, statusTokenHash }, emails: customerEmail ? [email] : [] };
}
