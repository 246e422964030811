// A work enlarged: the large copy (at most 60% of the viewport's height), its category and
// Previous/Next through the works shown. The same markup twice: as the work's own page, with
// links (no JavaScript needed), and as the grid's dialog, which the gallery script fills and
// opens (docs/decisions/0066-portfolio-enlarged-view.md). `data-viewer` names the parts the
// script reads and updates.
import { CATEGORY_LABELS } from "~/lib/portfolio";
import type { WorkView } from "~/lib/portfolio-viewer";
import { Badge } from "../ui/badge";
import { buttonClass } from "../ui/button";
import { CloseIcon } from "../ui/close-icon";

// `hidden`: in the closed dialog the large copy must not load with the page (lazy images that
// are not displayed wait); the script shows it when the dialog opens. `page`: on a phone the
// work's own page puts Previous/Next above the picture, where the fixed call bar cannot cover it.
function WorkBody({
  view,
  hidden = false,
  page = false,
}: {
  view: WorkView;
  hidden?: boolean;
  page?: boolean;
}) {
  const { work, nav } = view;
  return (
    <div className="flex flex-col">
      <div
        data-viewer="frame"
        className="flex touch-pan-y justify-center rounded-md bg-mat p-2 select-none sm:p-4"
      >
        <img
          data-viewer="image"
          src={work.full.src}
          alt={work.alt}
          width={work.full.width}
          height={work.full.height}
          decoding="async"
          loading={hidden ? "lazy" : undefined}
          draggable={false}
          className="h-auto max-h-[60vh] w-auto max-w-full object-contain"
        />
      </div>
      <div
        className={`mt-4 flex flex-wrap items-center justify-between gap-3 ${page ? "max-sm:order-first max-sm:mt-0 max-sm:mb-4" : ""}`}
      >
        <p className="flex flex-wrap gap-2">
          <Badge tone="green">
            <span data-viewer="category">{CATEGORY_LABELS[work.category]}</span>
          </Badge>
          <span data-viewer="sample" hidden={!work.sample}>
            <Badge>Sample piece</Badge>
          </span>
        </p>
        <nav
          aria-label="More work"
          data-viewer="nav"
          hidden={nav.count < 2}
          className="flex items-center gap-2"
        >
          <a
            data-viewer="previous"
            href={nav.previousHref}
            aria-label="Previous work"
            className={buttonClass("secondary", "md")}
          >
            <span aria-hidden="true">←</span> Previous
          </a>
          <p
            data-viewer="position"
            aria-live="polite"
            className="min-w-16 text-center text-sm text-muted"
          >
            {nav.index + 1} of {nav.count}
          </p>
          <a
            data-viewer="next"
            href={nav.nextHref}
            aria-label="Next work"
            className={buttonClass("secondary", "md")}
          >
            Next <span aria-hidden="true">→</span>
          </a>
        </nav>
      </div>
    </div>
  );
}

/** The work's own page (/portfolio?work=ID): its heading is the page's. */
export function WorkPage({ view }: { view: WorkView }) {
  return (
    <section
      data-work-page
      aria-labelledby="work-title"
      className="mx-auto max-w-5xl px-4 py-8 sm:py-12"
    >
      <a
        data-viewer="close"
        href={view.closeHref}
        className="inline-flex min-h-11 items-center gap-1 font-medium text-accent-hover underline underline-offset-4"
      >
        <span aria-hidden="true">←</span> All work
      </a>
      <h1 id="work-title" className="mt-2 text-3xl leading-tight sm:text-4xl">
        {view.work.title}
      </h1>
      <p className="mt-2 max-w-2xl text-lg text-muted">{view.work.description}</p>
      <div className="mt-6">
        <WorkBody view={view} page />
      </div>
    </section>
  );
}

/** The grid's dialog, rendered with the first work shown; the gallery script does the rest. */
export function WorkDialog({ view }: { view: WorkView }) {
  return (
    <dialog
      data-work-viewer
      aria-labelledby="work-viewer-title"
      aria-describedby="work-viewer-description"
      className="m-auto max-h-[90vh] w-[calc(100vw-2rem)] max-w-5xl overflow-y-auto rounded-xl bg-surface p-0 text-ink shadow-2xl backdrop:bg-ink/60"
    >
      <div className="p-4 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="work-viewer-title" data-viewer="title" className="font-serif text-2xl">
            {view.work.title}
          </h2>
          <button
            type="button"
            data-viewer="close"
            aria-label="Close"
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-muted hover:bg-line/60 hover:text-ink"
          >
            <CloseIcon />
          </button>
        </div>
        <p id="work-viewer-description" data-viewer="description" className="mt-1 text-muted">
          {view.work.description}
        </p>
        <div className="mt-4">
          <WorkBody view={view} hidden />
        </div>
      </div>
    </dialog>
  );
}
