import { useEffect } from "react";
import { data, Link, useLocation } from "react-router";
import { Section } from "~/components/site/sections";
import { ServiceCard } from "~/components/site/service-cards";
import { buttonClass } from "~/components/ui/button";
import { business } from "~/content/business";
import { SERVICES } from "~/content/site";
import { track } from "~/lib/analytics";
import { notFoundSuggestions } from "~/lib/not-found-suggestions";
import { withoutTokens } from "~/lib/private-links";

export function loader() {
  return data(null, { status: 404, headers: { "Cache-Control": "no-store" } });
}

export function meta() {
  return [{ title: `Page Not Found | ${business.name}` }, { name: "robots", content: "noindex" }];
}

const QUICK_NAV = [
  { to: "/", label: "Home" },
  { to: "/services", label: "Services" },
  { to: "/portfolio", label: "Portfolio" },
  { to: "/contact", label: "Contact" },
] as const;

export default function NotFound() {
  const { pathname } = useLocation();
  const suggestions = notFoundSuggestions(pathname);

  useEffect(() => {
    console.warn(`404: no page at ${withoutTokens(pathname)}`);
    track({ name: "page_not_found", category: "error", label: pathname });
  }, [pathname]);

  return (
    <>
      <section className="mx-auto max-w-content px-4 py-16 text-center">
        <p className="font-serif text-7xl text-accent">404</p>
        <h1 className="mt-4 text-4xl">Oops! Page Not Found</h1>
        <p className="mx-auto mt-4 max-w-xl text-muted">
          The page you were looking for has moved or never existed. These might help:
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClass("primary", "lg")}>
            Back to Home
          </Link>
          <Link to="/contact" className={buttonClass("secondary", "lg")}>
            Get a Free Quote
          </Link>
        </div>
        <nav aria-label="Suggested pages" className="mt-10">
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-muted">
            Suggested for you
          </h2>
          <ul className="mt-3 flex flex-wrap justify-center gap-3" data-testid="suggestions">
            {suggestions.map((s) => (
              <li key={`${s.to} ${s.label}`}>
                <Link
                  to={s.to}
                  className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 text-sm hover:border-accent"
                >
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Quick navigation" className="mt-8">
          <ul className="flex flex-wrap justify-center gap-6 text-sm">
            {QUICK_NAV.map((l) => (
              <li key={l.to}>
                <Link
                  to={l.to}
                  className="inline-flex min-h-11 items-center font-medium text-accent-hover underline underline-offset-4"
                >
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>
      <Section title="Popular services">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICES.slice(0, 4).map((s) => (
            <ServiceCard key={s.id} service={s} />
          ))}
        </div>
      </Section>
    </>
  );
}
