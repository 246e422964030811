import { data, redirect } from "react-router";
import { AppointmentCard, BOOKING_ISLAND } from "~/components/contact/AppointmentCard";
import { CONTACT_FORM_ISLAND, ContactForm, serviceFrom } from "~/components/contact/ContactForm";
import { MAP_ISLAND, MapEmbed } from "~/components/contact/MapEmbed";
import { ClosureNotices, HoursList, PageHero, Section } from "~/components/site/sections";
import { TOASTER_ISLAND, Toaster } from "~/components/ui/lazy-toaster";
import { appContext } from "~/context";
import { answerHeaders } from "~/lib/answer-headers";
import { unavailablePicker } from "~/lib/booking/picker";
import { breadcrumbJsonLd, localBusinessJsonLd, pageMeta, siteUrlFrom } from "~/lib/seo";
import { mapEmbedUrl, oneLineAddress, phoneHref } from "~/lib/shop";
import { shopFrom, useShop } from "~/lib/use-shop";
import { Island } from "~/page-delivery/browser/island";
import type { PageHandle } from "~/page-delivery/server/page-handle";
import type { Route } from "./+types/contact";
import { bookingPicker } from "./booking-picker.server";
import { handleEnquiryForm } from "./enquiry-form.server";

// The forms, the map and the toasts are islands (app/page-delivery/browser/islands/contact.island.tsx): the page runs
// without React Router in the browser (docs/decisions/0095-islands.md).
export const handle: PageHandle = { browser: { island: "contact" } };

export function meta({ matches }: Route.MetaArgs) {
  const siteUrl = siteUrlFrom(matches);
  const facts = shopFrom(matches);
  return pageMeta(
    {
      title: "Contact Us & Book a Framing Consultation",
      description: `Visit us at ${oneLineAddress(facts)}, call ${facts.phone}, or send a message or consultation request. We reply ${facts.replyPromise}.`,
      path: "/contact",
      keywords: [
        "contact frame shop houston",
        "framing consultation houston",
        "picture framing quote",
      ],
      jsonLd: [
        localBusinessJsonLd(siteUrl, shopFrom(matches)),
        breadcrumbJsonLd(siteUrl, [
          { name: "Home", path: "/" },
          { name: "Contact", path: "/contact" },
        ]),
      ],
    },
    siteUrl,
  );
}

// The booking card's days and free times, from ?type=&day= (works without JavaScript), and the
// service an "Ask about ..." link preselects (?service=).
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  try {
    return { picker: await bookingPicker(env, params), service: serviceFrom(params) };
  } catch (err) {
    // D1 unreachable: the page still shows, the card says booking is down (docs/decisions/0005-real-data.md).
    console.error("Reading free booking times failed", err);
    const headers = { "Cache-Control": "no-store" };
    return data(
      { picker: unavailablePicker(params), service: serviceFrom(params) },
      { status: 503, headers },
    );
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { result, status, headers, redirectTo } = await handleEnquiryForm(
    request,
    context.get(appContext),
  );
  if (redirectTo) return redirect(redirectTo, { headers });
  return data(result, { status, headers });
}

export const headers = answerHeaders;

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { facts } = useShop();
  // The answer of a form posted here, for the form that sent it (both read it: a refusal before
  // the form is known says "contact").
  const answer = actionData ?? undefined;
  const address = oneLineAddress(facts);
  return (
    <>
      <Island name={TOASTER_ISLAND} component={Toaster} props={{}} />
      <PageHero eyebrow="Contact" title="Visit Our Studio">
        <p>
          Bring your piece in, send us a message, or book a consultation. We reply{" "}
          {facts.replyPromise}.
        </p>
        <ClosureNotices className="mt-4 text-ink" />
      </PageHero>
      <Section>
        <div className="grid gap-12 lg:grid-cols-5">
          <div className="space-y-8 lg:col-span-2">
            <div className="space-y-4">
              <div>
                <h2 className="font-serif text-xl">Studio</h2>
                <address className="mt-1 not-italic text-muted">{address}</address>
                <a
                  href={facts.mapUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-1 inline-block text-sm font-medium text-accent underline underline-offset-4 hover:text-accent-hover"
                >
                  Get directions<span className="sr-only"> (opens Google Maps in a new tab)</span>
                </a>
              </div>
              <div>
                <h2 className="font-serif text-xl">Phone</h2>
                <a
                  href={phoneHref(facts)}
                  className="mt-1 inline-block text-accent underline underline-offset-4 hover:text-accent-hover"
                >
                  {facts.phone}
                </a>
              </div>
              <div>
                <h2 className="font-serif text-xl">Email</h2>
                <a
                  href={`mailto:${facts.email}`}
                  className="mt-1 inline-block break-all text-accent underline underline-offset-4 hover:text-accent-hover"
                >
                  {facts.email}
                </a>
              </div>
            </div>
            <div className="rounded-lg border border-line bg-surface p-6">
              <h2 className="font-serif text-xl">Studio hours</h2>
              <div className="mt-3">
                <HoursList />
              </div>
            </div>
            <Island
              name={MAP_ISLAND}
              component={MapEmbed}
              props={{ address, mapUrl: facts.mapUrl, embedUrl: mapEmbedUrl(facts) }}
            />
          </div>
          <div id="contact-form" className="lg:col-span-3">
            <h2 className="font-serif text-2xl sm:text-3xl">Send us a message</h2>
            <p className="mt-2 text-muted">
              Questions, quotes, or a piece you're not sure about: tell us and we'll help.
            </p>
            <div className="mt-6 rounded-lg border border-line bg-surface p-6 shadow-sm sm:p-8">
              <Island
                name={CONTACT_FORM_ISLAND}
                component={ContactForm}
                props={{ replyPromise: facts.replyPromise, service: loaderData.service, answer }}
              />
            </div>
          </div>
        </div>
      </Section>
      <div className="border-t border-line bg-mat">
        <Section
          id="book"
          title="Book Your Consultation"
          intro="An hour with a framer in the studio, free and with no obligation. Pick a free time and it's yours."
        >
          <div className="mx-auto max-w-3xl">
            <Island
              name={BOOKING_ISLAND}
              component={AppointmentCard}
              props={{
                picker: loaderData.picker,
                shop: { address, phone: facts.phone, phoneHref: phoneHref(facts) },
                answer,
              }}
            />
          </div>
        </Section>
      </div>
    </>
  );
}
