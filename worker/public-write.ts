// The one gate for every public write (docs/decisions/0024-one-gate-for-public-writes.md): the
// page form actions (/contact, /frame-designer) and the public API routers (/api/contact,
// /api/appointments, /api/quotes, /api/analytics) all open their request here, in this order:
//   1. another site's page (Origin, else Sec-Fetch-Site) -> 403
//   2. a body of another kind than the endpoint takes -> 415
//   3. a body over the limit, declared or counted -> 413 (the body is read to its end first)
//   4. an unreadable body -> 400
//   5. past the visitor's rate limit -> 429 with Retry-After (and the body, for a form to refill)
//   6. the honeypot filled -> "honeypot": the caller answers as for a person and stores nothing
// Every refusal reads the rest of the body before it is answered, so a client sending a large
// body receives the answer whole. What the body says is the services' business.
import { HONEYPOT_FIELD } from "~/content/options";
import { MAX_QUOTE_REQUEST_BYTES } from "~/lib/quote-request";
import { PAGE_FORM_MAX_BYTES } from "~/page-delivery/server/page-body";
import { requestSite } from "./request-origin";
import {
  checkRateLimit,
  PUBLIC_WRITE_LIMIT,
  type RateLimitPolicy,
  TOO_MANY_REQUESTS,
} from "./services/rate-limit";

export type PublicBodyKind = "json" | "form" | "multipart";

const BODY_TYPES: Record<PublicBodyKind, readonly string[]> = {
  json: ["application/json"],
  // What an HTML form sends, with or without a file input.
  form: ["application/x-www-form-urlencoded", "multipart/form-data"],
  multipart: ["multipart/form-data"],
};

export interface PublicWritePolicy<K extends PublicBodyKind = PublicBodyKind> {
  body: K;
  // "not-elsewhere": our pages, or a client that is not a browser (curl, a server), may write.
  // "same-origin": only our own page may (a private page's changes, like the owner's).
  origin: "not-elsewhere" | "same-origin";
  maxBytes: number;
  rateLimit: RateLimitPolicy;
  // Whether the body carries the honeypot field (HONEYPOT_FIELD) of our forms.
  honeypot: boolean;
  messages: {
    crossSite: string;
    contentType: string;
    tooLarge: string;
    unreadable: string;
  };
}

export type PublicBody<K extends PublicBodyKind> = K extends "json" ? unknown : FormData;

type RefusalStatus = 400 | 403 | 413 | 415 | 429;

export type PublicWrite<K extends PublicBodyKind> =
  | { status: "open"; body: PublicBody<K> }
  // The body too: a form answers as it would for a person.
  | { status: "honeypot"; body: PublicBody<K> }
  | {
      status: "refused";
      code: RefusalStatus;
      error: string;
      headers: Record<string, string>;
      // Read before the refusal (429): a form shows what the visitor typed again.
      body?: PublicBody<K>;
    };

const refused = (
  code: RefusalStatus,
  error: string,
  headers: Record<string, string> = {},
): { status: "refused"; code: RefusalStatus; error: string; headers: Record<string, string> } => ({
  status: "refused",
  code,
  error,
  headers,
});

function contentTypeOf(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
}

/** Reads whatever is left of a body and throws it away; a client that went away ends it. */
async function discardBody(body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (!body || body.locked) return;
  const reader = body.getReader();
  try {
    while (!(await reader.read()).done);
  } catch {
    // The client went away: nothing left to read.
  }
}

/**
 * The body's bytes if they number at most `maxBytes`, else "too-large" once the rest has been
 * read and thrown away, or "unreadable" when the stream broke off. Counts the stream, so a missing or false Content-Length does not get
 * past it.
 */
