// The /frame-designer form action: the same checks and service function as POST /api/quotes
// (the one gate for public writes in worker/public-write.ts, then validation and storage),
// answering the page's form.

import { HONEYPOT_FIELD } from "~/content/options";
import type { AppLoadContext } from "~/context";
import { DESIGN_FIELDS, designFromFields } from "~/lib/frame-design";
import {
  PREVIEW_PHOTO_FIELD,
  type QuoteFormResult,
  quoteSuccessMessage,
  SEND_PREVIEW_PHOTO_FIELD,
} from "~/lib/quote-request";
import { openPublicWrite, PUBLIC_WRITES } from "~worker/public-write";
import { submitQuoteRequest } from "~worker/services/frame-quotes";
import { clientAddress } from "~worker/services/rate-limit";
import { shopFacts } from "~worker/services/shop";

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
  // The one gate for public writes: other sites, body kind and size, rate limit, honeypot.
  const gate = await openPublicWrite(env, request, PUBLIC_WRITES.designerPage);
  const values: Record<string, string> = {};
  if (gate.status !== "refused" || gate.body)
    for (const [key, value] of gate.body as FormData)
      if (typeof value === "string" && key !== HONEYPOT_FIELD) values[key] = value;
  if (gate.status === "refused")
    return { ...refusal(gate.code, gate.error, values), headers: gate.headers };
  // A filled honeypot is told it worked, as a person would be; nothing is stored or sent.
  if (gate.status === "honeypot")
    return {
      result: { ok: true, message: quoteSuccessMessage((await shopFacts(env)).replyPromise) },
      status: 200,
    };

  // The preview photo goes with the request only when the visitor ticked "send it with my
  // request", and its placement only with it (docs/decisions/0052-preview-photo-placement.md).
  const sendPreview = values[SEND_PREVIEW_PHOTO_FIELD] === "on";
  const previewPhoto = sendPreview ? gate.body.getAll(PREVIEW_PHOTO_FIELD) : [];
  if (!sendPreview) delete values[DESIGN_FIELDS.photoCrop];
  const outcome = await submitQuoteRequest(env, {
    design: designFromFields(values),
    name: values.name,
    email: values.email,
    phone: values.phone,
    message: values.message,
    photos: [...previewPhoto, ...gate.body.getAll("photo")],
    client: clientAddress(request),
  });
  if (outcome.status === "invalid" || outcome.status === "too-large") {
    const fieldErrors: Record<string, string> = {};
    for (const issue of outcome.issues) fieldErrors[fieldOfIssue(issue.path)] ??= issue.message;
    return {
      result: { ok: false, error: "Please check the highlighted fields.", fieldErrors, values },
      status: outcome.status === "too-large" ? 413 : 400,
    };
  }
  return {
    result: { ok: true, message: quoteSuccessMessage((await shopFacts(env)).replyPromise) },
    status: 200,
  };
}
