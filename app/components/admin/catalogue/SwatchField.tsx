// A moulding's swatch in its form: the picture visitors will see, a photo to upload instead, or
// (for an uploaded photo) a way back to the swatch drawn from the colour.
import { useEffect, useState } from "react";
import { isEighths } from "~/lib/frame-estimate";
import { IMAGE_ACCEPT } from "~/lib/image-format";
import type { FrameMoulding } from "~db/schema";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import type { FieldValues } from "./catalogue-fields";
import { drawnSwatchUrl } from "./swatch-image";

const isHexColour = (v: string | undefined) => /^#[0-9a-fA-F]{6}$/.test(v ?? "");

export function SwatchField({
  idPrefix,
  values,
  stored,
  file,
  error,
  disabled,
  onFile,
  onRedraw,
}: {
  idPrefix: string;
  values: FieldValues;
  // The moulding as saved; null for a new one.
  stored: Pick<FrameMoulding, "swatch" | "colour" | "profileWidthInches"> | null;
  file: File | null;
  error?: string;
  disabled: boolean;
  onFile: (file: File | null) => void;
  // Only for a moulding with an uploaded photo.
  onRedraw?: () => void;
}) {
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setFileUrl(null);
    const url = URL.createObjectURL(file);
    setFileUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const current = stored?.swatch ?? null;
  const uploaded = current !== null && !current.endsWith(".svg");
  const profile = Number(values.profileWidthInches);
  const colour = values.colour?.toLowerCase() ?? "";
  // A drawn swatch follows the colour as it is chosen (the server redraws it the same way when
  // the colour or profile changes).
  const redrawn = !stored || stored.colour !== colour || stored.profileWidthInches !== profile;
  const drawn =
    redrawn && isHexColour(colour) && isEighths(profile) && profile > 0
      ? drawnSwatchUrl({
          name: values.name ?? "",
          finish: values.finish ?? "",
          colour,
          profileWidthInches: profile,
        })
      : null;
  const shown = fileUrl ?? (uploaded ? current : (drawn ?? current));
  const caption = file
    ? "Your photo, cropped square and made small when saved."
    : uploaded
      ? "Your uploaded photo."
      : "Drawn from the colour until you upload a photo.";

  return (
    <Field
      name="swatch"
      label="Swatch photo"
      optional
      idPrefix={idPrefix}
      error={error}
      hint="A photo of the moulding's corner, JPEG, PNG, WebP or AVIF. It is cropped square."
    >
      {({ name: _, ...p }) => (
        <div className="mt-1 flex items-center gap-4">
          {shown ? (
            <img
              src={shown}
              alt="Swatch preview"
              width={64}
              height={64}
              className="size-16 shrink-0 rounded border border-line object-cover"
            />
          ) : (
            <span className="size-16 shrink-0 rounded border border-dashed border-line" />
          )}
          <div className="min-w-0 flex-1 space-y-2">
            <input
              {...p}
              type="file"
              accept={IMAGE_ACCEPT}
              disabled={disabled}
              className={`${p.className} mt-0! file:mr-3 file:rounded file:border-0 file:bg-line file:px-3 file:py-1.5 file:text-sm`}
              onChange={(e) => onFile(e.currentTarget.files?.[0] ?? null)}
            />
            <p className="text-xs text-muted">{caption}</p>
            {uploaded && !file && onRedraw ? (
              <Button variant="ghost" size="sm" disabled={disabled} onClick={onRedraw}>
                Use a swatch drawn from the colour
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </Field>
  );
}
