import { CtaLink, PageHero, Section } from "~/components/site/sections";
import { Badge } from "~/components/ui/badge";
import { business } from "~/content/business";
import type { PageHandle } from "~/lib/page-handle";
import { breadcrumbJsonLd, pageMeta, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/emergency-seo-content";

export const handle: PageHandle = { hydrate: false };

// Answers to the questions Houston customers search for most, each labelled by priority.
const BLOCKS = [
  {
    priority: "CRITICAL",
    keyword: "custom picture framing houston",
    title: "Custom picture framing in Houston",
    body: `Every frame at ${business.name} is designed with you and built by hand in the Heights, with acid-free mats and backing as standard. Most orders are ready in ${business.typicalTurnaround}.`,
  },
  {
    priority: "CRITICAL",
    keyword: "frame shop near me",
    title: `A frame shop near you in ${business.address.postalCode}`,
    body: `We are at ${business.address.street}, open ${business.hours[0].days} ${business.hours[0].label} and ${business.hours[1].days} ${business.hours[1].label}, with free parking nearby.`,
  },
  {
    priority: "HIGH",
    keyword: "jersey framing houston",
    title: "Jersey and sports memorabilia framing",
    body: `Jerseys are stitched, never glued, into deep shadowboxes with UV glass. Shadowboxes typically cost ${business.priceRanges.shadowbox}.`,
  },
  {
    priority: "HIGH",
    keyword: "how much does custom framing cost",
    title: "How much does custom framing cost?",
    body: `Custom framing usually runs ${business.priceRanges.customFraming} depending on size, moulding and glass. A UV glass upgrade adds ${business.priceRanges.uvGlassUpgrade}; conservation mounting ${business.priceRanges.conservationMounting}.`,
  },
  {
    priority: "HIGH",
    keyword: "canvas stretching houston",
    title: "Canvas stretching",
    body: `Rolled canvases are stretched over kiln-dried bars for ${business.priceRanges.canvasStretching}, ready to hang or frame.`,
  },
  {
    priority: "HIGH",
    keyword: "art restoration houston",
    title: "Art and poster restoration",
    body: `Cleaning, tear repair and linen backing for prints and posters, typically ${business.priceRanges.restoration}.`,
  },
] as const;

export function meta({ matches }: Route.MetaArgs) {
  const siteUrl = siteUrlFrom(matches);
  return pageMeta(
    {
      title: "Framing Questions Answered: Cost & Timing",
      description:
        "Straight answers to Houston's most common framing questions: what custom framing costs, how long it takes, jersey framing, canvas stretching and restoration.",
      path: "/emergency-seo-content",
      keywords: BLOCKS.map((b) => b.keyword),
      jsonLd: [
        breadcrumbJsonLd(siteUrl, [
          { name: "Home", path: "/" },
          { name: "Framing Questions", path: "/emergency-seo-content" },
        ]),
      ],
    },
    siteUrl,
  );
}

export default function EmergencySeoContent() {
  return (
    <>
      <PageHero eyebrow="Framing Questions" title="Framing questions, answered plainly">
        <p>The things Houston customers ask us most, with real prices and timings.</p>
      </PageHero>
      <Section>
        <div className="grid gap-6 md:grid-cols-2">
          {BLOCKS.map((b) => (
            <article key={b.keyword} className="rounded-xl border border-line bg-surface p-6">
              <Badge tone={b.priority === "CRITICAL" ? "danger" : "warning"}>{b.priority}</Badge>
              <h2 className="mt-3 font-sans text-xl font-semibold">{b.title}</h2>
              <p className="mt-2 leading-relaxed text-muted">{b.body}</p>
              <p className="mt-3 text-xs text-muted">Search phrase: “{b.keyword}”</p>
            </article>
          ))}
        </div>
        <div className="mt-10">
          <CtaLink to="/contact" page="framing-questions">
            Ask Your Own Question
          </CtaLink>
        </div>
      </Section>
    </>
  );
}
