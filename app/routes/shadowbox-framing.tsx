import {
  CallLink,
  CtaBand,
  CtaLink,
  FeatureList,
  PageHero,
  ProcessSteps,
  Section,
} from "~/components/site/sections";
import { RelatedServices, ServiceImage } from "~/components/site/service-cards";
import { business } from "~/content/business";
import { breadcrumbJsonLd, pageMeta, siteUrlFrom } from "~/lib/seo";
import { useShop } from "~/lib/use-shop";
import type { PageHandle } from "~/page-delivery/server/page-handle";
import type { Route } from "./+types/shadowbox-framing";

export const handle: PageHandle = { browser: "light" };

const CATEGORIES = [
  {
    title: "Military",
    description:
      "Medals in order of precedence, ribbons, patches, dog tags and folded flags, mounted with stitching, never glue.",
  },
  {
    title: "Sports",
    description: "Signed jerseys, balls, bats, tickets and photos: the whole game day in one case.",
  },
  {
    title: "Wedding & Family",
    description:
      "Bouquets, invitations, christening gowns and heirlooms, preserved behind UV glass.",
  },
  {
    title: "Corporate & Awards",
    description:
      "Plaques, ground-breaking shovels, first dollars and team memorabilia for the office.",
  },
] as const;

export function meta({ matches }: Route.MetaArgs) {
  const siteUrl = siteUrlFrom(matches);
  return pageMeta(
    {
      title: "Shadowbox Framing for Medals & Jerseys",
      description: `Custom shadowboxes for military medals, sports jerseys, wedding keepsakes and corporate awards, typically ${business.priceRanges.shadowbox}, made in the Houston Heights.`,
      path: "/shadowbox-framing",
      keywords: [
        "shadowbox framing houston",
        "jersey framing",
        "military shadow box",
        "medal framing",
      ],
      jsonLd: [
        breadcrumbJsonLd(siteUrl, [
          { name: "Home", path: "/" },
          { name: "Shadowbox Framing", path: "/shadowbox-framing" },
        ]),
      ],
    },
    siteUrl,
  );
}

export default function ShadowboxFraming() {
  const { facts } = useShop();
  return (
    <>
      <PageHero eyebrow="Shadowbox Framing" title="Keepsakes deserve more than a drawer">
        <p>
          Deep frames built around objects, with every item mounted so it can be removed without
          harm. Typical projects run {facts.prices.shadowbox}.
        </p>
      </PageHero>
      <Section title="What we put in shadowboxes">
        <div className="grid items-start gap-8 lg:grid-cols-[2fr_1fr]">
          <FeatureList items={CATEGORIES} columns={2} />
          <ServiceImage id="shadowbox" />
        </div>
      </Section>
      <Section title="How a shadowbox comes together">
        <ProcessSteps />
      </Section>
      <CtaBand
        title="Bring the whole box of memories"
        actions={
          <>
            <CtaLink to="/contact" page="shadowbox">
              Plan My Shadowbox
            </CtaLink>
            <CallLink page="shadowbox" />
          </>
        }
      >
        <p>We will lay everything out with you before anything is attached.</p>
      </CtaBand>
      <RelatedServices current="/shadowbox-framing" />
    </>
  );
}
