import { preload } from "react-dom";
import { data, Link } from "react-router";
import { PortfolioUnavailable } from "~/components/portfolio/PortfolioUnavailable";
import {
  ClosureNotices,
  CtaBand,
  CtaLink,
  ProcessSteps,
  Section,
  StatsRow,
} from "~/components/site/sections";
import { ServiceCard } from "~/components/site/service-cards";
import { TestimonialsSection } from "~/components/site/testimonials";
import { buttonClass } from "~/components/ui/button";
import { business } from "~/content/business";
import { heroImage } from "~/content/images";
import { BOOKING_PATH } from "~/content/navigation";
import { SERVICES } from "~/content/site";
import { appContext } from "~/context";
import { trackClick } from "~/lib/analytics";
import { serviceSlot } from "~/lib/page-photos";
import { localBusinessJsonLd, pageMeta, siteUrlFrom } from "~/lib/seo";
import { shopFrom, useShop } from "~/lib/use-shop";
import type { PageHandle } from "~/page-delivery/server/page-handle";
import { wordsForPage, wordsPageHeaders } from "~worker/services/page-words";
import { portfolioForHome, portfolioPageHeaders } from "~worker/services/portfolio";
import type { Route } from "./+types/home";

export const handle: PageHandle = { browser: "light" };

const HOME_SERVICES = SERVICES.slice(0, 3);

