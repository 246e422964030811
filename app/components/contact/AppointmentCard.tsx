// Booking a consultation (issue #17): a type, a day with free slots, a free time, and who you are.
// Without JavaScript the day is a GET parameter (?type=&day=#book) and the times are server-
// rendered radio buttons; with it, the same forms update in place. An island of /contact
// (docs/decisions/0095-islands.md): what it shows of the shop comes as props, and it reads the
// route's loader and action through the page itself (fetchIslandProps).
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from "react";
import { business } from "~/content/business";
import { CONSULTATION_TYPES, HONEYPOT_FIELD, MESSAGE_MAX_LENGTH } from "~/content/options";
import { track } from "~/lib/analytics";
import { formatDay } from "~/lib/booking/format";
import { type BookingPicker, unavailablePicker } from "~/lib/booking/picker";
import { revealTimes } from "~/lib/booking/reveal-times";
import { APPOINTMENT_TEXT, type EnquiryFormResult, SECOND_BOOKING_FIELD } from "~/lib/enquiry-form";
import { toast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { fetchIslandProps } from "~/page-delivery/browser/island";
import { BookingCalendar } from "../booking/BookingCalendar";
import { TimeChoices } from "../booking/TimeChoices";
import { FormPolicyNote } from "../site/policy-links";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { EmailField, FullNameField, PhoneField } from "../ui/contact-fields";
import {
  FirstInvalidProvider,
  HoneypotField,
  SelectField,
  TextareaField,
  useFirstInvalidFocus,
} from "../ui/field";
import { BookingConfirmation } from "./BookingConfirmation";
import { useEnquiryForm, type WithAnswer } from "./useEnquiryResult";

const card = "rounded-lg border border-line bg-surface p-6 shadow-sm sm:p-8";

// The booking form's fields in the order it shows them (the focus goes to the first invalid one);
// a day that is not bookable is reported at the times.
const FIELDS = ["preferredTime", "name", "email", "phone", "projectDetails"] as const;

const SchedulerTabs = lazy(() => import("./SchedulerTabs"));

/** What the card shows of the shop: where it is and how to call. */
export interface BookingShop {
  /** oneLineAddress(facts) */
  address: string;
  phone: string;
  /** phoneHref(facts) */
  phoneHref: string;
}

export interface AppointmentCardProps extends WithAnswer {
  picker: BookingPicker;
  shop: BookingShop;
}

/** Its name as an island of /contact (app/page-delivery/browser/islands/contact.island.tsx). */
export const BOOKING_ISLAND = "booking";

export function AppointmentCard({ picker: loaded, shop, answer }: AppointmentCardProps) {
  const hydrated = useHydrated();
  const [picker, setPicker] = useState(loaded);
  // The answer of a page posted without JavaScript belongs to that page's day only.
  const [pageAnswer, setPageAnswer] = useState(answer);
  const latest = useRef(0);
  // The day being read: the calendar marks it at once, the times wait for it.
  const [loadingDay, setLoadingDay] = useState<string | null>(null);
  // Counts the days chosen: each brings its times into view.
  const [reveal, setReveal] = useState(0);
  // Another day or consultation type, shown in place; the address bar follows, replacing the entry
  // as before. A day's times come from the free-times API (a few hundred bytes); a type, or a day
  // that is full by now, from the page at that address (the route's loader data, with its notes).
  // If neither can be read, the browser goes there, as without JavaScript.
  const choose = async (href: string) => {
    const url = new URL(href, window.location.href);
    const request = ++latest.current;
    const day = url.searchParams.get("day");
    const sameType = url.searchParams.get("type") === picker.type;
    if (day && sameType) setLoadingDay(day);
    const next =
      (day && sameType ? await dayPicker(picker, day) : undefined) ??
      (await fetchIslandProps<AppointmentCardProps>(BOOKING_ISLAND, url.href))?.picker;
    if (request !== latest.current) return;
    setLoadingDay(null);
    if (!next) {
      window.location.assign(url.href);
      return;
    }
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
    setPageAnswer(undefined);
    setPicker(next);
    if (day) setReveal((n) => n + 1);
  };
  const form = (
    <BookingForm
      picker={loadingDay ? { ...picker, day: loadingDay } : picker}
      loading={loadingDay !== null}
      reveal={reveal}
      shop={shop}
      answer={pageAnswer}
      onChoose={choose}
      onPicker={setPicker}
    />
  );
  // The external scheduler only when the owner configured a real one (docs/decisions/0010-booking.md).
  if (!picker.schedulingUrl) return <div className={card}>{form}</div>;
  // Tabs need JavaScript: the server's page (and a page without it) has the form and a plain
  // link to the scheduler; once the page runs, the tabs load and take their place.
  const plain = (
    <>
      {form}
      <SchedulerLink url={picker.schedulingUrl} />
    </>
  );
  return (
    <div className={card}>
      <Suspense fallback={plain}>
        {hydrated ? <SchedulerTabs url={picker.schedulingUrl}>{form}</SchedulerTabs> : plain}
      </Suspense>
    </div>
  );
}

/**
 * The card with another day's times, from GET /api/availability; undefined when the day has no
 * free time any more (the page says so) or the times cannot be read.
 */
async function dayPicker(current: BookingPicker, day: string): Promise<BookingPicker | undefined> {
  try {
    const query = new URLSearchParams({ date: day, type: current.type });
    const res = await fetch(`/api/availability?${query}`, {
      headers: { Accept: "application/json" },
    });
    if (!res.ok) return undefined;
    const free = (await res.json()) as { slots: BookingPicker["slots"]; days: string[] };
    if (!free.days.includes(day) || free.slots.length === 0) return undefined;
    return {
      ...current,
      day,
      days: free.days.map((d) => ({ value: d, label: formatDay(d) })),
      slots: free.slots,
      dayUnavailable: null,
      unavailable: false,
    };
  } catch {
    return undefined;
  }
}

function SchedulerLink({ url }: { url: string }) {
  return (
    <p className="mt-6 text-sm text-muted">
      Prefer our external scheduler?{" "}
      <a className="text-accent underline" href={url} target="_blank" rel="noopener noreferrer">
        Book with Calendly<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  );
}

/** The address a GET form goes to: its action with the form's fields as the query. */
function getAddress(form: HTMLFormElement): string {
  const url = new URL(form.action);
  const query = new URLSearchParams();
  for (const [key, value] of new FormData(form))
    if (typeof value === "string") query.append(key, value);
  url.search = query.toString();
  return url.href;
}

// The consultation type (a GET form: it changes the free times) and the month calendar of days.
function DayPicker({
  picker,
  onChoose,
}: {
  picker: BookingPicker;
  onChoose: (href: string) => void;
}) {
  const hydrated = useHydrated();
  const choose = (form: HTMLFormElement | null) => form && onChoose(getAddress(form));
  return (
    <div className="space-y-5">
      <form
        method="get"
        action="/contact#book"
        className="grid gap-5 sm:grid-cols-[1fr_auto] sm:items-end"
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          choose(event.currentTarget);
        }}
      >
        <SelectField
          idPrefix="appt-"
          name="type"
          label="Consultation type"
          options={CONSULTATION_TYPES.map((t) => ({ value: t, label: t }))}
          defaultValue={picker.type}
          // Always has a value (no empty first option), so "required" would only upset validators.
          required={false}
          onChange={(e) => choose(e.currentTarget.form)}
        />
        {picker.day ? <input type="hidden" name="day" value={picker.day} /> : null}
        {hydrated ? null : (
          <Button type="submit" variant="secondary" size="md">
            Show days
          </Button>
        )}
      </form>
      {picker.days.length > 0 ? <BookingCalendar picker={picker} onChoose={onChoose} /> : null}
    </div>
  );
}

