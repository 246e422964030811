// The contact form, an island of /contact (docs/decisions/0095-islands.md); the same markup is
// the form of light pages, which posts to /contact without JavaScript.
import { useRef, useState } from "react";
import {
  HONEYPOT_FIELD,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SERVICE_OPTIONS,
} from "~/content/options";
import { track } from "~/lib/analytics";
import { CONTACT_TEXT, contactPanelText, type EnquiryFormResult } from "~/lib/enquiry-form";
import { toast } from "~/lib/toast";
import { FormPolicyNote } from "../site/policy-links";
import { Alert } from "../ui/alert";
import { Button, buttonClass } from "../ui/button";
import { EmailField, PhoneField } from "../ui/contact-fields";
import {
  FirstInvalidProvider,
  HoneypotField,
  InputField,
  SelectField,
  TextareaField,
  useFirstInvalidFocus,
} from "../ui/field";
import { useEnquiryForm, type WithAnswer } from "./useEnquiryResult";

// The fields in the order the form shows them (the focus goes to the first invalid one).
const FIELDS = ["firstName", "lastName", "email", "phone", "service", "message"] as const;

// "Ask about ..." links preselect a service: /contact?service=restoration#contact-form.
export function serviceFrom(params: URLSearchParams): string {
  const value = params.get("service");
  return SERVICE_OPTIONS.some((o) => o.value === value) ? (value as string) : "";
}

export interface ContactFormProps extends WithAnswer {
  /** The shop's reply promise (Shop settings), for the thank-you panel. */
  replyPromise: string;
  /** The service preselected from the page's ?service= (serviceFrom). */
  service: string;
}

/** Its name as an island of /contact (app/page-delivery/browser/islands/contact.island.tsx). */
export const CONTACT_FORM_ISLAND = "contact-form";

export function ContactForm({ replyPromise, service, answer }: ContactFormProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { onSubmit, result, busy, failure, fieldErrors, values } = useEnquiryForm(
    "contact",
    CONTACT_FORM_ISLAND,
    answer,
    (data) => {
      if (data.ok) {
        toast.success(CONTACT_TEXT.successTitle, { description: data.message });
        track({ name: "contact_form_success", category: "contact" });
        headingRef.current?.focus();
      } else {
        toast.error(CONTACT_TEXT.errorTitle, {
          description: data.error || CONTACT_TEXT.errorFallback,
        });
        track({
          name: "contact_form_error",
          category: "contact",
          label: Object.keys(data.fieldErrors).join(",") || "server",
        });
      }
    },
  );
  // The result whose thank-you panel the visitor dismissed with 'Send Another Message'.
  const [dismissed, setDismissed] = useState<EnquiryFormResult | undefined>();
  const { formRef, first } = useFirstInvalidFocus(FIELDS, failure);

  if (result?.ok && result !== dismissed) {
    return (
      <div className="rounded-lg border border-line bg-surface p-8 text-center" role="status">
        <h3 ref={headingRef} tabIndex={-1} className="font-serif text-2xl text-ink">
          Thank you!
        </h3>
        <p className="mt-3 text-muted">{contactPanelText(replyPromise)}</p>
        {/* Without JavaScript this is a fresh /contact; with it the form simply comes back empty. */}
        {/* biome-ignore lint/a11y/useValidAnchor: a real link without JavaScript, enhanced with it */}
        <a
          href="/contact#contact-form"
          // With JavaScript the form simply comes back: nothing to prerender.
          data-no-speculate=""
          className={buttonClass("primary", "md", "mt-6")}
          onClick={(e) => {
            e.preventDefault();
            setDismissed(result);
          }}
        >
          Send Another Message
        </a>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      method="post"
      action="/contact"
      noValidate={false}
      className="relative space-y-5"
      onSubmit={(event) => {
        track({ name: "contact_form_submit", category: "contact" });
        void onSubmit(event);
      }}
      aria-describedby={failure ? "contact-form-error" : undefined}
    >
      <input type="hidden" name="intent" value="contact" />
      {failure ? (
        <Alert size="sm" id="contact-form-error">
          {failure.error || CONTACT_TEXT.errorFallback}
        </Alert>
      ) : null}
      <FirstInvalidProvider value={first}>
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            name="firstName"
            label="First name"
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            defaultValue={values.firstName}
            error={fieldErrors.firstName}
          />
          <InputField
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
            defaultValue={values.lastName}
            error={fieldErrors.lastName}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <EmailField defaultValue={values.email} error={fieldErrors.email} />
          <PhoneField optional defaultValue={values.phone} error={fieldErrors.phone} />
        </div>
        <SelectField
          name="service"
          label="Service"
          optional
          placeholder="Choose a service"
          options={SERVICE_OPTIONS}
          defaultValue={values.service ?? service}
          error={fieldErrors.service}
        />
        <TextareaField
          name="message"
          label="Message"
          rows={5}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder="Tell us about the piece you'd like framed: size, type, and any ideas you have."
          defaultValue={values.message}
          error={fieldErrors.message}
        />
      </FirstInvalidProvider>
      <HoneypotField name={HONEYPOT_FIELD} />
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
        {busy ? "Sending..." : "Send Message"}
      </Button>
      <FormPolicyNote />
    </form>
  );
}
