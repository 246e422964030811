// The designer's choices as plain form controls: they post with the quote form without
// JavaScript, and drive the live preview with it. Radio groups are native, so arrow keys move
// between mouldings, mat colours and glazings.
import type { ReactNode } from "react";
import { DESIGN_FIELDS, type FrameCatalogue, MAT_STYLES, type MatStyle } from "~/lib/frame-design";
import { ART_INCHES, formatInches, MAT_INCHES } from "~/lib/frame-estimate";
import { PREVIEW_PHOTO_FIELD, QUOTE_PHOTO_ACCEPT } from "~/lib/quote-request";
import { Field } from "../ui/field";

export type DesignFields = Record<string, string>;

const MAT_STYLE_LABELS: Record<MatStyle, string> = {
  none: "No mat",
  single: "Single mat",
  double: "Double mat",
};

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-line pt-6">
      <legend className="float-left mb-4 flex w-full items-baseline gap-3 font-serif text-xl">
        <span className="font-sans text-sm font-semibold text-accent">{number}</span>
        {title}
      </legend>
      <div className="clear-left space-y-4">{children}</div>
    </fieldset>
  );
}

// A radio whose whole card is the target; the ring shows keyboard focus.
const cardClass =
  "relative flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line bg-surface p-3 transition-colors hover:border-accent has-checked:border-accent has-checked:bg-accent/5 has-checked:ring-1 has-checked:ring-accent has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent";

