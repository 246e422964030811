import {
  CallLink,
  CtaBand,
  CtaLink,
  FeatureList,
  PageHero,
  Section,
} from "~/components/site/sections";
import { RelatedServices } from "~/components/site/service-cards";
import { business } from "~/content/business";
import { breadcrumbJsonLd, pageMeta, siteUrlFrom } from "~/lib/seo";
import type { ShopFacts } from "~/lib/shop-schema";
import { shopFrom, useShop } from "~/lib/use-shop";
import type { PageHandle } from "~/page-delivery/server/page-handle";
import type { Route } from "./+types/ultimate-houston-framing-guide";

export const handle: PageHandle = { browser: "light" };

// Each row's range is the owner's typical price text (docs/decisions/0040-shop-facts-in-d1.md).
const PRICES = (prices: ShopFacts["prices"]) => [
  {
    service: "Custom framing",
    range: prices.customFraming,
    note: "Size, moulding and glazing decide the price.",
  },
  {
    service: "Shadowbox framing",
    range: prices.shadowbox,
    note: "Depends on depth and the number of items mounted.",
  },
  {
    service: "Canvas stretching",
    range: prices.canvasStretching,
    note: "Gallery or museum wrap; floater frames extra.",
  },
  {
    service: "Art restoration",
    range: prices.restoration,
    note: "Quoted after we see the piece.",
  },
  {
    service: "UV glass upgrade",
    range: prices.uvGlassUpgrade,
    note: "99% UV filtering for standard sizes.",
  },
  {
    service: "Conservation mounting",
    range: prices.conservationMounting,
    note: "Reversible hinges and archival backing.",
  },
];

const MATERIALS = [
  {
    title: "Mouldings",
    description:
      "Hardwoods like walnut, oak and maple; gilded and painted profiles; slim aluminium for photography.",
  },
  {
    title: "Mats",
    description: `${business.claims.matColours} acid-free colors, from bright whites to deep charcoal; single, double or float.`,
  },
  {
    title: "Glazing",
    description:
      "Clear, conservation UV-filtering, anti-reflective museum glass and shatter-resistant acrylic.",
  },
  {
    title: "Backing & mounting",
    description: "Acid-free foam board, Japanese tissue hinges and stitched mounts for objects.",
  },
] as const;

const NEIGHBOURHOODS = [
  { name: "Houston Heights", zip: "77008" },
  { name: "Woodland Heights", zip: "77009" },
  { name: "Montrose", zip: "77006" },
  { name: "Garden Oaks", zip: "77018" },
  { name: "Timbergrove", zip: "77008" },
  { name: "Rice Military", zip: "77007" },
  { name: "River Oaks", zip: "77019" },
  { name: "Midtown", zip: "77002" },
] as const;

const TIPS = [
  {
    title: "Fight the humidity",
    description:
      "Keep framed paper off damp exterior walls and out of bathrooms; run the A/C through summer.",
  },
  {
    title: "Block the sun",
    description: "Houston light fades fast. Use UV glazing for originals and anything signed.",
  },
  {
    title: "Frame for the art, not the sofa",
    description: "Rooms change; a frame chosen for the piece will always look right.",
  },
  {
    title: "Never tape originals",
    description: "Pressure-sensitive tape stains and can't be reversed. Ask for archival hinges.",
  },
] as const;

export function meta({ matches }: Route.MetaArgs) {
  const siteUrl = siteUrlFrom(matches);
  return pageMeta(
    {
      title: "The Ultimate Houston Framing Guide",
      description: `What framing costs in Houston (${shopFrom(matches).prices.customFraming} for custom frames), which materials protect your art in our climate, and tips from a Heights framer.`,
      path: "/ultimate-houston-framing-guide",
      keywords: [
        "houston framing guide",
        "custom framing cost houston",
        "framing materials",
        "conservation framing",
      ],
      jsonLd: [
        breadcrumbJsonLd(siteUrl, [
          { name: "Home", path: "/" },
          { name: "Houston Framing Guide", path: "/ultimate-houston-framing-guide" },
        ]),
      ],
    },
    siteUrl,
  );
}

export default function UltimateHoustonFramingGuide() {
  const { facts } = useShop();
  return (
    <>
      <PageHero eyebrow="Guide" title="The ultimate Houston framing guide">
        <p>
          Prices, materials and climate advice from a studio that has framed in Houston since{" "}
          {business.foundedYear}.
        </p>
      </PageHero>
      <Section
        title="What framing costs"
        intro={`Typical ranges at ${business.name}. Every quote is free and given before any work starts.`}
      >
        <div className="overflow-x-auto rounded-xl border border-line bg-surface">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">Typical framing prices in Houston</caption>
            <thead className="border-b border-line bg-ground">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Service
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Typical price
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  What affects it
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {PRICES(facts.prices).map((p) => (
                <tr key={p.service}>
                  <th scope="row" className="px-4 py-3 font-medium">
                    {p.service}
                  </th>
                  <td className="px-4 py-3">{p.range}</td>
                  <td className="px-4 py-3 text-muted">{p.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section title="Materials that matter">
        <FeatureList items={MATERIALS} columns={4} />
      </Section>
      <Section title="Neighbourhoods we serve">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {NEIGHBOURHOODS.map((n) => (
            <li key={n.name} className="rounded-lg border border-line bg-surface px-4 py-3">
              <span className="block text-sm font-medium">{n.name}</span>
              <span className="text-xs text-muted">{n.zip}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Tips for Houston homes">
        <FeatureList items={TIPS} columns={2} />
      </Section>
      <CtaBand
        title="Ready for a quote?"
        actions={
          <>
            <CtaLink to="/contact" page="guide">
              Get Free Quote
            </CtaLink>
            <CallLink page="guide" />
          </>
        }
      >
        <p>Bring your piece in or describe it online.</p>
      </CtaBand>
      <RelatedServices current="/ultimate-houston-framing-guide" />
    </>
  );
}
