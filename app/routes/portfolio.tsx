import { data } from "react-router";
import { PortfolioGallery } from "~/components/portfolio/PortfolioGallery";
import { PortfolioUnavailable } from "~/components/portfolio/PortfolioUnavailable";
import { WorkPage } from "~/components/portfolio/WorkViewer";
import { CtaBand, CtaLink, PageHero, Section } from "~/components/site/sections";
import { buttonClass } from "~/components/ui/button";
import { business } from "~/content/business";
import { appContext } from "~/context";
import { trackClick } from "~/lib/analytics";
import { portfolioFilterFrom } from "~/lib/portfolio";
import { shownWorks, workViewFor } from "~/lib/portfolio-viewer";
import { absoluteUrl, breadcrumbJsonLd, pageMeta, siteUrlFrom } from "~/lib/seo";
import { phoneHref } from "~/lib/shop";
import { useShop } from "~/lib/use-shop";
import type { PageHandle } from "~/page-delivery/server/page-handle";
import { portfolioForVisitors, portfolioPageHeaders } from "~worker/services/portfolio";
import type { Route } from "./+types/portfolio";
import { adminPageAccess } from "./admin-session.server";

// A light page (docs/decisions/0065-light-portfolio-blog-quote-page.md): the filters are links,
// each work has its own address (?work=ID) and the enlarged view is the gallery script's.
// The enlarged view's script (app/page-delivery/browser/gallery-script.ts), loaded with the page script.
export const handle: PageHandle = { browser: { light: ["gallery"] } };

// Server-rendered from D1 (the uploads) so the HTML carries the portfolio, with the ?category=
// filter applied. ?work=ID is that work enlarged (docs/decisions/0066-portfolio-enlarged-view.md);
// a work not among those shown is a 404. Without D1 the page says so with a 503, so search
// engines keep the portfolio they know.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  // Only the signed-in owner sees "Upload New Work" (docs/decisions/0009-site-for-visitors.md).
  const [result, access] = await Promise.all([
    portfolioForVisitors(env),
    adminPageAccess(request, context),
  ]);
  const params = new URL(request.url).searchParams;
  const filter = portfolioFilterFrom(params.get("category"));
  const workId = params.get("work");
  const view = workId === null ? null : workViewFor(result.works, filter, workId);
  if (workId !== null && !view && result.status !== "unavailable")
    throw data("No such work in the portfolio.", { status: 404 });
  const status = result.status === "unavailable" ? 503 : 200;
  return data(
    { ...result, filter, view, ownerSignedIn: access.result.ok },
    { status, headers: portfolioPageHeaders(result) },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const siteUrl = siteUrlFrom(matches);
  const works = loaderData?.works ?? [];
  const first = works[0];
  // A work's own page: its title and picture; the canonical address stays the portfolio's.
  const work = loaderData?.view?.work;
  return pageMeta(
    {
      title: work
        ? `${work.title}: Framing Portfolio`
        : "Custom Framing Portfolio, Houston Heights",
      description: work
        ? `${work.description}. Framed at ${business.name}, the custom frame shop in the Houston Heights.`
        : `Framed artwork, photography, memorabilia and commercial pieces from ${business.name}, the custom frame shop in the Houston Heights.`,
      path: "/portfolio",
      keywords: [
        "custom framing portfolio",
        "framed art houston",
        "shadowbox examples",
        "picture framing gallery",
      ],
      image: (work ?? first)?.full.src,
      imageAlt: (work ?? first)?.alt,
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "ImageGallery",
          name: `${business.name} Portfolio`,
          url: absoluteUrl(siteUrl, "/portfolio"),
          description: "Custom framing work from the studio.",
          // Each image's name, caption and files; its longer description is on the page itself,
          // and the page fits the first round trip (docs/decisions/0093-first-round-trip.md).
          associatedMedia: works.map((w) => ({
            "@type": "ImageObject",
            name: w.title,
            caption: w.alt,
            contentUrl: absoluteUrl(siteUrl, w.full.src),
            thumbnailUrl: absoluteUrl(siteUrl, w.card.src),
            width: w.full.width,
            height: w.full.height,
          })),
        },
        breadcrumbJsonLd(siteUrl, [
          { name: "Home", path: "/" },
          { name: "Portfolio", path: "/portfolio" },
        ]),
      ],
    },
    siteUrl,
  );
}

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { facts } = useShop();
  const { view, filter, works } = loaderData;

  if (view) return <WorkPage view={view} />;
  return (
    <>
      <PageHero
        eyebrow="Portfolio"
        title="Our Portfolio"
        actions={
          <>
            <a
              href="/contact"
              target="_blank"
              rel="noopener"
              className={buttonClass("primary", "lg")}
            >
              Request Framing<span className="sr-only"> (opens in a new tab)</span>
            </a>
            {loaderData.ownerSignedIn ? (
              <a
                href="/admin?tab=portfolio"
                target="_blank"
                rel="noopener"
                className={buttonClass("secondary", "lg")}
              >
                Upload New Work<span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
          </>
        }
      >
        <p>
          Artwork, photographs, keepsakes and commercial pieces framed in our Heights studio. Choose
          a category, or open any piece to see it larger.
        </p>
      </PageHero>

      <Section>
        <h2 className="sr-only">Framed work</h2>
        {loaderData.status === "unavailable" ? (
          <PortfolioUnavailable />
        ) : (
          <PortfolioGallery works={works} shown={shownWorks(works, filter)} filter={filter} />
        )}
      </Section>

      <CtaBand
        title="Have something that deserves a frame?"
        actions={
          <>
            <CtaLink to="/contact" page="portfolio">
              Start Your Project
            </CtaLink>
            <a
              href={phoneHref(facts)}
              className="inline-flex min-h-12 items-center rounded-md border border-white/60 px-6 text-white hover:bg-white/10"
              {...trackClick({ name: "cta_click", category: "portfolio", label: "Call for Quote" })}
            >
              Call for Quote: {facts.phone}
            </a>
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
