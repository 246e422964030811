// The frame designer on the server: the catalogue on offer, estimates, quote requests with their
// photos, and the owner's answers. The JSON API (worker/api/quotes.ts) and the /frame-designer
// form action call the same functions.
//
// A quote keeps the design as the visitor saw it and the estimate as the two numbers shown,
// computed here with the prices of that moment; later price changes never touch it. Photos live
// in R2 under quotes/ as the Worker's re-encoded copies (docs/decisions/0023-quote-photos-re-encoded.md)
// and are only ever served to the owner.

import {
  type DesignIssue,
  type DesignSnapshot,
  describeDesign,
  type FrameCatalogue,
  resolveDesign,
} from "~/lib/frame-design";
import { frameDesignSchema } from "~/lib/frame-design-schema";
import {
  type Estimate,
  estimateFrame,
  estimatePriceCents,
  estimateSentence,
} from "~/lib/frame-estimate";
import { quoteReplyEmail } from "~/lib/quote-reply-email";
import {
  MAX_QUOTE_PHOTO_BYTES,
  MAX_QUOTE_PHOTOS,
  QUOTE_PHOTO_FORMATS,
  QUOTE_PHOTO_FORMATS_TEXT,
  QUOTE_PHOTO_SIZE,
} from "~/lib/quote-request";
import { quoteContactSchema, quoteOutcomeSchema, quoteReplySchema } from "~/lib/quote-schema";
import type { ShopFacts } from "~/lib/shop-schema";
import type { EmailStatus } from "~/lib/statuses";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import { database } from "~db/client";
import { listEmails } from "~db/repositories/emails";
import { readActiveCatalogue } from "~db/repositories/frame-catalogue";
import {
  findQuote,
  insertQuote,
  listQuotesNewestFirst,
  updateQuote,
} from "~db/repositories/quotes";
import type { Quote, QuotePhotoJson } from "~db/schema";
import { composeEmail, emailLayout, escapeHtml } from "./email";
import { commitWithEmails, type EmailDraft, type OutboxEnv } from "./outbox";
import { quoteApprovalLink } from "./payments/checkout";
import { type PaymentsEnv, paymentsEnabled } from "./payments/stripe";
import { privateLinkUrl } from "./private-link";
import { quoteAcknowledgementEmail } from "./quote-emails";
import { clientKeys } from "./rate-limit";
import { shopFacts } from "./shop";
import {
  type ImageRefusal,
  type ImageUpload,
  isRefusal,
  makeWebCopies,
  readImageUpload,
  type WebCopy,
} from "./web-images";

type QuoteEnv = OutboxEnv &
  PaymentsEnv &
  Pick<
    Env,
    | "IMAGES"
    | "IMAGE_TRANSFORMS"
    | "NOTIFY_EMAIL_TO"
    | "SITE_URL"
    | "ORDER_LINK_SECRET"
    | "ENVIRONMENT"
  >;

/** The mouldings, mats and glazing on offer, and the price table. */
export async function frameCatalogue(env: Pick<Env, "DB">): Promise<FrameCatalogue> {
  const { prices, ...entries } = await readActiveCatalogue(database(env.DB));
  if (!prices) throw new Error("The frame price table is missing (seeded by migration 0006).");
  return { ...entries, prices };
}

export type DesignCheck =
  | { ok: true; snapshot: DesignSnapshot; estimate: Estimate; priceCents: number }
  | { ok: false; issues: ValidationIssue[] };

/** A design checked against the catalogue: its snapshot, the estimate range and its price. */
export function checkDesign(catalogue: FrameCatalogue, input: unknown, prefix = ""): DesignCheck {
  const at = (issues: readonly DesignIssue[]) =>
    issues.map((i) => ({
      path: [prefix, i.path].filter(Boolean).join("."),
      message: i.message,
    }));
  const parsed = frameDesignSchema.safeParse(input);
  if (!parsed.success) return { ok: false, issues: at(toIssues(parsed.error)) };
  const resolved = resolveDesign(catalogue, parsed.data);
  if (!resolved.ok) return { ok: false, issues: at(resolved.issues) };
  return {
    ok: true,
    snapshot: resolved.snapshot,
    estimate: estimateFrame(resolved.estimateInput),
    priceCents: estimatePriceCents(resolved.estimateInput),
  };
}