export async function readBodyWithin(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | "too-large" | "unreadable"> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const drain = async () => {
    try {
      while (!(await reader.read()).done);
    } catch {
      // The client went away.
    }
  };
  const declared = Number(request.headers.get("Content-Length") ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) {
    await drain();
    return "too-large";
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let part: ReadableStreamReadResult<Uint8Array>;
    try {
      part = await reader.read();
    } catch {
      // The client went away, or the page's own limit (./page-body.ts) cut the stream.
      return "unreadable";
    }
    const { done, value } = part;
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await drain();
      return "too-large";
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** Whether the honeypot field of a JSON object or a form was filled in. */
function isHoneypotFilled(body: unknown): boolean {
  const value =
    body instanceof FormData
      ? body.get(HONEYPOT_FIELD)
      : (body as Record<string, unknown> | null)?.[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}

async function parse<K extends PublicBodyKind>(
  request: Request,
  kind: K,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<PublicBody<K> | undefined> {
  try {
    if (kind === "json") return JSON.parse(new TextDecoder().decode(bytes)) as PublicBody<K>;
    const copy = new Request(request.url, {
      method: "POST",
      headers: { "Content-Type": request.headers.get("Content-Type") ?? "" },
      body: bytes,
    });
    return (await copy.formData()) as PublicBody<K>;
  } catch {
    return undefined;
  }
}

/** Whether the origin rule refuses this request (step 1). */
export function isRefusedSite(request: Request, rule: PublicWritePolicy["origin"]): boolean {
  const site = requestSite(request);
  return rule === "same-origin" ? site !== "same-origin" : site === "elsewhere";
}

/**
 * Step 1 for every page POST, before React Router (whose own Origin check answers a bare 400):
 * another site's page gets the same 403 as from the API. The actions then open the whole gate.
 */
export async function refusePagePostFromOtherSite(request: Request): Promise<Response | null> {
  if (request.method !== "POST" || !isRefusedSite(request, "not-elsewhere")) return null;
  await discardBody(request.body);
  return new Response("Please send this from the shop's own website.\n", {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** Opens a public write: its parsed body, the honeypot, or the refusal to answer. */
export async function openPublicWrite<K extends PublicBodyKind>(
  env: Pick<Env, "DB">,
  request: Request,
  policy: PublicWritePolicy<K>,
): Promise<PublicWrite<K>> {
  const { messages } = policy;
  if (isRefusedSite(request, policy.origin)) {
    await discardBody(request.body);
    return refused(403, messages.crossSite);
  }
  if (!BODY_TYPES[policy.body].includes(contentTypeOf(request))) {
    await discardBody(request.body);
    return refused(415, messages.contentType);
  }
  const bytes = await readBodyWithin(request, policy.maxBytes);
  if (bytes === "too-large") return refused(413, messages.tooLarge);
  if (bytes === "unreadable") return refused(400, messages.unreadable);
  const body = await parse(request, policy.body, bytes);
  if (body === undefined) return refused(400, messages.unreadable);
  const limit = await checkRateLimit(env, request, policy.rateLimit);
  if (!limit.allowed) {
    const retry = { "Retry-After": String(limit.retryAfterSeconds) };
    return { ...refused(429, TOO_MANY_REQUESTS, retry), body };
  }
  if (policy.honeypot && isHoneypotFilled(body)) return { status: "honeypot", body };
  return { status: "open", body };
}

// ---- every public write, in one table ----

export const MAX_JSON_BODY_BYTES = 1024 * 1024;

const JSON_MESSAGES = {
  crossSite: "Please send this from the shop's own website.",
  contentType: "Send the request as JSON (Content-Type: application/json).",
  tooLarge: `The request body is too large (limit ${MAX_JSON_BODY_BYTES / 1024} KB).`,
  unreadable: "The request body is not valid JSON.",
};

const FORM_MESSAGES = {
  crossSite: "Please send the form from this page on our website.",
  contentType: "We could not read that submission. Please fill in the form and send it again.",
  tooLarge: "This form was too large to send. Nothing was saved.",
  unreadable: "We could not read that submission. Please fill in the form and send it again.",
};

const QUOTE_MESSAGES = {
  crossSite: "Send your quote request from the frame designer on our site.",
  contentType: "Send the quote request as multipart/form-data.",
  tooLarge: "The photos are too large together: send up to 3 photos of 15 MB each.",
  unreadable: "The quote request could not be read. Please try again.",
};

// Generous for a real visitor clicking around, tight enough to keep a script from filling D1.
const ANALYTICS_LIMIT: RateLimitPolicy = {
  bucket: "analytics",
  limit: 120,
  windowSeconds: 60,
};
// Cancelling or moving a booking from its private page: a person does it once or twice.
const BOOKING_CHANGE_LIMIT: RateLimitPolicy = {
  bucket: "booking-change",
  limit: 10,
  windowSeconds: 60,
};

const publicJson = {
  body: "json",
  origin: "not-elsewhere",
  maxBytes: MAX_JSON_BODY_BYTES,
  rateLimit: PUBLIC_WRITE_LIMIT,
  honeypot: true,
  messages: JSON_MESSAGES,
} as const satisfies PublicWritePolicy<"json">;

export const PUBLIC_WRITES = {
  /** POST /api/contact */
  contactApi: publicJson,
  /** POST /api/appointments */
  appointmentsApi: publicJson,
  /** POST /api/analytics: events from our pages' beacon; no form, so no honeypot. */
  analyticsApi: {
    ...publicJson,
    maxBytes: 16 * 1024,
    rateLimit: ANALYTICS_LIMIT,
    honeypot: false,
    messages: { ...JSON_MESSAGES, tooLarge: "The request body is too large (limit 16 KB)." },
  },
  /** POST /api/quotes: multipart, with photos. */
  quotesApi: {
    body: "multipart",
    origin: "not-elsewhere",
    maxBytes: MAX_QUOTE_REQUEST_BYTES,
    rateLimit: PUBLIC_WRITE_LIMIT,
    honeypot: true,
    messages: QUOTE_MESSAGES,
  },
  /** The /contact page's forms (a message, a booking). */
  contactPage: {
    body: "form",
    origin: "not-elsewhere",
    maxBytes: PAGE_FORM_MAX_BYTES,
    rateLimit: PUBLIC_WRITE_LIMIT,
    honeypot: true,
    messages: FORM_MESSAGES,
  },
  /** The /frame-designer page's form, with photos. */
  designerPage: {
    body: "form",
    origin: "not-elsewhere",
    maxBytes: MAX_QUOTE_REQUEST_BYTES,
    rateLimit: PUBLIC_WRITE_LIMIT,
    honeypot: true,
    messages: QUOTE_MESSAGES,
  },
  /** /booking/:token: cancel or move a booking; only from that page itself. */
  bookingPage: {
    body: "form",
    origin: "same-origin",
    maxBytes: PAGE_FORM_MAX_BYTES,
    rateLimit: BOOKING_CHANGE_LIMIT,
    honeypot: false,
    messages: { ...FORM_MESSAGES, crossSite: "Changes to a booking must come from its own page." },
  },
} as const satisfies Record<string, PublicWritePolicy>;
