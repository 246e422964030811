// The job's payments at the counter (docs/decisions/0097-receipts-and-refunds.md): what is paid,
// refunded and owed, each payment with its receipt, taking a payment (the receipt emailed when
// ticked) and giving money back by the method it came in (an online card payment through Stripe).
import { type RefObject, useState } from "react";
import { adminApi, answerOf, withJson } from "~/lib/admin-api";
import { formatCalendarDay } from "~/lib/date-format";
import {
  formatCents,
  OWNER_PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  parseDollars,
} from "~/lib/jobs";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { ButtonLink } from "../../ui/button-link";
import { InputField, SelectField } from "../../ui/field";
import { useCan } from "../shell/team-context";
import { RefundButton } from "./RefundButton";
import { card, type Job, useJobChange } from "./use-job-change";

type OwnerMethod = (typeof OWNER_PAYMENT_METHODS)[number];

/** What each method the owner takes by hand could still give back: paid less refunded. */
function refundable(job: Job) {
  const left = new Map<OwnerMethod, number>();
  for (const p of job.payments)
    if ((OWNER_PAYMENT_METHODS as readonly PaymentMethod[]).includes(p.method))
      left.set(p.method as OwnerMethod, (left.get(p.method as OwnerMethod) ?? 0) + p.amountCents);
  return [...left].filter(([, cents]) => cents > 0);
}

function Figure({ label, cents, tone }: { label: string; cents: number; tone?: string }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className={`font-semibold tabular-nums ${tone ?? ""}`}>{formatCents(cents)}</dd>
    </div>
  );
}

function CounterRefund({ job, reload }: { job: Job; reload: () => Promise<void> }) {
  const methods = refundable(job);
  const [error, setError] = useState<string | null>(null);
  const give = useJobChange(
    job,
    (body: { amountCents: number; method: string; reason: string; emailReceipt: boolean }) =>
      answerOf(
        adminApi.admin.jobs[":id"].refunds.$post({ param: { id: String(job.id) } }, withJson(body)),
      ),
    "Refund recorded",
    reload,
  );
  if (!methods.length) return null;
  return (
    <details className="mt-4 rounded-md border border-line p-3" open={job.stage === "cancelled"}>
      <summary className="cursor-pointer font-medium">Give a refund</summary>
      <form
        className="mt-3 grid gap-3 sm:grid-cols-3"
        onSubmit={async (e) => {
          e.preventDefault();
          const element = e.currentTarget;
          const form = new FormData(element);
          const cents = parseDollars(String(form.get("refundAmount") ?? ""));
          if (cents === null || cents === 0)
            return setError("Type the amount in dollars, e.g. 20 or 20.50.");
          setError(null);
          const done = await give.run({
            amountCents: cents,
            method: String(form.get("refundMethod")),
            reason: String(form.get("reason") ?? "").trim(),
            emailReceipt: form.get("refundEmail") === "on",
          });
          if (done) element.reset();
        }}
      >
        <InputField
          name="refundAmount"
          label="Refund ($)"
          inputMode="decimal"
          error={error ?? undefined}
        />
        <SelectField
          name="refundMethod"
          label="Back by"
          options={methods.map(([m, cents]) => ({
            value: m,
            label: `${PAYMENT_METHOD_LABELS[m]} (up to ${formatCents(cents)})`,
          }))}
        />
        <InputField name="reason" label="Reason" maxLength={200} placeholder="Smaller frame" />
        <label className="flex min-h-11 items-center gap-2 text-sm sm:col-span-3">
          <input
            type="checkbox"
            name="refundEmail"
            className="size-5"
            disabled={!job.customerEmail}
          />
          Email the refund receipt
        </label>
        <div className="sm:col-span-3">
          <Button type="submit" variant="secondary" disabled={give.busy}>
            {give.busy ? "Recording..." : "Record the refund"}
          </Button>
        </div>
      </form>
    </details>
  );
}

