// The portfolio grid: category filters (links, so they work without JavaScript), the count, framed
// cards (a square mat with the whole piece inside, never cropped), and the enlarged view with
// previous/next (its code fetched as the pointer or focus nears a card, so it opens at once).
import { lazy, Suspense, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { CATEGORY_LABELS, PORTFOLIO_FILTERS, portfolioFilterFrom } from "~/lib/portfolio";
import type { GalleryWork } from "~/lib/portfolio-gallery";
import { Badge } from "../ui/badge";

const loadModal = () => import("./PortfolioModal");
const PortfolioModal = lazy(loadModal);

// Cards are 1 / 2 / 3 / 4 columns wide inside the 72rem content column, less the frame's edge.
const CARD_SIZES =
  "(min-width: 1280px) 240px, (min-width: 1024px) 300px, (min-width: 640px) calc(50vw - 44px), calc(100vw - 60px)";
// The first row is above the fold on every width; the rest loads as the visitor scrolls.
const EAGER_CARDS = 4;

export function PortfolioGallery({ works }: { works: readonly GalleryWork[] }) {
  const [params] = useSearchParams();
  const filter = portfolioFilterFrom(params.get("category"));
  const shown = filter === "all" ? works : works.filter((w) => w.category === filter);
  // The enlarged work, by its place in the works shown (previous/next follow the filter).
  const [open, setOpen] = useState<number | null>(null);
  const samples = shown.some((w) => w.sample);

  return (
    <>
      <nav aria-label="Filter work by category">
        <ul className="flex flex-wrap gap-2">
          {PORTFOLIO_FILTERS.map((f) => {
            const active = f.id === filter;
            return (
              <li key={f.id}>
                <Link
                  to={f.id === "all" ? "/portfolio" : `/portfolio?category=${f.id}`}
                  preventScrollReset
                  replace
                  aria-current={active ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center rounded-full border px-5 text-sm font-medium transition-colors ${
                    active
                      ? "border-green bg-green text-white"
                      : "border-line bg-surface text-ink hover:border-accent hover:text-accent-hover"
                  }`}
                >
                  {f.label}
                </Link>
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
              <WorkCard work={work} eager={i < EAGER_CARDS} onOpen={() => setOpen(i)} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-xl border border-dashed border-line p-10 text-center">
          <p className="font-serif text-2xl">
            No {filter === "all" ? "" : `${CATEGORY_LABELS[filter].toLowerCase()} `}work to show yet
          </p>
          <Link
            to="/portfolio"
            preventScrollReset
            replace
            className="mt-4 inline-flex min-h-11 items-center font-medium text-accent-hover underline underline-offset-4"
          >
            See all work
          </Link>
        </div>
      )}

      {open !== null && shown[open] ? (
        <Suspense fallback={null}>
          <PortfolioModal
            works={shown}
            index={open}
            onIndexChange={setOpen}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function WorkCard({
  work,
  eager,
  onOpen,
}: {
  work: GalleryWork;
  eager: boolean;
  onOpen: () => void;
}) {
  const label = CATEGORY_LABELS[work.category];
  return (
    <article
      onPointerEnter={() => void loadModal()}
      onFocus={() => void loadModal()}
      className="group relative rounded-sm has-[button:focus-visible]:outline-2 has-[button:focus-visible]:outline-offset-4 has-[button:focus-visible]:outline-accent"
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
        {/* The whole card opens the work (the button's ::after covers it). */}
        <button
          type="button"
          onClick={onOpen}
          aria-haspopup="dialog"
          className="text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:text-accent-hover group-hover:text-accent-hover"
        >
          {work.title}
          {work.sample ? <span className="sr-only"> (sample)</span> : null}
        </button>
      </h3>
      <p className="mt-1 text-sm leading-relaxed text-muted">{work.description}</p>
    </article>
  );
}
