// The post editor's images: a cover (on the post's card, its page and its share preview) and
// pictures inserted into the Markdown. Both go through POST /api/uploads/blog-images, where the
// Worker makes the web-sized copies served from /images/blog/ on our own origin.
import { useState } from "react";
import { serverMessage } from "~/lib/admin-api";
import { type BlogImage, coverUrls } from "~/lib/blog-images";
import { COVER_ALT_MAX_LENGTH } from "~/lib/blog-schema";
import { IMAGE_ACCEPT } from "~/lib/image-format";
import { Button, buttonClass } from "../ui/button";
import { InputField } from "../ui/field";
import { BLOG_IMAGE_UPLOAD, refusalBeforeUpload, sendImage } from "./image-upload";

/** One blog image upload at a time, with its progress and its error. */
function useBlogImageUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  async function upload(file: File): Promise<BlogImage | null> {
    setError(undefined);
    const refusal = await refusalBeforeUpload(file);
    if (refusal) {
      setError(`${file.name}: ${refusal}`);
      return null;
    }
    setProgress(0);
    try {
      return await sendImage<BlogImage>(BLOG_IMAGE_UPLOAD, file, {
        onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      });
    } catch (err) {
      console.error("Blog image upload failed", err);
      setError(serverMessage(err) ?? "The image could not be uploaded. Please try again.");
      return null;
    } finally {
      setProgress(null);
    }
  }
  return { upload, progress, error };
}

function ImagePicker({
  label,
  disabled,
  onFile,
}: {
  label: string;
  disabled: boolean;
  onFile: (file: File) => void;
}) {
  return (
    <label
      className={buttonClass(
        "secondary",
        "sm",
        `cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ${disabled ? "pointer-events-none opacity-60" : ""}`,
      )}
    >
      <input
        type="file"
        accept={IMAGE_ACCEPT}
        disabled={disabled}
        className="sr-only"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = "";
          if (file) onFile(file);
        }}
      />
      {label}
    </label>
  );
}

function UploadState({ progress, error }: { progress: number | null; error?: string }) {
  return (
    <p aria-live="polite" className={`text-sm ${error ? "text-danger" : "text-muted"}`}>
      {progress !== null
        ? progress < 100
          ? `Uploading ${progress}%`
          : "Making web-sized copies..."
        : (error ?? "")}
    </p>
  );
}

export function CoverImageField({
  coverImage,
  coverAlt,
  errors,
  disabled,
  onChange,
}: {
  coverImage: string;
  coverAlt: string;
  errors: { coverImage?: string; coverAlt?: string };
  disabled: boolean;
  onChange: (change: { coverImage?: string; coverAlt?: string }) => void;
}) {
  const { upload, progress, error } = useBlogImageUpload();
  const urls = coverImage ? coverUrls(coverImage) : null;
  const busy = disabled || progress !== null;
  return (
    <fieldset className="rounded-lg border border-line p-4">
      <legend className="px-1 text-sm font-medium">
        Cover image <span className="font-normal text-muted">(optional)</span>
      </legend>
      <p className="text-xs text-muted">
        Shown on the post's card, at the top of the post and when it is shared.
      </p>
      <div className="mt-3 flex flex-wrap items-start gap-4">
        {urls ? (
          <img
            src={urls.small}
            alt=""
            width={150}
            height={100}
            className="aspect-[3/2] w-36 rounded-md bg-mat object-cover"
          />
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          <ImagePicker
            label={urls ? "Replace Cover" : "Choose Cover Image"}
            disabled={busy}
            onFile={async (file) => {
              const image = await upload(file);
              if (image) onChange({ coverImage: image.key });
            }}
          />
          {urls ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={busy}
              onClick={() => onChange({ coverImage: "", coverAlt: "" })}
            >
              Remove Cover
            </Button>
          ) : null}
        </div>
      </div>
      <UploadState progress={progress} error={error ?? errors.coverImage} />
      {urls ? (
        <div className="mt-3">
          <InputField
            label="Cover description (alt text)"
            name="coverAlt"
            idPrefix="post-"
            value={coverAlt}
            error={errors.coverAlt}
            disabled={disabled}
            maxLength={COVER_ALT_MAX_LENGTH}
            autoComplete="off"
            hint="What the picture shows, for people who cannot see it."
            onChange={(e) => onChange({ coverAlt: e.target.value })}
          />
        </div>
      ) : null}
    </fieldset>
  );
}

/** Uploads a picture and hands back its Markdown, described by the owner first. */
export function InsertImage({
  disabled,
  onInsert,
}: {
  disabled: boolean;
  onInsert: (markdown: string) => void;
}) {
  const { upload, progress, error } = useBlogImageUpload();
  const [alt, setAlt] = useState("");
  const [altError, setAltError] = useState<string | undefined>();
  const busy = disabled || progress !== null;
  return (
    <div className="rounded-lg border border-line bg-ground p-3">
      <p className="text-sm font-medium">Add a picture to the post</p>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-56">
          <InputField
            label="Describe the picture (alt text)"
            name="insertAlt"
            idPrefix="post-"
            value={alt}
            error={altError}
            disabled={busy}
            optional={false}
            maxLength={COVER_ALT_MAX_LENGTH}
            autoComplete="off"
            onChange={(e) => {
              setAlt(e.target.value);
              setAltError(undefined);
            }}
          />
        </div>
        <ImagePicker
          label="Upload and Insert"
          disabled={busy}
          onFile={async (file) => {
            const text = alt.trim().replace(/[[\]\n\r]/g, " ");
            if (!text) {
              setAltError("Describe the picture first; it goes in the post with it.");
              return;
            }
            const image = await upload(file);
            if (!image) return;
            onInsert(`![${text}](${image.smallUrl})`);
            setAlt("");
          }}
        />
      </div>
      <UploadState progress={progress} error={error} />
    </div>
  );
}
