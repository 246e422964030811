// /privacy: what the site collects, why, for how long, and how to have it deleted (docs/decisions/0009-site-for-visitors.md).
// Every statement here describes what the code does; keep them in step.
import { Link } from "react-router";
import { PolicyContact, PolicyPage, PolicySection } from "~/components/site/policy";
import { policyLink, TERMS_PATH } from "~/components/site/policy-links";
import { business } from "~/content/business";
import { breadcrumbJsonLd, pageMeta, siteUrlFrom } from "~/lib/seo";
import type { PageHandle } from "~/page-delivery/server/page-handle";
import type { Route } from "./+types/privacy";

// A content page: served without hydration (app/page-delivery/server/page-handle.ts).
export const handle: PageHandle = { browser: "light" };

const { policies } = business;

export function meta({ matches }: Route.MetaArgs) {
  const siteUrl = siteUrlFrom(matches);
  return pageMeta(
    {
      title: "Privacy Policy",
      description: `What ${business.name}'s website collects (messages, bookings, quote photos, cookie-free visit counts), why, how long it is kept, how to have it deleted.`,
      path: "/privacy",
      keywords: ["privacy policy", business.name],
      jsonLd: [
        breadcrumbJsonLd(siteUrl, [
          { name: "Home", path: "/" },
          { name: "Privacy Policy", path: "/privacy" },
        ]),
      ],
    },
    siteUrl,
  );
}

const COLLECTED = [
  {
    what: "Messages",
    detail:
      "When you send a message or ask for a quick quote: your name, email address, phone number if you give it, the service you choose and your message.",
    why: "To answer you.",
  },
  {
    what: "Consultation bookings",
    detail:
      "When you book a consultation: your name, email address, phone number, the day and time, the kind of consultation and any project details.",
    why: `To keep your time for you, send your booking email, confirmation, calendar invite and reminder, and call you before the appointment.`,
  },
  {
    what: "Frame designer quote requests",
    detail:
      "When you send a design for a quote: the design, your name, email address, phone number if you give it, your message and up to three photos of your piece. A photo you only preview in the designer stays on your device.",
    why: "To price your piece. Your photos are stored privately and only the studio sees them.",
  },
  {
    what: "Visit counts",
    detail:
      "Which pages are viewed, which buttons are used, the name of the website that sent you (not the full address) and the day. No cookies, no internet address, nothing that identifies you; visits by search-engine robots are ignored.",
    why: "To see which pages help visitors, and fix the ones that don't.",
  },
  {
    what: "Spam protection",
    detail:
      "When you send a form, your internet address is turned into a one-way code to count how many forms were sent from it in the last minute. The address itself is never stored.",
    why: "To stop automated spam.",
  },
] as const;

export default function Privacy() {
  return (
    <PolicyPage
      eyebrow="Privacy"
      title="Privacy Policy"
      intro={
        <p>
          What this website collects about you, why, how long we keep it, and how to have it
          deleted. In short: only what you send us, used only to answer you.
        </p>
      }
    >
      <PolicySection title="What we collect, and why">
        <dl className="space-y-6">
          {COLLECTED.map((c) => (
            <div key={c.what}>
              <dt className="font-sans text-lg font-semibold text-ink">{c.what}</dt>
              <dd className="mt-1">{c.detail}</dd>
              <dd className="mt-1">
                <span className="font-medium text-ink">Why: </span>
                {c.why}
              </dd>
            </div>
          ))}
        </dl>
      </PolicySection>

      <PolicySection title="Cookies">
        <p>
          This website sets no cookies for visitors and uses no advertising or tracking scripts. The
          only cookie is the shop owner's own sign-in to the studio's admin pages.
        </p>
      </PolicySection>

      <PolicySection title="Who else sees it">
        <p>
          The website runs on Cloudflare, which stores the site's data and sends our emails for us.
          We never sell your details or share them for marketing.
        </p>
        <p>
          The map on the contact page comes from Google Maps and loads only when you choose to show
          it; Google then receives your visit as it does for any of its maps. If we offer booking
          through an outside scheduling service and you choose it, that service handles your booking
          under its own policy. We may also send our anonymous visit counts to Google Analytics;
          they still carry no cookie and nothing that identifies you.
        </p>
      </PolicySection>

      <PolicySection title="How long we keep it">
        <ul className="list-disc space-y-2 pl-5">
          <li>
            Messages, bookings and quote requests, with their photos and the emails we sent you
            about them: for {policies.keepEnquiries}, then they are deleted automatically, every
            night.
          </li>
          <li>
            Framing orders: while your piece is with us, and for the same period after our last
            contact. Then your name, contact details, notes and photos are deleted; the amounts stay
            in our books, with no name attached.
          </li>
          <li>
            Our team's record of who took each payment, gave each refund or discount, changed a
            setting or deleted someone's details: kept as long as the amounts in our books. It names
            the person on our team, never your email address.
          </li>
          <li>Spam-protection codes: they expire after a minute.</li>
          <li>
            Visit counts: they identify no one. Each page view is kept for 90 days, then only the
            day's totals per page, which we keep to see trends over time.
          </li>
        </ul>
      </PolicySection>

      <PolicySection title="Seeing, correcting or deleting your details">
        <p>
          Email or call us and we'll send you a copy of everything we hold about you, correct it, or
          delete it, within {policies.deletionWithin}. A framing order still in the shop is finished
          (or cancelled) first; after that only its amounts are kept. You can move or cancel a
          booking at any time with the private link in your booking email.
        </p>
      </PolicySection>

      <PolicySection title="Contact">
        <p>Questions about your details or this policy:</p>
        <PolicyContact />
        <p>
          See also our{" "}
          <Link to={TERMS_PATH} className={policyLink}>
            Terms of Service
          </Link>
          .
        </p>
      </PolicySection>
    </PolicyPage>
  );
}
