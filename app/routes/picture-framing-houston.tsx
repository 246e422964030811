import { CallLink, CtaLink, FeatureList, PageHero, Section } from "~/components/site/sections";
import { RelatedServices } from "~/components/site/service-cards";
import { business } from "~/content/business";
import { AREAS_SERVED } from "~/content/site";
import { localBusinessJsonLd, pageMeta, siteUrlFrom } from "~/lib/seo";
import { oneLineAddress, TURNAROUND_MARK } from "~/lib/shop";
import { shopFrom } from "~/lib/use-shop";
import type { PageHandle } from "~/page-delivery/server/page-handle";
import type { Route } from "./+types/picture-framing-houston";

export const handle: PageHandle = { browser: "light" };

const BENEFITS = [
  {
    title: "Conservation as standard",
    description: "Acid-free mats and backing in every frame, UV glass whenever the art needs it.",
  },
  {
    title: "Made in Houston",
    description: `Cut, joined and fitted by hand at ${business.address.street}, not shipped off to a factory.`,
  },
  {
    title: "Honest pricing",
    description:
      "You see the price before you decide, and we tell you when an upgrade isn't worth it.",
  },
  {
    title: `Ready in ${TURNAROUND_MARK}`,
    description: "Rush options for gifts and events when the schedule allows.",
  },
] as const;

const SERVICE_GROUPS = [
  {
    title: "Art & Prints",
    description: "Paintings, originals on paper, limited editions and posters.",
  },
  {
    title: "Photographs & Diplomas",
    description: "Family photos, wedding portraits, certificates and diplomas.",
  },
  {
    title: "Objects & Memorabilia",
    description: "Shadowboxes for jerseys, medals, flags and heirlooms.",
  },
  {
    title: "Commercial & Corporate",
    description: "Offices, restaurants and hotels, framed and installed.",
  },
] as const;

export function meta({ matches }: Route.MetaArgs) {
  const siteUrl = siteUrlFrom(matches);
  const shop = shopFrom(matches);
  return pageMeta(
    {
      title: "Picture Framing in Houston, TX",
      description: `Custom picture framing for Houston homes and businesses: conservation materials, ${business.claims.matColours} mat colors and expert advice at ${oneLineAddress(shop)}.`,
      path: "/picture-framing-houston",
      keywords: ["picture framing houston", "custom frames houston tx", "frame shop houston"],
      jsonLd: [localBusinessJsonLd(siteUrl, shop)],
    },
    siteUrl,
  );
}

export default function PictureFramingHouston() {
  return (
    <>
      <PageHero
        eyebrow="Picture Framing Houston"
        title="Custom picture framing for all of Houston"
        actions={
          <>
            <CtaLink to="/contact" page="picture-framing">
              Get a Free Quote
            </CtaLink>
            <CallLink page="picture-framing" />
          </>
        }
      >
        <p>
          A neighbourhood frame shop in the Heights serving the whole city for{" "}
          {business.claims.yearsExperience} years.
        </p>
      </PageHero>
      <Section title="Why Houston frames with us">
        <FeatureList items={BENEFITS} columns={4} />
      </Section>
      <Section title="What we frame">
        <FeatureList items={SERVICE_GROUPS} columns={4} />
      </Section>
      <Section
        title="Areas we serve"
        intro="Customers visit from across Houston; pickup, delivery and installation cover the neighbourhoods near the studio."
      >
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {AREAS_SERVED.map((a) => (
            <li key={a} className="rounded-lg border border-line bg-surface px-4 py-3 text-sm">
              {a}
            </li>
          ))}
        </ul>
      </Section>
      <RelatedServices current="/picture-framing-houston" />
    </>
  );
}
