// Rush and same-week framing: for a visitor with a date to meet (docs/decisions/0009-site-for-visitors.md). The URL
// is the old site's; the page is written for people, not for keywords.

import {
  CallLink,
  CtaBand,
  CtaLink,
  FeatureList,
  HoursList,
  PageHero,
  Section,
} from "~/components/site/sections";
import { RelatedServices } from "~/components/site/service-cards";
import { BOOKING_PATH } from "~/content/navigation";
import { breadcrumbJsonLd, pageMeta, siteUrlFrom } from "~/lib/seo";
import { oneLineAddress, phoneHref, TURNAROUND_MARK } from "~/lib/shop";
import { useShop } from "~/lib/use-shop";
import type { PageHandle } from "~/page-delivery/server/page-handle";
import type { Route } from "./+types/emergency-seo-content";

export const handle: PageHandle = { browser: "light" };

const PAGE = "rush-framing";

const WHAT_WE_CAN_DO = [
  {
    title: "Framed within the week",
    description: `Our usual turnaround is ${TURNAROUND_MARK}. When the studio's schedule allows, a rush piece moves to the front of the queue and is ready the same week.`,
  },
  {
    title: "A straight answer first",
    description:
      "Tell us the date you need it by. We say honestly whether we can make it, and whether a rush costs anything extra, before any work begins.",
  },
  {
    title: "Gifts, events and deadlines",
    description:
      "Birthdays, weddings, graduations, retirements, an opening or a move-in: the usual reasons, and all of them welcome.",
  },
] as const;

const WHAT_TO_BRING = [
  {
    title: "The piece itself",
    description:
      "Bring the art, photo, diploma or object. For a jersey or a shadowbox, bring everything that should go in it.",
  },
  {
    title: "The date you need it",
    description: "And the time, if it's for an event. The earlier you ask, the more we can do.",
  },
  {
    title: "Where it will hang",
    description:
      "A phone photo of the wall or room helps us choose a frame you'll like the first time.",
  },
  {
    title: "Measurements, if it can't travel",
    description:
      "For a very large or fragile piece, measure it and send photos; we can plan before it comes in.",
  },
] as const;

const FASTER = [
  {
    title: "Choose from what we stock",
    description:
      "Mouldings and mats on the studio wall need no ordering, which is what makes the same week possible.",
  },
  {
    title: "Standard glass is quickest",
    description:
      "UV-filtering and museum glass are often in stock too; we'll tell you if one would slow things down.",
  },
  {
    title: "Some work takes its time",
    description:
      "Restoration, stitched shadowboxes and canvases that need stretching can rarely be rushed. We'll suggest what can.",
  },
] as const;

export function meta({ matches }: Route.MetaArgs) {
  const siteUrl = siteUrlFrom(matches);
  return pageMeta(
    {
      title: "Rush & Same-Week Framing in Houston",
      description:
        "Need a piece framed this week? Rush and same-week custom framing in the Houston Heights: what to bring, how to reach us, and an honest answer about your date.",
      path: "/emergency-seo-content",
      keywords: [
        "rush framing houston",
        "same week picture framing",
        "last minute framing gift",
        "fast custom framing houston heights",
      ],
      jsonLd: [
        breadcrumbJsonLd(siteUrl, [
          { name: "Home", path: "/" },
          { name: "Rush & Same-Week Framing", path: "/emergency-seo-content" },
        ]),
      ],
    },
    siteUrl,
  );
}

export default function RushFraming() {
  const { facts } = useShop();
  return (
    <>
      <PageHero
        eyebrow="Rush & same-week framing"
        title="Need it framed this week?"
        actions={
          <>
            <CallLink label="Call Us Now" page={PAGE} variant="primary" />
            <CtaLink
              to="/contact?service=custom-framing#contact-form"
              page={PAGE}
              variant="secondary"
            >
              Tell Us Your Date
            </CtaLink>
          </>
        }
      >
        <p>
          A gift for Saturday, an opening on Friday, a diploma for the party: tell us the date and
          we'll tell you honestly what we can do. A phone call is the fastest way to a yes.
        </p>
      </PageHero>
      <Section title="What we can do in a hurry">
        <FeatureList items={WHAT_WE_CAN_DO} />
      </Section>
      <Section title="What to bring">
        <FeatureList items={WHAT_TO_BRING} columns={4} />
      </Section>
      <Section title="What makes it faster">
        <FeatureList items={FASTER} />
      </Section>
      <Section title="How to reach us fastest">
        <div className="grid gap-6 md:grid-cols-3">
          <div className="rounded-xl border border-line bg-surface p-6">
            <h3 className="font-sans text-lg font-semibold">Call the studio</h3>
            <p className="mt-2 text-muted">
              The quickest answer during opening hours:{" "}
              <a
                href={phoneHref(facts)}
                className="font-semibold text-accent-hover underline underline-offset-4"
              >
                {facts.phone}
              </a>
              .
            </p>
          </div>
          <div className="rounded-xl border border-line bg-surface p-6">
            <h3 className="font-sans text-lg font-semibold">Walk in</h3>
            <p className="mt-2 text-muted">
              Bring the piece to {oneLineAddress(facts)}. No appointment needed during opening
              hours.
            </p>
          </div>
          <div className="rounded-xl border border-line bg-surface p-6">
            <h3 className="font-sans text-lg font-semibold">Opening hours</h3>
            <div className="mt-2">
              <HoursList />
            </div>
          </div>
        </div>
        <p className="mt-6 text-muted">
          Outside opening hours? Send a message with your date and we reply {facts.replyPromise}.
        </p>
      </Section>
      <CtaBand
        title="Tell us your date"
        actions={
          <>
            <CtaLink to="/contact?service=custom-framing#contact-form" page={PAGE}>
              Send a Message
            </CtaLink>
            <CtaLink to={BOOKING_PATH} page={PAGE} variant="secondary">
              Book a Consultation
            </CtaLink>
          </>
        }
      >
        <p>
          We'll reply with what's possible and what it costs, before anything is cut. Call{" "}
          <span className="whitespace-nowrap">{facts.phone}</span> for the quickest answer.
        </p>
      </CtaBand>
      <RelatedServices current="/emergency-seo-content" />
    </>
  );
}
