// The portfolio grid: category filters, the count, framed cards (a square mat with the whole piece
// inside, never cropped), each a link to the work's own page, and the dialog the gallery script
// opens instead when JavaScript runs (docs/decisions/0066-portfolio-enlarged-view.md). Plain
// server-rendered HTML: /portfolio is a light page.
import { CATEGORY_LABELS, PORTFOLIO_FILTERS, type PortfolioFilter } from "~/lib/portfolio";
import type { GalleryWork } from "~/lib/portfolio-gallery";
import { galleryHref, viewerWork, workAnchor, workHref, workViewAt } from "~/lib/portfolio-viewer";
import { Badge } from "../ui/badge";
import { WorkDialog } from "./WorkViewer";

// Cards are 1 / 2 / 3 / 4 columns wide inside the 72rem content column, less the frame's edge.
const CARD_SIZES =
  "(min-width: 1280px) 240px, (min-width: 1024px) 300px, (min-width: 640px) calc(50vw - 44px), calc(100vw - 60px)";
// The first row is above the fold on every width; the rest loads as the visitor scrolls.
const EAGER_CARDS = 4;

// The filters land on the grid, not the top of the page: each one is a page load.
export const GRID_ID = "work";

export function PortfolioGallery({
  works,
  shown,
  filter,
}: {
  works: readonly GalleryWork[];
  shown: readonly GalleryWork[];
  filter: PortfolioFilter;
}) {
  const samples = shown.some((w) => w.sample);
  const first = workViewAt(shown, 0, filter);

  return (
    <>
      <nav aria-label="Filter work by category" id={GRID_ID} className="scroll-mt-20">
        <ul className="flex flex-wrap gap-2">
          {PORTFOLIO_FILTERS.map((f) => {
            const active = f.id === filter;
            return (
              <li key={f.id}>
                <a
                  href={`${galleryHref(f.id)}#${GRID_ID}`}
                  aria-current={active ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center rounded-full border px-5 text-sm font-medium transition-colors ${
                    active
                      ? "border-green bg-green text-white"
                      : "border-line bg-surface text-ink hover:border-accent hover:text-accent-hover"
                  }`}
                >
                  {f.label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>

      <p role="status" className="mt-6 text-sm text-muted">
        Showing {shown.length} of {works.length} projects
      </p>
      {samples ? (
        <p className="mt-2 max-w-2xl text-sm text-muted">
          These are sample pieces made for this website, to show the kinds of work we frame. Photos
          of the studio's own work will replace them.
        </p>
      ) : null}

      {shown.length > 0 ? (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {shown.map((work, i) => (
            <li key={work.id}>
              <WorkCard work={work} eager={i < EAGER_CARDS} href={workHref(work.id, filter)} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-xl border border-dashed border-line p-10 text-center">
          <p className="font-serif text-2xl">
            No {filter === "all" ? "" : `${CATEGORY_LABELS[filter].toLowerCase()} `}work to show yet
          </p>
          <a
            href={`/portfolio#${GRID_ID}`}
            className="mt-4 inline-flex min-h-11 items-center font-medium text-accent-hover underline underline-offset-4"
          >
            See all work
          </a>
        </div>
      )}

      {/* Filled in and opened by the gallery script; without JavaScript it never shows. */}
      {first ? <WorkDialog view={first} /> : null}
    </>
  );
}

function WorkCard({ work, eager, href }: { work: GalleryWork; eager: boolean; href: string }) {
  const label = CATEGORY_LABELS[work.category];
  return (
    <article
      id={workAnchor(work.id)}
      className="group relative scroll-mt-20 rounded-sm has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-accent"
    >
      <div className="framed relative overflow-hidden transition-transform duration-200 group-hover:-translate-y-1">
        <img
          src={work.card.src}
          srcSet={work.card.srcSet || undefined}
          sizes={work.card.srcSet ? CARD_SIZES : undefined}
          alt={work.alt}
          width={work.card.width}
          height={work.card.height}
          loading={eager ? "eager" : "lazy"}
          // After the page's text, which is a phone's largest paint; nothing else is loading
          // then, so they are no slower for it (docs/decisions/0093-first-round-trip.md).
          fetchPriority="low"
          decoding="async"
          className="aspect-square w-full object-contain"
        />
        {work.sample ? (
          <Badge tone="neutral" className="absolute left-3 top-3 bg-surface! shadow">
            Sample
          </Badge>
        ) : null}
        <Badge
          tone="green"
          className="absolute right-3 top-3 bg-surface! opacity-0 shadow transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
        >
          {label}
        </Badge>
      </div>
      <p className="mt-4 text-xs font-semibold uppercase tracking-wider text-accent">{label}</p>
      <h3 className="mt-1 font-sans text-lg font-semibold">
        {/* The whole card opens the work (the link's ::after covers it). */}
        <a
          href={href}
          data-work={JSON.stringify(viewerWork(work))}
          className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:text-accent-hover group-hover:text-accent-hover"
        >
          {work.title}
          {work.sample ? <span className="sr-only"> (sample)</span> : null}
        </a>
      </h3>
      <p className="mt-1 text-sm leading-relaxed text-muted">{work.description}</p>
    </article>
  );
}
