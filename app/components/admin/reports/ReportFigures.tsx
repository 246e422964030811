// The sales report's figures (docs/decisions/0098-daily-closing-and-reports.md): the closing, the
// sales, the tax on the shop's basis and the other, deposits held, receivables and uncollected
// work. Every figure is the API's; nothing is added up here.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ADMIN_SCREENS } from "~/content/admin-screens";
import { formatCents } from "~/lib/jobs";
import { ACCOUNTING_METHOD_LABELS } from "~/lib/money-schema";
import type { SalesReportAnswer } from "./report-answer";

const METHOD_LABELS = {
  cash: "Cash",
  card: "Card",
  check: "Check",
  other: "Other",
  online: "Online (card)",
} as const;

const AGING_LABELS = {
  "0-30": "Up to 30 days",
  "31-60": "31 to 60 days",
  "61-90": "61 to 90 days",
  "over-90": "Over 90 days",
} as const;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-line bg-surface p-4 sm:p-5">
      <h2 id={id} className="font-sans text-base font-semibold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Line({ label, value, strong }: { label: ReactNode; value: number; strong?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 py-1.5 ${strong ? "border-t border-line pt-2 font-semibold" : ""}`}
    >
      <dt className={strong ? "" : "text-muted"}>{label}</dt>
      <dd className="tabular-nums">{formatCents(value)}</dd>
    </div>
  );
}

export function Closing({ report: r }: { report: SalesReportAnswer }) {
  const p = r.payments;
  return (
    <Panel id="closing-heading" title={r.from === r.to ? "The day's closing" : "The closing"}>
      <dl className="text-sm">
        {(Object.keys(METHOD_LABELS) as Array<keyof typeof METHOD_LABELS>).map((m) => (
          <Line key={m} label={METHOD_LABELS[m]} value={p.byMethod[m]} />
        ))}
        <Line label="Refunds given" value={-p.refundsCents} />
        <Line label="Net received" value={p.netCents} strong />
      </dl>
      <p className="mt-3 flex items-baseline justify-between gap-4 rounded-md bg-green/10 px-3 py-2 text-sm">
        <span className="font-medium">Cash to take to the bank</span>
        <span className="text-lg font-semibold tabular-nums">{formatCents(p.cashToBankCents)}</span>
      </p>
    </Panel>
  );
}

export function Sales({ report: r }: { report: SalesReportAnswer }) {
  const { completed, written } = r.sales;
  return (
    <Panel id="sales-heading" title="Sales">
      <h3 className="font-sans text-sm font-medium">
        Completed (picked up): {plural(completed.count, "job")}
      </h3>
      <dl className="mt-1 text-sm">
        <Line label="Subtotal" value={completed.subtotalCents} />
        <Line label="Discounts" value={-completed.discountCents} />
        <Line label="Tax" value={completed.taxCents} />
        <Line label="Total" value={completed.totalCents} strong />
        <Line label="Materials cost" value={-completed.materialsCostCents} />
        <Line label="Gross margin (before tax)" value={completed.grossMarginCents} strong />
      </dl>
      <h3 className="mt-4 font-sans text-sm font-medium">
        Orders written: {plural(written.count, "job")}
      </h3>
      <dl className="mt-1 text-sm">
        <Line label="Their total" value={written.totalCents} />
      </dl>
    </Panel>
  );
}

export function Tax({ report: r }: { report: SalesReportAnswer }) {
  const accrual = {
    name: "Tax on sales completed (accrual)",
    cents: r.tax.accrualCents,
    says: "The tax on jobs picked up in this period, whether paid yet or not.",
  };
  const cash = {
    name: "Tax in money received (cash basis)",
    cents: r.tax.cashBasisCents,
    says: "The tax inside the payments less refunds of this period, job by job.",
  };
  const [headline, other] = r.accountingMethod === "cash" ? [cash, accrual] : [accrual, cash];
  return (
    <Panel id="tax-heading" title="Sales tax">
      <p className="text-sm text-muted">{headline.name}</p>
      <p className="text-2xl font-semibold tabular-nums">{formatCents(headline.cents)}</p>
      <p className="mt-1 text-xs text-muted">
        {headline.says} Your shop reports on this basis:{" "}
        {ACCOUNTING_METHOD_LABELS[r.accountingMethod]}, in the jobs' settings.
      </p>
      <p className="mt-4 flex items-baseline justify-between gap-4 border-t border-line pt-3 text-sm">
        <span className="text-muted">{other.name}</span>
        <span className="tabular-nums">{formatCents(other.cents)}</span>
      </p>
      <p className="mt-1 text-xs text-muted">{other.says}</p>
    </Panel>
  );
}

export function Owed({ report: r }: { report: SalesReportAnswer }) {
  const jobs = ADMIN_SCREENS.jobs.path;
  return (
    <Panel id="owed-heading" title="Held and owed">
      <p className="flex items-baseline justify-between gap-4 text-sm">
        <span className="font-medium">Deposits held</span>
        <span className="text-lg font-semibold tabular-nums">
          {formatCents(r.depositsHeldCents)}
        </span>
      </p>
      <p className="mt-1 text-xs text-muted">
        Paid on jobs not picked up by the end of the period: the customer's money until the work is
        handed over.
      </p>
      <h3 className="mt-4 font-sans text-sm font-medium">
        Customers owe {formatCents(r.receivables.totalCents)} on{" "}
        {plural(r.receivables.count, "picked-up job")}
      </h3>
      <dl className="mt-1 text-sm">
        {(Object.keys(AGING_LABELS) as Array<keyof typeof AGING_LABELS>).map((a) => (
          <Line key={a} label={AGING_LABELS[a]} value={r.receivables.aging[a]} />
        ))}
      </dl>
      <h3 className="mt-4 font-sans text-sm font-medium">Uncollected work</h3>
      <p className="mt-1 text-sm">
        {r.uncollected.count === 0 ? (
          "Nothing has waited more than 30 days for its customer."
        ) : (
          <Link to={`${jobs}?view=list&readyDays=30`} className="text-accent underline">
            {plural(r.uncollected.count, "job")} ready for more than 30 days, worth{" "}
            {formatCents(r.uncollected.totalCents)}
          </Link>
        )}
      </p>
    </Panel>
  );
}
