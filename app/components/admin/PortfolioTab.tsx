// Portfolio Images: upload one or many images (each with its web-sized copies and its own
// progress), edit an image's details, delete with confirmation. Toasts are spec.md section 8's.
import { type ReactNode, useState } from "react";
import { toast } from "sonner";
import { adminFetch, serverMessage } from "~/lib/admin-api";
import { formatDateTime } from "~/lib/date-format";
import { IMAGE_ACCEPT } from "~/lib/image-format";
import { countOf } from "~/lib/plural";
import { CATEGORY_LABELS, type PortfolioItem } from "~/lib/portfolio";
import { Badge } from "../ui/badge";
import { Button, buttonClass } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { LoadError } from "./AdminList";
import { PortfolioEditDialog } from "./PortfolioEditDialog";
import { makeWebCopies, refusalBeforeUpload, sendUpload } from "./portfolio-upload";
import { useAdminData } from "./useAdminData";

interface QueuedFile {
  /** Stable for one upload batch: the queue is replaced, never reordered. */
  id: string;
  name: string;
  state: "waiting" | "preparing" | "uploading" | "done" | "failed";
  progress: number;
  message?: string;
}

const lastSegment = (key: string) => key.split("/").pop() ?? key;

export function PortfolioTab() {
  const {
    data: images,
    error,
    loading,
    reload,
  } = useAdminData<PortfolioItem[]>("/api/uploads/images");
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<PortfolioItem | null>(null);
  const [toDelete, setToDelete] = useState<PortfolioItem | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function upload(files: File[], bulk: boolean) {
    if (files.length === 0) return;
    const update = (i: number, change: Partial<QueuedFile>) =>
      setQueue((q) => q.map((f, j) => (j === i ? { ...f, ...change } : f)));
    setQueue(
      files.map((f, i) => ({ id: `${i}:${f.name}`, name: f.name, state: "waiting", progress: 0 })),
    );
    setUploading(true);
    let uploaded = 0;
    let lastError: string | undefined;
    try {
      for (const [i, file] of files.entries()) {
        update(i, { state: "preparing" });
        try {
          const refusal = await refusalBeforeUpload(file);
          if (refusal) throw new Error(refusal);
          const copies = await makeWebCopies(file);
          update(i, { state: "uploading" });
          await sendUpload(file, copies, (fraction) =>
            update(i, { progress: Math.round(fraction * 100) }),
          );
          update(i, { state: "done", progress: 100 });
          uploaded++;
        } catch (err) {
          lastError = serverMessage(err) ?? (err instanceof Error ? err.message : String(err));
          console.error("Upload failed", file.name, err);
          update(i, { state: "failed", message: lastError });
        }
      }
      const failed = files.length - uploaded;
      if (!bulk) {
        if (uploaded)
          toast.success("Image Uploaded", {
            description: `Successfully uploaded ${files[0].name}`,
          });
        else
          toast.error("Upload Error", {
            description: lastError ?? "Failed to upload image. Please try again.",
          });
      } else if (uploaded === 0) {
        toast.error("Upload Failed", {
          description: `Failed to upload ${countOf(failed, "image")}.`,
        });
      } else {
        const description = `Successfully uploaded ${countOf(uploaded, "image")}${failed ? `. ${failed} failed.` : ""}`;
        if (failed) toast.warning("Upload Complete", { description });
        else toast.success("Upload Complete", { description });
      }
    } catch (err) {
      console.error("Uploading images failed", err);
      toast.error("Error", { description: "Failed to upload images" });
    } finally {
      setUploading(false);
      await reload();
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await adminFetch(`/api/uploads/images/${encodeURIComponent(toDelete.fileName)}`, {
        method: "DELETE",
      });
      toast.success("Image Deleted", { description: "The image has been successfully deleted." });
      setToDelete(null);
      await reload();
    } catch (err) {
      console.error("Image delete failed", err);
      toast.error("Delete Error", { description: "Failed to delete image. Please try again." });
    } finally {
      setDeleting(false);
    }
  }

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
  } else if (images.length === 0) {
    body = (
      <p className="rounded-lg border border-dashed border-line p-8 text-center text-muted">
        No images uploaded yet.
      </p>
    );
  } else {
    body = (
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {images.map((image) => (
          <li
            key={image.fileName}
            className="flex flex-col overflow-hidden rounded-lg border border-line bg-surface"
          >
            <img
              src={image.smallUrl}
              alt={image.alt}
              width={400}
              height={400}
              loading="lazy"
              decoding="async"
              className="aspect-square w-full bg-mat object-cover"
            />
            <div className="flex flex-1 flex-col p-4">
              <Badge tone="green" className="self-start">
                {CATEGORY_LABELS[image.category]}
              </Badge>
              <h3 className="mt-2 font-sans text-base font-semibold">{image.title}</h3>
              <p className="mt-1 break-all text-xs text-muted" title={image.fileName}>
                {lastSegment(image.fileName)}
              </p>
              <a
                href={image.url}
                target="_blank"
                rel="noopener"
                className="mt-1 break-all text-xs text-accent-hover underline underline-offset-2"
              >
                {image.url}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              <p className="mt-1 text-xs text-muted">
                Uploaded <time dateTime={image.createdAt}>{formatDateTime(image.createdAt)}</time>
              </p>
              <div className="mt-auto flex flex-wrap gap-2 pt-4">
                <Button variant="secondary" size="sm" onClick={() => setEditing(image)}>
                  Edit<span className="sr-only"> “{image.title}”</span>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-danger hover:bg-danger/10"
                  onClick={() => setToDelete(image)}
                >
                  Delete<span className="sr-only"> “{image.title}”</span>
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="font-sans text-xl font-semibold">Portfolio Images</h2>
          <p className="mt-1 text-sm text-muted">
            {images ? `${images.length} images in Object Storage` : "\u00a0"}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <FilePicker
            label="Upload Image"
            disabled={uploading}
            onFiles={(files) => void upload(files, false)}
          />
          <FilePicker
            label="Bulk Upload Images"
            multiple
            disabled={uploading}
            onFiles={(files) => void upload(files, true)}
          />
        </div>
      </div>
      <p className="-mt-3 mb-6 text-sm text-muted">
        JPEG, PNG, WebP, AVIF or GIF up to 15 MB. Web-sized copies are made in your browser;
        visitors never download the original.
      </p>

      {queue.length > 0 ? <UploadQueue queue={queue} /> : null}

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

/** A button-looking label around a visually hidden file input, so it is one labelled control. */
function FilePicker({
  label,
  multiple = false,
  disabled,
  onFiles,
}: {
  label: string;
  multiple?: boolean;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  return (
    <label
      className={buttonClass(
        multiple ? "secondary" : "primary",
        "sm",
        `cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ${disabled ? "pointer-events-none opacity-60" : ""}`,
      )}
    >
      <input
        type="file"
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        disabled={disabled}
        className="sr-only"
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          // Cleared, so choosing the same file again is a new choice.
          e.currentTarget.value = "";
          onFiles(files);
        }}
      />
      {label}
    </label>
  );
}

const STATE_TEXT: Record<QueuedFile["state"], string> = {
  waiting: "Waiting",
  preparing: "Making web-sized copies...",
  uploading: "Uploading",
  done: "Uploaded",
  failed: "Failed",
};

function UploadQueue({ queue }: { queue: QueuedFile[] }) {
  return (
    <section aria-label="Uploads" className="mb-8 rounded-lg border border-line bg-surface p-4">
      <ul className="space-y-3">
        {queue.map((file) => (
          <li key={file.id} className="text-sm" data-upload-state={file.state}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4">
              <span className="min-w-0 break-all font-medium">{file.name}</span>
              <span
                className={
                  file.state === "failed"
                    ? "text-danger"
                    : file.state === "done"
                      ? "text-success"
                      : "text-muted"
                }
              >
                {STATE_TEXT[file.state]}
                {file.state === "uploading" ? ` ${file.progress}%` : ""}
              </span>
            </div>
            <progress
              className="mt-1 h-2 w-full overflow-hidden rounded-full accent-green [&::-moz-progress-bar]:bg-green [&::-webkit-progress-bar]:bg-line [&::-webkit-progress-value]:bg-green"
              max={100}
              value={file.state === "failed" ? 0 : file.progress}
              aria-label={`Upload of ${file.name}`}
            />
            {file.message ? <p className="mt-1 text-danger">{file.message}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
