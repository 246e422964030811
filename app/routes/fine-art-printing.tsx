import { CallLink, CtaLink, FeatureList, PageHero, Section } from "~/components/site/sections";
import { RelatedServices, ServiceImage } from "~/components/site/service-cards";
import { business } from "~/content/business";
import { breadcrumbJsonLd, pageMeta, siteUrlFrom } from "~/lib/seo";
import type { PageHandle } from "~/page-delivery/server/page-handle";
import type { Route } from "./+types/fine-art-printing";

export const handle: PageHandle = { browser: "light" };

const PRINTING = [
  {
    title: "Giclée Printing",
    description:
      "Archival pigment inks on cotton rag and textured fine art papers, for reproductions that match the original.",
  },
  {
    title: "Photography Printing",
    description:
      "Lustre, baryta and matte papers with deep blacks and smooth tones, proofed with you before the final print.",
  },
  {
    title: "Canvas Printing",
    description:
      "Coated canvas stretched over kiln-dried bars, ready to hang or to set in a floater frame.",
  },
] as const;

export function meta({ matches }: Route.MetaArgs) {
  const siteUrl = siteUrlFrom(matches);
  return pageMeta(
    {
      title: "Giclée & Fine Art Printing in Houston",
      description: `Giclée, photography and canvas printing up to ${business.claims.maxPrintWidthInches} inches wide on archival papers, printed and framed in the Houston Heights.`,
      path: "/fine-art-printing",
      keywords: ["giclee printing houston", "fine art printing houston", "canvas prints houston"],
      jsonLd: [
        breadcrumbJsonLd(siteUrl, [
          { name: "Home", path: "/" },
          { name: "Fine Art Printing", path: "/fine-art-printing" },
        ]),
      ],
    },
    siteUrl,
  );
}

export default function FineArtPrinting() {
  return (
    <>
      <PageHero
        eyebrow="Fine Art Printing"
        title={`Archival prints up to ${business.claims.maxPrintWidthInches} inches wide`}
        actions={
          <>
            <CtaLink to="/contact" page="printing">
              Get Printing Quote
            </CtaLink>
            <CallLink page="printing" />
          </>
        }
      >
        <p>
          For artists selling reproductions, photographers who want gallery-quality prints, and
          families enlarging a favourite photograph.
        </p>
      </PageHero>
      <Section title="What we print">
        <FeatureList items={PRINTING} />
      </Section>
      <Section title="Print, proof, then frame">
        <div className="grid items-center gap-8 md:grid-cols-2">
          <ServiceImage id="printing" />
          <p className="leading-relaxed text-muted">
            We check every file for resolution, print a test strip on your chosen paper and compare
            it with the original under daylight-balanced light. Prints up to{" "}
            {business.claims.maxPrintWidthInches} inches wide are available, and every print can be
            framed in the same visit.
          </p>
        </div>
      </Section>
      <RelatedServices current="/fine-art-printing" />
    </>
  );
}
