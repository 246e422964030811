// What the job charges (docs/decisions/0096-sales-tax-and-totals.md): the framed pieces and the
// extras, the discount before tax, the tax at the rate the job was priced with (or the customer's
// exemption), the total. The owner adds extras from the shop's usual list or types one, sets a
// discount with its reason, records a certificate, or prices an open job at today's rate.
import { useState } from "react";
import { adminApi, answerOf, withJson } from "~/lib/admin-api";
import { formatCents, isOpenStage, parseDollars } from "~/lib/jobs";
import { extraCents, formatPercent, percentToThousandths } from "~/lib/money";
import type { JobDiscountInput, JobExtraInput, UsualExtra } from "~/lib/money-schema";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { InputField, SelectField } from "../../ui/field";
import { useAdminQuery } from "../useAdminQuery";
import { card, type Job, useJobChange } from "./use-job-change";

interface ExtraRow {
  key: number;
  description: string;
  quantity: string;
  unit: string;
  taxable: boolean;
}

type DiscountKind = "none" | "percent" | "amount";

const row = "flex justify-between gap-4 py-1";
let nextKey = 1;

const toRow = (e: {
  description: string;
  quantity: number;
  unitCents: number;
  taxable: boolean;
}) => ({
  key: nextKey++,
  description: e.description,
  quantity: String(e.quantity),
  unit: (e.unitCents / 100).toFixed(2),
  taxable: e.taxable,
});

function ChargesForm({
  job,
  usual,
  reload,
}: {
  job: Job;
  usual: UsualExtra[];
  reload: () => Promise<void>;
}) {
  const [extras, setExtras] = useState<ExtraRow[]>(() => job.extras.map(toRow));
  const [kind, setKind] = useState<DiscountKind>(
    job.discount ? ("percent" in job.discount ? "percent" : "amount") : "none",
  );
  const [problem, setProblem] = useState<string | null>(null);
  const save = useJobChange(
    job,
    (body: {
      extras: JobExtraInput[];
      discount: JobDiscountInput | null;
      taxExemptCertificate: string | null;
    }) =>
      answerOf(
        adminApi.admin.jobs[":id"].$patch(
          { param: { id: String(job.id) } },
          withJson({ ...body, version: job.version }),
        ),
      ),
    "Charges saved",
    reload,
  );
  const update = (key: number, change: Partial<ExtraRow>) =>
    setExtras((rows) => rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const d = job.discount;
  return (
    <form
      className="mt-3 space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        const lines: JobExtraInput[] = [];
        for (const [i, r] of extras.entries()) {
          const unitCents = parseDollars(r.unit);
          const quantity = Number(r.quantity);
          if (unitCents === null || !Number.isInteger(quantity) || quantity < 1)
            return setProblem(`Extra ${i + 1}: type a whole quantity and a price in dollars.`);
          lines.push({ description: r.description, quantity, unitCents, taxable: r.taxable });
        }
        const reason = String(form.get("discountReason") ?? "").trim();
        const value = String(form.get("discountValue") ?? "").trim();
        let discount: JobDiscountInput | null = null;
        if (kind === "percent") discount = { percent: Number(value), reason };
        if (kind === "amount") {
          const cents = parseDollars(value);
          if (cents === null) return setProblem("Type the discount in dollars, e.g. 20 or 12.50.");
          discount = { amountCents: cents, reason };
        }
        setProblem(null);
        save.run({
          extras: lines,
          discount,
          taxExemptCertificate: String(form.get("certificate") ?? "").trim() || null,
        });
      }}
    >
      <fieldset className="space-y-2">
        <legend className="font-medium">Extras</legend>
        {extras.map((r, i) => (
          <div
            key={r.key}
            className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_5rem_7rem_auto_auto]"
          >
            <div className="col-span-2 sm:col-span-1">
              <InputField
                name={`extra-${r.key}`}
                label={`Extra ${i + 1}`}
                value={r.description}
                maxLength={120}
                onChange={(e) => update(r.key, { description: e.target.value })}
              />
            </div>
            <InputField
              name={`qty-${r.key}`}
              label="Qty"
              inputMode="numeric"
              value={r.quantity}
              onChange={(e) => update(r.key, { quantity: e.target.value })}
            />
            <InputField
              name={`unit-${r.key}`}
              label="Each ($)"
              inputMode="decimal"
              value={r.unit}
              onChange={(e) => update(r.key, { unit: e.target.value })}
            />
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5"
                checked={r.taxable}
                onChange={(e) => update(r.key, { taxable: e.target.checked })}
              />
              Taxed
            </label>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => setExtras((rows) => rows.filter((x) => x.key !== r.key))}
            >
              Remove<span className="sr-only"> extra {i + 1}</span>
            </Button>
          </div>
        ))}
        <SelectField
          name="addExtra"
          label="Add an extra"
          optional
          value=""
          placeholder="Choose..."
          onChange={(e) => {
            const v = e.target.value;
            if (!v) return;
            const picked = usual[Number(v)];
            setExtras((rows) => [
              ...rows,
              toRow(
                picked
                  ? { ...picked, quantity: 1 }
                  : { description: "", quantity: 1, unitCents: 0, taxable: true },
              ),
            ]);
          }}
          options={[
            ...usual.map((u, i) => ({
              value: String(i),
              label: `${u.description} (${formatCents(u.unitCents)}${u.taxable ? "" : ", not taxed"})`,
            })),
            { value: "other", label: "Something else..." },
          ]}
        />
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="font-medium">Discount (before tax)</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          {(["none", "percent", "amount"] as const).map((k) => (
            <label key={k} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="discountKind"
                className="size-5"
                checked={kind === k}
                onChange={() => setKind(k)}
              />
              {k === "none" ? "None" : k === "percent" ? "Percent" : "Amount"}
            </label>
          ))}
        </div>
        {kind !== "none" ? (
          <div className="grid gap-2 sm:grid-cols-[8rem_1fr]">
            <InputField
              key={kind}
              name="discountValue"
              label={kind === "percent" ? "Percent (%)" : "Amount ($)"}
              inputMode="decimal"
              defaultValue={
                d && kind === "percent" && "percent" in d
                  ? String(d.percent)
                  : d && kind === "amount" && "amountCents" in d
                    ? (d.amountCents / 100).toFixed(2)
                    : ""
              }
            />
            <InputField
              name="discountReason"
              label="Reason (on the receipt)"
              maxLength={120}
              defaultValue={d?.reason ?? ""}
            />
          </div>
        ) : null}
      </fieldset>
      <InputField
        name="certificate"
        label="Tax exemption certificate"
        optional
        maxLength={60}
        defaultValue={job.taxExemptCertificate ?? ""}
        hint="A resale or exemption certificate number makes the job tax exempt; it is printed on the receipt."
      />
      {problem ? <Alert size="sm">{problem}</Alert> : null}
      <Button type="submit" variant="secondary" disabled={save.busy}>
        {save.busy ? "Saving..." : "Save charges"}
      </Button>
    </form>
  );
}

