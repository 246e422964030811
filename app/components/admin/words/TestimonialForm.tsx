// Adding or editing one testimonial: what they said, who (first name and initial), what was
// framed, when and where. Checked with the API's own schema before sending
// (app/lib/testimonial-schema.ts), the API's issues shown at the fields.
import { type FormEvent, useState } from "react";
import { adminApi, answerOf, withJson } from "~/lib/admin-api";
import { shopDay } from "~/lib/shop-time";
import {
  FRAMED_MAX_LENGTH,
  NAME_MAX_LENGTH,
  QUOTE_MAX_LENGTH,
  TESTIMONIAL_FIELDS,
  type TestimonialInput,
  testimonialSchema,
} from "~/lib/testimonial-schema";
import { SOURCE_LABELS, TESTIMONIAL_SOURCES, type TestimonialSource } from "~/lib/testimonials";
import { toIssues } from "~/lib/validation-issues";
import type { Testimonial } from "~db/schema";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { InputField, SelectField, TextareaField } from "../../ui/field";
import { useAdminMutation } from "../useAdminMutation";

const ID_PREFIX = "testimonial-";
const SOURCE_OPTIONS = TESTIMONIAL_SOURCES.map((s) => ({ value: s, label: SOURCE_LABELS[s] }));

type Values = Omit<TestimonialInput, "hidden">;

const empty = (): Values => ({
  quote: "",
  name: "",
  framed: "",
  saidOn: shopDay(),
  source: "shop",
});

export function TestimonialForm({
  editing,
  onDone,
}: {
  // The testimonial being edited, or null to add one.
  editing: Testimonial | null;
  onDone: () => Promise<void>;
}) {
  const [values, setValues] = useState<Values>(() =>
    editing
      ? {
          quote: editing.quote,
          name: editing.name,
          framed: editing.framed,
          saidOn: editing.saidOn,
          source: editing.source,
        }
      : empty(),
  );
  const save = useAdminMutation(
    (body: TestimonialInput) =>
      editing
        ? answerOf(
            adminApi.admin.testimonials[":id"].$put(
              { param: { id: String(editing.id) } },
              withJson(body),
            ),
          )
        : answerOf(adminApi.admin.testimonials.$post({}, withJson(body))),
    {
      success: (answer) => ({
        title: answer.message,
        description: answer.testimonial.hidden
          ? "It is hidden: visitors do not see it."
          : "Visitors see it on the pages now.",
      }),
      failure: { title: "The testimonial was not saved" },
      fields: TESTIMONIAL_FIELDS,
      idPrefix: ID_PREFIX,
      onSuccess: async () => {
        if (!editing) setValues(empty());
        await onDone();
      },
    },
  );

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    save.clearErrors();
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { ...values, hidden: editing?.hidden ?? false };
    const parsed = testimonialSchema.safeParse(body);
    if (!parsed.success) return save.showIssues(toIssues(parsed.error), body);
    void save.run(parsed.data);
  }

  const field = (key: keyof Values) => ({
    name: key,
    idPrefix: ID_PREFIX,
    error: save.errors[key],
    value: values[key],
    disabled: save.busy,
  });

  return (
    <form
      ref={save.formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby="testimonial-form-title"
      className="rounded-lg border border-line bg-surface p-5"
    >
      <h2 id="testimonial-form-title" className="font-sans text-lg font-semibold">
        {editing ? `Edit ${editing.name}'s testimonial` : "Add a testimonial"}
      </h2>
      <p className="mt-1 text-sm text-muted">
        Only what a customer really said, in their words. The site shows a first name and an
        initial, never a full name.
      </p>
      <div className="mt-4 space-y-4">
        {save.errors.form ? <Alert size="sm">{save.errors.form}</Alert> : null}
        <TextareaField
          label="What they said"
          {...field("quote")}
          rows={4}
          maxLength={QUOTE_MAX_LENGTH}
          onChange={(e) => set("quote", e.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label="First name and initial"
            {...field("name")}
            maxLength={NAME_MAX_LENGTH}
            placeholder="Maria G."
            autoComplete="off"
            onChange={(e) => set("name", e.target.value)}
          />
          <InputField
            label="What was framed"
            {...field("framed")}
            maxLength={FRAMED_MAX_LENGTH}
            placeholder="a wedding portrait"
            autoComplete="off"
            onChange={(e) => set("framed", e.target.value)}
          />
          <InputField
            label="Date"
            type="date"
            {...field("saidOn")}
            max={shopDay()}
            onChange={(e) => set("saidOn", e.target.value)}
          />
          <SelectField
            label="Where it was said"
            {...field("source")}
            options={SOURCE_OPTIONS}
            onChange={(e) => set("source", e.target.value as TestimonialSource)}
          />
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          {editing ? (
            <Button variant="secondary" disabled={save.busy} onClick={() => void onDone()}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" disabled={save.busy}>
            {save.busy ? "Saving..." : editing ? "Save testimonial" : "Add testimonial"}
          </Button>
        </div>
      </div>
    </form>
  );
}
