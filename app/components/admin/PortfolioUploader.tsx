// Adding works to the portfolio: drop photos on the zone or choose them, one or many; each file
// shows its own progress, then the Worker makes its web-sized copies. New works arrive hidden.
// Toasts are the old site's.

import { type DragEvent, useState } from "react";
import { toast } from "sonner";
import { serverMessage } from "~/lib/admin-api";
import { ACCEPTED_FORMATS_TEXT, IMAGE_ACCEPT } from "~/lib/image-format";
import { countOf } from "~/lib/plural";
import { formatMegabytes, MAX_IMAGE_BYTES, type PortfolioItem } from "~/lib/portfolio";
import { buttonClass } from "../ui/button";
import { PORTFOLIO_UPLOAD, refusalBeforeUpload, sendImage } from "./image-upload";

interface QueuedFile {
  /** Stable for one upload batch: the queue is replaced, never reordered. */
  id: string;
  name: string;
  state: "waiting" | "uploading" | "processing" | "done" | "failed";
  progress: number;
  message?: string;
}

const STATE_TEXT: Record<QueuedFile["state"], string> = {
  waiting: "Waiting",
  uploading: "Uploading",
  processing: "Making web-sized copies...",
  done: "Uploaded",
  failed: "Failed",
};

function toastSummary(files: File[], uploaded: number, lastError: string | undefined) {
  const failed = files.length - uploaded;
  if (files.length === 1) {
    if (uploaded)
      toast.success("Image Uploaded", { description: `Successfully uploaded ${files[0].name}` });
    else
      toast.error("Upload Error", {
        description: lastError ?? "Failed to upload image. Please try again.",
      });
  } else if (uploaded === 0) {
    toast.error("Upload Failed", { description: `Failed to upload ${countOf(failed, "image")}.` });
  } else {
    const description = `Successfully uploaded ${countOf(uploaded, "image")}${failed ? `. ${failed} failed.` : ""}`;
    if (failed) toast.warning("Upload Complete", { description });
    else toast.success("Upload Complete", { description });
  }
}

export function PortfolioUploader({
  onUploaded,
}: {
  /** Called once a batch is over, with the works it added (in upload order). */
  onUploaded: (items: PortfolioItem[]) => void | Promise<void>;
}) {
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [dragging, setDragging] = useState(false);

  async function upload(files: File[]) {
    if (files.length === 0 || uploading) return;
    const update = (i: number, change: Partial<QueuedFile>) =>
      setQueue((q) => q.map((f, j) => (j === i ? { ...f, ...change } : f)));
    setQueue(
      files.map((f, i) => ({ id: `${i}:${f.name}`, name: f.name, state: "waiting", progress: 0 })),
    );
    setUploading(true);
    const added: PortfolioItem[] = [];
    let lastError: string | undefined;
    try {
      for (const [i, file] of files.entries()) {
        try {
          const refusal = await refusalBeforeUpload(file);
          if (refusal) throw new Error(refusal);
          update(i, { state: "uploading" });
          const item = await sendImage<PortfolioItem>(PORTFOLIO_UPLOAD, file, {
            onProgress: (fraction) => update(i, { progress: Math.round(fraction * 100) }),
            onSent: () => update(i, { state: "processing", progress: 100 }),
          });
          update(i, { state: "done", progress: 100 });
          added.push(item);
        } catch (err) {
          lastError = serverMessage(err) ?? (err instanceof Error ? err.message : String(err));
          console.error("Upload failed", file.name, err);
          update(i, { state: "failed", message: lastError });
        }
      }
      toastSummary(files, added.length, lastError);
    } finally {
      setUploading(false);
      await onUploaded(added);
    }
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void upload(Array.from(event.dataTransfer.files));
  }

  return (
    // The whole section takes dropped files, the queue included.
    <section
      aria-labelledby="portfolio-add-heading"
      className="mb-8"
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes("Files")) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <h2 id="portfolio-add-heading" className="sr-only">
        Add works
      </h2>
      <div
        className={`flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors sm:flex-row sm:justify-between sm:text-left ${dragging ? "border-accent bg-accent/5" : "border-line bg-surface"}`}
      >
        <div>
          <p className="font-medium">Drag photos here, or choose them</p>
          <p className="mt-1 text-sm text-muted">
            {ACCEPTED_FORMATS_TEXT} up to {formatMegabytes(MAX_IMAGE_BYTES)} each. The site makes
            web-sized copies; visitors never download the original. New works stay hidden until you
            publish them.
          </p>
        </div>
        <label
          className={buttonClass(
            "primary",
            "md",
            `shrink-0 cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ${uploading ? "pointer-events-none opacity-60" : ""}`,
          )}
        >
          <input
            type="file"
            accept={IMAGE_ACCEPT}
            multiple
            disabled={uploading}
            className="sr-only"
            onChange={(e) => {
              const files = Array.from(e.currentTarget.files ?? []);
              // Cleared, so choosing the same file again is a new choice.
              e.currentTarget.value = "";
              void upload(files);
            }}
          />
          {uploading ? "Uploading..." : "Choose Images"}
        </label>
      </div>

      {queue.length > 0 ? <UploadQueue queue={queue} /> : null}
    </section>
  );
}

function UploadQueue({ queue }: { queue: QueuedFile[] }) {
  return (
    <section aria-label="Uploads" className="mt-4 rounded-lg border border-line bg-surface p-4">
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
