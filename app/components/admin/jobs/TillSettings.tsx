// The till's settings beside the jobs' (docs/decisions/0096-sales-tax-and-totals.md): the sales
// tax rate and label new jobs are priced with, the tax id printed on receipts, the accounting
// method that decides the reports' headline tax, and the usual extras offered on a job.
import { useState } from "react";
import { adminApi, answerOf, withJson } from "~/lib/admin-api";
import type { JobSettings } from "~/lib/job-schema";
import { formatCents, parseDollars } from "~/lib/jobs";
import {
  ACCOUNTING_METHOD_LABELS,
  ACCOUNTING_METHODS,
  type AccountingMethod,
  MAX_TAX_PERCENT,
  type UsualExtra,
} from "~/lib/money-schema";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { InputField, SelectField } from "../../ui/field";
import { useAdminMutation } from "../useAdminMutation";

const FIELDS = ["salesTaxPercent", "salesTaxLabel", "salesTaxId", "accountingMethod"] as const;
const ID_PREFIX = "till-";

type TillInput = Pick<JobSettings, "salesTaxLabel" | "accountingMethod" | "usualExtras"> & {
  salesTaxPercent: number;
  salesTaxId: string;
};

export function TillSettingsForm({
  settings,
  onSaved,
}: {
  settings: JobSettings;
  onSaved: () => unknown;
}) {
  const [extras, setExtras] = useState<Array<UsualExtra & { key: number }>>(() =>
    settings.usualExtras.map((e, key) => ({ ...e, key })),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const save = useAdminMutation(
    (input: TillInput) => answerOf(adminApi.admin.jobs.settings.$put({}, withJson(input))),
    {
      success: (a) => ({
        title: "Till settings saved",
        description: `New jobs are taxed at ${a.settings.salesTaxPercent}%.`,
      }),
      failure: { title: "Till settings not saved" },
      onSuccess: onSaved,
      fields: FIELDS,
      idPrefix: ID_PREFIX,
    },
  );
  return (
    <form
      ref={save.formRef}
      noValidate
      className="mt-4 space-y-4 border-t border-line pt-4"
      onSubmit={(e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        const raw = String(form.get("salesTaxPercent") ?? "").trim();
        save.run({
          salesTaxPercent: raw === "" ? Number.NaN : Number(raw),
          salesTaxLabel: String(form.get("salesTaxLabel") ?? ""),
          salesTaxId: String(form.get("salesTaxId") ?? ""),
          accountingMethod: String(form.get("accountingMethod")) as AccountingMethod,
          usualExtras: extras.map(({ key: _, ...e }) => e),
        });
      }}
    >
      <h3 className="font-medium">Sales tax and the till</h3>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-56">
          <InputField
            name="salesTaxPercent"
            idPrefix={ID_PREFIX}
            label="Sales tax (%)"
            inputMode="decimal"
            defaultValue={settings.salesTaxPercent}
            error={save.errors.salesTaxPercent}
            hint={`0 to ${MAX_TAX_PERCENT}, up to three decimals. Jobs keep the rate they were priced with.`}
          />
        </div>
        <InputField
          name="salesTaxLabel"
          idPrefix={ID_PREFIX}
          label="Tax name on receipts"
          maxLength={60}
          defaultValue={settings.salesTaxLabel}
          error={save.errors.salesTaxLabel}
        />
        <InputField
          name="salesTaxId"
          idPrefix={ID_PREFIX}
          label="Sales tax permit or taxpayer number"
          optional
          maxLength={40}
          defaultValue={settings.salesTaxId ?? ""}
          error={save.errors.salesTaxId}
        />
        <SelectField
          name="accountingMethod"
          idPrefix={ID_PREFIX}
          label="Reports count tax on"
          defaultValue={settings.accountingMethod}
          error={save.errors.accountingMethod}
          options={ACCOUNTING_METHODS.map((m) => ({
            value: m,
            label: ACCOUNTING_METHOD_LABELS[m],
          }))}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="font-medium">Usual extras</legend>
        <ul className="space-y-1 text-sm">
          {extras.map((x) => (
            <li key={x.key} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {x.description} · {formatCents(x.unitCents)}
                {x.taxable ? "" : " · not taxed"}
              </span>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => setExtras((all) => all.filter((e) => e.key !== x.key))}
              >
                Remove<span className="sr-only"> {x.description}</span>
              </Button>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-end gap-2">
          <InputField
            name="newExtra"
            idPrefix={ID_PREFIX}
            label="New extra"
            optional
            maxLength={120}
          />
          <div className="w-full sm:w-56">
            <InputField
              name="newExtraPrice"
              idPrefix={ID_PREFIX}
              label="Price ($)"
              optional
              inputMode="decimal"
            />
          </div>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" name="newExtraTaxed" className="size-5" defaultChecked />
            Taxed
          </label>
          <Button
            type="button"
            variant="secondary"
            onClick={(e) => {
              const form = e.currentTarget.form;
              if (!form) return;
              const data = new FormData(form);
              const description = String(data.get("newExtra") ?? "").trim();
              const unitCents = parseDollars(String(data.get("newExtraPrice") ?? ""));
              if (!description || unitCents === null)
                return setProblem("Name the extra and type its price in dollars.");
              setProblem(null);
              setExtras((all) => [
                ...all,
                {
                  key: Math.max(-1, ...all.map((a) => a.key)) + 1,
                  description,
                  unitCents,
                  taxable: data.get("newExtraTaxed") === "on",
                },
              ]);
              for (const name of ["newExtra", "newExtraPrice"]) {
                const field = form.elements.namedItem(name);
                if (field instanceof HTMLInputElement) field.value = "";
              }
            }}
          >
            Add to the list
          </Button>
        </div>
        {problem ? <Alert size="sm">{problem}</Alert> : null}
      </fieldset>
      <Button type="submit" variant="secondary" disabled={save.busy}>
        {save.busy ? "Saving..." : "Save till settings"}
      </Button>
    </form>
  );
}
