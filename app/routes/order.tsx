// The customer's private order page (/order/<token>, linked from every job email): where the
// piece is, what is being framed (drawn to scale), the due date and what is left to pay, and how
// to reach the shop. Server-rendered with no JavaScript; never cached; never the owner's notes
// (docs/decisions/0030-jobs.md).

import { data } from "react-router";
import { FramePreview } from "~/components/frame-designer/FramePreview";
import { OrderMoney } from "~/components/order/OrderMoney";
import { PaymentUnavailable, paymentUnavailable } from "~/components/site/PaymentUnavailable";
import { PageHero, Section } from "~/components/site/sections";
import { business } from "~/content/business";
import { appContext } from "~/context";
import { formatCalendarDay, formatPostDate } from "~/lib/date-format";
import { describeDesign } from "~/lib/frame-design";
import {
  formatCents,
  JOB_STAGE_FOR_CUSTOMER,
  JOB_STAGE_LABELS,
  SIDE_STAGES,
  WORKFLOW_STAGES,
} from "~/lib/jobs";
import { hoursLines, oneLineAddress, phoneHref } from "~/lib/shop";
import type { JobStage } from "~/lib/statuses";
import { useShop } from "~/lib/use-shop";
import type { PageHandle } from "~/page-delivery/server/page-handle";
import { orderByToken } from "~worker/services/jobs/status";
import { paymentsEnabled } from "~worker/services/payments/stripe";
import type { Route } from "./+types/order";

export const handle: PageHandle = { browser: "light" };

