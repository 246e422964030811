// The price table: mat board per square inch, the minimum per order and the estimate's range,
// with the example estimate following what is typed.
import { type FormEvent, useRef, useState } from "react";
import { toast } from "sonner";
import { ApiRequestError, adminApi, answerOf, serverMessage, withJson } from "~/lib/admin-api";
import { formatDateTime } from "~/lib/date-format";
import { type FieldErrors, fieldErrors, focusFirstError } from "~/lib/field-errors";
import {
  MINIMUM_ORDER_DOLLARS,
  priceTableSchema,
  RANGE_PERCENT,
} from "~/lib/frame-catalogue-schema";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { InputField } from "../../ui/field";
import { numberOrUndefined, type OwnerCatalogue } from "./catalogue-fields";
import { ExampleEstimate } from "./ExampleEstimate";

const FIELDS = ["matPerSquareInch", "minimumOrder", "rangePercent"] as const;
type Field = (typeof FIELDS)[number];
const ID_PREFIX = "prices-";

export function PriceTableForm({
  catalogue,
  onSaved,
}: {
  catalogue: OwnerCatalogue;
  onSaved: () => Promise<void>;
}) {
  const { prices } = catalogue;
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    matPerSquareInch: String(prices.matPerSquareInch),
    minimumOrder: String(prices.minimumOrder),
    rangePercent: String(prices.rangePercent),
  }));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const body = Object.fromEntries(FIELDS.map((f) => [f, numberOrUndefined(values[f])]));
  const checked = priceTableSchema.safeParse(body);
  const dirty = FIELDS.some((f) => numberOrUndefined(values[f]) !== prices[f]);

  function show(next: FieldErrors<Field>) {
    setErrors(next);
    focusFirstError(formRef.current, FIELDS, next, ID_PREFIX);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!checked.success) return show(fieldErrors(FIELDS, checked.error.issues));
    setSaving(true);
    try {
      await answerOf(adminApi.admin.frames.prices.$put({}, withJson(body)));
      setErrors({});
      toast.success("Prices saved", {
        description: "New estimates use them now. Quotes already sent keep theirs.",
      });
      await onSaved();
    } catch (err) {
      const issues = err instanceof ApiRequestError ? err.issues : [];
      show(
        issues.length ? fieldErrors(FIELDS, issues) : { form: serverMessage(err) ?? String(err) },
      );
      toast.error("Prices not saved", { description: serverMessage(err) });
    } finally {
      setSaving(false);
    }
  }

  const field = (name: Field) => ({
    name,
    idPrefix: ID_PREFIX,
    type: "number",
    inputMode: "decimal" as const,
    value: values[name],
    error: errors[name],
    disabled: saving,
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      setErrors((er) => ({ ...er, [name]: undefined, form: undefined }));
    },
  });

  return (
    <section
      aria-labelledby="price-table-heading"
      className="rounded-lg border border-line bg-surface p-5"
    >
      <h2 id="price-table-heading" className="font-sans text-lg font-semibold">
        Price table
      </h2>
      <p className="mt-1 text-sm text-muted">
        Mouldings and glazing carry their own prices below. Last changed{" "}
        <time dateTime={prices.updatedAt}>{formatDateTime(prices.updatedAt)}</time>.
      </p>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:items-start">
        <form ref={formRef} onSubmit={save} noValidate className="space-y-4">
          {errors.form ? <Alert size="sm">{errors.form}</Alert> : null}
          <InputField
            {...field("matPerSquareInch")}
            label="Mat board per square inch ($)"
            step="0.01"
            hint="Each board of a double mat counts."
          />
          <InputField
            {...field("minimumOrder")}
            label="Minimum order ($)"
            step="1"
            hint={`Whole dollars, ${MINIMUM_ORDER_DOLLARS.min}-${MINIMUM_ORDER_DOLLARS.max.toLocaleString("en-US")}. No estimate goes lower.`}
          />
          <InputField
            {...field("rangePercent")}
            label="Estimate range (±%)"
            step="1"
            hint={`${RANGE_PERCENT.min}-${RANGE_PERCENT.max}%: how far the range reaches either side, for what a consultation may change.`}
          />
          <Button type="submit" disabled={saving || !dirty}>
            {saving ? "Saving..." : "Save prices"}
          </Button>
        </form>
        <ExampleEstimate
          saved={catalogue}
          draft={checked.success ? { ...catalogue, prices: checked.data } : null}
        />
      </div>
    </section>
  );
}
