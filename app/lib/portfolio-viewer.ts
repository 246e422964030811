// Each work on /portfolio has its own address, /portfolio?work=ID (with ?category= when a filter is
// on): the server renders the work large with Previous/Next links through the works the filter
// shows, so the enlarged view needs no JavaScript. With JavaScript the gallery script opens the
// same view in a dialog over the grid (app/page-delivery/browser/gallery-script.ts,
// docs/decisions/0066-portfolio-enlarged-view.md).
import { CATEGORY_LABELS, type PortfolioFilter } from "./portfolio";
import type { GalleryWork } from "./portfolio-gallery";

/** The works a filter shows, in the owner's order. */
export function shownWorks(works: readonly GalleryWork[], filter: PortfolioFilter): GalleryWork[] {
  return filter === "all" ? [...works] : works.filter((w) => w.category === filter);
}

/** The grid, with a filter or without. */
export function galleryHref(filter: PortfolioFilter): string {
  return filter === "all" ? "/portfolio" : `/portfolio?category=${filter}`;
}

/** A work's own page; the filter comes along, so Previous/Next stay within it. */
export function workHref(id: string, filter: PortfolioFilter): string {
  const params = new URLSearchParams(filter === "all" ? {} : { category: filter });
  params.set("work", id);
  return `/portfolio?${params}`;
}

/** The card's element id, which the work page's "All work" link returns to. */
export function workAnchor(id: string): string {
  return `work-${id.replace(/[^A-Za-z0-9_-]+/g, "-")}`;
}

export interface WorkNav {
  // The work's place among the works shown, from 0.
  index: number;
  count: number;
  previousHref: string;
  nextHref: string;
}

export interface WorkView {
  work: GalleryWork;
  nav: WorkNav;
  closeHref: string;
}

/** The enlarged view of `works[index]`; Previous on the first and Next on the last wrap around. */
export function workViewAt(
  works: readonly GalleryWork[],
  index: number,
  filter: PortfolioFilter,
): WorkView | null {
  const work = works[index];
  if (!work) return null;
  const at = (step: number) => works[(index + step + works.length) % works.length] as GalleryWork;
  return {
    work,
    nav: {
      index,
      count: works.length,
      previousHref: workHref(at(-1).id, filter),
      nextHref: workHref(at(1).id, filter),
    },
    closeHref: `${galleryHref(filter)}#${workAnchor(work.id)}`,
  };
}

/** The view a ?work= address asks for; null when that work is not among the works shown. */
export function workViewFor(
  works: readonly GalleryWork[],
  filter: PortfolioFilter,
  id: string,
): WorkView | null {
  const shown = shownWorks(works, filter);
  return workViewAt(
    shown,
    shown.findIndex((w) => w.id === id),
    filter,
  );
}

/** What a card hands the gallery script to show the work in the dialog (its data-work JSON). */
export interface ViewerWork {
  title: string;
  description: string;
  alt: string;
  src: string;
  width: number;
  height: number;
  category: string;
  sample: boolean;
}

export function viewerWork(work: GalleryWork): ViewerWork {
  return {
    title: work.title,
    description: work.description,
    alt: work.alt,
    src: work.full.src,
    width: work.full.width,
    height: work.full.height,
    category: CATEGORY_LABELS[work.category],
    sample: Boolean(work.sample),
  };
}
