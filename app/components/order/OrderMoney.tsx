// What the order costs and what has been paid, on the customer's status page: each line, the
// discount, the tax with its rate, the total, and every payment or refund with its receipt
// (docs/decisions/0096-sales-tax-and-totals.md, 0097-receipts-and-refunds.md).
import { formatCalendarDay } from "~/lib/date-format";
import { formatCents, PAYMENT_METHOD_LABELS } from "~/lib/jobs";
import { formatPercent } from "~/lib/money";
import type { orderByToken } from "~worker/services/jobs/status";

type Order = NonNullable<Awaited<ReturnType<typeof orderByToken>>>;

const row = "flex justify-between gap-4 py-1";

export function OrderMoney({ order: o }: { order: Order }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section className="rounded-lg border border-line bg-surface p-6" aria-labelledby="costs">
        <h2 id="costs" className="font-serif text-2xl">
          What it costs
        </h2>
        <ul className="mt-3 divide-y divide-line text-sm">
          {o.pieces.map((p) => (
            <li key={p.id} className={row}>
              <span>{p.description}</span>
              <span className="tabular-nums">
                {p.priceConfirmed
                  ? formatCents(p.priceCents)
                  : `${formatCents(p.priceCents)} (estimate)`}
              </span>
            </li>
          ))}
          {o.extras.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: extras are shown in their stored order.
            <li key={i} className={row}>
              <span>
                {e.description}
                {e.quantity > 1 ? ` (${e.quantity} × ${formatCents(e.unitCents)})` : ""}
              </span>
              <span className="tabular-nums">{formatCents(e.amountCents)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 border-t border-line pt-2 text-sm">
          <div className={row}>
            <dt>Subtotal</dt>
            <dd className="tabular-nums">{formatCents(o.totals.subtotalCents)}</dd>
          </div>
          {o.discount ? (
            <div className={row}>
              <dt>Discount ({o.discount.reason})</dt>
              <dd className="tabular-nums">-{formatCents(o.discount.cents)}</dd>
            </div>
          ) : null}
          <div className={row}>
            <dt>
              {o.taxExemptCertificate
                ? `${o.taxLabel}: exempt (certificate ${o.taxExemptCertificate})`
                : `${o.taxLabel} (${formatPercent(o.taxRateThousandths)})`}
            </dt>
            <dd className="tabular-nums">{formatCents(o.totals.taxCents)}</dd>
          </div>
          <div className={`${row} font-semibold`}>
            <dt>Total</dt>
            <dd className="tabular-nums">{formatCents(o.totals.totalCents)}</dd>
          </div>
        </dl>
      </section>
      <section className="rounded-lg border border-line bg-surface p-6" aria-labelledby="paid">
        <h2 id="paid" className="font-serif text-2xl">
          Payments
        </h2>
        {o.payments.length ? (
          <ul className="mt-3 divide-y divide-line text-sm">
            {o.payments.map((p) => (
              <li
                key={p.receiptNumber ?? p.paidOn}
                className="flex flex-wrap justify-between gap-2 py-2"
              >
                <span>
                  <time dateTime={p.paidOn}>{formatCalendarDay(p.paidOn)}</time> ·{" "}
                  {p.amountCents < 0 ? "Refund, " : ""}
                  {PAYMENT_METHOD_LABELS[p.method]}
                </span>
                <span className="flex items-center gap-3">
                  <span className="tabular-nums">{formatCents(p.amountCents)}</span>
                  {p.receiptUrl ? (
                    <a className="text-accent underline underline-offset-4" href={p.receiptUrl}>
                      Receipt<span className="sr-only"> {p.receiptNumber}</span>
                    </a>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-muted">No payments yet.</p>
        )}
      </section>
    </div>
  );
}
