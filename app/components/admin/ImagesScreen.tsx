// Portfolio Images: add works (they arrive hidden), give each its details and publish it in one
// step, put the published ones in order (drag, or Earlier/Later for the keyboard), feature some
// on the home page, hide or delete. Toasts are the old site's where it names them.
import { type DragEvent, type ReactNode, useEffect, useState } from "react";
import { toast } from "sonner";
import { adminApi, answerOf, serverMessage, withJson } from "~/lib/admin-api";
import type { PortfolioItem } from "~/lib/portfolio";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { LoadError } from "./AdminList";
import { type CardActions, PortfolioCard } from "./PortfolioCard";
import { PortfolioEditDialog } from "./PortfolioEditDialog";
import { PortfolioUploader } from "./PortfolioUploader";
import { useAdminMutation } from "./useAdminMutation";
import { useAdminQuery } from "./useAdminQuery";

// The storage key (portfolio/...) as one path segment.
const imageParam = (image: PortfolioItem) => ({
  param: { fileName: encodeURIComponent(image.fileName) },
});

interface DetailsChange {
  image: PortfolioItem;
  body: { featured?: boolean; hidden?: boolean };
  done: string;
  failed: string;
}

const GRID = "grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

/** `list` with the item at `from` moved to `to`. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export function ImagesScreen() {
  const {
    data: images,
    error,
    loading,
    reload,
  } = useAdminQuery("images", () =>
    answerOf(adminApi.uploads.images.$get({ query: { status: "all" } })),
  );
  const [editing, setEditing] = useState<PortfolioItem | null>(null);
  const [toDelete, setToDelete] = useState<PortfolioItem | null>(null);
  // The published works' order while a move is being saved (shown at once).
  const [pendingOrder, setPendingOrder] = useState<string[] | null>(null);
  const [dragKey, setDragKey] = useState<string | null>(null);
  const [dropKey, setDropKey] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [refocus, setRefocus] = useState<{ key: string; delta: -1 | 1 } | null>(null);

  const hidden = images?.filter((i) => i.hidden) ?? [];
  const savedOrder = images?.filter((i) => !i.hidden) ?? [];
  const byKey = new Map(savedOrder.map((i) => [i.fileName, i]));
  const published = pendingOrder ? pendingOrder.flatMap((k) => byKey.get(k) ?? []) : savedOrder;

  // A moved card is a moved DOM node: put the keyboard back on the button that moved it.
  useEffect(() => {
    if (!refocus) return;
    const card = document.querySelector(`[data-file-name="${CSS.escape(refocus.key)}"]`);
    const buttons = [
      card?.querySelector<HTMLButtonElement>(`[data-move="${refocus.delta}"]`),
      card?.querySelector<HTMLButtonElement>(`[data-move="${-refocus.delta}"]`),
    ];
    buttons.find((b) => b && !b.disabled)?.focus();
    setRefocus(null);
  }, [refocus]);

  async function saveOrder(next: PortfolioItem[], work: PortfolioItem, delta?: -1 | 1) {
    const keys = next.map((i) => i.fileName);
    setPendingOrder(keys);
    if (delta) setRefocus({ key: work.fileName, delta });
    const position = keys.indexOf(work.fileName) + 1;
    let saved = false;
    try {
      await answerOf(adminApi.uploads.order.$put({}, withJson({ order: keys })));
      saved = true;
      await reload();
    } catch (err) {
      console.error("Saving the order failed", err);
      if (!saved)
        toast.error("Order Not Saved", {
          description: serverMessage(err) ?? "The new order could not be saved. Please try again.",
        });
      await reload();
    } finally {
      setPendingOrder(null);
      if (saved)
        setAnnouncement(`Moved “${work.title}” to position ${position} of ${keys.length}.`);
    }
  }

  const change = useAdminMutation(
    ({ image, body }: DetailsChange) =>
      answerOf(adminApi.uploads.images[":fileName{.+}"].$patch(imageParam(image), withJson(body))),
    {
      success: (_answer, { done }) => ({ title: done }),
      failure: ({ failed }) => ({ title: failed, description: "Please try again." }),
      onSuccess: reload,
    },
  );
  const busyKey = change.running?.image.fileName ?? null;

  const remove = useAdminMutation(
    (image: PortfolioItem) =>
      answerOf(adminApi.uploads.images[":fileName{.+}"].$delete(imageParam(image))),
    {
      success: { title: "Image Deleted", description: "The image has been successfully deleted." },
      failure: { title: "Delete Error", description: "Failed to delete image. Please try again." },
      onSuccess: async () => {
        setToDelete(null);
        await reload();
      },
    },
  );
  const deleting = remove.busy;

  async function confirmDelete() {
    if (toDelete) await remove.run(toDelete);
  }

  const actionsFor = (image: PortfolioItem, index: number): CardActions => ({
    onEdit: () => setEditing(image),
    onDelete: () => setToDelete(image),
    onToggleFeatured: () =>
      void change.run({
        image,
        body: { featured: !image.featured },
        done: image.featured ? "No longer featured on the home page" : "Featured on the home page",
        failed: "Feature Error",
      }),
    onHide: () =>
      void change.run({
        image,
        body: { hidden: true },
        done: "Hidden from visitors",
        failed: "Could not hide the image",
      }),
    onMove: (delta) => {
      const to = index + delta;
      // One move is saved at a time; the buttons stay enabled so the keyboard keeps its place.
      if (pendingOrder || to < 0 || to >= published.length) return;
      void saveOrder(moved(published, index, to), image, delta);
    },
  });

  const dragFor = (image: PortfolioItem) => ({
    onDragStart: (e: DragEvent<HTMLLIElement>) => {
      e.dataTransfer.effectAllowed = "move";
      e.dataTransfer.setData("text/plain", image.fileName);
      setDragKey(image.fileName);
    },
    onDragOver: (e: DragEvent<HTMLLIElement>) => {
      if (!dragKey) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = "move";
      setDropKey(image.fileName);
    },
    onDrop: (e: DragEvent<HTMLLIElement>) => {
      e.preventDefault();
      const from = published.findIndex((i) => i.fileName === dragKey);
      const to = published.findIndex((i) => i.fileName === image.fileName);
      setDragKey(null);
      setDropKey(null);
      if (pendingOrder || from < 0 || to < 0 || from === to) return;
      void saveOrder(moved(published, from, to), published[from]);
    },
    onDragEnd: () => {
      setDragKey(null);
      setDropKey(null);
    },
    isDropTarget: dropKey === image.fileName && dragKey !== image.fileName,
    isDragged: dragKey === image.fileName,
  });

  let body: ReactNode;
  if (error && !images) {
    body = (
      <LoadError
        title="The images could not be loaded."
        error={error}
        onRetry={() => void reload()}
      />
    );
  } else if (!images) {
    body = (
      <p role="status" className="text-muted">
        {loading ? "Loading images..." : "\u00a0"}
      </p>
    );
  } else {
    body = (
      <>
        {hidden.length > 0 ? (
          <Section
            id="portfolio-waiting"
            title={`Waiting to publish (${hidden.length})`}
            hint="Visitors can't see these yet. Give each a title and describe what is in the picture, then publish it."
          >
            <ul className={GRID}>
              {hidden.map((image, i) => (
                <PortfolioCard
                  key={image.fileName}
                  image={image}
                  position={null}
                  busy={busyKey === image.fileName}
                  actions={actionsFor(image, i)}
                />
              ))}
            </ul>
          </Section>
        ) : null}
        <Section
          id="portfolio-published"
          title={`On the portfolio (${published.length})`}
          hint="In the order visitors see them. Drag a work, or use Earlier and Later, to move it. Featured works (★) come first on the home page."
        >
          {published.length === 0 ? (
            <p className="rounded-lg border border-dashed border-line p-8 text-center text-muted">
              {images.length === 0 ? "No images uploaded yet." : "Nothing published yet."} Until you
              publish a work, visitors see six sample works.
            </p>
          ) : (
            <ul className={GRID}>
              {published.map((image, i) => (
                <PortfolioCard
                  key={image.fileName}
                  image={image}
                  position={{ index: i + 1, count: published.length }}
                  busy={busyKey === image.fileName}
                  actions={actionsFor(image, i)}
                  drag={dragFor(image)}
                />
              ))}
            </ul>
          )}
        </Section>
      </>
    );
  }

  return (
    <div>
      <div className="mb-6">
        <p className="text-sm text-muted">
          {images
            ? `${savedOrder.length} on the portfolio, ${hidden.length} waiting to publish`
            : "\u00a0"}
        </p>
      </div>

      <PortfolioUploader
        onUploaded={async (added) => {
          await reload();
          // One new work: its details and publishing are the next step.
          if (added.length === 1) setEditing(added[0]);
        }}
      />

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {body}

      {editing ? (
        <PortfolioEditDialog
          image={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      ) : null}

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete image"
        confirmLabel="Delete Image"
        workingLabel="Deleting..."
        disabled={deleting}
        onConfirm={() => void confirmDelete()}
        onDismiss={() => setToDelete(null)}
      >
        <p>Are you sure you want to delete this image?</p>
        <p className="mt-2 font-medium">“{toDelete?.title}”</p>
        <p className="mt-2 text-sm text-muted">
          It disappears from the portfolio at once, with its web-sized copies. This cannot be
          undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}

function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mb-10">
      <h2 id={id} className="font-sans text-lg font-semibold">
        {title}
      </h2>
      <p className="mb-4 mt-1 text-sm text-muted">{hint}</p>
      {children}
    </section>
  );
}