function BookingForm({
  picker: loaded,
  loading,
  reveal,
  shop,
  answer,
  onChoose,
  onPicker,
}: {
  picker: BookingPicker;
  loading: boolean;
  reveal: number;
  shop: BookingShop;
  answer: EnquiryFormResult | undefined;
  onChoose: (href: string) => void;
  onPicker: (picker: BookingPicker) => void;
}) {
  const hydrated = useHydrated();
  const { onSubmit, result, busy, failure, fieldErrors, values } =
    useEnquiryForm<AppointmentCardProps>(
      "appointment",
      BOOKING_ISLAND,
      answer,
      (data) => {
        if (data.ok) {
          track({ name: "appointment_booked", category: "appointment", label: "booking" });
          // The confirmation replaces the form (below) and takes the focus: no toast to miss.
        } else if (data.taken) {
          // Said once, at the times; the times come afresh with the answer, without the taken one.
        } else if (!data.duplicate) {
          toast.error(APPOINTMENT_TEXT.errorTitle, {
            description: data.error || APPOINTMENT_TEXT.errorDescription,
          });
        }
      },
      // The page the action rendered has the free times as they are now.
      (props) => onPicker(props.picker),
    );
  const timeError = fieldErrors.preferredTime ?? fieldErrors.preferredDate;
  const { formRef, first } = useFirstInvalidFocus(FIELDS, failure, {
    ...fieldErrors,
    ...(timeError ? { preferredTime: timeError } : {}),
  });
  // Free times unreadable: a failed submission's own choice is offered again, nothing is lost.
  const picker = loaded.unavailable
    ? unavailablePicker(new URLSearchParams({ type: loaded.type }), values)
    : loaded;
  const booked = result?.ok ? result.booking : undefined;
  // A day chosen: its times come into view (on a phone they would be under the fold).
  const times = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (reveal > 0) revealTimes(times.current);
  }, [reveal]);
  const query = new URLSearchParams({
    type: picker.type,
    ...(picker.day ? { day: picker.day } : {}),
  });

  if (booked && result?.ok)
    return <BookingConfirmation booked={booked} message={result.message} address={shop.address} />;

  return (
    <div className="space-y-6">
      <DayPicker picker={picker} onChoose={onChoose} />
      {picker.dayUnavailable ? (
        <p role="status" className="text-sm text-muted">
          There is no free time left on that day; here is the next one that has some.
        </p>
      ) : null}
      {failure && !failure.taken && !failure.duplicate ? (
        <Alert size="sm">{failure.error || APPOINTMENT_TEXT.errorDescription}</Alert>
      ) : null}
      {picker.unavailable && !failure ? (
        <Alert size="sm">
          Free times can't be shown right now. Please try again in a few minutes, or call us at{" "}
          <a className="underline" href={shop.phoneHref}>
            {shop.phone}
          </a>{" "}
          to book.
        </Alert>
      ) : null}
      {picker.days.length === 0 ? (
        picker.unavailable ? null : (
          <p className="rounded-md border border-dashed border-line p-6 text-center text-muted">
            No free times in the next {picker.windowDays} days. Please call us at{" "}
            <a className="text-accent underline" href={shop.phoneHref}>
              {shop.phone}
            </a>
            .
          </p>
        )
      ) : (
        <form
          ref={formRef}
          method="post"
          action={`/contact?${query}#book`}
          className="relative space-y-5"
          onSubmit={onSubmit}
        >
          <input type="hidden" name="intent" value="appointment" />
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          <input type="hidden" name="consultationType" value={picker.type} />
          <input type="hidden" name="preferredDate" value={picker.day ?? ""} />
          <FirstInvalidProvider value={first}>
            <TimeChoices
              ref={times}
              loading={loading}
              legend={`Time on ${picker.days.find((d) => d.value === picker.day)?.label ?? (picker.day ? formatDay(picker.day) : "")} (Houston time)`}
              slots={picker.slots}
              checked={values.preferredTime}
              error={timeError}
            />
            <FullNameField
              idPrefix="appt-"
              label="Full name"
              defaultValue={values.name}
              error={fieldErrors.name}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <EmailField idPrefix="appt-" defaultValue={values.email} error={fieldErrors.email} />
              <PhoneField idPrefix="appt-" defaultValue={values.phone} error={fieldErrors.phone} />
            </div>
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
          </FirstInvalidProvider>
          <HoneypotField name={HONEYPOT_FIELD} />
          {failure?.duplicate ? (
            <Alert size="sm">
              <p>{failure.error}</p>
              <Button
                type="submit"
                name={SECOND_BOOKING_FIELD}
                value="yes"
                variant="secondary"
                size="md"
                className="mt-3"
                disabled={busy}
              >
                Yes, book this one as well
              </Button>
            </Alert>
          ) : null}
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
              "Book Consultation"
            )}
          </Button>
          <p className="text-xs text-muted">
            You'll get an email with a private link to see, reschedule or cancel.{" "}
            {business.appointmentReminder}
          </p>
          <FormPolicyNote />
        </form>
      )}
    </div>
  );
}
