// The owner's side of quote requests: the Quotes screen's list (with each reply's email and the
// customer's quote page), the photos, the priced reply with its email, won or lost. Split from
// ./frame-quotes.ts, which takes the requests.
import { quoteReplyEmail } from "~/lib/quote-reply-email";
import { quoteOutcomeSchema, quoteReplySchema } from "~/lib/quote-schema";
import type { ShopFacts } from "~/lib/shop-schema";
import type { EmailStatus } from "~/lib/statuses";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import { database } from "~db/client";
import { listEmails } from "~db/repositories/emails";
import { findQuote, listQuotesNewestFirst, updateQuote } from "~db/repositories/quotes";
import type { Quote, QuotePhotoJson } from "~db/schema";
import { emailLayout, escapeHtml } from "./email";
import type { QuoteEnv } from "./frame-quotes";
import { commitWithEmails } from "./outbox";
import { quoteApprovalLink } from "./payments/checkout";
import { type PaymentsEnv, paymentsEnabled } from "./payments/stripe";
import { privateLinkUrl } from "./private-link";
import { shopFacts } from "./shop";

/** A quote for the owner: its photos as owner-only URLs instead of storage keys. */
export type OwnerQuote = Omit<Quote, "photos" | "linkSalt" | "linkTokenHash"> & {
  photos: Array<Omit<QuotePhotoJson, "key"> & { url: string }>;
  // The customer's quote page (online payments on, once the reply linked to it): the owner can
  // open it or send it again.
  approvalUrl: string | null;
  // The latest reply's email, as the outbox has it (sending, sent, not sent).
  replyEmail: { id: number; status: EmailStatus; lastError: string | null } | null;
};

export const quotePhotoUrl = (id: number, index: number) =>
  `/api/admin/quotes/${id}/photos/${index + 1}`;

function forOwner(
  { linkSalt: _, linkTokenHash: __, ...quote }: Quote,
  replyEmail: OwnerQuote["replyEmail"] = null,
  approvalUrl: string | null = null,
): OwnerQuote {
  return {
    ...quote,
    replyEmail,
    approvalUrl,
    photos: quote.photos.map(({ key: _, ...photo }, i) => ({
      ...photo,
      url: quotePhotoUrl(quote.id, i),
    })),
  };
}

export async function listQuotes(
  env: Pick<Env, "DB" | "SITE_URL" | "ORDER_LINK_SECRET" | "ENVIRONMENT"> & PaymentsEnv,
): Promise<OwnerQuote[]> {
  const db = database(env.DB);
  const [quotes, emails] = await Promise.all([
    listQuotesNewestFirst(db),
    listEmails(db, { related: { kind: "quote" }, limit: 10_000 }),
  ]);
  // Newest first, so the first reply email of each quote is its latest.
  const replies = new Map<number, OwnerQuote["replyEmail"]>();
  for (const e of emails)
    if (e.kind === "quote-reply" && e.relatedId !== null && !replies.has(e.relatedId))
      replies.set(e.relatedId, { id: e.id, status: e.status, lastError: e.lastError });
  // The customer's quote page exists after every priced reply (issue #40).
  return Promise.all(
    quotes.map(async (q) =>
      forOwner(
        q,
        replies.get(q.id) ?? null,
        q.linkSalt ? await privateLinkUrl(env, "quote", q.linkSalt) : null,
      ),
    ),
  );
}

/** Photo `number` (1-based) of a quote, from R2; null when there is none. */
export async function readQuotePhoto(
  env: Pick<Env, "DB" | "IMAGES">,
  id: number,
  number: number,
): Promise<R2ObjectBody | null> {
  const quote = await findQuote(database(env.DB), id);
  const photo = quote?.photos[number - 1];
  return photo ? env.IMAGES.get(photo.key) : null;
}

export type OwnerChangeResult =
  | { status: "saved"; quote: OwnerQuote }
  | { status: "invalid"; issues: ValidationIssue[] }
  | { status: "not-found" };

/**
 * The owner's answer: the price and message are stored with the quote and their email recorded
 * in the same batch; the outbox sends it (a failed send shows on the quote with Resend).
 */
export async function replyToQuote(
  env: QuoteEnv,
  id: number,
  input: unknown,
): Promise<OwnerChangeResult> {
  const parsed = quoteReplySchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const quote = await findQuote(database(env.DB), id);
  if (!quote) return { status: "not-found" };
  const { price, message } = parsed.data;
  // The email links to the quote's page: approve it (paying the deposit when payments are on), or
  // book a drop-off.
  const approval = await quoteApprovalLink(env, quote);
  const shop = await shopFacts(env);
  const { rows } = await commitWithEmails<Quote>(
    env,
    (db) =>
      updateQuote(db, id, {
        status: "replied",
        replyPrice: price,
        replyMessage: message,
        repliedAt: new Date().toISOString(),
        ...(approval?.store ?? {}),
      }),
    [
      {
        kind: "quote-reply",
        to: quote.email,
        replyTo: env.NOTIFY_EMAIL_TO,
        // The same builder as the Quotes screen's preview: the owner sees what is sent; the HTML
        // part is that text in the shop's email layout.
        ...withLayout(
          quoteReplyEmail(quote, price, message, shop, approval?.url, paymentsEnabled(env)),
          shop,
        ),
      },
    ],
    { kind: "quote", id },
  );
  const [saved] = rows;
  return saved ? { status: "saved", quote: forOwner(saved) } : { status: "not-found" };
}

/** Marks a quote won or lost. */
export async function setQuoteOutcome(
  env: Pick<Env, "DB">,
  id: number,
  input: unknown,
): Promise<OwnerChangeResult> {
  const parsed = quoteOutcomeSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const [saved] = await updateQuote(database(env.DB), id, { status: parsed.data.status });
  return saved ? { status: "saved", quote: forOwner(saved) } : { status: "not-found" };
}

/** A plain-text email (already final) with its HTML part: the same words in the shop's layout. */
function withLayout(email: { subject: string; text: string }, shop: ShopFacts) {
  const body = email.text
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
  return { ...email, html: emailLayout(email.subject, body, shop) };
}
