// The Stripe client and whether online payments are on (docs/decisions/0033-online-payments.md).
// Off unless both secrets are set: then nothing about paying online shows anywhere.
import Stripe from "stripe";

export type PaymentsEnv = Pick<
  Env,
  "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_BASE"
>;

export const paymentsEnabled = (env: PaymentsEnv) =>
  Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);

/**
 * The official package with its fetch client (the "workerd" build), pointed at STRIPE_API_BASE
 * when set (tests and local stand-ins); no retries inside a request the customer waits on.
 */
export function stripeClient(env: PaymentsEnv): Stripe {
  if (!env.STRIPE_SECRET_KEY) throw new Error("STRIPE_SECRET_KEY is not set.");
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  return new Stripe(env.STRIPE_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 0,
    timeout: 15_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

/** A Stripe failure in one line for the owner's log: its type, message and underlying cause. */
export function stripeFailure(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const { type, detail } = err as { type?: unknown; detail?: unknown };
  const cause = detail instanceof Error ? ` (${detail.message})` : "";
  return `${typeof type === "string" ? type : err.name}: ${err.message}${cause}`;
}

/** Where the pay forms' 303 leads, for the pages' form-action: Stripe Checkout (or the stand-in). */
export function checkoutOrigins(env: PaymentsEnv): string[] {
  if (!paymentsEnabled(env)) return [];
  return env.STRIPE_API_BASE
    ? ["https://checkout.stripe.com", new URL(env.STRIPE_API_BASE).origin]
    : ["https://checkout.stripe.com"];
}

/**
 * What the owner's settings say about online payments, in the owner's words: when off, what turning
 * them on involves (a Stripe account, its two secrets, the webhook address to give Stripe).
 */
export function onlinePaymentsStatus(env: PaymentsEnv & Pick<Env, "SITE_URL">) {
  const webhookUrl = `${env.SITE_URL.replace(/\/$/, "")}/api/payments/stripe`;
  return paymentsEnabled(env)
    ? {
        enabled: true as const,
        note: "Online payments are on: customers can pay a deposit when they approve a quote, and the balance from their order page.",
        steps: [] as string[],
        webhookUrl,
      }
    : {
        enabled: false as const,
        note: "Online payments are off: customers pay you in the shop (cash, card or check), and nothing on the site offers to pay online.",
        steps: [
          "Open a Stripe account for the shop (stripe.com) and finish its checks, so Stripe can pay out to your bank.",
          `In Stripe, under Developers > Webhooks, add this address: ${webhookUrl}, for the events checkout.session.completed and checkout.session.expired. Stripe then shows its signing secret.`,
          "Give whoever looks after the website the two secrets from Stripe: the secret key (STRIPE_SECRET_KEY) and the webhook's signing secret (STRIPE_WEBHOOK_SECRET). Once both are set, card deposits and balances turn on by themselves.",
        ],
        webhookUrl,
      };
}
