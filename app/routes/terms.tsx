// /terms: the plain terms of using the site, asking for quotes and booking consultations.

import { Link } from "react-router";
import { PolicyContact, PolicyPage, PolicySection } from "~/components/site/policy";
import { PRIVACY_PATH, policyLink } from "~/components/site/policy-links";
import { business } from "~/content/business";
import { breadcrumbJsonLd, pageMeta, siteUrlFrom } from "~/lib/seo";
import { turnaroundText } from "~/lib/shop";
import { useShop } from "~/lib/use-shop";
import type { PageHandle } from "~/page-delivery/server/page-handle";
import type { Route } from "./+types/terms";

// A content page: served without hydration (app/page-delivery/server/page-handle.ts).
export const handle: PageHandle = { browser: "light" };

export function meta({ matches }: Route.MetaArgs) {
  const siteUrl = siteUrlFrom(matches);
  return pageMeta(
    {
      title: "Terms of Service",
      description: `The terms of using ${business.name}'s website: prices and estimates, quotes, consultation bookings, photos you send us, and our content.`,
      path: "/terms",
      keywords: ["terms of service", business.name],
      jsonLd: [
        breadcrumbJsonLd(siteUrl, [
          { name: "Home", path: "/" },
          { name: "Terms of Service", path: "/terms" },
        ]),
      ],
    },
    siteUrl,
  );
}

export default function Terms() {
  const { facts, turnaround } = useShop();
  return (
    <PolicyPage
      eyebrow="Terms"
      title="Terms of Service"
      intro={
        <p>
          The terms of using this website, asking us for a quote and booking a consultation with{" "}
          {business.name}. By using the site you agree to them.
        </p>
      }
    >
      <PolicySection title="Prices and estimates">
        <p>
          Prices on this site are typical ranges, for example custom framing at{" "}
          {facts.prices.customFraming}. The frame designer's estimate is a range worked out from our
          current prices; the final price comes after we see your piece. We always tell you the
          price before any work begins, and nothing is ordered or cut until you agree.
        </p>
      </PolicySection>

      <PolicySection title="Quotes and orders">
        <p>
          A quote we send by email is for the piece, sizes and materials it describes. Most projects
          are ready in {turnaroundText(turnaround.leadDays)}; we agree the date with you when you
          order, and tell you at once if anything changes it. Please tell us about anything fragile,
          valuable or irreplaceable before we begin, so we can plan how to handle it.
        </p>
      </PolicySection>

      <PolicySection title="Consultation bookings">
        <p>
          Booking a consultation keeps that time for you; consultations are free. You can move or
          cancel a booking with the private link in your booking email, or by calling us. If we ever
          have to decline or move a booking, we tell you by email as soon as we know.
        </p>
      </PolicySection>

      <PolicySection title="Photos and details you send">
        <p>
          Send only photos you are allowed to share. We use them, and the details you give us, only
          to answer you and price your piece, as our{" "}
          <Link to={PRIVACY_PATH} className={policyLink}>
            Privacy Policy
          </Link>{" "}
          explains.
        </p>
      </PolicySection>

      <PolicySection title="Our content">
        <p>
          The text, illustrations and photographs on this site belong to {business.name} or to the
          artists whose work we show. You are welcome to link to any page or quote a short passage
          of an article with a link back; please ask before using anything else.
        </p>
      </PolicySection>

      <PolicySection title="Changes and the law">
        <p>
          We may update these terms; the date at the top says when they last changed. They are
          governed by the laws of {business.policies.governingLaw}.
        </p>
      </PolicySection>

      <PolicySection title="Contact">
        <p>Questions about these terms:</p>
        <PolicyContact />
      </PolicySection>
    </PolicyPage>
  );
}
