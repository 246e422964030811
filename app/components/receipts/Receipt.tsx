// One receipt (docs/decisions/0097-receipts-and-refunds.md), as the owner prints it and as the
// customer sees it under their status link: the shop, the job's lines, discount, tax, total, this
// payment, what was paid before and the balance. Letter-sized in print; plain HTML, no script.
import { formatCalendarDay } from "~/lib/date-format";
import { formatCents } from "~/lib/jobs";
import type { Receipt as ReceiptData } from "~worker/services/jobs/receipts";

const money = "text-right tabular-nums";

export function Receipt({ receipt: r }: { receipt: ReceiptData }) {
  return (
    <article className="receipt mx-auto max-w-[7.5in] rounded-lg border border-line bg-white p-6 text-ink print:rounded-none print:border-0 print:p-0">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-ink pb-4">
        <div>
          <p className="font-serif text-2xl font-semibold">{r.shop.name}</p>
          <p className="text-sm">{r.shop.address}</p>
          <p className="text-sm">
            {r.shop.phone} · {r.shop.email}
          </p>
          {r.shop.taxId ? <p className="text-sm">Tax id {r.shop.taxId}</p> : null}
        </div>
        <div className="sm:text-right">
          <h1 className="text-xl font-semibold">{r.refund ? "Refund receipt" : "Receipt"}</h1>
          <p className="font-mono text-lg">{r.receiptNumber}</p>
          <p className="text-sm">
            <time dateTime={r.payment.paidOn}>{formatCalendarDay(r.payment.paidOn)}</time>
          </p>
        </div>
      </header>
      <p className="mt-4 text-sm">
        Order <span className="font-mono font-semibold">{r.job.number}</span> for{" "}
        {r.job.customerName}
      </p>
      <table className="mt-4 w-full border-collapse text-sm">
        <caption className="sr-only">What the order is made of</caption>
        <thead>
          <tr className="border-b border-ink/40 text-left">
            <th scope="col" className="py-1 pr-2 font-semibold">
              Item
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-semibold">
              Qty
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-semibold">
              Each
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {r.lines.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are printed in their stored order.
            <tr key={i} className="border-b border-line align-top">
              <td className="py-1 pr-2">
                {l.description}
                {l.taxable ? null : <span className="text-muted"> (not taxed)</span>}
              </td>
              <td className={`py-1 pr-2 ${money}`}>{l.quantity}</td>
              <td className={`py-1 pr-2 ${money}`}>{formatCents(l.unitCents)}</td>
              <td className={`py-1 ${money}`}>{formatCents(l.amountCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-4 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt>Subtotal</dt>
        <dd className={money}>{formatCents(r.subtotalCents)}</dd>
        {r.discount ? (
          <>
            <dt>{`Discount (${r.discount.reason})`}</dt>
            <dd className={money}>-{formatCents(r.discount.cents)}</dd>
          </>
        ) : null}
        {r.job.taxExemptCertificate ? (
          <>
            <dt>{`${r.tax.label}: exempt, certificate ${r.job.taxExemptCertificate}`}</dt>
            <dd className={money}>{formatCents(0)}</dd>
          </>
        ) : (
          <>
            <dt>{`${r.tax.label} (${r.tax.rate})`}</dt>
            <dd className={money}>{formatCents(r.tax.cents)}</dd>
          </>
        )}
        <dt className="border-t border-ink pt-1 font-semibold">Total</dt>
        <dd className={`border-t border-ink pt-1 font-semibold ${money}`}>
          {formatCents(r.totalCents)}
        </dd>
        <dt>Paid before</dt>
        <dd className={money}>{formatCents(r.paidBeforeCents)}</dd>
        <dt className="font-semibold">
          {`${r.refund ? "Refunded" : "This payment"} (${r.payment.method})`}
        </dt>
        <dd className={`font-semibold ${money}`}>{formatCents(Math.abs(r.payment.amountCents))}</dd>
        <dt className="border-t border-ink pt-1 font-semibold">
          {r.balanceAfterCents < 0 ? "Overpaid" : "Balance due"}
        </dt>
        <dd className={`border-t border-ink pt-1 font-semibold ${money}`}>
          {formatCents(Math.abs(r.balanceAfterCents))}
        </dd>
      </dl>
      {r.refund && r.payment.note ? <p className="mt-4 text-sm">Reason: {r.payment.note}</p> : null}
      <p className="mt-6 text-center text-sm text-muted">Thank you for framing with us.</p>
    </article>
  );
}
