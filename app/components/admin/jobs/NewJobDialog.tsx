// Making a job by hand: a walk-in (empty) or from a booking (the customer filled in). Each piece
// gets its frame from the catalogue and costs the estimate unless the owner types a price.
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ApiRequestError, adminApi, answerOf, serverMessage, withJson } from "~/lib/admin-api";
import type { FrameCatalogue } from "~/lib/frame-design";
import type { ValidationIssue } from "~/lib/validation-issues";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";
import { InputField, TextareaField } from "../../ui/field";
import { useAdminQuery } from "../useAdminQuery";
import { focusFirstInvalid, issuesByField, PieceFields, readPiece } from "./piece-fields";

export interface JobPrefill {
  name?: string;
  email?: string;
  phone?: string;
  appointmentId?: number;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

function readJob(form: FormData, pieces: number, appointmentId?: number) {
  const problems: Record<string, string> = {};
  const body = {
    customer: {
      name: text(form, "name"),
      // A walk-in with only a phone number: no email, so no emails (the status link is printed).
      email: text(form, "email") || undefined,
      phone: text(form, "phone") || undefined,
    },
    pieces: Array.from({ length: pieces }, (_, i) => readPiece(form, i, problems)),
    dueDate: text(form, "dueDate") || undefined,
    rush: form.get("rush") === "on",
    notes: text(form, "notes") || undefined,
    ...(appointmentId ? { appointmentId } : {}),
  };
  return { body, problems };
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { body, problems } = readJob(
      new FormData(event.currentTarget),
      pieces,
      prefill.appointmentId,
    );
    if (Object.keys(problems).length) {
      setErrors(problems);
      setGeneral([]);
      return focusFirstInvalid(formRef.current, problems);
    }
    setBusy(true);
    setErrors({});
    setGeneral([]);
    try {
      const made = await answerOf(adminApi.admin.jobs.$post({}, withJson(body)));
      onOpenChange(false);
      navigate(`/admin/jobs/${made.id}`);
    } catch (err) {
      const issues: ValidationIssue[] = err instanceof ApiRequestError ? err.issues : [];
      const { byField, general } = issuesByField(issues);
      setErrors(byField);
      setGeneral(
        issues.length
          ? general
          : [serverMessage(err) ?? "The job could not be created. Please try again."],
      );
      // After React has drawn the errors, the first field with one takes the focus.
      requestAnimationFrame(() => focusFirstInvalid(formRef.current, byField));
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
          <form ref={formRef} className="mt-4 space-y-5" onSubmit={submit} noValidate>
            {general.length ? (
              <ul
                role="alert"
                className="list-disc rounded-md border border-danger/30 bg-danger/5 p-3 pl-8 text-sm text-danger"
              >
                {general.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            ) : null}
            <fieldset className="grid gap-3 sm:grid-cols-3">
              <legend className="mb-2 text-sm font-semibold">Customer</legend>
              <InputField
                name="name"
                label="Name"
                defaultValue={prefill.name}
                autoComplete="off"
                error={errors.name}
              />
              <InputField
                name="email"
                label="Email"
                type="email"
                optional
                defaultValue={prefill.email}
                autoComplete="off"
                error={errors.email}
              />
              <InputField
                name="phone"
                label="Phone"
                type="tel"
                optional
                defaultValue={prefill.phone}
                autoComplete="off"
                error={errors.phone}
                hint="An email or a phone number."
              />
            </fieldset>
            {Array.from({ length: pieces }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: pieces are added at the end only.
              <PieceFields key={i} index={i} catalogue={frames} errors={errors} />
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
                error={errors.dueDate}
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
