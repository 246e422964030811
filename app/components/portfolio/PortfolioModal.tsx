// A work at full size: title, description and the large copy in a Radix dialog (at most 90% of
// the viewport's height, the image at most 60%). Loaded on first use, keeping Radix out of the
// page's initial JavaScript.
import { CATEGORY_LABELS } from "~/lib/portfolio";
import type { GalleryWork } from "~/lib/portfolio-gallery";
import { Badge } from "../ui/badge";
import { Dialog, DialogContent } from "../ui/dialog";

export default function PortfolioModal({
  work,
  onClose,
}: {
  work: GalleryWork;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={work.title} description={work.description} className="max-w-5xl!">
        <div className="flex justify-center rounded-md bg-mat p-2 sm:p-4">
          <img
            src={work.full.src}
            alt={work.alt}
            width={work.full.width}
            height={work.full.height}
            decoding="async"
            className="h-auto max-h-[60vh] w-auto max-w-full object-contain"
          />
        </div>
        <p className="mt-4">
          <Badge tone="green">{CATEGORY_LABELS[work.category]}</Badge>
        </p>
      </DialogContent>
    </Dialog>
  );
}
