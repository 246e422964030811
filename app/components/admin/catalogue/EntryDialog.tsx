// Adding or editing one moulding, mat or glazing: its fields, checked with the shared schema
// before sending, a swatch for a moulding, and the example estimate for priced entries.
import type { ClientResponse } from "hono/client";
import { type FormEvent, Fragment, useRef, useState } from "react";
import { toast } from "sonner";
import {
  ApiRequestError,
  adminApi,
  answerOf,
  serverMessage,
  withForm,
  withJson,
} from "~/lib/admin-api";
import { type FieldErrors, fieldErrors, focusFirstError } from "~/lib/field-errors";
import {
  CATALOGUE_ID_RULE,
  CATALOGUE_NOUNS,
  type CatalogueKind,
} from "~/lib/frame-catalogue-schema";
import type { FrameMoulding } from "~db/schema";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Dialog, DialogClose, DialogContent } from "../../ui/dialog";
import { Field, InputField, SelectField, TextareaField } from "../../ui/field";
import {
  bodyOf,
  type CatalogueEntry,
  checkEntry,
  ENTRY_FIELDS,
  FIELD_NAMES,
  type FieldSpec,
  type FieldValues,
  ID_FIELD,
  idPreview,
  type OwnerCatalogue,
  valuesOf,
} from "./catalogue-fields";
import { ExampleEstimate, type PricedCatalogue } from "./ExampleEstimate";
import { SwatchField } from "./SwatchField";
import { scaleSwatch } from "./swatch-image";

const issuesOf = (err: unknown) => (err instanceof ApiRequestError ? err.issues : []);
const frames = adminApi.admin.frames;

// Every catalogue write answers its message and the entry as saved (typed `unknown` by the
// router, which answers for all three kinds at once).
async function entryAnswer<R extends ClientResponse<unknown, number, "json">>(call: Promise<R>) {
  const { message, entry } = (await answerOf(call)) as { message: string; entry: unknown };
  return { message, entry: entry as CatalogueEntry };
}

// The example estimate's key for an entry not saved yet: no catalogue id has a space.
const UNSAVED_ID = " unsaved";

/** The catalogue as it would be with this form's values saved, or null while they are invalid. */
function draftCatalogue(
  catalogue: OwnerCatalogue,
  kind: CatalogueKind,
  id: string,
  parsed: ReturnType<typeof checkEntry>,
): PricedCatalogue | null {
  if (!parsed.success) return null;
  const entry = { ...(parsed.data as object), id, retiredAt: null };
  const replace = <T extends { id: string }>(list: T[]) =>
    list.some((e) => e.id === id)
      ? list.map((e) => (e.id === id ? { ...e, ...entry } : e))
      : [...list, entry as unknown as T];
  if (kind === "mouldings") return { ...catalogue, mouldings: replace(catalogue.mouldings) };
  if (kind === "glazing") return { ...catalogue, glazing: replace(catalogue.glazing) };
  return catalogue;
}

