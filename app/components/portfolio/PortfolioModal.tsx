// A work enlarged: title, description and the large copy in a Radix dialog (at most 90% of the
// viewport's height, the image at most 60%), with previous/next through the works shown: buttons,
// the arrow keys and a sideways swipe. Loaded on first use, keeping Radix out of the page's
// initial JavaScript.
import { type PointerEvent, useEffect, useRef } from "react";
import { CATEGORY_LABELS } from "~/lib/portfolio";
import type { GalleryWork } from "~/lib/portfolio-gallery";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";

// A swipe is a mostly sideways move of at least this many pixels.
const SWIPE_MIN_PX = 50;

export default function PortfolioModal({
  works,
  index,
  onIndexChange,
  onClose,
}: {
  works: readonly GalleryWork[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const work = works[index];
  const many = works.length > 1;
  // Wraps around: "next" on the last work shows the first.
  const go = (step: number) => onIndexChange((index + step + works.length) % works.length);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  // The neighbours' large copies load while this one is looked at, so next/previous is instant.
  useEffect(() => {
    if (!many) return;
    for (const step of [1, -1]) {
      const neighbour = works[(index + step + works.length) % works.length];
      if (neighbour) new Image().src = neighbour.full.src;
    }
  }, [works, index, many]);

  if (!work) return null;

  const onPointerDown = (e: PointerEvent) => {
    swipeStart.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || !many) return;
    const dx = e.clientX - start.x;
    const dy = e.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={work.title}
        description={work.description}
        className="max-w-5xl!"
        onKeyDown={(e) => {
          if (!many) return;
          if (e.key === "ArrowRight") go(1);
          else if (e.key === "ArrowLeft") go(-1);
          else return;
          e.preventDefault();
        }}
      >
        <div
          className="flex touch-pan-y justify-center rounded-md bg-mat p-2 select-none sm:p-4"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
        >
          <img
            key={work.id}
            src={work.full.src}
            alt={work.alt}
            width={work.full.width}
            height={work.full.height}
            decoding="async"
            draggable={false}
            className="h-auto max-h-[60vh] w-auto max-w-full object-contain"
          />
        </div>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="flex flex-wrap gap-2">
            <Badge tone="green">{CATEGORY_LABELS[work.category]}</Badge>
            {work.sample ? <Badge>Sample piece</Badge> : null}
          </p>
          {many ? (
            <nav aria-label="More work" className="flex items-center gap-2">
              <Button variant="secondary" onClick={() => go(-1)} aria-label="Previous work">
                <span aria-hidden="true">←</span> Previous
              </Button>
              <p className="min-w-16 text-center text-sm text-muted" aria-live="polite">
                {index + 1} of {works.length}
              </p>
              <Button variant="secondary" onClick={() => go(1)} aria-label="Next work">
                Next <span aria-hidden="true">→</span>
              </Button>
            </nav>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
