import { data, Link } from "react-router";
import {
  CallLink,
  CtaBand,
  CtaLink,
  PageHero,
  ProcessSteps,
  Section,
} from "~/components/site/sections";
import { HoustonPageLinks, ServiceCard, ServicePageCards } from "~/components/site/service-cards";
import { TestimonialsSection } from "~/components/site/testimonials";
import { business } from "~/content/business";
import { BOOKING_PATH } from "~/content/navigation";
import { SERVICES } from "~/content/site";
import { appContext } from "~/context";
import { serviceSlot } from "~/lib/page-photos";
import { breadcrumbJsonLd, pageMeta, siteUrlFrom } from "~/lib/seo";
import { turnaroundText } from "~/lib/shop";
import { useShop } from "~/lib/use-shop";
import type { PageHandle } from "~/page-delivery/server/page-handle";
import { wordsForPage, wordsPageHeaders } from "~worker/services/page-words";
import type { Route } from "./+types/services";

export const handle: PageHandle = { browser: "light" };

// The owner's photos of the services where set, and the first few visible testimonials.
export async function loader({ context }: Route.LoaderArgs) {
  const words = await wordsForPage(context.get(appContext).env, {
    photos: SERVICES.map((s) => serviceSlot(s.id)),
    testimonials: "featured",
  });
  return data(
    { photos: words.photos, testimonials: words.testimonials },
    { headers: wordsPageHeaders(words) },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  const siteUrl = siteUrlFrom(matches);
  return pageMeta(
    {
      title: "Custom Framing, Matting & Restoration",
      description: `Custom framing, matting with ${business.claims.matColours} colors, art restoration, canvas stretching, design consultations and pickup & delivery in the Houston Heights.`,
      path: "/services",
      keywords: [
        "custom framing services houston",
        "matting",
        "art restoration houston",
        "canvas stretching",
      ],
      jsonLd: [
        breadcrumbJsonLd(siteUrl, [
          { name: "Home", path: "/" },
          { name: "Services", path: "/services" },
        ]),
      ],
    },
    siteUrl,
  );
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { facts, turnaround } = useShop();
  return (
    <>
      <PageHero eyebrow="Services" title="Everything your art needs, made by hand">
        <p>
          Six services, one studio on {facts.address.streetName}. Whatever you bring, we will help
          you protect it and show it off, and give you an honest price before any work begins.
        </p>
      </PageHero>
      <Section
        title="Our services"
        intro={
          <p>
            Custom framing typically costs {facts.prices.customFraming}.{" "}
            <Link
              to="/frame-designer"
              className="font-semibold text-accent-hover underline underline-offset-4"
            >
              Design a frame for your piece and see an estimate
            </Link>
            .
          </p>
        }
      >
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map((s, i) => (
            <ServiceCard
              key={s.id}
              service={s}
              priority={i === 0}
              askFrom="services"
              photo={loaderData.photos[serviceSlot(s.id)]}
            />
          ))}
        </div>
      </Section>
      <Section
        title="Specialist services"
        intro="Some work needs more than a frame. Each of these has its own page with the details."
      >
        <ServicePageCards />
        <div className="mt-8">
          <HoustonPageLinks current="/services" label="Framing in Houston" />
        </div>
      </Section>
      <Section
        title="Our process"
        intro="The same careful four steps for a postcard or a 40-inch canvas."
      >
        <ProcessSteps />
      </Section>
      <TestimonialsSection testimonials={loaderData.testimonials} />
      <CtaBand
        title="Let's talk about your piece"
        actions={
          <>
            <CtaLink to={BOOKING_PATH} page="services">
              Book a Consultation
            </CtaLink>
            <CtaLink to="/portfolio" page="services" variant="secondary">
              See Our Work
            </CtaLink>
            <CtaLink to="/frame-designer" page="services" variant="secondary">
              Design Your Frame Online
            </CtaLink>
          </>
        }
      >
        <p>
          Most projects are ready in {turnaroundText(turnaround.leadDays)}. Prefer to talk?{" "}
          <span className="whitespace-nowrap">Call {facts.phone}.</span>
        </p>
      </CtaBand>
      <div className="mx-auto flex max-w-content justify-center px-4">
        <CallLink page="services" />
      </div>
    </>
  );
}