export function meta({ loaderData: order }: Route.MetaArgs) {
  return [
    { title: order ? `Order ${order.number} | ${business.name}` : `Your order | ${business.name}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

// A private page: never cached anywhere.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const order = await orderByToken(env, params.token, `/order/${params.token}`);
  if (!order) throw data(null, { status: 404 });
  const paid = new URL(request.url).searchParams.get("paid") === "1";
  const unavailable = paymentUnavailable(request);
  // "Pay the balance" only when online payments are on and the job can be paid (payableOnline).
  return {
    ...order,
    path: `/order/${params.token}`,
    payOnline: paymentsEnabled(env) && order.payable,
    paid,
    unavailable,
  };
}

function ProgressLine({
  stage,
  reached,
}: {
  stage: JobStage;
  reached: Route.ComponentProps["loaderData"]["reached"];
}) {
  const at = new Map(reached.map((r) => [r.stage, r.at]));
  const current = (WORKFLOW_STAGES as readonly JobStage[]).indexOf(stage);
  return (
    <ol className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label="Where your order is">
      {WORKFLOW_STAGES.map((s, i) => {
        const done = current >= 0 && i <= current;
        const when = at.get(s);
        return (
          <li
            key={s}
            aria-current={s === stage ? "step" : undefined}
            className={`rounded-md border p-3 text-sm ${done ? "border-green bg-green/10" : "border-line bg-surface text-muted"} ${s === stage ? "ring-2 ring-green" : ""}`}
          >
            <span className="block font-medium">
              <span aria-hidden="true">{done ? "✓ " : ""}</span>
              {JOB_STAGE_LABELS[s]}
              <span className="sr-only">{done ? " (done)" : " (not yet)"}</span>
            </span>
            {done && when ? (
              <time className="mt-1 block text-xs" dateTime={when}>
                {formatPostDate(when)}
              </time>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

export default function OrderStatus({ loaderData: o }: Route.ComponentProps) {
  const aside = (SIDE_STAGES as readonly JobStage[]).includes(o.stage);
  const { facts } = useShop();
  return (
    <>
      <PageHero eyebrow={`Order ${o.number}`} title={JOB_STAGE_LABELS[o.stage]}>
        <p>
          Hi {o.firstName}. {JOB_STAGE_FOR_CUSTOMER[o.stage]}
        </p>
      </PageHero>
      <Section>
        <div className="mx-auto max-w-4xl space-y-10">
          {o.unavailable ? <PaymentUnavailable /> : null}
          {o.paid ? (
            <p role="status" className="rounded-md border border-green bg-green/10 p-4">
              Thank you: your payment went through. It shows here as soon as the card company
              confirms it, usually within a minute.
            </p>
          ) : null}
          {aside ? (
            <p role="status" className="rounded-md border border-line bg-surface p-4">
              {JOB_STAGE_FOR_CUSTOMER[o.stage]}{" "}
              {o.holdReason ? <strong className="font-medium">{o.holdReason}</strong> : null} Call
              us on{" "}
              <a className="text-accent underline" href={phoneHref(facts)}>
                {facts.phone}
              </a>
              .
            </p>
          ) : (
            <ProgressLine stage={o.stage} reached={o.reached} />
          )}

          <div className="grid gap-6 rounded-lg border border-line bg-surface p-6 sm:grid-cols-3">
            <div>
              <h2 className="text-sm font-medium text-muted">Due</h2>
              <p className="mt-1 text-lg font-semibold">
                <time dateTime={o.dueDate}>{formatCalendarDay(o.dueDate)}</time>
                {o.rush ? " (rush)" : ""}
              </p>
            </div>
            <div>
              <h2 className="text-sm font-medium text-muted">Total</h2>
              <p className="mt-1 text-lg font-semibold tabular-nums">{formatCents(o.totalCents)}</p>
              <p className="text-sm text-muted tabular-nums">Paid {formatCents(o.paidCents)}</p>
            </div>
            <div>
              <h2 className="text-sm font-medium text-muted">Balance</h2>
              <p className="mt-1 text-lg font-semibold tabular-nums">
                {o.balanceCents > 0 ? formatCents(o.balanceCents) : "Paid in full"}
              </p>
              {o.payable ? <p className="text-sm text-muted">Due when you pick it up.</p> : null}
              {o.payOnline ? (
                <form method="post" action={`${o.path}/pay`} className="mt-3">
                  <button
                    type="submit"
                    className="min-h-11 rounded-md bg-accent px-4 font-medium text-white hover:bg-accent/90"
                  >
                    Pay the balance
                  </button>
                </form>
              ) : null}
            </div>
          </div>

          <OrderMoney order={o} />

          <div>
            <h2 className="font-serif text-2xl">
              {o.stage === "picked_up" ? "What we framed" : "What we are framing"}
            </h2>
            <ul className="mt-4 grid gap-6 sm:grid-cols-2">
              {o.pieces.map((p) => (
                <li key={p.id} className="rounded-lg border border-line bg-surface p-4">
                  <FramePreview
                    design={p.design}
                    photo={p.photo}
                    label={`Drawing of ${p.description}`}
                    className="mx-auto max-h-72 w-auto"
                  />
                  <h3 className="mt-3 font-medium">{p.description}</h3>
                  <p className="mt-1 text-sm text-muted">{describeDesign(p.design)}</p>
                </li>
              ))}
            </ul>
          </div>

          <div className="rounded-lg border border-line bg-surface p-6">
            <h2 className="font-serif text-2xl">
              {o.stage === "picked_up"
                ? "Visit us again"
                : o.stage === "awaiting_dropoff"
                  ? "Bringing your piece"
                  : "Picking up"}
            </h2>
            <p className="mt-2">
              {business.name}, {oneLineAddress(facts)}.{" "}
              <a
                className="text-accent underline underline-offset-4"
                href={facts.mapUrl}
                rel="noopener noreferrer"
              >
                Directions
              </a>
            </p>
            <ul className="mt-3 text-sm">
              {hoursLines(facts).map((h) => (
                <li key={h.days}>
                  {h.days}: {h.label}
                </li>
              ))}
            </ul>
            <p className="mt-3">
              Questions? Call{" "}
              <a className="text-accent underline" href={phoneHref(facts)}>
                {facts.phone}
              </a>{" "}
              and give your order number, {o.number}.
            </p>
          </div>
        </div>
      </Section>
    </>
  );
}
