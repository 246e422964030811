// Services as cards: the six studio services (each with its illustration, so a grid of them has no
// holes), the specialist services that have a page of their own, and "Related services".

import { Link } from "react-router";
import { type ResponsiveImage, type ServiceImageId, serviceImages } from "~/content/images";
import { HOUSTON_PAGES, SERVICE_PAGES } from "~/content/navigation";
import type { Service } from "~/content/site";
import { trackClick } from "~/lib/analytics";
import { fillTurnaround } from "~/lib/shop";
import { useShop } from "~/lib/use-shop";

// `priority`: the image is likely the largest thing on a phone's first screen (LCP): fetched
// at once and early, not lazily after layout.
// `photo`: the owner's photo for this service, in place of the illustration.
export function ServiceImage({
  id,
  className = "",
  priority = false,
  photo,
}: {
  id: ServiceImageId;
  className?: string;
  priority?: boolean;
  photo?: ResponsiveImage;
}) {
  const img = photo ?? serviceImages[id];
  return (
    <img
      src={img.src}
      srcSet={photo ? photo.srcSet : undefined}
      sizes={photo ? "(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw" : undefined}
      alt={img.alt}
      width={img.width}
      height={img.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={`aspect-[3/2] w-full rounded-md object-cover ${className}`}
    />
  );
}

const textLink = "font-semibold text-accent-hover underline-offset-4 hover:underline";

/** The contact form with this service already chosen ("Ask about ..."). */
export function askAboutPath(service: Service): string {
  return `/contact?service=${service.contactService}#contact-form`;
}

// `askFrom`: the page whose "Ask about ..." link this card shows (its clicks are service_click).
export function ServiceCard({
  service,
  askFrom,
  priority,
  photo,
}: {
  service: Service;
  askFrom?: string;
  priority?: boolean;
  photo?: ResponsiveImage;
}) {
  const { facts, turnaround } = useShop();
  return (
    <article className="flex flex-col rounded-xl border border-line bg-surface p-6">
      <ServiceImage id={service.image} className="mb-5" priority={priority} photo={photo} />
      <h3 className="font-sans text-xl font-semibold">{service.title}</h3>
      <p className="mt-2 text-muted">{service.description}</p>
      <ul className="mt-4 space-y-1.5 text-sm">
        {service.features
          .map((feature) => fillTurnaround(feature, turnaround))
          .map((f) => (
            <li key={f} className="flex gap-2">
              <span aria-hidden="true" className="text-accent">
                ✓
              </span>
              {f}
            </li>
          ))}
      </ul>
      {service.priceKey && (
        <p className="mt-4 text-sm font-medium text-green">
          Typical price: {facts.prices[service.priceKey]}
        </p>
      )}
      {askFrom && (
        <p className="mt-auto flex flex-wrap gap-x-5 gap-y-1 pt-5 text-sm">
          <Link
            to={askAboutPath(service)}
            {...trackClick({ name: "service_click", category: askFrom, label: service.title })}
            className={`inline-flex min-h-11 items-center ${textLink}`}
          >
            Ask about {service.title.toLowerCase()}
          </Link>
          {service.more ? (
            <Link to={service.more.to} className={`inline-flex min-h-11 items-center ${textLink}`}>
              {service.more.label}
            </Link>
          ) : null}
        </p>
      )}
    </article>
  );
}

/** The specialist services with pages of their own, as whole-card links. */
export function ServicePageCards({
  exclude,
  headingLevel = 3,
}: {
  exclude?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const pages = SERVICE_PAGES.filter((p) => p.to !== exclude);
  return (
    <ul
      className={`grid gap-6 sm:grid-cols-2 ${pages.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
    >
      {pages.map((p) => (
        <li key={p.to}>
          <Link
            to={p.to}
            className="group flex h-full flex-col rounded-xl border border-line bg-surface p-5 transition-transform hover:-translate-y-0.5 hover:border-accent"
            {...trackClick({ name: "service_click", category: "related", label: p.title })}
          >
            <ServiceImage id={p.image} className="mb-4" />
            <Heading className="font-sans text-lg font-semibold group-hover:text-accent-hover">
              {p.title}
            </Heading>
            <p className="mt-2 text-sm leading-relaxed text-muted">{p.blurb}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The local pages (and all services), as a row of links; the current page is left out. */
export function HoustonPageLinks({ current, label }: { current?: string; label: string }) {
  const pages = [{ to: "/services", title: "All services" }, ...HOUSTON_PAGES].filter(
    (p) => p.to !== current,
  );
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {pages.map((p) => (
          <li key={p.to}>
            <Link to={p.to} className={`inline-flex min-h-11 items-center ${textLink}`}>
              {p.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The other service pages, then the local pages and all services: no page is a dead end. */
export function RelatedServices({ current }: { current: string }) {
  return (
    <section
      aria-labelledby="related-services"
      className="mx-auto max-w-content px-4 py-14 sm:py-16"
    >
      <h2 id="related-services" className="text-3xl sm:text-4xl">
        Related services
      </h2>
      <div className="mt-8">
        <ServicePageCards exclude={current} />
      </div>
      <div className="mt-8">
        <HoustonPageLinks current={current} label="More about framing in Houston" />
      </div>
    </section>
  );
}
