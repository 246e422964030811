// The /frame-designer form action: the same checks and service function as POST /api/quotes
// (cross-site refusal, rate limit, honeypot, validation, storage), answering the page's form.

import { HONEYPOT_FIELD } from "~/content/options";
import type { AppLoadContext } from "~/context";
import { isFromAnotherSite } from "~worker/request-origin";
import { submitQuoteRequest } from "~worker/services/frame-quotes";
import { checkRateLimit, PUBLIC_WRITE_LIMIT, TOO_MANY_REQUESTS } from "~worker/services/rate-limit";
import { DESIGN_FIELDS, designFromFields } from "./frame-design";
import {
  MAX_QUOTE_REQUEST_BYTES,
  PREVIEW_PHOTO_FIELD,
  QUOTE_SUCCESS_MESSAGE,
  type QuoteFormResult,
  SEND_PREVIEW_PHOTO_FIELD,
} from "./quote-request";

// An issue's path in the service (design.mat.widthInches, photo.1) -> the form field it is about.
const FIELD_OF_PATH: Record<string, string> = {
  design: DESIGN_FIELDS.width,
  "design.widthInches": DESIGN_FIELDS.width,
  "design.heightInches": DESIGN_FIELDS.height,
  "design.mouldingId": DESIGN_FIELDS.moulding,
  "design.mat": DESIGN_FIELDS.mat,
  "design.mat.id": DESIGN_FIELDS.mat,
  "design.mat.widthInches": DESIGN_FIELDS.matWidth,
  "design.mat.innerId": DESIGN_FIELDS.innerMat,
  "design.glazingId": DESIGN_FIELDS.glazing,
  "design.photoCrop": PREVIEW_PHOTO_FIELD,
};

export function fieldOfIssue(path: string): string {
  if (path.startsWith("design.photoCrop")) return PREVIEW_PHOTO_FIELD;
  if (path.startsWith("photo")) return "photo";
  return FIELD_OF_PATH[path] ?? (path || "form");
}

type Answer = { result: QuoteFormResult; status: number; headers?: HeadersInit };

const refusal = (status: number, error: string, values: Record<string, string> = {}): Answer => ({
  result: { ok: false, error, fieldErrors: {}, values },
  status,
});

export async function handleQuoteForm(
  request: Request,
  { env }: Pick<AppLoadContext, "env">,
): Promise<Answer> {
  if (isFromAnotherSite(request))
    return refusal(403, "Send your quote request from the frame designer on our site.");
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_QUOTE_REQUEST_BYTES)
    return refusal(413, "The photos are too large together: send up to 3 photos of 15 MB each.");
  const limit = await checkRateLimit(env, request, PUBLIC_WRITE_LIMIT);
  if (!limit.allowed) {
    return {
      ...refusal(429, TOO_MANY_REQUESTS),
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    };
  }

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refusal(400, "The form could not be read. Please try again.");
  }
  const values: Record<string, string> = {};
  for (const [key, value] of form)
    if (typeof value === "string" && key !== HONEYPOT_FIELD) values[key] = value;

  // The preview photo goes with the request only when the visitor ticked "send it with my
  // request", and its placement only with it (docs/decisions/0052-preview-photo-placement.md).
  const sendPreview = values[SEND_PREVIEW_PHOTO_FIELD] === "on";
  const previewPhoto = sendPreview ? form.getAll(PREVIEW_PHOTO_FIELD) : [];
  if (!sendPreview) delete values[DESIGN_FIELDS.photoCrop];
  const outcome = await submitQuoteRequest(env, {
    design: designFromFields(values),
    name: values.name,
    email: values.email,
    phone: values.phone,
    message: values.message,
    photos: [...previewPhoto, ...form.getAll("photo")],
    honeypot: form.get(HONEYPOT_FIELD),
  });
  if (outcome.status === "invalid" || outcome.status === "too-large") {
    const fieldErrors: Record<string, string> = {};
    for (const issue of outcome.issues) fieldErrors[fieldOfIssue(issue.path)] ??= issue.message;
    return {
      result: { ok: false, error: "Please check the highlighted fields.", fieldErrors, values },
      status: outcome.status === "too-large" ? 413 : 400,
    };
  }
  return { result: { ok: true, message: QUOTE_SUCCESS_MESSAGE }, status: 200 };
}
