// The visitor's private booking page (/booking/<token>, linked from the booking email): see the
// booking, move it to another free time (the booking card's calendar of days, then the day's
// times), or cancel it. Plain forms and links: works without JavaScript.
import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useNavigate, useNavigation } from "react-router";
import { BookingCalendar } from "~/components/booking/BookingCalendar";
import { TimeChoices } from "~/components/booking/TimeChoices";
import { PageHero, Section } from "~/components/site/sections";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { business } from "~/content/business";
import { appContext } from "~/context";
import { consultationTitle, durationMinutes, formatSlot } from "~/lib/booking/format";
import { revealTimes } from "~/lib/booking/reveal-times";
import { STATUS_LABELS, STATUS_TONES } from "~/lib/booking/status";
import { oneLineAddress, phoneHref } from "~/lib/shop";
import { shopIsoString } from "~/lib/shop-time";
import { useShop } from "~/lib/use-shop";
import { openPublicWrite, PUBLIC_WRITES } from "~worker/public-write";
import {
  bookingByToken,
  cancelBooking,
  freeTimesForMove,
  rescheduleBooking,
} from "~worker/services/booking/bookings";
import type { Route } from "./+types/booking";
import { bookingPicker } from "./booking-picker.server";

export function meta() {
  return [
    { title: `Your booking | ${business.name}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

// A private page: never cached anywhere.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const booking = await bookingByToken(env, params.token);
  if (!booking) throw data(null, { status: 404 });
  const active = booking.status === "pending" || booking.status === "confirmed";
  const upcoming = Date.parse(booking.slotStart) > Date.now();
  const search = new URL(request.url).searchParams;
  search.set("type", booking.consultationType);
  // The page opens on the booked day (issue #29); ?day= picks another.
  if (!search.get("day")) search.set("day", booking.preferredDate);
  const changeable = active && upcoming;
  const picker = changeable ? await bookingPicker(env, search) : null;
  // The chosen day's times by the move's own rules: this booking's own slot does not block them.
  if (picker?.day)
    picker.slots = (await freeTimesForMove(env, booking, picker.day))
      .filter((s) => s.start.toISOString() !== booking.slotStart)
      .map((s) => ({ time: s.time, start: shopIsoString(s.start) }));
  return {
    booking: {
      type: booking.consultationType,
      name: booking.name,
      email: booking.email,
      phone: booking.phone,
      projectDetails: booking.projectDetails,
      // A booking declined as spam reads as declined to whoever holds the link
      // (docs/decisions/0028-booking-caps-and-spam.md).
      status: booking.status === "spam" ? "declined" : booking.status,
      statusNote: booking.status === "spam" ? null : booking.statusNote,
      when: formatSlot(booking.slotStart),
      start: booking.slotStart,
      minutes: durationMinutes(booking.slotStart, booking.slotEnd),
    },
    // Cancel is two steps (docs/decisions/0038-booking-steps.md): ?cancel=ask shows the question.
    askCancel: search.get("cancel") === "ask",
    notice: search.has("moved") ? "moved" : search.has("cancelled") ? "cancelled" : null,
    changeable,
    picker,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  // The one gate for public writes (worker/public-write.ts): only this page may change the
  // booking (403 otherwise, CSRF); the token is the key.
  const { env } = context.get(appContext);
  const gate = await openPublicWrite(env, request, PUBLIC_WRITES.bookingPage);
  if (gate.status === "refused")
    return data({ error: gate.error }, { status: gate.code, headers: gate.headers });
  const form = gate.body;
  const intent = form.get("intent");
  // A cancel without its confirmation step cancels nothing: back to the question.
  if (intent === "cancel" && form.get("confirm") !== "yes") {
    if (!(await bookingByToken(env, params.token))) throw data(null, { status: 404 });
    return redirect(`/booking/${params.token}?cancel=ask#cancel`, 303);
  }
  const result =
    intent === "cancel"
      ? await cancelBooking(env, params.token)
      : intent === "reschedule"
        ? await rescheduleBooking(env, params.token, Object.fromEntries(form))
        : null;
  if (!result) return data({ error: "Unknown request." }, { status: 400 });
  if (result.status === "not-found") throw data(null, { status: 404 });
  if (result.status === "done")
    return redirect(`/booking/${params.token}?${intent === "cancel" ? "cancelled" : "moved"}=1`);
  if (result.status === "invalid")
    return data(
      { error: result.issues[0]?.message ?? "Please choose a listed time." },
      { status: 400 },
    );
  return data({ error: result.error }, { status: 409 });
}

export default function ManageBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { facts } = useShop();
  const { booking, picker, changeable, notice, askCancel } = loaderData;
  const navigation = useNavigation();
  const navigate = useNavigate();
  // Another day chosen: its times come into view (below the calendar, under the fold on a phone).
  const times = useRef<HTMLFieldSetElement>(null);
  const shownDay = useRef(picker?.day);
  useEffect(() => {
    if (picker?.day === shownDay.current) return;
    shownDay.current = picker?.day;
    revealTimes(times.current);
  }, [picker?.day]);
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  return (
    <>
      <PageHero eyebrow="Your booking" title={consultationTitle(booking.type)}>
        <p>
          {booking.when}, {booking.minutes} minutes, at {business.name}.
        </p>
      </PageHero>
      <Section>
        <div className="mx-auto max-w-3xl space-y-8">
          {actionData && "error" in actionData ? (
            <p
              role="alert"
              className="rounded-md border border-danger/30 bg-danger/5 p-3 text-danger"
            >
              {actionData.error}
            </p>
          ) : null}
          {notice ? (
            <p
              role="status"
              className="rounded-md border border-success/30 bg-success/5 p-3 text-success"
            >
              {notice === "moved"
                ? "Your booking has moved. We've emailed you the new time."
                : "Your booking is cancelled. We've emailed you a note of it."}
            </p>
          ) : null}
          <div className="rounded-lg border border-line bg-surface p-6 shadow-sm sm:p-8">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 className="font-serif text-2xl">Booking details</h2>
              <Badge tone={STATUS_TONES[booking.status]}>{STATUS_LABELS[booking.status]}</Badge>
            </div>
            <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
              <dt className="font-medium">When</dt>
              <dd>
                <time dateTime={booking.start}>{booking.when}</time> (Houston time),{" "}
                {booking.minutes} minutes
              </dd>
              <dt className="font-medium">Where</dt>
              <dd>
                {business.name}, {oneLineAddress(facts)}{" "}
                <a
                  className="text-accent underline underline-offset-4"
                  href={facts.mapUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Directions<span className="sr-only"> (opens Google Maps in a new tab)</span>
                </a>
              </dd>
              <dt className="font-medium">Name</dt>
              <dd>{booking.name}</dd>
              <dt className="font-medium">Contact</dt>
              <dd className="break-all">
                {booking.email} · {booking.phone}
              </dd>
              {booking.projectDetails ? (
                <>
                  <dt className="font-medium">Project</dt>
                  <dd className="whitespace-pre-line">{booking.projectDetails}</dd>
                </>
              ) : null}
            </dl>
            <p className="mt-4 text-sm text-muted">
              {booking.status === "pending"
                ? `Your time is held. We'll confirm it ${facts.replyPromise}.`
                : booking.status === "confirmed"
                  ? business.appointmentReminder
                  : booking.status === "declined"
                    ? `The studio could not take this booking.${booking.statusNote ? ` ${booking.statusNote}` : ""}`
                    : booking.status === "cancelled"
                      ? "This booking is cancelled. You're welcome to book another time."
                      : "This consultation has taken place."}
            </p>
          </div>

          {changeable && picker ? (
            <>
              <div
                id="move"
                className="scroll-mt-20 rounded-lg border border-line bg-surface p-6 sm:p-8"
              >
                <h2 className="font-serif text-2xl">Move to another time</h2>
                {picker.days.length === 0 ? (
                  <p className="mt-3 text-muted">No other free times right now. Please call us.</p>
                ) : (
                  <>
                    {/* The booking card's calendar: a day's link shows its times (a GET
                        without JavaScript; in place, keeping the scroll, with it). */}
                    <div className="mt-4">
                      <BookingCalendar
                        picker={picker}
                        anchor="move"
                        onChoose={(href) =>
                          navigate(href, { replace: true, preventScrollReset: true })
                        }
                      />
                    </div>
                    <Form method="post" className="mt-4 space-y-4">
                      <input type="hidden" name="intent" value="reschedule" />
                      <input type="hidden" name="preferredDate" value={picker.day ?? ""} />
                      <TimeChoices
                        ref={times}
                        loading={navigation.state === "loading"}
                        legend={`Free times on ${picker.days.find((d) => d.value === picker.day)?.label ?? picker.day}`}
                        slots={picker.slots}
                      />
                      <Button type="submit" disabled={busy === "reschedule"}>
                        {busy === "reschedule" ? "Moving..." : "Move my booking"}
                      </Button>
                    </Form>
                  </>
                )}
              </div>
              <section
                id="cancel"
                aria-labelledby="cancel-title"
                className="rounded-lg border border-danger/30 bg-surface p-6 sm:p-8"
              >
                <h2 id="cancel-title" className="font-serif text-2xl">
                  Cancel
                </h2>
                {askCancel ? (
                  <Form method="post" className="mt-2">
                    <p role="status" className="font-medium">
                      Cancel your consultation on {booking.when}? The time goes to someone else.
                    </p>
                    <input type="hidden" name="intent" value="cancel" />
                    <input type="hidden" name="confirm" value="yes" />
                    <div className="mt-4 flex flex-wrap gap-3">
                      <Button type="submit" variant="danger" disabled={busy === "cancel"}>
                        {busy === "cancel" ? "Cancelling..." : "Yes, cancel it"}
                      </Button>
                      <Link
                        to="."
                        replace
                        preventScrollReset
                        className="inline-flex min-h-11 items-center rounded-md border border-line px-4 font-medium"
                      >
                        Keep my booking
                      </Link>
                    </div>
                  </Form>
                ) : (
                  <>
                    <p className="mt-2 text-muted">
                      Can't make it? Cancel and the time is freed for someone else.
                    </p>
                    <Link
                      to="?cancel=ask#cancel"
                      replace
                      preventScrollReset
                      className="mt-4 inline-flex min-h-11 items-center rounded-md border border-danger/40 px-4 font-medium text-danger"
                    >
                      Cancel booking...
                    </Link>
                  </>
                )}
              </section>
            </>
          ) : null}
          <p className="text-sm text-muted">
            Questions? Call{" "}
            <a className="text-accent underline" href={phoneHref(facts)}>
              {facts.phone}
            </a>{" "}
            or email{" "}
            <a className="text-accent underline" href={`mailto:${facts.email}`}>
              {facts.email}
            </a>
            .
          </p>
        </div>
      </Section>
    </>
  );
}
