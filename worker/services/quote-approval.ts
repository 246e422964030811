// "Approve this quote" on the customer's quote page (docs/decisions/0033-online-payments.md): the
// quote's next step without an online deposit. Its own module: making a job prices its pieces
// through the quote service, which links to this page.
import { createJob } from "./jobs/create";
import type { JobsEnv } from "./jobs/owner-job";
import { type CheckoutEnv, quoteByToken } from "./payments/checkout";

export type ApproveResult = { status: "approved" } | { status: "not-found" } | { status: "closed" };

/**
 * "Approve this quote" without paying online: the job is made from the quote as the owner's
 * Create job makes it (its customer, design and price; the customer gets its email). Approving a
 * quote that already has its job changes nothing.
 */
export async function approveQuote(
  env: CheckoutEnv & JobsEnv,
  token: string,
): Promise<ApproveResult> {
  const quote = await quoteByToken(env, token);
  if (!quote || quote.replyPrice === null) return { status: "not-found" };
  if (quote.status === "lost") return { status: "closed" };
  const made = await createJob(env, { quoteId: quote.id });
  if (made.status === "invalid")
    throw new Error(`A replied quote made no job: ${JSON.stringify(made.issues)}`);
  return { status: "approved" };
}
