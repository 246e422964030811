// The portfolio's enlarged view as progressive enhancement (docs/decisions/0066-portfolio-enlarged-view.md).
// /portfolio is a light page (app/page-delivery/server/page-handle.ts): every card is a plain link to the work's
// own page (app/lib/portfolio-viewer.ts), which the server renders with Previous/Next links. This
// script, loaded on the portfolio's pages only (the other pages never carry it), makes it quicker:
// - on the grid, a card opens the work in a native <dialog> (focus kept inside it, Escape and a
//   click on the backdrop close it, the focus then goes back to the card); Previous/Next (links
//   to the works' pages, so they also open in a new tab), the arrow keys and a sideways swipe step
//   through the works shown, wrapping around; the neighbours' large copies load ahead;
// - on a work's own page, the arrow keys and a swipe follow its Previous/Next links and Escape
//   its "All work" link.
// A module of the browser build (app/page-delivery/server/browser-modules-plugin.ts), served as
// /scripts/gallery-<hash>.js to the pages that name it: `{ browser: { light: ["gallery"] } }`.
import type { ViewerWork } from "~/lib/portfolio-viewer";

// A swipe is a mostly sideways move of at least this many pixels.
export const SWIPE_MIN_PX = 50;

export interface GalleryScriptConfig {
  swipeMinPx: number;
}

export function galleryScript(config: GalleryScriptConfig): void {
  const doc = document;
  const part = <T extends HTMLElement>(root: HTMLElement, name: string) =>
    root.querySelector<T>(`[data-viewer=${name}]`);
  const arrowStep = (e: KeyboardEvent) =>
    e.altKey || e.ctrlKey || e.metaKey
      ? 0
      : e.key === "ArrowRight"
        ? 1
        : e.key === "ArrowLeft"
          ? -1
          : 0;
  const onSwipe = (area: HTMLElement | null, go: (step: number) => void) => {
    let start: PointerEvent | null = null;
    area?.addEventListener("pointerdown", (e) => {
      start = e;
    });
    area?.addEventListener("pointercancel", () => {
      start = null;
    });
    area?.addEventListener("pointerup", (e) => {
      if (!start) return;
      const dx = e.clientX - start.clientX;
      const dy = e.clientY - start.clientY;
      start = null;
      if (Math.abs(dx) >= config.swipeMinPx && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
    });
  };

  // A work's own page: its links do the work.
  const page = doc.querySelector<HTMLElement>("[data-work-page]");
  if (page) {
    const follow = (name: string) => {
      const link = part<HTMLAnchorElement>(page, name);
      if (link) location.href = link.href;
    };
    doc.addEventListener("keydown", (e) => {
      // Keys meant for a field or for the open mobile menu are theirs.
      if (e.defaultPrevented || (e.target as Element).closest("input,textarea,select")) return;
      if (doc.querySelector("details[data-menu][open]")) return;
      const step = arrowStep(e);
      if (step) follow(step > 0 ? "next" : "previous");
      else if (e.key === "Escape") follow("close");
    });
    onSwipe(part(page, "frame"), (step) => follow(step > 0 ? "next" : "previous"));
    return;
  }

  // The grid: the same view in a dialog over it.
  const dialog = doc.querySelector<HTMLDialogElement>("dialog[data-work-viewer]");
  const links = [...doc.querySelectorAll<HTMLAnchorElement>("a[data-work]")];
  if (!dialog?.showModal || !links.length) return;
  const many = links.length > 1;
  let index = 0;
  let opener: HTMLAnchorElement | undefined;
  const at = (i: number) => links[(i + links.length) % links.length] as HTMLAnchorElement;
  const workOf = (link: HTMLAnchorElement) => JSON.parse(link.dataset.work ?? "{}") as ViewerWork;
  const text = (name: string, value: string) => {
    const el = part(dialog, name);
    if (el) el.textContent = value;
  };

  const show = (i: number) => {
    index = (i + links.length) % links.length;
    const work = workOf(at(index));
    text("title", work.title);
    text("description", work.description);
    text("category", work.category);
    text("position", `${index + 1} of ${links.length}`);
    const sample = part(dialog, "sample");
    if (sample) sample.hidden = !work.sample;
    const img = part<HTMLImageElement>(dialog, "image");
    if (img) {
      img.width = work.width;
      img.height = work.height;
      img.alt = work.alt;
      img.loading = "eager";
      img.src = work.src;
    }
    for (const [name, step] of [
      ["previous", -1],
      ["next", 1],
    ] as const)
      part(dialog, name)?.setAttribute("href", at(index + step).getAttribute("href") ?? "");
    // The neighbours' large copies load while this one is looked at: Next is instant.
    if (many) for (const step of [-1, 1]) new Image().src = workOf(at(index + step)).src;
  };
  const nav = part(dialog, "nav");
  if (nav) nav.hidden = !many;
  for (const link of links) link.setAttribute("aria-haspopup", "dialog");

  doc.addEventListener("click", (e) => {
    const link = (e.target as Element).closest<HTMLAnchorElement>("a[data-work]");
    // A new tab or window (modifier keys, middle button) gets the work's own page.
    if (!link || e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    opener = link;
    show(links.indexOf(link));
    dialog.showModal();
    part(dialog, "close")?.focus();
  });
  dialog.addEventListener("click", (e) => {
    const target = e.target as Element;
    // The dialog element itself is only hit outside its content: the backdrop.
    if (target === dialog || target.closest("[data-viewer=close]")) return dialog.close();
    const step = target.closest("[data-viewer=next]")
      ? 1
      : target.closest("[data-viewer=previous]")
        ? -1
        : 0;
    if (!step || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    show(index + step);
  });
  dialog.addEventListener("keydown", (e) => {
    const step = arrowStep(e);
    if (!step || !many) return;
    e.preventDefault();
    show(index + step);
  });
  dialog.addEventListener("close", () => opener?.focus());
  onSwipe(part(dialog, "frame"), (step) => many && show(index + step));
}

/** What the after-paint loader calls (app/page-delivery/server/after-paint.ts). */
export default function run(): void {
  galleryScript({ swipeMinPx: SWIPE_MIN_PX });
}
