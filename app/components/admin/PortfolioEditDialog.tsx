// The owner's details of one portfolio work (title, description, category, alt text), validated
// with the same rules as PATCH /api/uploads/images/:fileName. For a hidden work this is the
// publishing step: write its details and publish it in one go (publishIssues: a title and alt
// text the owner wrote), or save them and keep it hidden.
import { type FormEvent, useRef, useState } from "react";
import { toast } from "sonner";
import { ApiRequestError, adminApi, answerOf, serverMessage, withJson } from "~/lib/admin-api";
import { type FieldErrors, fieldErrors, focusFirstError } from "~/lib/field-errors";
import {
  CATEGORY_LABELS,
  isDefaultAlt,
  PORTFOLIO_CATEGORIES,
  type PortfolioItem,
} from "~/lib/portfolio";
import {
  ALT_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  type PortfolioDetails,
  portfolioUpdateSchema,
  publishIssues,
  TITLE_MAX_LENGTH,
} from "~/lib/portfolio-schema";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Dialog, DialogClose, DialogContent } from "../ui/dialog";
import { InputField, SelectField, TextareaField } from "../ui/field";

type Errors = FieldErrors<keyof PortfolioDetails>;
const FIELDS: (keyof PortfolioDetails)[] = ["title", "description", "category", "alt"];
const CATEGORY_OPTIONS = PORTFOLIO_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));

export function PortfolioEditDialog({
  image,
  onClose,
  onSaved,
}: {
  image: PortfolioItem;
  onClose: () => void;
  onSaved: (item: PortfolioItem) => void;
}) {
  const publishing = image.hidden;
  const [fields, setFields] = useState<PortfolioDetails>({
    title: image.title,
    description: image.description,
    category: image.category,
    // The file name's alt text describes nothing: the owner starts from an empty field.
    alt: isDefaultAlt(image.alt) ? "" : image.alt,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState<"save" | "publish" | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof PortfolioDetails>(key: K, value: PortfolioDetails[K]) => {
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));
  };

  function showErrors(next: Errors) {
    setErrors(next);
    focusFirstError(formRef.current, FIELDS, next, "image-");
  }

  async function save(publish: boolean) {
    // Kept hidden, an empty alt text simply stays as it was.
    const { alt, ...rest } = fields;
    const details = alt.trim() || publish || !publishing ? fields : rest;
    const body = publish ? { ...details, hidden: false } : details;
    const issues = publish ? publishIssues(fields) : [];
    const parsed = portfolioUpdateSchema.safeParse(body);
    if (issues.length) return showErrors(fieldErrors(FIELDS, issues));
    if (!parsed.success) return showErrors(fieldErrors(FIELDS, parsed.error.issues));
    setSaving(publish ? "publish" : "save");
    try {
      const saved = await answerOf(
        adminApi.uploads.images[":fileName{.+}"].$patch(
          { param: { fileName: encodeURIComponent(image.fileName) } },
          withJson(parsed.data),
        ),
      );
      if (publish)
        toast.success("Image Published", { description: `“${saved.title}” is on the portfolio.` });
      else toast.success("Image Updated", { description: "The image details have been saved." });
      onSaved(saved);
    } catch (err) {
      const issues = err instanceof ApiRequestError ? err.issues : [];
      if (issues.length) showErrors(fieldErrors(FIELDS, issues));
      else
        setErrors({
          form: serverMessage(err) ?? "The details could not be saved. Please try again.",
        });
      toast.error(publish ? "Publish Error" : "Update Error", {
        description: serverMessage(err) ?? "Failed to update image. Please try again.",
      });
    } finally {
      setSaving(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save(publishing);
  }

  const fieldProps = (key: keyof PortfolioDetails) => ({
    name: key,
    idPrefix: "image-",
    error: errors[key],
    value: fields[key],
    disabled: saving !== null,
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent
        title={publishing ? "Add details and publish" : "Edit image details"}
        description={
          publishing
            ? "Visitors see this work once you publish it."
            : "What visitors see on the portfolio page."
        }
        className="max-w-2xl!"
      >
        <form
          ref={formRef}
          onSubmit={submit}
          noValidate
          className="grid gap-6 sm:grid-cols-[10rem_minmax(0,1fr)]"
        >
          <div>
            <img
              src={image.smallUrl}
              alt=""
              width={160}
              height={160}
              className="framed aspect-square w-full max-w-40 object-cover"
            />
            <p className="mt-2 break-all text-xs text-muted">{image.fileName.split("/").pop()}</p>
          </div>
          <div className="space-y-5">
            {errors.form ? <Alert size="sm">{errors.form}</Alert> : null}
            <InputField
              label="Title"
              {...fieldProps("title")}
              maxLength={TITLE_MAX_LENGTH}
              autoComplete="off"
              onChange={(e) => set("title", e.target.value)}
            />
            <TextareaField
              label="Description"
              {...fieldProps("description")}
              maxLength={DESCRIPTION_MAX_LENGTH}
              rows={3}
              onChange={(e) => set("description", e.target.value)}
            />
            <SelectField
              label="Category"
              {...fieldProps("category")}
              options={CATEGORY_OPTIONS}
              onChange={(e) => set("category", e.target.value as PortfolioDetails["category"])}
            />
            <TextareaField
              label="Alt text"
              {...fieldProps("alt")}
              maxLength={ALT_MAX_LENGTH}
              rows={2}
              placeholder="e.g. A christening gown in a walnut shadowbox"
              hint="Describe what is in the frame for people who cannot see the picture."
              onChange={(e) => set("alt", e.target.value)}
            />
            <div className="flex flex-wrap justify-end gap-3">
              {publishing ? (
                <Button
                  variant="secondary"
                  disabled={saving !== null}
                  onClick={() => void save(false)}
                >
                  {saving === "save" ? "Saving..." : "Save, Keep Hidden"}
                </Button>
              ) : (
                <DialogClose asChild>
                  <Button variant="secondary" disabled={saving !== null}>
                    Cancel
                  </Button>
                </DialogClose>
              )}
              <Button type="submit" disabled={saving !== null}>
                {publishing
                  ? saving === "publish"
                    ? "Publishing..."
                    : "Publish"
                  : saving
                    ? "Saving..."
                    : "Save Details"}
              </Button>
            </div>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