export function PaymentsCard({
  job,
  reload,
  onlinePayments,
  amountRef,
}: {
  job: Job;
  reload: () => Promise<void>;
  onlinePayments: boolean;
  /** The amount field, so "Take the payment first" can fill it in and focus it. */
  amountRef: RefObject<HTMLInputElement | null>;
}) {
  // Refunds are the owner's (docs/decisions/0100-team-and-roles.md).
  const canRefund = useCan()("refunds");
  const [error, setError] = useState<string | null>(null);
  const pay = useJobChange(
    job,
    (body: { amountCents: number; method: string; note?: string; emailReceipt: boolean }) =>
      answerOf(
        adminApi.admin.jobs[":id"].payments.$post(
          { param: { id: String(job.id) } },
          withJson(body),
        ),
      ),
    "Payment recorded",
    reload,
  );
  const t = job.totals;
  // An online payment already refunded has a refund recorded under "refund-<its id>".
  const refunded = new Set(
    job.payments.flatMap((p) =>
      p.externalId?.startsWith("refund-") ? [p.externalId.slice(7)] : [],
    ),
  );
  const netPaid = t.paidCents - t.refundedCents;
  return (
    <section className={card} aria-labelledby="payments-title">
      <h2 id="payments-title" className="font-sans text-lg font-semibold">
        Payments
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <Figure label="Total" cents={t.totalCents} />
        <Figure label="Paid" cents={t.paidCents} />
        <Figure label="Refunded" cents={t.refundedCents} />
        <Figure
          label={t.balanceCents < 0 ? "Overpaid" : "Balance"}
          cents={Math.abs(t.balanceCents)}
          tone={t.balanceCents === 0 ? "text-success" : "text-danger"}
        />
      </dl>
      {t.balanceCents < 0 ? (
        <p className="mt-2 text-sm text-danger" role="status">
          The customer has paid {formatCents(-t.balanceCents)} more than the job costs. Refund the
          difference below, or raise the price if the work grew.
        </p>
      ) : null}
      {job.stage === "cancelled" && netPaid > 0 ? (
        <Alert tone="danger" size="sm" className="mt-3">
          {`This job is cancelled with ${formatCents(netPaid)} paid: refund what is left below.`}
        </Alert>
      ) : null}
      {job.payments.length ? (
        <ul className="mt-3 divide-y divide-line text-sm">
          {job.payments.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                {formatCalendarDay(p.paidOn)} · {p.amountCents < 0 ? "Refund, " : ""}
                {PAYMENT_METHOD_LABELS[p.method]}
                {p.note ? ` · ${p.note}` : ""}
              </span>
              <span className="flex items-center gap-2 tabular-nums">
                {formatCents(p.amountCents)}
                {p.receiptNumber ? (
                  <ButtonLink
                    to={`/admin/jobs/${job.id}/receipts/${p.id}`}
                    size="sm"
                    variant="ghost"
                  >
                    {p.receiptNumber}
                    <span className="sr-only"> (receipt)</span>
                  </ButtonLink>
                ) : null}
                {canRefund &&
                onlinePayments &&
                p.method === "card-online" &&
                p.externalId &&
                p.amountCents > 0 &&
                !refunded.has(p.externalId) ? (
                  <RefundButton jobId={job.id} payment={p} onDone={reload} />
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted">No payments yet.</p>
      )}
      {t.balanceCents > 0 && job.stage !== "cancelled" ? (
        <form
          className="mt-4 grid gap-3 sm:grid-cols-3"
          onSubmit={async (e) => {
            e.preventDefault();
            const element = e.currentTarget;
            const form = new FormData(element);
            const cents = parseDollars(String(form.get("amount") ?? ""));
            if (cents === null || cents === 0)
              return setError("Type the amount in dollars, e.g. 80 or 80.50.");
            setError(null);
            const note = String(form.get("note") ?? "").trim();
            const done = await pay.run({
              amountCents: cents,
              method: String(form.get("method")),
              emailReceipt: form.get("emailReceipt") === "on",
              ...(note ? { note } : {}),
            });
            if (done) element.reset();
          }}
        >
          <InputField
            ref={amountRef}
            name="amount"
            label="Amount ($)"
            inputMode="decimal"
            error={error ?? undefined}
          />
          <SelectField
            name="method"
            label="Method"
            options={OWNER_PAYMENT_METHODS.map((m) => ({
              value: m,
              label: PAYMENT_METHOD_LABELS[m],
            }))}
          />
          <InputField name="note" label="Note" optional maxLength={200} placeholder="Deposit" />
          <label className="flex min-h-11 items-center gap-2 text-sm sm:col-span-3">
            <input
              type="checkbox"
              name="emailReceipt"
              className="size-5"
              disabled={!job.customerEmail}
            />
            Email the receipt to the customer
          </label>
          <div className="sm:col-span-3">
            <Button type="submit" disabled={pay.busy}>
              {pay.busy ? "Recording..." : "Record payment"}
            </Button>
          </div>
        </form>
      ) : null}
      {canRefund ? <CounterRefund job={job} reload={reload} /> : null}
    </section>
  );
}
