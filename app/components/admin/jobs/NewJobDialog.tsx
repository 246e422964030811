// Making a job by hand: a walk-in (empty) or from a booking (the customer filled in). Each piece
// gets its frame from the catalogue and costs the estimate unless the owner types a price.
import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiRequestError, adminApi, answerOf, serverMessage, withJson } from "~/lib/admin-api";
import type { FrameCatalogue } from "~/lib/frame-design";
import { parseDollars } from "~/lib/jobs";
import type { ValidationIssue } from "~/lib/validation-issues";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";
import { InputField, SelectField, TextareaField } from "../../ui/field";
import { useAdminQuery } from "../useAdminQuery";

export interface JobPrefill {
  name?: string;
  email?: string;
  phone?: string;
  appointmentId?: number;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();
const inches = (value: string) => (value === "" ? Number.NaN : Number(value));

function readJob(form: FormData, pieces: number, appointmentId?: number) {
  const problems: string[] = [];
  const body = {
    customer: {
      name: text(form, "name"),
      email: text(form, "email"),
      phone: text(form, "phone") || undefined,
    },
    pieces: Array.from({ length: pieces }, (_, i) => {
      const f = (name: string) => text(form, `piece-${i}-${name}`);
      const price = f("price");
      const priceCents = price === "" ? undefined : parseDollars(price);
      if (priceCents === null)
        problems.push(`Piece ${i + 1}: the price must be dollars, e.g. 195 or 195.50.`);
      const mat = f("mat");
      return {
        description: f("description"),
        design: {
          widthInches: inches(f("width")),
          heightInches: inches(f("height")),
          mouldingId: f("moulding"),
          mat: mat ? { id: mat, widthInches: inches(f("matWidth") || "2") } : null,
          glazingId: f("glazing"),
        },
        ...(priceCents !== undefined && priceCents !== null ? { priceCents } : {}),
      };
    }),
    dueDate: text(form, "dueDate") || undefined,
    rush: form.get("rush") === "on",
    notes: text(form, "notes") || undefined,
    ...(appointmentId ? { appointmentId } : {}),
  };
  return { body, problems };
}

function PieceFields({ index, catalogue }: { index: number; catalogue: FrameCatalogue }) {
  const p = `piece-${index}-`;
  return (
    <fieldset className="space-y-3 rounded-lg border border-line p-4">
      <legend className="px-1 text-sm font-semibold">Piece {index + 1}</legend>
      <InputField
        name={`${p}description`}
        label="What is it?"
        maxLength={200}
        placeholder="e.g. Watercolour of the bungalow"
      />
      <div className="grid grid-cols-2 gap-3">
        <InputField name={`${p}width`} label="Width (in)" inputMode="decimal" placeholder="16" />
        <InputField name={`${p}height`} label="Height (in)" inputMode="decimal" placeholder="20" />
      </div>
      <SelectField
        name={`${p}moulding`}
        label="Moulding"
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
          options={catalogue.mats.map((m) => ({ value: m.id, label: m.name }))}
        />
        <InputField
          name={`${p}matWidth`}
          label="Mat width (in)"
          optional
          inputMode="decimal"
          placeholder="2"
        />
      </div>
      <SelectField
        name={`${p}glazing`}
        label="Glazing"
        options={catalogue.glazing.map((g) => ({ value: g.id, label: g.name }))}
      />
      <InputField
        name={`${p}price`}
        label="Price ($)"
        optional
        inputMode="decimal"
        hint="Left empty, the piece costs what the catalogue's estimate says."
      />
    </fieldset>
  );
}

export function NewJobDialog({
  open,
  onOpenChange,
  prefill = {},
  leadDays,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  prefill?: JobPrefill;
  leadDays?: number;
}) {
  const navigate = useNavigate();
  const catalogue = useAdminQuery("frames", () => answerOf(adminApi.frames.$get()));
  // The public catalogue's answer (its edge cache hides the type from the client).
  const frames = catalogue.data as FrameCatalogue | undefined;
  const [pieces, setPieces] = useState(1);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { body, problems } = readJob(
      new FormData(event.currentTarget),
      pieces,
      prefill.appointmentId,
    );
    if (problems.length) return setErrors(problems);
    setBusy(true);
    setErrors([]);
    try {
      const made = await answerOf(adminApi.admin.jobs.$post({}, withJson(body)));
      onOpenChange(false);
      navigate(`/admin/jobs/${made.id}`);
    } catch (err) {
      const issues: ValidationIssue[] = err instanceof ApiRequestError ? err.issues : [];
      setErrors(
        issues.length
          ? issues.map((i) => i.message)
          : [serverMessage(err) ?? "The job could not be created. Please try again."],
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="New job"
        description="A walk-in, or a customer you met at a consultation."
      >
        {frames ? (
          <form className="mt-4 space-y-5" onSubmit={submit} noValidate>
            {errors.length ? (
              <ul
                role="alert"
                className="list-disc rounded-md border border-danger/30 bg-danger/5 p-3 pl-8 text-sm text-danger"
              >
                {errors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            ) : null}
            <fieldset className="grid gap-3 sm:grid-cols-3">
              <legend className="mb-2 text-sm font-semibold">Customer</legend>
              <InputField name="name" label="Name" defaultValue={prefill.name} autoComplete="off" />
              <InputField
                name="email"
                label="Email"
                type="email"
                defaultValue={prefill.email}
                autoComplete="off"
              />
              <InputField
                name="phone"
                label="Phone"
                type="tel"
                optional
                defaultValue={prefill.phone}
                autoComplete="off"
              />
            </fieldset>
            {Array.from({ length: pieces }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: pieces are added at the end only.
              <PieceFields key={i} index={i} catalogue={frames} />
            ))}
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={() => setPieces((n) => Math.min(n + 1, 20))}
              >
                Add another piece
              </Button>
              {pieces > 1 ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => setPieces((n) => n - 1)}
                >
                  Remove the last piece
                </Button>
              ) : null}
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <InputField
                name="dueDate"
                label="Due date"
                type="date"
                optional
                hint={
                  leadDays
                    ? `Left empty: ${leadDays} days from today.`
                    : "Left empty: your lead time from today."
                }
              />
              <label className="mt-6 inline-flex min-h-11 items-center gap-2 text-sm font-medium">
                <input type="checkbox" name="rush" className="size-5" /> Rush
              </label>
            </div>
            <TextareaField
              name="notes"
              label="Your notes"
              optional
              rows={3}
              hint="Only you see these."
            />
            <div className="flex justify-end gap-2">
              <Button type="submit" disabled={busy}>
                {busy ? "Creating..." : "Create job"}
              </Button>
            </div>
          </form>
        ) : (
          <p className="mt-4 text-muted" role="status">
            {catalogue.error ?? "Loading the frame catalogue..."}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
