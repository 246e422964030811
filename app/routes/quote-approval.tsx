// The customer's private quote page (/quote/<token>, linked from every priced quote reply): the
// design drawn, the price the shop replied, and the next step: Approve (and pay the deposit, a plain
// form to Stripe Checkout, when online payments are on) or book a drop-off. Server-rendered without
// JavaScript; never cached; 404 for an unknown token (docs/decisions/0033-online-payments.md).
import { data } from "react-router";
import { FramePreview } from "~/components/frame-designer/FramePreview";
import { PaymentUnavailable, paymentUnavailable } from "~/components/site/PaymentUnavailable";
import { PageHero, Section } from "~/components/site/sections";
import { business } from "~/content/business";
import { appContext } from "~/context";
import { describeDesign } from "~/lib/frame-design";
import { formatCents } from "~/lib/jobs";
import { phoneHref } from "~/lib/shop";
import { useShop } from "~/lib/use-shop";
import type { PageHandle } from "~/page-delivery/server/page-handle";
import { quoteForCustomer } from "~worker/services/payments/checkout";
import type { Route } from "./+types/quote-approval";

export const handle: PageHandle = { browser: "light" };

export const meta = () => [
  { title: `Your framing quote | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const quote = await quoteForCustomer(env, params.token);
  if (!quote) throw data(null, { status: 404 });
  const paid = new URL(request.url).searchParams.get("paid") === "1";
  const unavailable = paymentUnavailable(request);
  return { ...quote, path: `/quote/${params.token}`, paid, unavailable };
}

export default function QuoteApproval({ loaderData: q }: Route.ComponentProps) {
  const { facts } = useShop();
  const approved = q.job !== null;
  return (
    <>
      <PageHero eyebrow="Your framing quote" title={formatCents(q.priceCents)}>
        <p>Hi {q.firstName}. Here is the frame we priced for you.</p>
        <p className="mt-2 text-base tabular-nums">
          {`${q.taxLabel} ${formatCents(q.taxCents)}: ${formatCents(q.totalCents)} in all.`}
        </p>
      </PageHero>
      <Section>
        <div className="mx-auto grid max-w-4xl gap-8 md:grid-cols-2">
          <div className="rounded-lg border border-line bg-surface p-4">
            <FramePreview
              design={q.design}
              label="Drawing of your framed piece"
              className="mx-auto max-h-80 w-auto"
            />
            <p className="mt-3 text-sm text-muted">{describeDesign(q.design)}</p>
          </div>
          <div className="space-y-5">
            {q.message ? (
              <blockquote className="border-l-4 border-line pl-4 whitespace-pre-line">
                {q.message}
              </blockquote>
            ) : null}
            {q.unavailable ? <PaymentUnavailable /> : null}
            {q.paid && !approved ? (
              <p role="status" className="rounded-md border border-green bg-green/10 p-4">
                Thank you: your deposit went through. We are opening your order now and will email
                you its status page within a minute or two.
              </p>
            ) : null}
            {approved ? (
              <div role="status" className="rounded-md border border-green bg-green/10 p-4">
                <p className="font-medium">Approved: your order is {q.job?.number}.</p>
                <p className="mt-2">
                  <a className="text-accent underline underline-offset-4" href={q.job?.statusUrl}>
                    See where your order is
                  </a>
                </p>
              </div>
            ) : q.lost ? (
              <p className="rounded-md border border-line bg-surface p-4">
                This quote is closed. Call us on{" "}
                <a className="text-accent underline" href={phoneHref(facts)}>
                  {facts.phone}
                </a>{" "}
                and we will gladly start again.
              </p>
            ) : (
              <div className="rounded-lg border border-line bg-surface p-5">
                <h2 className="font-serif text-2xl">Approve and start your order</h2>
                {q.payments ? <DepositApproval q={q} /> : <PlainApproval q={q} />}
                <p className="mt-4 border-t border-line pt-4 text-sm">
                  Bringing the piece in first?{" "}
                  <a className="font-medium text-accent underline" href="/contact#book">
                    Book a drop-off
                  </a>{" "}
                  and we'll go over it together.
                </p>
              </div>
            )}
          </div>
        </div>
      </Section>
    </>
  );
}

type QuoteData = Route.ComponentProps["loaderData"];

/** Without online payments: approving makes the order; the shop takes any payment in person. */
function PlainApproval({ q }: { q: QuoteData }) {
  return (
    <>
      <p className="mt-2">
        Approve the quote and we'll start your order at{" "}
        <strong className="tabular-nums">{formatCents(q.totalCents)}</strong> with tax. You pay in
        the shop.
      </p>
      <form method="post" action={`${q.path}/approve`} className="mt-4">
        <button
          type="submit"
          className="min-h-11 w-full rounded-md bg-accent px-4 font-medium text-white hover:bg-accent/90"
        >
          Approve this quote
        </button>
      </form>
    </>
  );
}

function DepositApproval({ q }: { q: QuoteData }) {
  const { facts } = useShop();
  return (
    <>
      <p className="mt-2">
        A deposit of {q.depositPercent}% of the total with tax starts the work:{" "}
        <strong className="tabular-nums">{formatCents(q.depositCents)}</strong>. The rest,{" "}
        <span className="tabular-nums">{formatCents(q.totalCents - q.depositCents)}</span>, is due
        when you pick it up.
      </p>
      <form method="post" action={`${q.path}/pay`} className="mt-4">
        <button
          type="submit"
          className="min-h-11 w-full rounded-md bg-accent px-4 font-medium text-white hover:bg-accent/90"
        >
          Approve and pay the deposit
        </button>
      </form>
      <p className="mt-3 text-sm text-muted">
        You pay on Stripe's secure page and come back here. Rather pay in the shop? Call{" "}
        <a className="text-accent underline" href={phoneHref(facts)}>
          {facts.phone}
        </a>
        .
      </p>
    </>
  );
}
