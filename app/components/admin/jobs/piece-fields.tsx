// A framed piece's fields, shared by the New job dialog and the job's Pieces card: what it is, its
// sizes as framers write them ("24 1/8", read by the server's one parser, docs/decisions/0050),
// the moulding, mat and glazing from the catalogue, and the price. The API's issues land beside
// the field they name, and the first one takes the focus.
import type { DesignSnapshot, FrameCatalogue } from "~/lib/frame-design";
import { parseDollars } from "~/lib/jobs";
import type { ValidationIssue } from "~/lib/validation-issues";
import { InputField, SelectField } from "../../ui/field";

export interface PieceInitial {
  description: string;
  design: DesignSnapshot;
  priceCents: number;
}

const DESIGN_FIELDS: Record<string, string> = {
  widthInches: "width",
  heightInches: "height",
  mouldingId: "moulding",
  mat: "mat",
  glazingId: "glazing",
};

/** The form field an API issue's path names (`pieces.0.design.widthInches` → `piece-0-width`). */
export function fieldOfIssue(path: string, base = "pieces"): string | null {
  const piece = new RegExp(`^${base}\\.(\\d+)\\.(.+)$`).exec(path);
  if (piece) {
    const [, i, rest] = piece;
    if (rest.startsWith("design.mat.widthInches")) return `piece-${i}-matWidth`;
    const design = /^design\.([^.]+)/.exec(rest);
    if (design) return DESIGN_FIELDS[design[1]] ? `piece-${i}-${DESIGN_FIELDS[design[1]]}` : null;
    if (rest === "priceCents") return `piece-${i}-price`;
    if (rest === "description") return `piece-${i}-description`;
    return null;
  }
  const customer = /^customer\.(name|email|phone)$/.exec(path);
  if (customer) return customer[1];
  return path === "dueDate" ? "dueDate" : null;
}

/** Issues by field name (the first for each), and the ones no field shows. */
export function issuesByField(issues: readonly ValidationIssue[], base = "pieces") {
  const byField: Record<string, string> = {};
  const general: string[] = [];
  for (const issue of issues) {
    const field = fieldOfIssue(issue.path, base);
    if (field && !byField[field]) byField[field] = issue.message;
    else if (!field) general.push(issue.message);
  }
  return { byField, general };
}

/** Moves the focus to the first field in the form that has an error. */
export function focusFirstInvalid(form: HTMLFormElement | null, byField: Record<string, string>) {
  const first = [...(form?.elements ?? [])].find(
    (el) => el instanceof HTMLElement && "name" in el && byField[(el as HTMLInputElement).name],
  );
  if (first instanceof HTMLElement) first.focus();
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** One piece's body for the API from the form; a price that is not dollars is a problem here. */
export function readPiece(form: FormData, index: number, problems: Record<string, string>) {
  const f = (name: string) => text(form, `piece-${index}-${name}`);
  const price = f("price");
  const priceCents = price === "" ? undefined : parseDollars(price);
  if (priceCents === null)
    problems[`piece-${index}-price`] = "The price must be dollars, e.g. 195 or 195.50.";
  const mat = f("mat");
  const inner = f("innerMat");
  return {
    description: f("description"),
    design: {
      // Sizes go as typed: the server reads "24 1/8" with the designer's parser.
      widthInches: f("width"),
      heightInches: f("height"),
      mouldingId: f("moulding"),
      mat: mat
        ? { id: mat, widthInches: f("matWidth") || "2", ...(inner ? { innerId: inner } : {}) }
        : null,
      glazingId: f("glazing"),
    },
    ...(priceCents !== undefined && priceCents !== null ? { priceCents } : {}),
  };
}

export function PieceFields({
  index,
  catalogue,
  initial,
  errors = {},
}: {
  index: number;
  catalogue: FrameCatalogue;
  initial?: PieceInitial;
  errors?: Record<string, string>;
}) {
  const p = `piece-${index}-`;
  const e = (name: string) => errors[`${p}${name}`];
  const d = initial?.design;
  return (
    <fieldset className="space-y-3 rounded-lg border border-line p-4">
      <legend className="px-1 text-sm font-semibold">Piece {index + 1}</legend>
      <InputField
        name={`${p}description`}
        label="What is it?"
        maxLength={200}
        placeholder="e.g. Watercolour of the bungalow"
        defaultValue={initial?.description}
        error={e("description")}
      />
      <div className="grid grid-cols-2 gap-3">
        <InputField
          name={`${p}width`}
          label="Width (in)"
          placeholder="16 or 24 1/8"
          defaultValue={d?.widthInches}
          error={e("width")}
        />
        <InputField
          name={`${p}height`}
          label="Height (in)"
          placeholder="20"
          defaultValue={d?.heightInches}
          error={e("height")}
        />
      </div>
      <SelectField
        name={`${p}moulding`}
        label="Moulding"
        defaultValue={d?.moulding.id}
        error={e("moulding")}
        options={catalogue.mouldings.map((m) => ({
          value: m.id,
          label: `${m.name} (${m.finish})`,
        }))}
      />
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          name={`${p}mat`}
          label="Mat"
          optional
          placeholder="No mat"
          defaultValue={d?.mat?.id ?? ""}
          error={e("mat")}
          options={catalogue.mats.map((m) => ({ value: m.id, label: m.name }))}
        />
        <InputField
          name={`${p}matWidth`}
          label="Mat width (in)"
          optional
          placeholder="2"
          defaultValue={d?.mat?.widthInches}
          error={e("matWidth")}
        />
      </div>
      {d?.mat?.inner ? (
        // A double mat keeps its inner board (chosen in the designer).
        <input type="hidden" name={`${p}innerMat`} value={d.mat.inner.id} />
      ) : null}
      <SelectField
        name={`${p}glazing`}
        label="Glazing"
        defaultValue={d?.glazing.id}
        error={e("glazing")}
        options={catalogue.glazing.map((g) => ({ value: g.id, label: g.name }))}
      />
      <InputField
        name={`${p}price`}
        label="Price ($)"
        optional
        inputMode="decimal"
        defaultValue={initial ? (initial.priceCents / 100).toFixed(2) : undefined}
        error={e("price")}
        hint="Left empty, the catalogue's figure in whole dollars, marked as an estimate."
      />
    </fieldset>
  );
}
