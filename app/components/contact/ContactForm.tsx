import { useRef, useState } from "react";
import {
  EMAIL_MAX_LENGTH,
  HONEYPOT_FIELD,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SERVICE_OPTIONS,
} from "~/content/options";
import { track } from "~/lib/analytics";
import { CONTACT_TEXT, type EnquiryFormResult } from "~/lib/enquiry-form";
import { toast } from "~/lib/toast";
import { Alert } from "../ui/alert";
import { Button, buttonClass } from "../ui/button";
import { HoneypotField, InputField, SelectField, TextareaField } from "../ui/field";
import { useEnquiryForm } from "./useEnquiryResult";

export function ContactForm() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { fetcher, result, busy, failure, fieldErrors, values } = useEnquiryForm(
    "contact",
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

  if (result?.ok && result !== dismissed) {
    return (
      <div className="rounded-lg border border-line bg-surface p-8 text-center" role="status">
        <h3 ref={headingRef} tabIndex={-1} className="font-display text-2xl text-ink">
          Thank you!
        </h3>
        <p className="mt-3 text-muted">{CONTACT_TEXT.panel}</p>
        {/* Without JavaScript this is a fresh /contact; with it the form simply comes back empty. */}
        {/* biome-ignore lint/a11y/useValidAnchor: a real link without JavaScript, enhanced with it */}
        <a
          href="/contact#contact-form"
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
    <fetcher.Form
      method="post"
      action="/contact"
      noValidate={false}
      className="relative space-y-5"
      onSubmit={() => track({ name: "contact_form_submit", category: "contact" })}
      aria-describedby={failure ? "contact-form-error" : undefined}
    >
      <input type="hidden" name="intent" value="contact" />
      {failure ? (
        <Alert size="sm" id="contact-form-error">
          {failure.error || CONTACT_TEXT.errorFallback}
        </Alert>
      ) : null}
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
        <InputField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          defaultValue={values.email}
          error={fieldErrors.email}
        />
        <InputField
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          optional
          maxLength={PHONE_MAX_LENGTH}
          defaultValue={values.phone}
          error={fieldErrors.phone}
        />
      </div>
      <SelectField
        name="service"
        label="Service"
        optional
        placeholder="Choose a service"
        options={SERVICE_OPTIONS}
        defaultValue={values.service ?? ""}
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
      <HoneypotField name={HONEYPOT_FIELD} />
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
        {busy ? "Sending..." : "Send Message"}
      </Button>
    </fetcher.Form>
  );
}
