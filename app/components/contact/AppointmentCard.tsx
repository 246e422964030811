import { useRef } from "react";
import { business } from "~/content/business";
import {
  CONSULTATION_TYPES,
  EMAIL_MAX_LENGTH,
  HONEYPOT_FIELD,
  MAX_DAYS_AHEAD,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  PREFERRED_TIMES,
} from "~/content/options";
import { track } from "~/lib/analytics";
import { APPOINTMENT_TEXT } from "~/lib/enquiry-form";
import { addDays } from "~/lib/shop-time";
import { toast } from "~/lib/toast";
import { Alert } from "../ui/alert";
import { Button, ButtonAnchor } from "../ui/button";
import { HoneypotField, InputField, SelectField, TextareaField } from "../ui/field";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs";
import { useEnquiryForm } from "./useEnquiryResult";

const asOptions = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));

export function AppointmentCard({ today }: { today: string }) {
  return (
    <div className="rounded-lg border border-line bg-surface p-6 shadow-sm sm:p-8">
      <Tabs defaultValue="request">
        <TabsList aria-label="How to book">
          <TabsTrigger value="request">Request Appointment</TabsTrigger>
          <TabsTrigger value="calendly">Book with Calendly</TabsTrigger>
        </TabsList>
        <TabsContent value="request">
          <AppointmentForm today={today} />
        </TabsContent>
        <TabsContent value="calendly">
          <p className="text-muted">
            Pick a free slot in our online calendar and get a confirmation email straight away.{" "}
            {business.appointmentReminder}
          </p>
          <ButtonAnchor
            href={business.schedulingUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="lg"
            className="mt-6"
            onClick={() =>
              track({ name: "book_consultation_click", category: "contact", label: "calendly" })
            }
          >
            Book with Calendly
            <span className="sr-only"> (opens in a new tab)</span>
          </ButtonAnchor>
        </TabsContent>
      </Tabs>
    </div>
  );
}

function AppointmentForm({ today }: { today: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { fetcher, result, busy, failure, fieldErrors, values } = useEnquiryForm(
    "appointment",
    (data) => {
      if (data.ok) {
        toast.success(APPOINTMENT_TEXT.successTitle, {
          description: APPOINTMENT_TEXT.successDescription,
        });
        formRef.current?.reset();
      } else {
        toast.error(APPOINTMENT_TEXT.errorTitle, {
          description: data.error || APPOINTMENT_TEXT.errorDescription,
        });
      }
    },
  );

  return (
    <fetcher.Form ref={formRef} method="post" action="/contact" className="relative space-y-5">
      <input type="hidden" name="intent" value="appointment" />
      {result?.ok ? (
        <Alert tone="success" size="sm">
          {result.message}
        </Alert>
      ) : null}
      {failure ? (
        <Alert size="sm">{failure.error || APPOINTMENT_TEXT.errorDescription}</Alert>
      ) : null}
      <InputField
        idPrefix="appt-"
        name="name"
        label="Full name"
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        defaultValue={values.name}
        error={fieldErrors.name}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          idPrefix="appt-"
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          defaultValue={values.email}
          error={fieldErrors.email}
        />
        <InputField
          idPrefix="appt-"
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          maxLength={PHONE_MAX_LENGTH}
          defaultValue={values.phone}
          error={fieldErrors.phone}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          idPrefix="appt-"
          name="preferredDate"
          label="Preferred date"
          type="date"
          min={today}
          max={addDays(today, MAX_DAYS_AHEAD)}
          defaultValue={values.preferredDate}
          error={fieldErrors.preferredDate}
        />
        <SelectField
          idPrefix="appt-"
          name="preferredTime"
          label="Preferred time"
          placeholder="Choose a time"
          options={asOptions(PREFERRED_TIMES)}
          defaultValue={values.preferredTime ?? ""}
          error={fieldErrors.preferredTime}
        />
      </div>
      <SelectField
        idPrefix="appt-"
        name="consultationType"
        label="Consultation type"
        placeholder="Choose a type"
        options={asOptions(CONSULTATION_TYPES)}
        defaultValue={values.consultationType ?? ""}
        error={fieldErrors.consultationType}
      />
      <TextareaField
        idPrefix="appt-"
        name="projectDetails"
        label="Project details"
        optional
        rows={4}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder="What would you like framed? Sizes, number of pieces, where it will hang."
        defaultValue={values.projectDetails}
        error={fieldErrors.projectDetails}
      />
      <HoneypotField name={HONEYPOT_FIELD} />
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
        {busy ? (
          <>
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
            Submitting...
          </>
        ) : (
          "Request Consultation"
        )}
      </Button>
    </fetcher.Form>
  );
}
