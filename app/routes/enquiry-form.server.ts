// The /contact form actions: the one gate for public writes (worker/public-write.ts) and the
// same service functions as the JSON API.

import { HONEYPOT_FIELD } from "~/content/options";
import type { AppLoadContext } from "~/context";
import { consultationTitle, formatSlot } from "~/lib/booking/format";
import {
  APPOINTMENT_TEXT,
  appointmentSuccessMessage,
  CONTACT_TEXT,
  contactSuccessMessage,
  type EnquiryFormResult,
  type EnquiryIntent,
} from "~/lib/enquiry-form";
import { openPublicWrite, PUBLIC_WRITES, type PublicWrite } from "~worker/public-write";
import { bookAppointment } from "~worker/services/booking/bookings";
import { submitContact } from "~worker/services/enquiries";
import { clientAddress } from "~worker/services/rate-limit";
import { shopFacts } from "~worker/services/shop";

type FormAnswer = {
  result: EnquiryFormResult;
  status: number;
  headers?: HeadersInit;
  // Without JavaScript a booking continues on /thank-you, which shows what was booked.
  redirectTo?: string;
};

function refused(status: number, error: string, headers?: HeadersInit): FormAnswer {
  return {
    result: { intent: "contact", ok: false, error, fieldErrors: {}, values: {} },
    status,
    headers,
  };
}

export async function handleEnquiryForm(
  request: Request,
  { env }: Pick<AppLoadContext, "env">,
): Promise<FormAnswer> {
  // The one gate for public writes: other sites, body kind and size, rate limit, honeypot.
  let gate: PublicWrite<"form">;
  try {
    gate = await openPublicWrite(env, request, PUBLIC_WRITES.contactPage);
  } catch (err) {
    console.error("Checking an enquiry failed", err);
    return {
      ...refused(503, CONTACT_TEXT.errorFallback),
      headers: { "Cache-Control": "no-store" },
    };
  }
  if (gate.status === "refused" && !gate.body) return refused(gate.code, gate.error, gate.headers);
  const form = gate.body as FormData;
  const intent: EnquiryIntent = form.get("intent") === "appointment" ? "appointment" : "contact";
  const values: Record<string, string> = {};
  for (const [key, value] of form)
    if (typeof value === "string" && key !== "intent" && key !== "js") values[key] = value;
  // The form's script adds js=1: with it the answer stays on the page, without it we redirect.
  const withScript = form.get("js") === "1";

  if (gate.status === "refused") {
    const result = { intent, ok: false, error: gate.error, fieldErrors: {} } as const;
    const answer = { ...result, values: withoutHoneypot(values) };
    return { result: answer, status: gate.code, headers: gate.headers };
  }
  // A filled honeypot is told it worked, as a person would be; nothing is stored or sent.
  if (gate.status === "honeypot")
    return succeeded(intent, withScript, (await shopFacts(env)).replyPromise);
  try {
    return await submitEnquiry(env, {
      intent,
      values,
      withScript,
      client: clientAddress(request),
    });
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
  env: AppLoadContext["env"],
  {
    intent,
    values,
    withScript,
    client,
  }: { intent: EnquiryIntent; values: Record<string, string>; withScript: boolean; client: string },
): Promise<FormAnswer> {
  const outcome =
    intent === "contact"
      ? await submitContact(env, values, client)
      : await bookAppointment(env, values, new Date(), client);
  if (outcome.status === "limited") {
    // Over a booking cap (docs/decisions/0028-booking-caps-and-spam.md): said at the field it concerns.
    const fieldErrors: Record<string, string> = outcome.field
      ? { [outcome.field]: outcome.error }
      : {};
    return {
      result: {
        intent,
        ok: false,
        error: outcome.error,
        fieldErrors,
        values: withoutHoneypot(values),
      },
      status: 429,
    };
  }
  if (outcome.status === "taken") {
    // The taken time is not sent back as chosen: the card lists the times afresh, none selected.
    const { preferredTime: _, ...kept } = withoutHoneypot(values);
    return {
      result: {
        intent,
        ok: false,
        error: outcome.error,
        fieldErrors: { preferredTime: outcome.error },
        values: kept,
        taken: true,
      },
      status: 409,
    };
  }
  if (outcome.status === "duplicate")
    return {
      result: {
        intent,
        ok: false,
        error: outcome.error,
        fieldErrors: {},
        values: withoutHoneypot(values),
        duplicate: true,
      },
      status: 409,
    };
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
  return succeeded(intent, withScript, (await shopFacts(env)).replyPromise, outcome);
}

function succeeded(
  intent: EnquiryIntent,
  withScript: boolean,
  replyPromise: string,
  outcome?: Awaited<ReturnType<typeof bookAppointment> | ReturnType<typeof submitContact>>,
): FormAnswer {
  if (intent === "contact")
    return {
      result: { intent, ok: true, message: contactSuccessMessage(replyPromise) },
      status: 200,
    };
  const booking =
    outcome?.status === "stored" && "manageToken" in outcome
      ? {
          title: consultationTitle(outcome.record.consultationType),
          when: formatSlot(outcome.record.slotStart),
          start: outcome.record.slotStart,
          end: outcome.record.slotEnd,
          manageUrl: `/booking/${outcome.manageToken}`,
          calendarUrl: `/booking/${outcome.manageToken}/calendar.ics`,
          thankYouUrl: `/thank-you?booking=${outcome.manageToken}`,
        }
      : undefined;
  return {
    result: { intent, ok: true, message: appointmentSuccessMessage(replyPromise), booking },
    status: 200,
    redirectTo: withScript ? undefined : (booking?.thankYouUrl ?? "/thank-you"),
  };
}

function withoutHoneypot(values: Record<string, string>) {
  const { [HONEYPOT_FIELD]: _, ...rest } = values;
  return rest;
}