export type EstimateResult =
  | { status: "ok"; estimate: Estimate }
  | { status: "invalid"; issues: ValidationIssue[] };

/** The estimate of a design with today's prices, or why the design is impossible. */
export async function estimateDesign(
  env: Pick<Env, "DB">,
  input: unknown,
): Promise<EstimateResult> {
  const checked = checkDesign(await frameCatalogue(env), input);
  return checked.ok
    ? { status: "ok", estimate: checked.estimate }
    : { status: "invalid", issues: checked.issues };
}

/** A quote request as it arrives: from the API's multipart body or the page's form. */
export interface QuoteRequestParts {
  // The design JSON (a string from multipart) or an already-built object (the page's fields).
  design: unknown;
  name: unknown;
  email: unknown;
  phone: unknown;
  message: unknown;
  photos: unknown[];
  // The visitor's connection (CF-Connecting-IP), for the acknowledgement limit per connection.
  client?: string;
}

export type QuoteRequestResult =
  | { status: "stored"; quote: Quote }
  | { status: "invalid"; issues: ValidationIssue[] }
  | { status: "too-large"; issues: ValidationIssue[] };

// A form with no file chosen still sends one empty, nameless file part: that is no photo.
const isChosenFile = (value: unknown): value is File =>
  value instanceof File && (value.size > 0 || value.name !== "");

/**
 * The same picture checks as every upload (worker/services/web-images.ts: size, real format,
 * pixel and side limits from the header), in the formats a phone or camera makes. Nothing is
 * decoded here: the copies are made only once the whole request is valid.
 */
async function checkPhotos(
  values: unknown[],
): Promise<{ photos: ImageUpload[]; issues: ValidationIssue[]; tooLarge: boolean }> {
  const files = values.filter(isChosenFile);
  const issues: ValidationIssue[] = [];
  let tooLarge = false;
  if (values.some((v) => typeof v === "string" && v !== ""))
    issues.push({ path: "photo", message: "Send photos as files." });
  if (files.length > MAX_QUOTE_PHOTOS)
    issues.push({ path: "photo", message: `Send at most ${MAX_QUOTE_PHOTOS} photos.` });
  const photos: ImageUpload[] = [];
  for (const [i, file] of files.slice(0, MAX_QUOTE_PHOTOS).entries()) {
    const path = `photo.${i}`;
    const upload = await readImageUpload(file, { field: path, maxBytes: MAX_QUOTE_PHOTO_BYTES });
    if (isRefusal(upload)) {
      if (upload.status === "too-large") tooLarge = true;
      issues.push(...upload.issues);
      continue;
    }
    if (!QUOTE_PHOTO_FORMATS.includes(upload.info.format)) {
      const label = upload.name || `Photo ${i + 1}`;
      issues.push({ path, message: `${label}: send a ${QUOTE_PHOTO_FORMATS_TEXT} photo.` });
      continue;
    }
    photos.push(upload);
  }
  return { photos, issues, tooLarge };
}

/** The Worker's re-encoded copy of each checked photo (no metadata), or the first refusal. */
async function photoCopies(
  images: ImagesBinding,
  photos: readonly ImageUpload[],
): Promise<WebCopy[] | ImageRefusal> {
  const copies: WebCopy[] = [];
  for (const [i, photo] of photos.entries()) {
    const made = await makeWebCopies(images, photo, { photo: QUOTE_PHOTO_SIZE }, `photo.${i}`);
    if (isRefusal(made)) return made;
    copies.push(made.photo);
  }
  return copies;
}

function parseDesignJson(design: unknown): { value: unknown } | { issue: ValidationIssue } {
  if (typeof design !== "string") return { value: design };
  try {
    return { value: JSON.parse(design) };
  } catch {
    return { issue: { path: "design", message: "The design is not valid JSON." } };
  }
}

/**
 * Checks a quote request completely (contact details, design, photos) before anything is
 * stored; then the photos go to R2 and the request to D1; the owner is emailed, and the visitor
 * gets a copy of the design within the acknowledgement limits (through the outbox).
 */
