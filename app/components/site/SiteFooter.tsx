import { Link } from "react-router";
import { business } from "~/content/business";
import { BOOKING_PATH, HOUSTON_PAGES, SERVICE_PAGES } from "~/content/navigation";
import { trackClick } from "~/lib/analytics";
import { hoursLines, oneLineAddress, phoneHref } from "~/lib/shop";
import { useShop } from "~/lib/use-shop";
import { PhoneActionBar } from "./PhoneActionBar";
import { PRIVACY_PATH, TERMS_PATH } from "./policy-links";
import { ClosureNotices } from "./sections";

// Every page in the sitemap is linked from here, so none is an orphan (docs/decisions/0009-site-for-visitors.md).
const LINK_GROUPS = [
  {
    title: "Services",
    links: [
      { to: "/services", label: "All Services" },
      ...SERVICE_PAGES.map((p) => ({ to: p.to, label: p.title })),
      { to: "/frame-designer", label: "Frame Designer" },
    ],
  },
  {
    title: "Framing in Houston",
    links: HOUSTON_PAGES.map((p) => ({ to: p.to, label: p.title })),
  },
  {
    title: "Quick Links",
    links: [
      { to: "/", label: "Home" },
      { to: "/portfolio", label: "Portfolio" },
      { to: "/about", label: "About" },
      { to: "/blog", label: "Blog" },
      { to: "/contact", label: "Contact" },
      { to: BOOKING_PATH, label: "Book Consultation" },
    ],
  },
] as const;

const SOCIAL = [
  {
    key: "facebook",
    name: "Facebook",
    label: `${business.name} on Facebook`,
    path: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v6h4v-6h3l1-4h-4V8Z",
  },
  {
    key: "instagram",
    name: "Instagram",
    label: `${business.name} on Instagram`,
    path: "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5h.01",
  },
] as const;

// A speech bubble with a star: a review, not a "favourite".
const REVIEW_ICON =
  "M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm8 2.5 1.2 2.5 2.7.3-2 1.9.5 2.7-2.4-1.3-2.4 1.3.5-2.7-2-1.9 2.7-.3L12 7.5Z";

function FooterIcon({ path, className = "size-5" }: { path: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

const footerLink =
  "inline-flex min-h-11 items-center text-sm text-ground/80 hover:text-ground sm:min-h-8";
const smallLink = "inline-flex min-h-11 items-center underline-offset-4 hover:underline sm:min-h-6";

export function SiteFooter() {
  const onLink = (label: string) =>
    trackClick({ name: "footer_link_click", category: "footer", label });
  const { facts } = useShop();
  return (
    <footer className="mt-24 bg-ink text-ground print:hidden">
      <div className="mx-auto grid max-w-content gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_0.8fr_1.2fr]">
        <div>
          <p className="font-serif text-xl">{business.name}</p>
          <p className="mt-3 text-sm leading-relaxed text-ground/80">
            Custom picture framing, shadowboxes, fine art printing and installation in the Houston
            Heights since {business.foundedYear}.
          </p>
          <ul className="mt-4 flex gap-2">
            {SOCIAL.map((s) => (
              <li key={s.name}>
                <a
                  href={facts.social[s.key]}
                  rel="noopener"
                  target="_blank"
                  className="inline-flex size-11 items-center justify-center rounded-full border border-ground/30 hover:bg-ground/10"
                  {...trackClick({
                    name: "social_media_click",
                    category: "footer",
                    label: s.name,
                  })}
                >
                  <FooterIcon path={s.path} />
                  <span className="sr-only">{s.label} (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
          {/* An icon alone would not say which site; the review link names it. */}
          <a
            href={facts.social.reviews}
            rel="noopener"
            target="_blank"
            className={`${footerLink} mt-3 gap-2`}
            {...trackClick({
              name: "social_media_click",
              category: "footer",
              label: facts.social.reviewSiteName,
            })}
          >
            <FooterIcon path={REVIEW_ICON} />
            Read our reviews on {facts.social.reviewSiteName}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
        {LINK_GROUPS.map((group) => (
          <nav key={group.title} aria-label={`Footer: ${group.title}`}>
            <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-ground/60">
              {group.title}
            </h2>
            <ul className="mt-3">
              {group.links.map((l) => (
                <li key={l.label}>
                  <Link to={l.to} className={footerLink} {...onLink(l.label)}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-ground/60">
            Visit the Studio
          </h2>
          <address className="mt-3 space-y-1 text-sm not-italic text-ground/80">
            <p>{oneLineAddress(facts)}</p>
            <p>
              <a href={phoneHref(facts)} className={footerLink}>
                {facts.phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${facts.email}`} className={footerLink}>
                {facts.email}
              </a>
            </p>
          </address>
          <ul className="mt-3 space-y-1 text-sm text-ground/80">
            {hoursLines(facts).map((h) => (
              <li key={h.days}>
                {h.days}: {h.label}
              </li>
            ))}
          </ul>
          <ClosureNotices className="mt-2 text-sm text-ground" />
        </div>
      </div>
      <div className="border-t border-ground/15">
        <div className="mx-auto flex max-w-content flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-6 text-xs text-ground/70">
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <span>
              © {new Date().getFullYear()} {business.name}. All rights reserved.
            </span>
            <Link to={PRIVACY_PATH} className={smallLink} {...onLink("Privacy Policy")}>
              Privacy Policy
            </Link>
            <Link to={TERMS_PATH} className={smallLink} {...onLink("Terms of Service")}>
              Terms of Service
            </Link>
          </p>
          {/* The one way into the admin from the public site, kept quiet (docs/decisions/0009-site-for-visitors.md). */}
          <a href="/admin" rel="nofollow" className={`${smallLink} text-ground/60`}>
            Owner sign-in
          </a>
        </div>
      </div>
      <PhoneActionBar />
    </footer>
  );
}