// "Recent work": the featured works (else the start of the grid), or the sample works while none
// is published; `null` when the database could not say (the rest of the home page is still worth
// a 200). The owner's words (docs/decisions/0046-page-words-and-photos.md): the hero and service
// photos where set, and the first few visible testimonials.
export async function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const [result, words] = await Promise.all([
    portfolioForHome(env),
    wordsForPage(env, {
      photos: ["home-hero", ...HOME_SERVICES.map((s) => serviceSlot(s.id))],
      testimonials: "featured",
    }),
  ]);
  const recent = result.status === "works" ? result.works : null;
  return data(
    { recent, photos: words.photos, testimonials: words.testimonials },
    { headers: { ...portfolioPageHeaders(result), ...wordsPageHeaders(words) } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  const siteUrl = siteUrlFrom(matches);
  const shop = shopFrom(matches);
  return pageMeta(
    {
      title: `${business.name} | Custom Picture Framing, Houston Heights`,
      description: `Custom picture framing, shadowboxes, fine art printing and art installation at ${shop.address.street}, Houston ${shop.address.postalCode}. ${business.claims.yearsExperience} years, ${business.claims.piecesFramed} pieces framed.`,
      path: "/",
      keywords: [
        "custom picture framing houston",
        "frame shop houston heights",
        "shadowbox framing",
        `art framing ${shop.address.postalCode}`,
      ],
      jsonLd: [localBusinessJsonLd(siteUrl, shop)],
    },
    siteUrl,
  );
}

const HERO_SIZES = "(min-width: 1024px) 560px, 100vw";
// The lg breakpoint, where the hero's two columns sit side by side.
const HERO_BESIDE_TEXT = "(min-width: 1024px)";

export default function Home({ loaderData }: Route.ComponentProps) {
  const { facts, closuresSoon } = useShop();
  const hero = loaderData.photos["home-hero"] ?? heroImage;
  // On wide screens the photo beside the headline is the page's largest paint: asked for from
  // the head, before the HTML reaches it. On narrower ones it sits below the text, which is the
  // largest paint, and loads after what the first paint needs
  // (docs/decisions/0093-first-round-trip.md).
  preload(hero.src, {
    as: "image",
    imageSrcSet: hero.srcSet,
    imageSizes: HERO_SIZES,
    fetchPriority: "high",
    media: HERO_BESIDE_TEXT,
  });
  return (
    <>
      {/* A holiday closure or special hours within two weeks (docs/decisions/0042-closures-on-the-site.md). */}
      {closuresSoon.length > 0 ? (
        <div className="mx-auto max-w-content px-4 pt-4">
          <ClosureNotices className="rounded-md border border-accent/40 bg-mat px-4 py-3 text-ink" />
        </div>
      ) : null}
      <section className="mx-auto grid max-w-content items-center gap-10 px-4 pb-12 pt-10 sm:pt-16 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">
            Houston Heights · Since {business.foundedYear}
          </p>
          <h1 className="mt-3 text-4xl leading-tight sm:text-5xl lg:text-6xl">
            Custom framing that does your art justice
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted">
            From a child's first painting to a signed jersey or a museum-quality print, we design
            and build every frame by hand in our studio on {facts.address.streetName}, with
            conservation materials and honest advice.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={BOOKING_PATH}
              className={buttonClass("primary", "lg")}
              {...trackClick({
                name: "book_consultation_click",
                category: "home hero",
                label: "Schedule Consultation",
              })}
            >
              Schedule Consultation
            </Link>
            <CtaLink to="/portfolio" page="home" variant="secondary">
              View Portfolio
            </CtaLink>
          </div>
          <p className="mt-5 text-muted">
            Wondering what it costs?{" "}
            <Link
              to="/frame-designer"
              className="font-semibold text-accent-hover underline underline-offset-4"
              {...trackClick({ name: "cta_click", category: "home hero", label: "Frame designer" })}
            >
              Design your frame online and see an estimate
            </Link>
            .
          </p>
        </div>
        <div className="framed">
          <img
            src={hero.src}
            srcSet={hero.srcSet}
            sizes={HERO_SIZES}
            alt={hero.alt}
            width={hero.width}
            height={hero.height}
            fetchPriority="low"
            decoding="async"
            className="h-auto w-full"
          />
        </div>
      </section>

      <section aria-label="The studio in numbers" className="border-y border-line bg-surface">
        <div className="mx-auto max-w-content px-4 py-10">
          <StatsRow />
        </div>
      </section>

      <Section title="How it works" intro="Four simple steps from the drawer to the wall.">
        <ProcessSteps />
      </Section>

      <Section title="What we do" intro="Everything your art needs, under one roof in the Heights.">
        <div className="grid gap-6 md:grid-cols-3">
          {HOME_SERVICES.map((s) => (
            <ServiceCard key={s.id} service={s} photo={loaderData.photos[serviceSlot(s.id)]} />
          ))}
        </div>
        <p className="mt-6">
          <Link
            to="/services"
            className="font-semibold text-accent-hover underline underline-offset-4"
          >
            See all six services
          </Link>
        </p>
      </Section>

      <Section title="Recent work" intro="A few pieces from the studio wall.">
        {loaderData.recent ? (
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {loaderData.recent.map((w) => (
              <li key={w.id}>
                <Link to="/portfolio" className="group block">
                  <div className="framed">
                    <img
                      src={w.card.src}
                      srcSet={w.card.srcSet || undefined}
                      sizes="(min-width: 768px) 240px, 45vw"
                      alt={w.alt}
                      width={w.card.width}
                      height={w.card.height}
                      loading="lazy"
                      decoding="async"
                      className="aspect-square w-full object-contain"
                    />
                  </div>
                  <p className="mt-3 text-sm font-medium group-hover:text-accent-hover">
                    {w.title}
                  </p>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <PortfolioUnavailable />
        )}
        {loaderData.recent?.some((w) => w.sample) ? (
          <p className="mt-4 text-sm text-muted">
            Sample pieces made for this website; photos of the studio's own work will replace them.
          </p>
        ) : null}
      </Section>

      <TestimonialsSection
        testimonials={loaderData.testimonials}
        intro="In their own words, from the counter and from their reviews."
      />

      <CtaBand
        title="Ready to frame something you love?"
        actions={
          <>
            <Link
              to="/contact"
              className={buttonClass("primary", "lg")}
              {...trackClick({ name: "cta_click", category: "home", label: "Get Free Quote" })}
            >
              Get Free Quote
            </Link>
            <CtaLink to="/frame-designer" page="home" variant="secondary">
              Try the Frame Designer
            </CtaLink>
            <Link
              to="/ultimate-houston-framing-guide"
              className="inline-flex min-h-12 items-center rounded-md border border-white/60 px-6 text-white hover:bg-white/10"
            >
              Read the Houston Framing Guide
            </Link>
          </>
        }
      >
        <p>
          Bring your piece to the studio or tell us about it online. Quotes are free, and we reply{" "}
          {facts.replyPromise}.
        </p>
      </CtaBand>
    </>
  );
}
