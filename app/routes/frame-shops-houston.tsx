import { ContactForm } from "~/components/contact/ContactForm";
import { CallLink, CtaLink, HoursList, PageHero, Section } from "~/components/site/sections";
import { Toaster } from "~/components/ui/lazy-toaster";
import { business, fullAddress } from "~/content/business";
import { localBusinessJsonLd, pageMeta, siteUrlFrom } from "~/lib/seo";
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
      jsonLd: [localBusinessJsonLd(siteUrl)],
    },
    siteUrl,
  );
}

export default function FrameShopsHouston() {
  return (
    <>
      <PageHero eyebrow="Frame Shops in Houston" title="Choosing a frame shop in Houston">
        <p>
          What to expect from a custom studio, a big-box store or an online framer, so you can
          choose well.
        </p>
      </PageHero>
      <Section title="How the options compare">
        <div className="overflow-x-auto rounded-xl border border-line bg-surface">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">
              Custom frame studio compared with big-box and online framing
            </caption>
            <thead className="border-b border-line bg-ground">
              <tr>
                <th scope="col" className="px-4 py-3">
                  What you get
                </th>
                <th scope="col" className="px-4 py-3">
                  {business.name}
                </th>
                <th scope="col" className="px-4 py-3">
                  Big-box store
                </th>
                <th scope="col" className="px-4 py-3">
                  Online framer
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {COMPARISON.map((row) => (
                <tr key={row.feature}>
                  <th scope="row" className="px-4 py-3 font-medium">
                    {row.feature}
                  </th>
                  <td className="px-4 py-3 text-green">{row.studio}</td>
                  <td className="px-4 py-3 text-muted">{row.bigBox}</td>
                  <td className="px-4 py-3 text-muted">{row.online}</td>
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
            <p className="mt-2 text-muted">{fullAddress}</p>
            <p className="mt-4">
              <a
                className="font-semibold text-accent-hover underline underline-offset-4"
                href={business.directionsUrl}
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
        intro={`Tell us about your piece and we'll reply ${business.replyPromise}.`}
      >
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="rounded-lg border border-line bg-surface p-6 shadow-sm sm:p-8 lg:col-span-2">
            <ContactForm />
          </div>
          <div className="space-y-4">
            <p className="text-muted">
              Prefer to talk it through? Call the studio or book a free consultation.
            </p>
            <div className="flex flex-wrap gap-3">
              <CallLink page="frame-shops" />
              <CtaLink to="/contact#book" page="frame-shops" variant="secondary">
                Book Consultation
              </CtaLink>
            </div>
          </div>
        </div>
        <Toaster position="top-right" richColors />
      </Section>
    </>
  );
}
