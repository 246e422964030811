import { useEffect } from "react";
import { PageHero, Section } from "~/components/site/sections";
import { ButtonLink } from "~/components/ui/button";
import { business } from "~/content/business";
import { track } from "~/lib/analytics";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/thank-you";

// Where the external scheduler sends a visitor after booking; not for search results.
export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(
      {
        title: "Appointment Confirmed",
        description: `Your consultation with ${business.name} is booked. Here is what happens next.`,
        path: "/thank-you",
      },
      siteUrlFrom(matches),
    ),
    { name: "robots", content: "noindex, follow" },
  ];
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

export default function ThankYou() {
  useEffect(() => {
    track({ name: "appointment_booked", category: "appointment", label: "scheduler" });
  }, []);

  return (
    <>
      <PageHero eyebrow="Thank you" title="Appointment Confirmed!">
        <p>
          Thank you for booking a consultation with {business.name}. We look forward to meeting you
          and your artwork.
        </p>
      </PageHero>
      <Section title="What happens next">
        <ol className="grid gap-6 md:grid-cols-3">
          {NEXT_STEPS.map((step, i) => (
            <li key={step.title} className="rounded-lg border border-line bg-surface p-6">
              <span className="font-display text-3xl text-accent">{i + 1}</span>
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
              href={business.phone.href}
            >
              {business.phone.display}
            </a>
            ,{" "}
            <a
              className="font-medium text-accent underline underline-offset-4"
              href={business.schedulingUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              reschedule online<span className="sr-only"> (opens in a new tab)</span>
            </a>
            , or email{" "}
            <a
              className="font-medium text-accent underline underline-offset-4"
              href={`mailto:${business.email}`}
            >
              {business.email}
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
