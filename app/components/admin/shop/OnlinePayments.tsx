// Online payments on Shop settings (docs/decisions/0033-online-payments.md): on or off in the
// owner's words and, when off, what turning them on involves.
import type { AnswerOf, adminApi } from "~/lib/admin-api";

type Status = AnswerOf<typeof adminApi.admin.shop.$get>["onlinePayments"];

export function OnlinePayments({ status }: { status: Status }) {
  return (
    <section
      aria-labelledby="online-payments-heading"
      className="rounded-lg border border-line bg-surface p-4 text-sm"
    >
      <h2 id="online-payments-heading" className="font-sans text-lg font-semibold">
        Paying online
      </h2>
      <p className="mt-1">{status.note}</p>
      {status.steps.length ? (
        <>
          <p className="mt-3 font-medium">To take card deposits and balances online:</p>
          <ol className="mt-1 list-decimal space-y-2 pl-5 text-muted">
            {status.steps.map((step) => (
              <li key={step} className="break-words">
                {step}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
