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
import type { EnquiryFormResult, EnquiryIntent } from "./enquiry-form";
import { HONEYPOT_FIELD } from "./enquiry-schema";

export async function handleEnquiryForm(
  request: Request,
  { env, ctx }: Pick<AppLoadContext, "env" | "ctx">,
): Promise<{
  result: EnquiryFormResult;
  status: number;
  headers?: HeadersInit;
  // Without JavaScript a booking continues on /thank-you, which shows what was booked.
  redirectTo?: string;
}> {
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
  const withScript = form.get("js") === "1";
  delete values.js;
  const outcome =
    intent === "contact"
      ? await submitContact(env, values, waitUntil)
      : await bookAppointment(env, values, waitUntil);
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
