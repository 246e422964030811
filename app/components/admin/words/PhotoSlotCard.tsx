// One place on the pages that can show the owner's photo: what shows there now (the photo or the
// site's illustration), a new photo with its alt text, the alt text alone, or the illustration back.
import { type FormEvent, useState } from "react";
import { type AnswerOf, adminApi, answerOf, withForm, withJson } from "~/lib/admin-api";
import { IMAGE_ACCEPT } from "~/lib/image-format";
import { PHOTO_ALT_MAX_LENGTH, photoAltSchema } from "~/lib/page-words-schema";
import { toIssues } from "~/lib/validation-issues";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { InputField } from "../../ui/field";
import { refusalBeforeUpload } from "../image-upload";
import { useAdminMutation } from "../useAdminMutation";

export type PhotoSlot = AnswerOf<typeof adminApi.admin.words.$get>["photos"][number];

const photoApi = adminApi.admin.words.photos[":slot"];
// The upload's answer is the alt text change's (the upload route returns the multipart reader's
// refusal as a plain Response, which the typed client cannot see through).
type PhotoAnswer = AnswerOf<typeof photoApi.$patch>;
const FIELDS = ["image", "alt"] as const;

export function PhotoSlotCard({
  slot,
  onChanged,
}: {
  slot: PhotoSlot;
  onChanged: () => Promise<void>;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState(slot.photo?.alt ?? "");
  const idPrefix = `photo-${slot.slot}-`;
  const param = { param: { slot: slot.slot } };

  const save = useAdminMutation(
    async (input: { file: File | null; alt: string }) => {
      if (!input.file) return answerOf(photoApi.$patch(param, withJson({ alt: input.alt })));
      const form = new FormData();
      form.set("image", input.file, input.file.name);
      form.set("alt", input.alt);
      return (await answerOf(photoApi.$put(param, withForm(form)))) as PhotoAnswer;
    },
    {
      success: (answer) => ({ title: answer.message, description: slot.label }),
      failure: { title: "The photo was not saved" },
      fields: FIELDS,
      idPrefix,
      onSuccess: async () => {
        setFile(null);
        await onChanged();
      },
    },
  );
  const reset = useAdminMutation(() => answerOf(photoApi.$delete(param)), {
    success: (answer) => ({ title: answer.message, description: slot.label }),
    failure: { title: "The illustration was not put back" },
    onSuccess: onChanged,
  });
  const busy = save.busy || reset.busy;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { file, alt };
    const parsed = photoAltSchema.safeParse({ alt });
    if (!parsed.success) return save.showIssues(toIssues(parsed.error), input);
    if (!file && !slot.photo)
      return save.showIssues([{ path: "image", message: "Choose a photo first." }], input);
    if (file) {
      const refusal = await refusalBeforeUpload(file);
      if (refusal) return save.showIssues([{ path: "image", message: refusal }], input);
    }
    void save.run({ file, alt: parsed.data.alt });
  }

  const shown = slot.photo;
  return (
    <li className="rounded-lg border border-line bg-surface p-4" data-slot={slot.slot}>
      <form
        ref={save.formRef}
        onSubmit={submit}
        noValidate
        className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]"
      >
        <div>
          {shown ? (
            <img
              src={shown.src}
              alt=""
              width={160}
              height={Math.round((160 * shown.height) / shown.width)}
              className="h-auto w-full max-w-40 rounded border border-line"
            />
          ) : slot.illustration ? (
            <figure>
              <img
                src={slot.illustration}
                alt=""
                width={160}
                height={107}
                className="h-auto w-full max-w-40 rounded border border-line"
              />
              <figcaption className="mt-1 text-xs text-muted">The site's illustration</figcaption>
            </figure>
          ) : (
            <div className="flex aspect-[4/3] w-full max-w-40 items-center justify-center rounded border border-dashed border-line p-2 text-center text-sm text-muted">
              No photo: this place stays empty
            </div>
          )}
        </div>
        <div className="min-w-0 space-y-3">
          <h3 className="flex flex-wrap items-center gap-2 font-sans text-base font-semibold">
            {slot.label}
            {shown ? <Badge tone="green">Your photo</Badge> : null}
          </h3>
          <div>
            <label htmlFor={`${idPrefix}image`} className="block text-sm font-medium">
              {shown ? "Replace with a new photo" : "Photo"}
              {shown ? <span className="font-normal text-muted"> (optional)</span> : null}
            </label>
            <input
              id={`${idPrefix}image`}
              name="image"
              type="file"
              accept={IMAGE_ACCEPT}
              disabled={busy}
              aria-invalid={save.errors.image ? true : undefined}
              aria-describedby={save.errors.image ? `${idPrefix}image-error` : undefined}
              className="mt-1 block w-full max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-line file:bg-surface file:px-3"
              onChange={(e) => {
                setFile(e.currentTarget.files?.[0] ?? null);
                save.clearErrors();
              }}
            />
            {save.errors.image ? (
              <p id={`${idPrefix}image-error`} className="mt-1 text-sm text-danger">
                {save.errors.image}
              </p>
            ) : null}
          </div>
          <InputField
            label="Alt text"
            name="alt"
            idPrefix={idPrefix}
            value={alt}
            error={save.errors.alt}
            disabled={busy}
            maxLength={PHOTO_ALT_MAX_LENGTH}
            hint="What is in the photo, for people who cannot see it."
            onChange={(e) => {
              setAlt(e.target.value);
              save.clearErrors();
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={busy}>
              {save.busy ? "Saving..." : file || !shown ? "Save photo" : "Save alt text"}
            </Button>
            {shown ? (
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                onClick={() => void reset.run(undefined)}
              >
                {reset.busy ? "Putting back..." : "Use the illustration"}
              </Button>
            ) : null}
          </div>
        </div>
      </form>
    </li>
  );
}
