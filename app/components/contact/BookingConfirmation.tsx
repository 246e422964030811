// What was requested, replacing the booking card's form once the booking is made: a request the
// shop confirms, when and where, the email on its way, the manage link and add to calendar
// (docs/decisions/0038-booking-steps.md). Part of the /contact island: no react-router here.
import { useEffect, useRef } from "react";
import { business } from "~/content/business";
import type { EnquiryFormResult } from "~/lib/enquiry-form";

type Booked = NonNullable<Extract<EnquiryFormResult, { ok: true }>["booking"]>;

// "20261201T160000Z" for a calendar link.
const calendarStamp = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/**
 * What was requested, replacing the form: what, when, where, that the shop confirms it and the
 * email is on its way, the manage link, add to calendar.
 */
export function BookingConfirmation({
  booked,
  message,
  address,
}: {
  booked: Booked;
  message: string;
  address: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: the focus moves to what replaced it.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: "start" });
  }, []);
  const google = new URLSearchParams({
    action: "TEMPLATE",
    text: `${booked.title} at ${business.name}`,
    dates: `${calendarStamp(booked.start)}/${calendarStamp(booked.end)}`,
    location: address,
  });
  return (
    <section
      aria-labelledby="booked-title"
      className="space-y-4"
      data-testid="booking-confirmation"
      // The phone's Call / Book bar steps aside once a booking is made (PhoneActionBar).
      data-booked=""
    >
      <h3
        id="booked-title"
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-24 font-serif text-2xl outline-none"
      >
        Requested: {booked.title}
      </h3>
      <dl className="grid gap-2 text-sm sm:grid-cols-[6rem_1fr]">
        <dt className="font-medium">When</dt>
        <dd>
          <time dateTime={booked.start}>{booked.when}</time> (Houston time)
        </dd>
        <dt className="font-medium">Where</dt>
        <dd>
          {business.name}, {address}
        </dd>
      </dl>
      <p className="text-sm text-muted">{message}</p>
      <div className="flex flex-wrap gap-3">
        <a
          href={booked.manageUrl}
          className="inline-flex min-h-11 items-center rounded-md bg-accent px-4 font-medium text-white hover:bg-accent-hover"
        >
          See, reschedule or cancel
        </a>
        <a
          href={booked.calendarUrl}
          download="consultation.ics"
          className="inline-flex min-h-11 items-center rounded-md border border-line px-4 font-medium"
        >
          Add to calendar (.ics)
        </a>
        <a
          href={`https://calendar.google.com/calendar/render?${google}`}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center rounded-md border border-line px-4 font-medium"
        >
          Google Calendar<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
