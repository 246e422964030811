// The /contact form actions: the same rate limit and service functions as the JSON API.

import type { AppLoadContext } from "~/context";
import {
  APPOINTMENT_SUCCESS_MESSAGE,
  CONTACT_SUCCESS_MESSAGE,
  requestAppointment,
  submitContact,
} from "~worker/services/enquiries";
import { checkRateLimit, PUBLIC_WRITE_LIMIT, TOO_MANY_REQUESTS } from "~worker/services/rate-limit";
import type { EnquiryFormResult, EnquiryIntent } from "./enquiry-form";
import { HONEYPOT_FIELD } from "./enquiry-schema";

export async function handleEnquiryForm(
  request: Request,
  { env, ctx }: Pick<AppLoadContext, "env" | "ctx">,
): Promise<{ result: EnquiryFormResult; status: number; headers?: HeadersInit }> {
  const form = await request.formData();
  const intent: EnquiryIntent = form.get("intent") === "appointment" ? "appointment" : "contact";
  const values: Record<string, string> = {};
  for (const [key, value] of form)
    if (typeof value === "string" && key !== "intent") values[key] = value;

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

  const waitUntil = (p: Promise<unknown>) => ctx.waitUntil(p);
  const outcome =
    intent === "contact"
      ? await submitContact(env, values, waitUntil)
      : await requestAppointment(env, values, waitUntil);
  if (outcome.status === "invalid") {
    const fieldErrors: Record<string, string> = {};
    for (const issue of outcome.issues) fieldErrors[issue.path || "form"] ??= issue.message;
    return {
      result: {
        intent,
        ok: false,
        error: "Please check the highlighted fields.",
        fieldErrors,
        values: withoutHoneypot(values),
      },
      status: 400,
    };
  }
  const message = intent === "contact" ? CONTACT_SUCCESS_MESSAGE : APPOINTMENT_SUCCESS_MESSAGE;
  return { result: { intent, ok: true, message }, status: 200 };
}

function withoutHoneypot(values: Record<string, string>) {
  const { [HONEYPOT_FIELD]: _, ...rest } = values;
  return rest;
}