export function ChargesCard({ job, reload }: { job: Job; reload: () => Promise<void> }) {
  const settings = useAdminQuery("job-settings", () =>
    answerOf(adminApi.admin.jobs.settings.$get()),
  );
  const reprice = useJobChange(
    job,
    () =>
      answerOf(
        adminApi.admin.jobs[":id"].$patch(
          { param: { id: String(job.id) } },
          withJson({ version: job.version, reapplyTaxRate: true as const }),
        ),
      ),
    "Priced at today's rate",
    reload,
  );
  const t = job.totals;
  const shop = settings.data?.settings;
  const rateMoved =
    shop &&
    isOpenStage(job.stage) &&
    percentToThousandths(shop.salesTaxPercent) !== percentToThousandths(job.taxPercent);
  return (
    <section className={card} aria-labelledby="charges-title">
      <h2 id="charges-title" className="font-sans text-lg font-semibold">
        Charges
      </h2>
      <ul className="mt-3 divide-y divide-line text-sm">
        {job.pieces.map((p) => (
          <li key={p.id} className={row}>
            <span>{p.description}</span>
            <span className="tabular-nums">{formatCents(p.priceCents)}</span>
          </li>
        ))}
        {job.extras.map((e) => (
          <li key={e.id} className={row}>
            <span>
              {e.description}
              {e.quantity > 1 ? ` (${e.quantity} × ${formatCents(e.unitCents)})` : ""}
              {e.taxable ? "" : " · not taxed"}
            </span>
            <span className="tabular-nums">{formatCents(extraCents(e))}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 border-t border-line pt-2 text-sm">
        <div className={row}>
          <dt>Subtotal</dt>
          <dd className="tabular-nums">{formatCents(t.subtotalCents)}</dd>
        </div>
        {job.discount ? (
          <div className={row}>
            <dt>{`Discount (${job.discount.reason})`}</dt>
            <dd className="tabular-nums">-{formatCents(t.discountCents)}</dd>
          </div>
        ) : null}
        <div className={row}>
          <dt>
            {job.taxExemptCertificate
              ? `Tax exempt (certificate ${job.taxExemptCertificate})`
              : `${job.taxLabel || "Sales tax"} (${formatPercent(percentToThousandths(job.taxPercent))})`}
          </dt>
          <dd className="tabular-nums">{formatCents(t.taxCents)}</dd>
        </div>
        <div className={`${row} font-semibold`}>
          <dt>Total</dt>
          <dd className="tabular-nums">{formatCents(t.totalCents)}</dd>
        </div>
      </dl>
      {rateMoved ? (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <span>
            {`Priced at ${formatPercent(percentToThousandths(job.taxPercent))}; the shop's rate is now ${formatPercent(percentToThousandths(shop.salesTaxPercent))}.`}
          </span>
          <Button
            size="sm"
            variant="secondary"
            disabled={reprice.busy}
            onClick={() => reprice.run(undefined)}
          >
            Price at today's rate
          </Button>
        </div>
      ) : null}
      <details className="mt-4 rounded-md border border-line p-3">
        <summary className="cursor-pointer font-medium">
          Change extras, discount or exemption
        </summary>
        <ChargesForm key={job.version} job={job} usual={shop?.usualExtras ?? []} reload={reload} />
      </details>
    </section>
  );
}