export function EntryDialog({
  kind,
  entry: initial,
  catalogue,
  onClose,
  onSaved,
}: {
  kind: CatalogueKind;
  entry: CatalogueEntry | null;
  catalogue: OwnerCatalogue;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  // After a new entry is saved (say, its swatch then failed) the form goes on editing it.
  const [entry, setEntry] = useState(initial);
  const creating = entry === null;
  const [values, setValues] = useState<FieldValues>(() => valuesOf(kind, initial));
  const [swatchFile, setSwatchFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = `${kind}-entry-`;
  const noun = CATALOGUE_NOUNS[kind];
  const names = FIELD_NAMES(kind);
  const parsed = checkEntry(kind, values, creating);
  const id = entry?.id ?? UNSAVED_ID;

  function set(name: string, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined, form: undefined }));
  }

  function show(next: FieldErrors<string>) {
    setErrors(next);
    focusFirstError(formRef.current, names, next, idPrefix);
  }

  async function uploadSwatch(mouldingId: string, file: File): Promise<boolean> {
    try {
      const form = new FormData();
      form.set("swatch", await scaleSwatch(file), "swatch");
      await answerOf(
        frames.mouldings[":id"].swatch.$put({ param: { id: mouldingId } }, withForm(form)),
      );
      return true;
    } catch (err) {
      const message = issuesOf(err)[0]?.message ?? serverMessage(err) ?? (err as Error).message;
      show({ swatch: message });
      toast.error("Swatch not saved", { description: message });
      return false;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!parsed.success) return show(fieldErrors(names, parsed.error.issues));
    setSaving(true);
    try {
      const body = withJson(bodyOf(kind, values, creating));
      const saved = await entryAnswer(
        creating
          ? frames[":kind"].$post({ param: { kind } }, body)
          : frames[":kind"][":id"].$put({ param: { kind, id: entry.id } }, body),
      );
      if (swatchFile && !(await uploadSwatch(saved.entry.id, swatchFile))) {
        setEntry(saved.entry);
        await onSaved();
        return;
      }
      toast.success(saved.message, { description: `${saved.entry.name} is on the designer now.` });
      await onSaved();
      onClose();
    } catch (err) {
      const issues = issuesOf(err);
      show(
        issues.length ? fieldErrors(names, issues) : { form: serverMessage(err) ?? String(err) },
      );
      toast.error(`The ${noun} was not saved`, { description: serverMessage(err) });
    } finally {
      setSaving(false);
    }
  }

  async function redraw() {
    if (!entry) return;
    setSaving(true);
    try {
      const saved = await entryAnswer(
        frames.mouldings[":id"].swatch.$delete({ param: { id: entry.id } }),
      );
      setEntry(saved.entry);
      toast.success(saved.message);
      await onSaved();
    } catch (err) {
      toast.error("Swatch not changed", { description: serverMessage(err) });
    } finally {
      setSaving(false);
    }
  }

  const made = idPreview(values);
  const idHint = `${made ? `Will be saved as ${made}. ` : ""}Made from the name unless you type one; it never changes. ${CATALOGUE_ID_RULE}`;

  function fieldProps(spec: FieldSpec) {
    return {
      name: spec.name,
      label: spec.label,
      idPrefix,
      value: values[spec.name] ?? "",
      error: errors[spec.name],
      hint: spec.hint,
      optional: spec.optional,
      maxLength: spec.maxLength,
      disabled: saving,
      onChange: (e: { target: { value: string } }) => set(spec.name, e.target.value),
    };
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent
        title={creating ? `Add a ${noun}` : `Edit ${entry.name}`}
        description={
          creating
            ? "It is offered in the frame designer as soon as it is saved."
            : "Changes reach the frame designer at once. Quotes already sent keep what their visitor saw."
        }
        className="max-w-4xl!"
      >
        <form ref={formRef} onSubmit={submit} noValidate className="grid gap-6 md:grid-cols-2">
          <div className="space-y-4">
            {errors.form ? <Alert size="sm">{errors.form}</Alert> : null}
            {ENTRY_FIELDS[kind].map((spec, i) => (
              <Fragment key={spec.name}>
                <EntryField
                  spec={spec}
                  props={fieldProps(spec)}
                  set={set}
                  vendors={catalogue.vendors}
                />
                {i === 0 ? (
                  <IdField
                    creating={creating}
                    entry={entry}
                    idHint={idHint}
                    props={fieldProps(ID_FIELD)}
                  />
                ) : null}
              </Fragment>
            ))}
          </div>
          <div className="space-y-4">
            {kind === "mouldings" ? (
              <SwatchField
                idPrefix={idPrefix}
                values={values}
                stored={entry as FrameMoulding | null}
                file={swatchFile}
                error={errors.swatch}
                disabled={saving}
                onFile={(file) => {
                  setSwatchFile(file);
                  setErrors((e) => ({ ...e, swatch: undefined }));
                }}
                onRedraw={redraw}
              />
            ) : null}
            {kind === "mats" ? null : (
              <ExampleEstimate
                saved={catalogue}
                draft={draftCatalogue(catalogue, kind, id, parsed)}
                fixed={kind === "mouldings" ? { mouldingId: id } : { glazingId: id }}
              />
            )}
          </div>
          <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-5 md:col-span-2">
            <DialogClose asChild>
              <Button variant="secondary" disabled={saving}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : creating ? `Add ${noun}` : "Save changes"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function IdField({
  creating,
  entry,
  idHint,
  props,
}: {
  creating: boolean;
  entry: CatalogueEntry | null;
  idHint: string;
  props: FieldProps;
}) {
  if (creating || !entry)
    return <InputField {...props} hint={idHint} spellCheck={false} autoComplete="off" />;
  return (
    <p className="text-sm text-muted">
      Id <code className="rounded bg-ground px-1.5 py-0.5 text-ink">{entry.id}</code> (quotes refer
      to it; it never changes)
    </p>
  );
}

type FieldProps = {
  name: string;
  label: string;
  idPrefix: string;
  value: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  maxLength?: number;
  disabled: boolean;
  onChange: (e: { target: { value: string } }) => void;
};

function EntryField({
  spec,
  props,
  set,
  vendors,
}: {
  spec: FieldSpec;
  props: FieldProps;
  set: (name: string, value: string) => void;
  vendors: OwnerCatalogue["vendors"];
}) {
  if (spec.type === "textarea") return <TextareaField {...props} rows={3} />;
  if (spec.type === "number")
    return <InputField {...props} type="number" step={spec.step} min={0} inputMode="decimal" />;
  if (spec.type === "text") return <InputField {...props} autoComplete="off" />;
  if (spec.type === "dollars")
    return <InputField {...props} inputMode="decimal" autoComplete="off" placeholder="0.00" />;
  if (spec.type === "vendor")
    return (
      <SelectField
        {...props}
        placeholder="No vendor"
        options={vendors
          .filter((v) => !v.retiredAt || String(v.id) === props.value)
          .map((v) => ({ value: String(v.id), label: v.name }))}
      />
    );
  const { onChange, value, ...field } = props;
  const valid = /^#[0-9a-fA-F]{6}$/.test(value);
  return (
    <Field {...field}>
      {(p) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={`${spec.label} picker`}
            value={valid ? value.toLowerCase() : "#000000"}
            disabled={props.disabled}
            onChange={(e) => set(spec.name, e.target.value)}
            className="mt-1 h-11 w-14 shrink-0 cursor-pointer rounded-md border border-line bg-surface p-1"
          />
          <input
            {...p}
            value={value}
            onChange={onChange}
            disabled={props.disabled}
            spellCheck={false}
            autoComplete="off"
            placeholder="#5a3b22"
          />
        </div>
      )}
    </Field>
  );
}
