import { data } from "react-router";
import { PageEvent } from "~/components/site/PageEvent";
import { PageHero, Section } from "~/components/site/sections";
import { ButtonLink } from "~/components/ui/button-link";
import { business } from "~/content/business";
import { appContext } from "~/context";
import { consultationTitle, durationMinutes, formatSlot } from "~/lib/booking/format";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { oneLineAddress, phoneHref } from "~/lib/shop";
import { useShop } from "~/lib/use-shop";
import type { PageHandle } from "~/page-delivery/server/page-handle";
import { bookingByToken } from "~worker/services/booking/bookings";
import type { Route } from "./+types/thank-you";

export const handle: PageHandle = { browser: "light" };

// Where a visitor lands after booking (?booking=<manage token>: what was booked) or after the
// external scheduler; not for search results.
export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(
      {
        title: "Appointment Confirmed",
        description: `Your consultation with ${business.name} is booked. Here is what happens next.`,
        path: "/thank-you",
        keywords: ["consultation booked", "heights frame studio appointment"],
      },
      siteUrlFrom(matches),
    ),
    { name: "robots", content: "noindex, follow" },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("booking");
  if (!token) return { booking: null };
  const booking = await bookingByToken(context.get(appContext).env, token);
  const privately = { headers: { "Cache-Control": "private, no-store" } };
  if (!booking) return data({ booking: null }, privately);
  return data(
    {
      booking: {
        type: booking.consultationType,
        when: formatSlot(booking.slotStart),
        start: booking.slotStart,
        minutes: durationMinutes(booking.slotStart, booking.slotEnd),
        status: booking.status,
        manageUrl: `/booking/${token}`,
      },
    },
    privately,
  );
}

// A booking's token is in the address: never cached.
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
}

const NEXT_STEPS = [
  {
    title: "Check your email",
    description: "Your booking confirmation with the date and time is on its way.",
  },
  { title: "We call the day before", description: business.appointmentReminder },
  {
    title: "Bring your piece",
    description:
      "Bring the art, photo or object you want framed, or photos and measurements of it for a home visit.",
  },
] as const;

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { booking } = loaderData;
  const { facts } = useShop();
  return (
    <>
      {/* Back from the external scheduler; a booking made here was reported by the booking card. */}
      {booking ? null : (
        <PageEvent
          event={{ name: "appointment_booked", category: "appointment", label: "scheduler" }}
        />
      )}
      <PageHero
        eyebrow="Thank you"
        title={booking?.status === "pending" ? "Consultation Requested" : "Appointment Confirmed!"}
      >
        <p>
          Thank you for booking a consultation with {business.name}. We look forward to meeting you
          and your artwork.
        </p>
      </PageHero>
      {booking ? (
        <Section title="Your booking">
          <div data-booked="" className="rounded-lg border border-line bg-surface p-6 shadow-sm">
            <p className="font-serif text-2xl">{consultationTitle(booking.type)}</p>
            <p className="mt-2">
              <time dateTime={booking.start}>{booking.when}</time> (Houston time), {booking.minutes}{" "}
              minutes
            </p>
            <p className="mt-1 text-muted">
              {business.name}, {oneLineAddress(facts)}
            </p>
            <p className="mt-3 text-sm text-muted">
              {booking.status === "pending"
                ? `We're holding this time for you and will confirm it ${facts.replyPromise}. An email with the details is on its way.`
                : "Confirmed."}
            </p>
            <ButtonLink to={booking.manageUrl} variant="secondary" className="mt-4">
              See, reschedule or cancel
            </ButtonLink>
          </div>
        </Section>
      ) : null}
      <Section title="What happens next">
        <ol className="grid gap-6 md:grid-cols-3">
          {NEXT_STEPS.map((step, i) => (
            <li key={step.title} className="rounded-lg border border-line bg-surface p-6">
              <span className="font-serif text-3xl text-accent">{i + 1}</span>
              <h3 className="mt-2 font-sans text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-muted">{step.description}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 rounded-lg border border-line bg-mat p-6">
          <h3 className="font-sans text-lg font-semibold">Need to change something?</h3>
          <p className="mt-2 text-muted">
            Call the studio at{" "}
            <a
              className="font-medium text-accent underline underline-offset-4"
              href={phoneHref(facts)}
            >
              {facts.phone}
            </a>
            ,{" "}
            <a
              className="font-medium text-accent underline underline-offset-4"
              href={booking?.manageUrl ?? "/contact#book"}
            >
              reschedule online
            </a>
            , or email{" "}
            <a
              className="font-medium text-accent underline underline-offset-4"
              href={`mailto:${facts.email}`}
            >
              {facts.email}
            </a>
            .
          </p>
        </div>
        <div className="mt-10 flex flex-wrap gap-3">
          <ButtonLink to="/" size="lg">
            Back to Home
          </ButtonLink>
          <ButtonLink to="/portfolio" variant="secondary" size="lg">
            View Our Portfolio
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
