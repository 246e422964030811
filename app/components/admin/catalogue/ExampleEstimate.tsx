// A live example estimate: what a visitor is shown now for a common piece, and what they will be
// shown once the change being typed is saved. The designer's own price rule (frame-estimate.ts).
import { useId, useState } from "react";
import { estimateFrame, type PriceTable } from "~/lib/frame-estimate";
import type { FrameGlazing, FrameMoulding } from "~db/schema";
import { SelectField } from "../../ui/field";

export interface PricedCatalogue {
  mouldings: Array<
    Pick<FrameMoulding, "id" | "name" | "profileWidthInches" | "pricePerUnitedInch" | "retiredAt">
  >;
  glazing: Array<Pick<FrameGlazing, "id" | "name" | "pricePerSquareInch" | "retiredAt">>;
  prices: PriceTable;
}

// A 16 x 20 in print with a 2 in mat: the most common piece brought to the studio.
const PIECE = { widthInches: 16, heightInches: 20 };
const MAT_WIDTH_INCHES = 2;
const MAT_CHOICES = [
  { value: "none", label: "No mat" },
  { value: "single", label: `Single mat, ${MAT_WIDTH_INCHES} in` },
  { value: "double", label: `Double mat, ${MAT_WIDTH_INCHES} in` },
] as const;
type MatChoice = (typeof MAT_CHOICES)[number]["value"];

function estimateIn(
  catalogue: PricedCatalogue,
  mouldingId: string,
  glazingId: string,
  mat: MatChoice,
) {
  const moulding = catalogue.mouldings.find((m) => m.id === mouldingId);
  const glazing = catalogue.glazing.find((g) => g.id === glazingId);
  if (!moulding || !glazing) return null;
  return estimateFrame({
    ...PIECE,
    moulding,
    glazing,
    mat: mat === "none" ? null : { widthInches: MAT_WIDTH_INCHES, double: mat === "double" },
    prices: catalogue.prices,
  });
}

const range = (e: { low: number; high: number } | null) => (e ? `$${e.low}-$${e.high}` : "—");
const onOffer = <T extends { retiredAt: string | null }>(entries: T[]) =>
  entries.filter((e) => !e.retiredAt);

export function ExampleEstimate({
  saved,
  draft,
  fixed = {},
}: {
  saved: PricedCatalogue;
  // null while the change being typed is not valid yet.
  draft: PricedCatalogue | null;
  // The entry being edited is the one priced.
  fixed?: { mouldingId?: string; glazingId?: string };
}) {
  const idPrefix = useId();
  const firstOf = (entries: Array<{ id: string; retiredAt: string | null }>) =>
    onOffer(entries)[0]?.id ?? entries[0]?.id ?? "";
  const [mouldingChoice, setMoulding] = useState(firstOf(saved.mouldings));
  const [glazingChoice, setGlazing] = useState(firstOf(saved.glazing));
  const [mat, setMat] = useState<MatChoice>("single");
  const mouldingId = fixed.mouldingId ?? mouldingChoice;
  const glazingId = fixed.glazingId ?? glazingChoice;

  const now = estimateIn(saved, mouldingId, glazingId, mat);
  const after = draft ? estimateIn(draft, mouldingId, glazingId, mat) : null;
  const changed = Boolean(after && (!now || after.low !== now.low || after.high !== now.high));

  return (
    <section
      aria-label="Example estimate"
      className="rounded-lg border border-line bg-ground p-4"
      data-testid="example-estimate"
    >
      <h3 className="font-sans text-sm font-semibold">Example estimate</h3>
      <p className="mt-1 text-sm text-muted">
        A {PIECE.widthInches} × {PIECE.heightInches} in piece, as a visitor would price it.
      </p>
      <div className="mt-3 flex flex-wrap gap-3 [&>*]:min-w-36 [&>*]:flex-1">
        {fixed.mouldingId ? null : (
          <SelectField
            idPrefix={idPrefix}
            name="example-moulding"
            label="Moulding"
            value={mouldingChoice}
            onChange={(e) => setMoulding(e.target.value)}
            options={onOffer(saved.mouldings).map((m) => ({ value: m.id, label: m.name }))}
          />
        )}
        <SelectField
          idPrefix={idPrefix}
          name="example-mat"
          label="Mat"
          value={mat}
          onChange={(e) => setMat(e.target.value as MatChoice)}
          options={MAT_CHOICES}
        />
        {fixed.glazingId ? null : (
          <SelectField
            idPrefix={idPrefix}
            name="example-glazing"
            label="Glazing"
            value={glazingChoice}
            onChange={(e) => setGlazing(e.target.value)}
            options={onOffer(saved.glazing).map((g) => ({ value: g.id, label: g.name }))}
          />
        )}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted">Visitors see now</dt>
          <dd className="mt-0.5 text-lg font-semibold" data-testid="estimate-now">
            {range(now)}
          </dd>
        </div>
        <div>
          <dt className="text-muted">After saving</dt>
          <dd
            className={`mt-0.5 text-lg font-semibold ${changed ? "text-accent-hover" : ""}`}
            data-testid="estimate-after"
            aria-live="polite"
          >
            {draft ? range(after) : "Check the highlighted fields"}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-muted">
        Quotes already sent keep the estimate their visitor saw.
      </p>
    </section>
  );
}