export async function submitQuoteRequest(
  env: QuoteEnv,
  parts: QuoteRequestParts,
): Promise<QuoteRequestResult> {
  const issues: ValidationIssue[] = [];
  const contact = quoteContactSchema.safeParse({
    name: parts.name,
    email: parts.email,
    phone: parts.phone,
    message: parts.message,
  });
  if (!contact.success) issues.push(...toIssues(contact.error));

  const design = parseDesignJson(parts.design);
  let checked: DesignCheck | undefined;
  if ("issue" in design) issues.push(design.issue);
  else {
    checked = checkDesign(await frameCatalogue(env), design.value, "design");
    if (!checked.ok) issues.push(...checked.issues);
  }

  const photos = await checkPhotos(parts.photos);
  issues.push(...photos.issues);
  if (!contact.success || !checked?.ok || issues.length) {
    return { status: photos.tooLarge ? "too-large" : "invalid", issues };
  }

  const copies = await photoCopies(env.IMAGE_TRANSFORMS, photos.photos);
  if (isRefusal(copies)) return { status: "invalid", issues: copies.issues };

  const folder = `quotes/${crypto.randomUUID()}`;
  const stored: QuotePhotoJson[] = copies.map((copy, i) => ({
    key: `${folder}/${i + 1}.${copy.extension}`,
    contentType: copy.contentType,
    width: copy.width,
    height: copy.height,
  }));
  let quote: Quote;
  try {
    await Promise.all(
      copies.map((copy, i) =>
        env.IMAGES.put(stored[i].key, copy.bytes, {
          httpMetadata: { contentType: copy.contentType },
        }),
      ),
    );
    const request = {
      ...contact.data,
      phone: contact.data.phone ?? null,
      design: checked.snapshot,
      estimateLow: checked.estimate.low,
      estimateHigh: checked.estimate.high,
      photos: stored,
    };
    const shop = await shopFacts(env);
    const { rows } = await commitWithEmails<Quote>(
      env,
      (db) => insertQuote(db, request),
      [
        ownerNotice(request, env.NOTIFY_EMAIL_TO, env.SITE_URL, shop),
        // Recorded as not sent over the limits on mail to strangers; the request still stands.
        {
          ...quoteAcknowledgementEmail(request, env.NOTIFY_EMAIL_TO, shop),
          client: parts.client === undefined ? undefined : await clientKeys(parts.client),
        },
      ],
      { kind: "quote", id: "inserted" },
    );
    const [row] = rows;
    if (!row) throw new Error("D1 returned no row for the new quote");
    quote = row;
  } catch (err) {
    // All or nothing: no photo without its request.
    if (stored.length) await env.IMAGES.delete(stored.map((p) => p.key));
    throw err;
  }
  return { status: "stored", quote };
}

type QuoteFacts = Pick<Quote, "design" | "estimateLow" | "estimateHigh">;

function quoteSummary(quote: QuoteFacts): string[] {
  return [
    describeDesign(quote.design),
    estimateSentence({ low: quote.estimateLow, high: quote.estimateHigh }),
  ];
}

/** The owner's notice of a new request, from the checked values. */
function ownerNotice(
  quote: QuoteFacts & Pick<Quote, "name" | "email" | "phone" | "message" | "photos">,
  to: string,
  siteUrl: string,
  shop: ShopFacts,
): EmailDraft {
  return {
    kind: "owner-notification",
    replyTo: quote.email,
    ...composeEmail(
      to,
      `Quote request from ${quote.name}: $${quote.estimateLow}-$${quote.estimateHigh}`,
      {
        paragraphs: [
          [
            `Name: ${quote.name}`,
            `Email: ${quote.email}`,
            `Phone: ${quote.phone ?? "-"}`,
            `Photos: ${quote.photos.length}`,
          ].join("\n"),
          quoteSummary(quote).join("\n"),
          quote.message,
        ],
        // {{related_id}} becomes the new quote's id when the outbox records the email.
        link: {
          label: "Open this quote request",
          url: `${siteUrl}/admin/quotes#quote-{{related_id}}`,
        },
      },
      shop,
    ),
  };
}

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
