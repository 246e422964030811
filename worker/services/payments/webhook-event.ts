// What the webhook accepts from Stripe (docs/decisions/0033-online-payments.md): a signature
// checked on the raw body and dated neither too old (the package's check) nor ahead of the clock
// (ours: the package checks only the past), and an event of the shape the site expects. A signed
// body of any other shape (null, an array, no data, money that is not whole cents) is refused.
import Stripe from "stripe";
import { z } from "zod";

// Stripe's own tolerance, applied to clocks ahead as well as behind.
const TOLERANCE_SECONDS = 300;

const CHECKOUT_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
] as const;

const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.looseObject({}) }),
});

// The fields of a Checkout Session the site reads; money in integer cents only.
const sessionSchema = z.object({
  object: z.literal("checkout.session"),
  id: z.string().min(1),
  payment_status: z.string(),
  amount_total: z.int().nonnegative().nullable(),
  currency: z.string().nullable(),
  payment_intent: z
    .union([z.string(), z.looseObject({ id: z.string() })])
    .nullish()
    .transform((p) => (typeof p === "string" ? p : p?.id)),
  metadata: z.record(z.string(), z.string()).nullish(),
});

export type CheckoutEvent = {
  id: string;
  type: (typeof CHECKOUT_EVENTS)[number];
  session: z.infer<typeof sessionSchema>;
};

type VerifiedEvent =
  | { status: "checkout"; event: CheckoutEvent }
  | { status: "other"; id: string; type: string }
  | { status: "bad-signature" | "malformed"; error: string };

const cryptoProvider = Stripe.createSubtleCryptoProvider();

/** The `t=` of a Stripe-Signature header, in seconds; null when there is none. */
function signedAt(header: string): number | null {
  const t = header
    .split(",")
    .map((part) => part.trim())
    .find((part) => part.startsWith("t="));
  const seconds = t ? Number(t.slice(2)) : Number.NaN;
  return Number.isSafeInteger(seconds) ? seconds : null;
}

const isCheckoutEvent = (type: string): type is CheckoutEvent["type"] =>
  (CHECKOUT_EVENTS as readonly string[]).includes(type);

export async function verifyEvent(
  rawBody: string,
  signature: string | undefined,
  secret: string,
  now: Date,
): Promise<VerifiedEvent> {
  let parsed: unknown;
  try {
    parsed = await Stripe.webhooks.constructEventAsync(
      rawBody,
      signature ?? "",
      secret,
      TOLERANCE_SECONDS,
      cryptoProvider,
    );
  } catch (err) {
    return { status: "bad-signature", error: err instanceof Error ? err.message : String(err) };
  }
  const at = signedAt(signature ?? "");
  if (at === null || at > now.getTime() / 1000 + TOLERANCE_SECONDS)
    return { status: "bad-signature", error: "The signature is dated in the future." };
  const event = eventSchema.safeParse(parsed);
  if (!event.success) return { status: "malformed", error: "The body is not a Stripe event." };
  const { id, type } = event.data;
  if (!isCheckoutEvent(type)) return { status: "other", id, type };
  const session = sessionSchema.safeParse(event.data.data.object);
  if (!session.success)
    return {
      status: "malformed",
      error: "The event's Checkout Session is not of the expected shape.",
    };
  return { status: "checkout", event: { id, type, session: session.data } };
}
