// The frame designer on the server: the catalogue on offer, estimates, quote requests with their
// photos (the owner's answers are in ./owner-quotes.ts). The JSON API (worker/api/quotes.ts) and
// the /frame-designer form action call the same functions.
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
import {
  MAX_QUOTE_PHOTO_BYTES,
  MAX_QUOTE_PHOTOS,
  QUOTE_PHOTO_FORMATS,
  QUOTE_PHOTO_FORMATS_TEXT,
  QUOTE_PHOTO_SIZE,
} from "~/lib/quote-request";
import { quoteContactSchema } from "~/lib/quote-schema";
import type { ShopFacts } from "~/lib/shop-schema";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import { database } from "~db/client";
import { readActiveCatalogue } from "~db/repositories/frame-catalogue";
import { insertQuote } from "~db/repositories/quotes";
import type { Quote, QuotePhotoJson } from "~db/schema";
import { composeEmail } from "./email";
import { commitWithEmails, type EmailDraft, type OutboxEnv } from "./outbox";
import type { PaymentsEnv } from "./payments/stripe";
import { quoteAcknowledgementEmail } from "./quote-emails";
import { emailPhoto } from "./quote-photo-email";
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

export type QuoteEnv = OutboxEnv &
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
    // The preview photo, placed by the visitor, is the first one (docs/decisions/0052-preview-photo-placement.md).
    const placed =
      checked.snapshot.photoCrop && copies[0]
        ? await emailPhoto(env.IMAGE_TRANSFORMS, copies[0])
        : undefined;
    const { rows } = await commitWithEmails<Quote>(
      env,
      (db) => insertQuote(db, request),
      [
        ownerNotice(request, env.NOTIFY_EMAIL_TO, env.SITE_URL, shop),
        // Recorded as not sent over the limits on mail to strangers; the request still stands.
        {
          ...quoteAcknowledgementEmail(request, env.NOTIFY_EMAIL_TO, shop, placed),
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