export function DesignControls({
  catalogue,
  fields,
  errors,
  interactive,
  understood,
  priceChanges,
  onChange,
  onPhoto,
  photoSent,
  photoControls,
}: {
  catalogue: FrameCatalogue;
  fields: DesignFields;
  errors: Record<string, string>;
  // After hydration: controls that do not apply can be disabled (without JavaScript they cannot).
  interactive: boolean;
  // Per size field, what the typed text was read as ("Understood: 36¼ in").
  understood: Record<string, string>;
  // `field:value` -> what choosing that option does to the estimate (../../lib/option-prices.ts).
  priceChanges: Record<string, string>;
  onChange: (name: string, value: string) => void;
  onPhoto: (file: File | null) => void;
  // Whether the preview photo goes with the request, and its controls (./PhotoPlacer.tsx).
  photoSent: boolean;
  photoControls: ReactNode;
}) {
  const set = (e: { currentTarget: { name: string; value: string } }) =>
    onChange(e.currentTarget.name, e.currentTarget.value);
  const style = (fields[DESIGN_FIELDS.matStyle] ?? "single") as MatStyle;
  const noMat = interactive && style === "none";

  return (
    <div className="space-y-8">
      <Step number={1} title="Your piece">
        <div className="grid grid-cols-2 gap-4">
          {(
            [
              [DESIGN_FIELDS.width, "Width (in)"],
              [DESIGN_FIELDS.height, "Height (in)"],
            ] as const
          ).map(([name, label]) => (
            <Field
              key={name}
              name={name}
              label={label}
              error={errors[name]}
              hint={errors[name] ? undefined : understood[name]}
            >
              {(p) => (
                // Text, not type=number: a number input turns "36 1/4" into 3614
                // (docs/decisions/0050-sizes-in-fractions.md).
                <input
                  {...p}
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  required
                  value={fields[name] ?? ""}
                  onChange={set}
                />
              )}
            </Field>
          ))}
        </div>
        <p className="text-sm text-muted">
          {ART_INCHES.min}-{ART_INCHES.max} inches, to the nearest 1/8: type 36 1/4, 36-1/4, 36.25
          or 36¼. Measure the piece itself, not its current frame.
        </p>
        <Field
          name={PREVIEW_PHOTO_FIELD}
          label="A photo of the piece for the preview"
          optional
          hint="Drawn in the preview on your device; it is sent only if you tick the box below."
          error={errors[PREVIEW_PHOTO_FIELD]}
        >
          {({ name, ...p }) => (
            <input
              {...p}
              // Without its name the file stays on the device (the box below is unticked).
              name={photoSent ? name : undefined}
              type="file"
              accept={QUOTE_PHOTO_ACCEPT}
              className={`${p.className} file:mr-3 file:rounded file:border-0 file:bg-line file:px-3 file:py-1.5 file:text-sm`}
              onChange={(e) => onPhoto(e.currentTarget.files?.[0] ?? null)}
            />
          )}
        </Field>
        {photoControls}
      </Step>

      <Step number={2} title="Moulding">
        {errors[DESIGN_FIELDS.moulding] ? (
          <p className="text-sm text-danger">{errors[DESIGN_FIELDS.moulding]}</p>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          {catalogue.mouldings.map((m) => (
            <label key={m.id} className={cardClass}>
              <input
                type="radio"
                name={DESIGN_FIELDS.moulding}
                value={m.id}
                checked={fields[DESIGN_FIELDS.moulding] === m.id}
                onChange={set}
                className="sr-only"
              />
              <img
                src={m.swatch}
                alt=""
                width={48}
                height={48}
                className="size-12 shrink-0 rounded border border-line"
              />
              <span className="min-w-0 text-sm">
                <span className="block font-semibold text-ink">{m.name}</span>
                <span className="block text-muted">
                  {m.finish}, {formatInches(m.profileWidthInches)} in
                </span>
                <PriceChange value={priceChanges[`${DESIGN_FIELDS.moulding}:${m.id}`]} />
              </span>
            </label>
          ))}
        </div>
      </Step>

      <Step number={3} title="Mat">
        <div role="radiogroup" aria-label="Mat style" className="grid grid-cols-3 gap-2">
          {MAT_STYLES.map((s) => (
            <label key={s} className={`${cardClass} justify-center text-center text-sm`}>
              <input
                type="radio"
                name={DESIGN_FIELDS.matStyle}
                value={s}
                checked={style === s}
                onChange={set}
                className="sr-only"
              />
              <span>
                <span className="block">{MAT_STYLE_LABELS[s]}</span>
                <PriceChange value={priceChanges[`${DESIGN_FIELDS.matStyle}:${s}`]} />
              </span>
            </label>
          ))}
        </div>
        <fieldset disabled={noMat} className="space-y-4 disabled:opacity-50">
          <legend className="sr-only">Mat details</legend>
          <MatColours
            legend={interactive ? "Mat colour" : "Mat colour (single or double mat)"}
            name={DESIGN_FIELDS.mat}
            catalogue={catalogue}
            value={fields[DESIGN_FIELDS.mat]}
            error={errors[DESIGN_FIELDS.mat]}
            onChange={set}
          />
          <Field
            name={DESIGN_FIELDS.matWidth}
            label="Mat width on each side (in)"
            hint={
              errors[DESIGN_FIELDS.matWidth] ? undefined : (
                <>
                  {MAT_INCHES.min}-{MAT_INCHES.max} inches
                  {understood[DESIGN_FIELDS.matWidth] ? (
                    <>. {understood[DESIGN_FIELDS.matWidth]}</>
                  ) : null}
                </>
              )
            }
            error={errors[DESIGN_FIELDS.matWidth]}
          >
            {(p) => (
              <input
                {...p}
                type="text"
                autoComplete="off"
                spellCheck={false}
                value={fields[DESIGN_FIELDS.matWidth] ?? ""}
                onChange={set}
              />
            )}
          </Field>
          <fieldset disabled={interactive && style !== "double"} className="disabled:hidden">
            <legend className="sr-only">Inner board of a double mat</legend>
            <MatColours
              legend={interactive ? "Inner mat colour" : "Inner mat colour (double mat only)"}
              name={DESIGN_FIELDS.innerMat}
              catalogue={catalogue}
              value={fields[DESIGN_FIELDS.innerMat]}
              error={errors[DESIGN_FIELDS.innerMat]}
              onChange={set}
            />
          </fieldset>
        </fieldset>
      </Step>

      <Step number={4} title="Glazing">
        <div className="grid gap-3">
          {catalogue.glazing.map((g) => (
            <label key={g.id} className={`${cardClass} items-start`}>
              <input
                type="radio"
                name={DESIGN_FIELDS.glazing}
                value={g.id}
                checked={fields[DESIGN_FIELDS.glazing] === g.id}
                onChange={set}
                className="sr-only"
              />
              <span className="text-sm">
                <span className="block font-semibold text-ink">{g.name}</span>
                <span className="block text-muted">{g.description}</span>
                <PriceChange value={priceChanges[`${DESIGN_FIELDS.glazing}:${g.id}`]} />
              </span>
            </label>
          ))}
        </div>
      </Step>
    </div>
  );
}

// What an option adds to the estimate, read with its name ("Museum glass, +$255-$290").
function PriceChange({ value }: { value: string | undefined }) {
  if (!value) return null;
  return (
    <span className="block text-xs font-semibold text-accent" data-testid="price-change">
      <span className="sr-only">, </span>
      {value}
    </span>
  );
}

function MatColours({
  legend,
  name,
  catalogue,
  value,
  error,
  onChange,
}: {
  legend: string;
  name: string;
  catalogue: FrameCatalogue;
  value: string | undefined;
  error?: string;
  onChange: (e: { currentTarget: { name: string; value: string } }) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      {error ? <p className="mb-2 text-sm text-danger">{error}</p> : null}
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {catalogue.mats.map((m) => (
          <label key={m.id} className={`${cardClass} p-2 text-sm`}>
            <input
              type="radio"
              name={name}
              value={m.id}
              checked={value === m.id}
              onChange={onChange}
              className="sr-only"
            />
            <span
              aria-hidden="true"
              className="size-7 shrink-0 rounded-full border border-ink/20"
              style={{ backgroundColor: m.colour }}
            />
            {m.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
