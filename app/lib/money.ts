// The one money model (docs/decisions/0096-sales-tax-and-totals.md): a job's lines (framed pieces
// and extras), its discount, its sales tax and its payments give every figure the owner, the
// customer, Stripe, receipts and reports show. Integer cents throughout; rates are kept as
// thousandths of a percent (8.25% is 8250) so no figure ever passes through a float.
// Pure: shared by the Worker, the owner's screens and the tests.

/** One line of a job: a framed piece (quantity 1) or an extra (rush fee, hardware...). */
export interface MoneyLine {
  amountCents: number;
  taxable: boolean;
}

/** A discount as stored: a share of the subtotal, or an amount; both before tax. */
export type Discount =
  | { kind: "percent"; thousandths: number; reason: string }
  | { kind: "amount"; cents: number; reason: string };

export interface PriceTotals {
  subtotalCents: number;
  discountCents: number;
  taxableCents: number;
  taxCents: number;
  totalCents: number;
}

export interface JobTotals extends PriceTotals {
  /** Every payment received, before refunds. */
  paidCents: number;
  /** Every refund given (a positive figure). */
  refundedCents: number;
  /** What the customer still owes, tax included; negative when overpaid. */
  balanceCents: number;
}

/** 100% in thousandths of a percent. */
export const WHOLE_PERCENT_THOUSANDTHS = 100_000;

/**
 * a x b / c rounded half up, exactly (BigInt: a job's figures multiplied together can pass 2^53).
 * For non-negative a and b and positive c.
 */
export function mulDivHalfUp(a: number, b: number, c: number): number {
  const n = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  return Number((2n * n + d) / (2n * d));
}

/** Thousandths of a percent from a percentage with at most three decimals (8.25 -> 8250). */
export const percentToThousandths = (percent: number) => Math.round(percent * 1000);
/** The percentage again, for the API and the screens (8250 -> 8.25). */
export const thousandthsToPercent = (thousandths: number) => thousandths / 1000;

/** "8.25%": a rate as the owner and the customer read it. */
export function formatPercent(thousandths: number): string {
  return `${(thousandths / 1000).toLocaleString("en-US", { maximumFractionDigits: 3 })}%`;
}

/** What a discount takes off a subtotal: never more than the subtotal, never below zero. */
export function discountCents(subtotalCents: number, discount: Discount | null): number {
  if (!discount || subtotalCents <= 0) return 0;
  const off =
    discount.kind === "percent"
      ? mulDivHalfUp(subtotalCents, discount.thousandths, WHOLE_PERCENT_THOUSANDTHS)
      : discount.cents;
  return Math.max(0, Math.min(subtotalCents, off));
}

/**
 * The price of a set of lines. The discount is shared between taxable and untaxed lines in
 * proportion to their amounts; tax is computed once, on the taxable total after the discount,
 * rounded half up to the cent. An exempt job has no tax.
 */
export function priceTotals(args: {
  lines: ReadonlyArray<MoneyLine>;
  discount: Discount | null;
  taxRateThousandths: number;
  exempt: boolean;
}): PriceTotals {
  const subtotalCents = args.lines.reduce((sum, l) => sum + l.amountCents, 0);
  const taxableBefore = args.lines.reduce((sum, l) => sum + (l.taxable ? l.amountCents : 0), 0);
  const discount = discountCents(subtotalCents, args.discount);
  const taxableDiscount =
    subtotalCents > 0 ? mulDivHalfUp(discount, taxableBefore, subtotalCents) : 0;
  const taxableCents = taxableBefore - taxableDiscount;
  const taxCents = args.exempt
    ? 0
    : mulDivHalfUp(taxableCents, args.taxRateThousandths, WHOLE_PERCENT_THOUSANDTHS);
  return {
    subtotalCents,
    discountCents: discount,
    taxableCents,
    taxCents,
    totalCents: subtotalCents - discount + taxCents,
  };
}

/** What was paid and refunded, and what is left, from a job's total and its payment rows. */
export function paymentTotals(
  totalCents: number,
  payments: ReadonlyArray<{ amountCents: number }>,
): Pick<JobTotals, "paidCents" | "refundedCents" | "balanceCents"> {
  let paid = 0;
  let refunded = 0;
  for (const p of payments) {
    if (p.amountCents >= 0) paid += p.amountCents;
    else refunded -= p.amountCents;
  }
  return { paidCents: paid, refundedCents: refunded, balanceCents: totalCents - paid + refunded };
}

/** An extra's amount: its quantity times its unit price. */
export const extraCents = (extra: { quantity: number; unitCents: number }) =>
  extra.quantity * extra.unitCents;

/**
 * The tax inside the money received so far on a job (cash basis): the job's tax in proportion to
 * what has been paid, capped at its total. The share of one payment is the difference it makes to
 * this figure, so the shares of a job paid in full add up to its tax exactly.
 */
export function taxInPaid(netPaidCents: number, taxCents: number, totalCents: number): number {
  if (totalCents <= 0 || taxCents <= 0) return 0;
  const paid = Math.max(0, Math.min(netPaidCents, totalCents));
  return mulDivHalfUp(paid, taxCents, totalCents);
}

/**
 * The deposit asked online on a price before tax: the share of the total with tax, rounded half
 * up, never more than that total.
 */
export function depositOfTotal(totalCents: number, percent: number): number {
  return Math.min(totalCents, mulDivHalfUp(totalCents, percent, 100));
}
