import { CtaBand, CtaLink, FeatureList, PageHero, Section } from "~/components/site/sections";
import { RelatedServices, ServiceCard } from "~/components/site/service-cards";
import { business } from "~/content/business";
import { SERVICES } from "~/content/site";
import { localBusinessJsonLd, pageMeta, siteUrlFrom } from "~/lib/seo";
import { oneLineAddress } from "~/lib/shop";
import { shopFrom, useShop } from "~/lib/use-shop";
import type { PageHandle } from "~/page-delivery/server/page-handle";
import type { Route } from "./+types/houston-heights-framing";

export const handle: PageHandle = { browser: "light" };

const WHY_US = [
  {
    title: "Right around the corner",
    description: `On ${business.address.streetName}, a short walk or bike ride from the Heights hike-and-bike trail.`,
  },
  {
    title: "We know these houses",
    description:
      "Plaster walls, tall ceilings and humid summers: our frames and installs are made for them.",
  },
  {
    title: "Local artists' frame shop",
    description: "We frame for Heights painters, photographers and the shows on 19th Street.",
  },
] as const;

export function meta({ matches }: Route.MetaArgs) {
  const siteUrl = siteUrlFrom(matches);
  const shop = shopFrom(matches);
  return pageMeta(
    {
      title: `Houston Heights Frame Shop on ${shop.address.streetName}`,
      description: `Your neighbourhood frame shop in the Houston Heights: custom framing, shadowboxes and installation at ${oneLineAddress(shop)}.`,
      path: "/houston-heights-framing",
      keywords: [
        "heights frame shop",
        "houston heights framing",
        `frame shop ${shop.address.postalCode}`,
      ],
      jsonLd: [localBusinessJsonLd(siteUrl, shop)],
    },
    siteUrl,
  );
}

export default function HoustonHeightsFraming() {
  const { facts } = useShop();
  return (
    <>
      <PageHero eyebrow="Houston Heights" title="The Heights' own frame shop">
        <p>
          Framing for the neighbourhood since {business.foundedYear}, from bungalow gallery walls to
          the art on 19th Street.
        </p>
      </PageHero>
      <Section title="Services for Heights homes">
        <div className="grid gap-6 md:grid-cols-3">
          {/* The first card's photo shows in a phone's first screen, the page's largest paint. */}
          {SERVICES.slice(0, 3).map((s, i) => (
            <ServiceCard key={s.id} service={s} priority={i === 0} />
          ))}
        </div>
      </Section>
      <Section title="Why neighbours choose us">
        <FeatureList items={WHY_US} />
      </Section>
      <RelatedServices current="/houston-heights-framing" />
      <CtaBand
        title="Stop by the studio"
        actions={
          <>
            <CtaLink to="/contact" page="heights">
              Visit or Get a Quote
            </CtaLink>
            <CtaLink to="/portfolio" page="heights" variant="secondary">
              View Portfolio
            </CtaLink>
            <CtaLink to="/services" page="heights" variant="secondary">
              All Services
            </CtaLink>
          </>
        }
      >
        <p>{oneLineAddress(facts)}</p>
      </CtaBand>
    </>
  );
}
