import { Link } from "react-router";
import { business, fullAddress } from "~/content/business";
import { FOOTER_SERVICES } from "~/content/site";
import { trackClick } from "~/lib/analytics";

const QUICK_LINKS = [
  { to: "/", label: "Home" },
  { to: "/portfolio", label: "Portfolio" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
  { to: "/contact", label: "Book Consultation" },
] as const;

const SOCIAL = [
  {
    href: business.social.facebook,
    label: "Facebook",
    path: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v6h4v-6h3l1-4h-4V8Z",
  },
  {
    href: business.social.instagram,
    label: "Instagram",
    path: "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5h.01",
  },
  {
    href: business.social.reviews,
    label: "Reviews",
    path: "m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z",
  },
] as const;

const footerLink =
  "inline-flex min-h-11 items-center text-sm text-ground/80 hover:text-ground sm:min-h-8";

export function SiteFooter() {
  const onLink = (label: string) =>
    trackClick({ name: "footer_link_click", category: "footer", label });
  return (
    <footer className="mt-24 bg-ink text-ground">
      <div className="mx-auto grid max-w-content gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-serif text-xl">{business.name}</p>
          <p className="mt-3 text-sm leading-relaxed text-ground/80">
            Custom picture framing, shadowboxes, fine art printing and installation in the Houston
            Heights since {business.foundedYear}.
          </p>
          <ul className="mt-4 flex gap-2">
            {SOCIAL.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  rel="noopener"
                  target="_blank"
                  className="inline-flex size-11 items-center justify-center rounded-full border border-ground/30 hover:bg-ground/10"
                  {...trackClick({
                    name: "social_media_click",
                    category: "footer",
                    label: s.label,
                  })}
                >
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="size-5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinejoin="round"
                  >
                    <path d={s.path} />
                  </svg>
                  <span className="sr-only">{`${business.name} on ${s.label}`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-ground/60">
            Services
          </h2>
          <ul className="mt-3">
            {FOOTER_SERVICES.map((s) => (
              <li key={s}>
                <Link to="/services" className={footerLink} {...onLink(s)}>
                  {s}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-ground/60">
            Quick Links
          </h2>
          <ul className="mt-3">
            {QUICK_LINKS.map((l) => (
              <li key={l.label}>
                <Link to={l.to} className={footerLink} {...onLink(l.label)}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-ground/60">
            Visit the Studio
          </h2>
          <address className="mt-3 space-y-1 text-sm not-italic text-ground/80">
            <p>{fullAddress}</p>
            <p>
              <a href={business.phone.href} className={footerLink}>
                {business.phone.display}
              </a>
            </p>
            <p>
              <a href={`mailto:${business.email}`} className={footerLink}>
                {business.email}
              </a>
            </p>
          </address>
          <ul className="mt-3 space-y-1 text-sm text-ground/80">
            {business.hours.map((h) => (
              <li key={h.days}>
                {h.days}: {h.label}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-ground/15">
        <p className="mx-auto max-w-content px-4 py-6 text-xs text-ground/70">
          © {new Date().getFullYear()} {business.name}. All rights reserved. Privacy Policy · Terms
          of Service
        </p>
      </div>
    </footer>
  );
}
