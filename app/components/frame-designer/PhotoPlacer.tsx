// The preview photo, chosen once: whether it goes with the request, and (with JavaScript) where
// it sits in the opening: drag it in the preview, or use these sliders, which the keyboard moves
// (docs/decisions/0052-preview-photo-placement.md).
import { DESIGN_FIELDS } from "~/lib/frame-design";
import { CENTRED, cropToField, PHOTO_ZOOM, type PhotoCrop } from "~/lib/photo-crop";
import { SEND_PREVIEW_PHOTO_FIELD } from "~/lib/quote-request";

export function PhotoPlacer({
  chosen,
  crop,
  onCrop,
  send,
  onSend,
}: {
  // A photo is chosen and drawn (after hydration): the placement controls apply.
  chosen: boolean;
  crop: PhotoCrop;
  onCrop: (crop: PhotoCrop) => void;
  send: boolean;
  onSend: (send: boolean) => void;
}) {
  const slider = (
    key: keyof PhotoCrop,
    label: string,
    range: { min: number; max: number; step: number },
    text: string,
  ) => (
    <label className="block text-sm text-ink">
      <span className="flex justify-between">
        {label}
        <span className="text-muted">{text}</span>
      </span>
      <input
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={crop[key]}
        aria-valuetext={text}
        onChange={(e) => onCrop({ ...crop, [key]: Number(e.currentTarget.value) })}
        className="mt-1 block w-full accent-accent"
      />
    </label>
  );
  const percent = (n: number) => `${Math.round(n * 100)}%`;

  return (
    <div className="space-y-3">
      <label className="flex items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          name={SEND_PREVIEW_PHOTO_FIELD}
          checked={send}
          onChange={(e) => onSend(e.currentTarget.checked)}
          className="mt-0.5 size-5 shrink-0 accent-accent"
        />
        <span>
          Send this photo with my request
          <span className="block text-muted">
            It counts as one of the photos of the piece; no need to choose it again below.
          </span>
        </span>
      </label>
      {chosen ? (
        <fieldset className="space-y-3 rounded-md border border-line p-3">
          <legend className="px-1 text-sm font-medium text-ink">
            Place the photo in the opening
          </legend>
          <p className="text-xs text-muted">Drag the photo in the preview, or use the sliders.</p>
          {slider("zoom", "Zoom", { ...PHOTO_ZOOM, step: 0.05 }, `${crop.zoom.toFixed(2)}×`)}
          {slider("x", "Left to right", { min: 0, max: 1, step: 0.01 }, percent(crop.x))}
          {slider("y", "Top to bottom", { min: 0, max: 1, step: 0.01 }, percent(crop.y))}
          <button
            type="button"
            onClick={() => onCrop(CENTRED)}
            className="text-sm font-medium text-accent-hover underline"
          >
            Centre the photo
          </button>
          {send ? (
            <input type="hidden" name={DESIGN_FIELDS.photoCrop} value={cropToField(crop)} />
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}
