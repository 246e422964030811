// Shown on the quote and order pages when their pay form could not reach Stripe
// (docs/decisions/0033-online-payments.md): the page again, with the other ways to pay.

const PAYMENT_UNAVAILABLE =
  "Online payment is not available right now; you can pay in the shop or try again later.";

/** True when the pay form sent the customer back because Stripe could not be reached. */
export const paymentUnavailable = (request: Request) =>
  new URL(request.url).searchParams.get("payment") === "unavailable";

export function PaymentUnavailable() {
  return (
    <p role="alert" className="rounded-md border border-line bg-surface p-4">
      {PAYMENT_UNAVAILABLE}
    </p>
  );
}
