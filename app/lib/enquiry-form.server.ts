// The /contact form actions: the same rate limit and service functions as the JSON API.

import type { AppLoadContext } from "~/context";
import { bookAppointment } from "~worker/services/booking/bookings";
import {
  APPOINTMENT_SUCCESS_MESSAGE,
  CONTACT_SUCCESS_MESSAGE,
  submitContact,
} from "~worker/services/enquiries";
import { checkRateLimit, PUBLIC_WRITE_LIMIT, TOO_MANY_REQUESTS } from "~worker/services/rate-limit";
import { formatSlot } from "./booking/format";
import {
  APPOINTMENT_TEXT,
  CONTACT_TEXT,
  type EnquiryFormResult,
  type EnquiryIntent,
} from "./enquiry-form";
import { HONEYPOT_FIELD } from "./enquiry-schema";

type FormAnswer = {
  result: EnquiryFormResult;
  status: number;
  headers?: HeadersInit;
  // Without JavaScript a booking continues on /thank-you, which shows what was booked.
  redirectTo?: string;
};

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export const UNREADABLE_FORM_MESSAGE =
  "We could not read that submission. Please fill in the form and send it again.";

function refused(status: number, error: string, headers?: HeadersInit): FormAnswer {
  return {
    result: { intent: "contact", ok: false, error, fieldErrors: {}, values: {} },
    status,
    headers,
  };
}

/** What browsers send from our forms, or the answer for anything else (never a thrown 500). */
async function readForm(request: Request): Promise<FormData | FormAnswer> {
  // React Router runs actions for PUT, PATCH and DELETE too; only POST submits a form.
  if (request.method !== "POST") {
    await discardBody(request);
    return refused(405, "Please send the form from this page.", { Allow: "GET, HEAD, POST" });
  }
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) {
    await discardBody(request);
    return refused(415, UNREADABLE_FORM_MESSAGE);
  }
  try {
    return await request.formData();
  } catch {
    return refused(400, UNREADABLE_FORM_MESSAGE);
  }
}

// An unread request body can make the local dev server replace our answer (docs/decisions/0017-local-server-quirks.md).
async function discardBody(request: Request) {
  await request.body?.pipeTo(new WritableStream()).catch(() => undefined);
}

export async function handleEnquiryForm(
  request: Request,
  { env }: Pick<AppLoadContext, "env">,
): Promise<FormAnswer> {
  const form = await readForm(request);
  if (!(form instanceof FormData)) return form;
  const intent: EnquiryIntent = form.get("intent") === "appointment" ? "appointment" : "contact";
  const values: Record<string, string> = {};
  for (const [key, value] of form)
    if (typeof value === "string" && key !== "intent" && key !== "js") values[key] = value;
  // The form's script adds js=1: with it the answer stays on the page, without it we redirect.
  const withScript = form.get("js") === "1";

  try {
    return await submitEnquiry(request, env, { intent, values, withScript });
  } catch (err) {
    // The database (rate limit or insert) failed: the visitor keeps the form and what they typed,
    // with the old site's failure message, instead of the error page.
    console.error("Saving an enquiry failed", intent, err);
    return {
      result: {
        intent,
        ok: false,
        error:
          intent === "contact" ? CONTACT_TEXT.errorFallback : APPOINTMENT_TEXT.errorDescription,
        fieldErrors: {},
        values: withoutHoneypot(values),
      },
      status: 503,
      headers: { "Cache-Control": "no-store" },
    };
  }
}

async function submitEnquiry(
  request: Request,
  env: AppLoadContext["env"],
  {
    intent,
    values,
    withScript,
  }: { intent: EnquiryIntent; values: Record<string, string>; withScript: boolean },
): Promise<FormAnswer> {
  const limit = await checkRateLimit(env, request, PUBLIC_WRITE_LIMIT);
  if (!limit.allowed) {
    return {
      result: {
        intent,
        ok: false,
        error: TOO_MANY_REQUESTS,
        fieldErrors: {},
        values: withoutHoneypot(values),
      },
      status: 429,
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    };
  }

  const outcome =
    intent === "contact" ? await submitContact(env, values) : await bookAppointment(env, values);
  if (outcome.status === "invalid" || outcome.status === "taken") {
    const fieldErrors: Record<string, string> = {};
    if (outcome.status === "taken") fieldErrors.preferredTime = outcome.error;
    else for (const issue of outcome.issues) fieldErrors[issue.path || "form"] ??= issue.message;
    return {
      result: {
        intent,
        ok: false,
        error: outcome.status === "taken" ? outcome.error : "Please check the highlighted fields.",
        fieldErrors,
        values: withoutHoneypot(values),
      },
      status: outcome.status === "taken" ? 409 : 400,
    };
  }
  if (intent === "contact")
    return { result: { intent, ok: true, message: CONTACT_SUCCESS_MESSAGE }, status: 200 };
  const booking =
    outcome.status === "stored" && "manageToken" in outcome
      ? {
          type: outcome.record.consultationType,
          when: formatSlot(outcome.record.slotStart),
          thankYouUrl: `/thank-you?booking=${outcome.manageToken}`,
        }
      : undefined;
  return {
    result: { intent, ok: true, message: APPOINTMENT_SUCCESS_MESSAGE, booking },
    status: 200,
    redirectTo: withScript ? undefined : (booking?.thankYouUrl ?? "/thank-you"),
  };
}

function withoutHoneypot(values: Record<string, string>) {
  const { [HONEYPOT_FIELD]: _, ...rest } = values;
  return rest;
}
