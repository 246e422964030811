import { ContactForm } from "~/components/contact/ContactForm";
import { CallLink, CtaLink, HoursList, PageHero, Section } from "~/components/site/sections";
import { RelatedServices } from "~/components/site/service-cards";
import { business } from "~/content/business";
import { BOOKING_PATH } from "~/content/navigation";
import { localBusinessJsonLd, pageMeta, siteUrlFrom } from "~/lib/seo";
import { oneLineAddress } from "~/lib/shop";
import { shopFrom, useShop } from "~/lib/use-shop";
import type { PageHandle } from "~/page-delivery/server/page-handle";
import type { Route } from "./+types/frame-shops-houston";

// How a custom studio compares with the usual alternatives, stated fairly.
const COMPARISON = [
  {
    feature: "Frames built for your exact piece",
    studio: "Yes, by hand in the studio",
    bigBox: "Standard sizes, some custom",
    online: "Custom sizes, no fitting",
  },
  {
    feature: "Conservation materials",
    studio: "Standard on every frame",
    bigBox: "Usually an upgrade",
    online: "Varies",
  },
  {
    feature: "See and touch samples",
    studio: `${business.claims.matColours} mat colors in person`,
    bigBox: "Limited selection",
    online: "On screen only",
  },
  {
    feature: "Objects and shadowboxes",
    studio: "Stitched, reversible mounts",
    bigBox: "Rarely",
    online: "Rarely",
  },
  {
    feature: "Delivery and installation",
    studio: `Within ${business.claims.serviceRadiusMiles} miles`,
    bigBox: "No",
    online: "You hang it",
  },
] as const;

const OPTIONS = [
  { key: "studio", label: business.name },
  { key: "bigBox", label: "Big-box store" },
  { key: "online", label: "Online framer" },
] as const;

// A light page (docs/decisions/0065-light-portfolio-blog-quote-page.md): the quote form is a plain
// POST to /contact, which answers with its thank-you or the form's errors, as it does for any
// visitor without JavaScript.
export const handle: PageHandle = { browser: "light" };

export function meta({ matches }: Route.MetaArgs) {
  const siteUrl = siteUrlFrom(matches);
  return pageMeta(
    {
      title: "Frame Shops in Houston: How to Choose",
      description: `Comparing frame shops in Houston? See how a custom studio compares with big-box and online framing, with our location, hours and a quick quote.`,
      path: "/frame-shops-houston",
      keywords: [
        "frame shops houston",
        "best frame shop houston",
        "custom framing vs online framing",
      ],
      jsonLd: [localBusinessJsonLd(siteUrl, shopFrom(matches))],
    },
    siteUrl,
  );
}

export default function FrameShopsHouston() {
  const { facts } = useShop();
  return (
    <>
      <PageHero eyebrow="Frame Shops in Houston" title="Choosing a frame shop in Houston">
        <p>
          What to expect from a custom studio, a big-box store or an online framer, so you can
          choose well.
        </p>
      </PageHero>
      <Section title="How the options compare">
        {/* Phones: one card per question, each answer labelled; wider screens: the table. */}
        <ul className="space-y-4 sm:hidden">
          {COMPARISON.map((row) => (
            <li key={row.feature} className="rounded-xl border border-line bg-surface p-5">
              <h3 className="font-sans text-base font-semibold">{row.feature}</h3>
              <dl className="mt-3 space-y-2 text-sm">
                {OPTIONS.map((o) => (
                  <div key={o.key} className="grid grid-cols-[8.5rem_1fr] gap-3">
                    <dt className="font-medium">{o.label}</dt>
                    <dd className={o.key === "studio" ? "text-green" : "text-muted"}>
                      {row[o.key]}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
        <div className="hidden overflow-x-auto rounded-xl border border-line bg-surface sm:block">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">
              Custom frame studio compared with big-box and online framing
            </caption>
            <thead className="border-b border-line bg-ground">
              <tr>
                <th scope="col" className="px-4 py-3">
                  What you get
                </th>
                {OPTIONS.map((o) => (
                  <th key={o.key} scope="col" className="px-4 py-3">
                    {o.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {COMPARISON.map((row) => (
                <tr key={row.feature}>
                  <th scope="row" className="px-4 py-3 font-medium">
                    {row.feature}
                  </th>
                  {OPTIONS.map((o) => (
                    <td
                      key={o.key}
                      className={`px-4 py-3 ${o.key === "studio" ? "text-green" : "text-muted"}`}
                    >
                      {row[o.key]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section title="Visit the studio">
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-xl border border-line bg-surface p-6">
            <h3 className="font-sans text-lg font-semibold">Location</h3>
            <p className="mt-2 text-muted">{oneLineAddress(facts)}</p>
            <p className="mt-4">
              <a
                className="font-semibold text-accent-hover underline underline-offset-4"
                href={facts.mapUrl}
                rel="noopener"
                target="_blank"
              >
                Get directions
              </a>
            </p>
          </div>
          <div className="rounded-xl border border-line bg-surface p-6">
            <h3 className="font-sans text-lg font-semibold">Hours</h3>
            <HoursList />
          </div>
        </div>
      </Section>
      <Section
        id="quote"
        title="Get a quick quote"
        intro={`Tell us about your piece and we'll reply ${facts.replyPromise}.`}
      >
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="rounded-lg border border-line bg-surface p-6 shadow-sm sm:p-8 lg:col-span-2">
            <ContactForm replyPromise={facts.replyPromise} service="" />
          </div>
          <div className="space-y-4">
            <p className="text-muted">
              Prefer to talk it through? Call the studio or book a free consultation.
            </p>
            <div className="flex flex-wrap gap-3">
              <CallLink page="frame-shops" />
              <CtaLink to={BOOKING_PATH} page="frame-shops" variant="secondary">
                Book Consultation
              </CtaLink>
            </div>
          </div>
        </div>
      </Section>
      <RelatedServices current="/frame-shops-houston" />
    </>
  );
}
