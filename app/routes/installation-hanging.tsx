import { CallLink, CtaLink, FeatureList, PageHero, Section } from "~/components/site/sections";
import { RelatedServices, ServiceImage } from "~/components/site/service-cards";
import { business } from "~/content/business";
import { breadcrumbJsonLd, pageMeta, siteUrlFrom } from "~/lib/seo";
import { useShop } from "~/lib/use-shop";
import type { PageHandle } from "~/page-delivery/server/page-handle";
import type { Route } from "./+types/installation-hanging";

export const handle: PageHandle = { browser: "light" };

const INSTALLATION_SERVICES = [
  {
    title: "Picture Hanging",
    description: "Single pieces hung level and secure, at the right height for the room.",
  },
  {
    title: "Gallery Walls",
    description:
      "Layouts planned on paper first, then hung with even spacing and a clear centre line.",
  },
  {
    title: "Mirror Installation",
    description:
      "Heavy mirrors above mantels and consoles, on hardware rated well beyond their weight.",
  },
  {
    title: "Plaster & Brick Walls",
    description: "The right drill bits and anchors for old Heights plaster, brick and shiplap.",
  },
  {
    title: "Corporate & Office Art",
    description:
      "Lobbies, conference rooms and hallways hung after hours to keep your office running.",
  },
  {
    title: "Art Lighting Advice",
    description: "Picture lights and spot angles that show the art without glare.",
  },
] as const;

const SERVICE_AREAS = [
  "Houston Heights",
  "Montrose",
  "Garden Oaks",
  "Oak Forest",
  "Timbergrove",
  "Rice Military",
] as const;

export function meta({ matches }: Route.MetaArgs) {
  const siteUrl = siteUrlFrom(matches);
  return pageMeta(
    {
      title: "Picture Hanging & Art Installation Houston",
      description: `Professional picture hanging, gallery walls and art installation within ${business.claims.serviceRadiusMiles} miles of the Houston Heights studio. Safe on plaster, brick and drywall.`,
      path: "/installation-hanging",
      keywords: [
        "picture hanging service houston",
        "art installation houston",
        "gallery wall installation",
      ],
      jsonLd: [
        breadcrumbJsonLd(siteUrl, [
          { name: "Home", path: "/" },
          { name: "Installation", path: "/installation-hanging" },
        ]),
      ],
    },
    siteUrl,
  );
}

export default function InstallationHanging() {
  const { facts } = useShop();
  return (
    <>
      <PageHero
        eyebrow="Installation"
        title="Picture hanging and art installation"
        actions={
          <>
            <CtaLink to="/contact?type=Art+Installation#book" page="installation">
              Schedule Installation
            </CtaLink>
            <CallLink page="installation" />
          </>
        }
      >
        <p>
          Level, secure and at the right height, first time. Our installers work within a{" "}
          {business.claims.serviceRadiusMiles}-mile radius of the studio and bring the hardware your
          walls need.
        </p>
      </PageHero>
      <Section title="Installation services">
        <div className="grid items-start gap-8 lg:grid-cols-[2fr_1fr]">
          <FeatureList items={INSTALLATION_SERVICES} columns={2} />
          <ServiceImage id="installation" />
        </div>
      </Section>
      <Section
        title="Where we install"
        intro={`We cover a ${business.claims.serviceRadiusMiles}-mile radius around ${facts.address.street}, including:`}
      >
        <ul className="flex flex-wrap gap-3">
          {SERVICE_AREAS.map((a) => (
            <li key={a} className="rounded-full border border-line bg-surface px-4 py-2 text-sm">
              {a}
            </li>
          ))}
        </ul>
      </Section>
      <RelatedServices current="/installation-hanging" />
    </>
  );
}
