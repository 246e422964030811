// One work in the owner's portfolio grid. A hidden one waits for its details and publishing; a
// published one can be edited, featured on the home page, moved (buttons for the keyboard, or
// dragged), hidden again or deleted.
import type { DragEvent } from "react";
import { formatDateTime } from "~/lib/date-format";
import { CATEGORY_LABELS, type PortfolioItem } from "~/lib/portfolio";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";

const lastSegment = (key: string) => key.split("/").pop() ?? key;

export interface CardActions {
  onEdit: () => void;
  onDelete: () => void;
  onToggleFeatured: () => void;
  onHide: () => void;
  onMove: (delta: -1 | 1) => void;
}

export interface CardDrag {
  onDragStart: (e: DragEvent<HTMLLIElement>) => void;
  onDragOver: (e: DragEvent<HTMLLIElement>) => void;
  onDrop: (e: DragEvent<HTMLLIElement>) => void;
  onDragEnd: () => void;
  isDropTarget: boolean;
  isDragged: boolean;
}

export function PortfolioCard({
  image,
  position,
  busy,
  actions,
  drag,
}: {
  image: PortfolioItem;
  // Its place among the published works (1-based) and their number; null while hidden.
  position: { index: number; count: number } | null;
  busy: boolean;
  actions: CardActions;
  drag?: CardDrag;
}) {
  const named = <span className="sr-only"> “{image.title}”</span>;
  const deleteButton = (
    <Button
      variant="ghost"
      size="sm"
      className="text-danger hover:bg-danger/10"
      onClick={actions.onDelete}
      disabled={busy}
    >
      Delete{named}
    </Button>
  );
  return (
    <li
      data-file-name={image.fileName}
      draggable={drag && !busy ? true : undefined}
      onDragStart={drag?.onDragStart}
      onDragOver={drag?.onDragOver}
      onDrop={drag?.onDrop}
      onDragEnd={drag?.onDragEnd}
      className={`flex flex-col overflow-hidden rounded-lg border bg-surface transition ${drag?.isDropTarget ? "border-accent ring-2 ring-accent" : "border-line"} ${drag?.isDragged ? "opacity-50" : ""} ${drag ? "cursor-grab active:cursor-grabbing" : ""}`}
    >
      <div className="relative">
        <img
          src={image.smallUrl}
          alt={image.hidden ? "" : image.alt}
          width={400}
          height={400}
          loading="lazy"
          decoding="async"
          draggable={false}
          className="aspect-square w-full bg-mat object-cover"
        />
        {position ? (
          <span className="absolute left-2 top-2 rounded-full bg-ink/80 px-2 py-0.5 text-xs font-medium text-white">
            {position.index}
            <span className="sr-only"> of {position.count}</span>
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex flex-wrap gap-1.5">
          {image.hidden ? (
            <Badge tone="warning">Hidden</Badge>
          ) : (
            <Badge tone="success">Published</Badge>
          )}
          <Badge tone="green">{CATEGORY_LABELS[image.category]}</Badge>
          {image.featured ? <Badge tone="accent">Featured</Badge> : null}
        </div>
        <h3 className="mt-2 font-sans text-base font-semibold">{image.title}</h3>
        <p className="mt-1 break-all text-xs text-muted" title={image.fileName}>
          {lastSegment(image.fileName)} · uploaded{" "}
          <time dateTime={image.createdAt}>{formatDateTime(image.createdAt)}</time>
        </p>

        {image.hidden ? (
          <div className="mt-auto flex flex-wrap gap-2 pt-4">
            <Button size="sm" onClick={actions.onEdit} disabled={busy}>
              Add Details &amp; Publish{named}
            </Button>
            {deleteButton}
          </div>
        ) : (
          <div className="mt-auto space-y-2 pt-4">
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={actions.onEdit} disabled={busy}>
                Edit{named}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-pressed={image.featured}
                onClick={actions.onToggleFeatured}
                disabled={busy}
                title="Featured works come first on the home page."
              >
                <span aria-hidden="true">{image.featured ? "★" : "☆"}</span>
                Feature on Home{named}
              </Button>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Button
                variant="ghost"
                size="sm"
                data-move={-1}
                onClick={() => actions.onMove(-1)}
                disabled={busy || !position || position.index === 1}
              >
                <span aria-hidden="true">↑</span> Earlier{named}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                data-move={1}
                onClick={() => actions.onMove(1)}
                disabled={busy || !position || position.index === position.count}
              >
                <span aria-hidden="true">↓</span> Later{named}
              </Button>
              <Button variant="ghost" size="sm" onClick={actions.onHide} disabled={busy}>
                Hide{named}
              </Button>
              {deleteButton}
            </div>
          </div>
        )}
      </div>
    </li>
  );
}
