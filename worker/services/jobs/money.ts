// A job's money on the server (docs/decisions/0096-sales-tax-and-totals.md): from what the owner
// sends (extras, a discount, a certificate) to the columns stored with the job, and from the
// stored job to the totals every answer carries. The arithmetic is app/lib/money.ts's, once.

import type { JobSettings } from "~/lib/job-schema";
import { formatCents } from "~/lib/jobs";
import {
  type Discount,
  extraCents,
  type JobTotals,
  type MoneyLine,
  type PriceTotals,
  paymentTotals,
  percentToThousandths,
  priceTotals,
  thousandthsToPercent,
} from "~/lib/money";
import type { JobDiscountInput, JobExtraInput } from "~/lib/money-schema";
import type { ValidationIssue } from "~/lib/validation-issues";
import type { JobMoneyColumns, NewExtra } from "~db/repositories/jobs";
import type { Job } from "~db/schema";

export const discountFromInput = (d: JobDiscountInput | null | undefined): Discount | null =>
  !d
    ? null
    : "percent" in d
      ? { kind: "percent", thousandths: percentToThousandths(d.percent), reason: d.reason }
      : { kind: "amount", cents: d.amountCents, reason: d.reason };

export function discountOfJob(
  job: Pick<Job, "discountPercentThousandths" | "discountAmountCents" | "discountReason">,
): Discount | null {
  if (job.discountPercentThousandths !== null)
    return {
      kind: "percent",
      thousandths: job.discountPercentThousandths,
      reason: job.discountReason ?? "",
    };
  if (job.discountAmountCents !== null)
    return { kind: "amount", cents: job.discountAmountCents, reason: job.discountReason ?? "" };
  return null;
}

/** The discount as the API gives and takes it. */
export const discountAnswer = (d: Discount | null): JobDiscountInput | null =>
  !d
    ? null
    : d.kind === "percent"
      ? { percent: thousandthsToPercent(d.thousandths), reason: d.reason }
      : { amountCents: d.cents, reason: d.reason };

export const extrasFromInput = (extras: JobExtraInput[]): NewExtra[] =>
  extras.map((e) => ({
    description: e.description,
    quantity: e.quantity,
    unitCents: e.unitCents,
    taxable: e.taxable ?? true,
  }));

/** The extras as the screens and the status page show them, with each line's amount. */
export const extrasAnswer = (
  extras: ReadonlyArray<{
    description: string;
    quantity: number;
    unitCents: number;
    taxable: boolean;
  }>,
) =>
  extras.map((e) => ({
    description: e.description,
    quantity: e.quantity,
    unitCents: e.unitCents,
    taxable: e.taxable,
    amountCents: extraCents(e),
  }));

export function moneyLines(
  pieces: ReadonlyArray<{ priceCents: number; taxable: boolean }>,
  extras: ReadonlyArray<{ quantity: number; unitCents: number; taxable: boolean }>,
): MoneyLine[] {
  return [
    ...pieces.map((p) => ({ amountCents: p.priceCents, taxable: p.taxable })),
    ...extras.map((e) => ({ amountCents: extraCents(e), taxable: e.taxable })),
  ];
}

export type MoneyResult = { columns: JobMoneyColumns } | { issues: ValidationIssue[] };

/**
 * The columns stored with a job for its lines, discount and tax; an issue when the discount is
 * more than the subtotal (a percent is at most 100%, so only an amount can be).
 */
export function moneyColumns(args: {
  pieces: ReadonlyArray<{ priceCents: number; taxable: boolean }>;
  extras: ReadonlyArray<{ quantity: number; unitCents: number; taxable: boolean }>;
  discount: Discount | null;
  taxRateThousandths: number;
  taxLabel: string;
  taxExemptCertificate: string | null;
}): MoneyResult {
  const lines = moneyLines(args.pieces, args.extras);
  const subtotal = lines.reduce((sum, l) => sum + l.amountCents, 0);
  if (args.discount?.kind === "amount" && args.discount.cents > subtotal)
    return {
      issues: [
        {
          path: "discount.amountCents",
          message: `The discount cannot be more than the subtotal of ${formatCents(subtotal)}.`,
        },
      ],
    };
  const totals = priceTotals({
    lines,
    discount: args.discount,
    taxRateThousandths: args.taxRateThousandths,
    exempt: Boolean(args.taxExemptCertificate),
  });
  return {
    columns: {
      taxRateThousandths: args.taxRateThousandths,
      taxLabel: args.taxLabel,
      taxExemptCertificate: args.taxExemptCertificate,
      discountPercentThousandths:
        args.discount?.kind === "percent" ? args.discount.thousandths : null,
      discountAmountCents: args.discount?.kind === "amount" ? args.discount.cents : null,
      discountReason: args.discount?.reason ?? null,
      ...totals,
    },
  };
}

/** What an edit changes in a job's money, in the words of its history; nothing sent the same. */
export function moneyChangeWords(
  job: Pick<
    Job,
    "discountPercentThousandths" | "discountAmountCents" | "discountReason" | "taxExemptCertificate"
  >,
  currentExtras: ReadonlyArray<NewExtra>,
  sent: {
    extras: NewExtra[] | null;
    discount: JobDiscountInput | null | undefined;
    certificate: string | null | undefined;
  },
): string[] {
  const words: string[] = [];
  const plain = (extras: ReadonlyArray<NewExtra>) =>
    JSON.stringify(
      extras.map(({ description, quantity, unitCents, taxable }) => ({
        description,
        quantity,
        unitCents,
        taxable,
      })),
    );
  if (sent.extras && plain(sent.extras) !== plain(currentExtras)) words.push("extras");
  if (sent.discount !== undefined) {
    const next = discountFromInput(sent.discount);
    if (JSON.stringify(next) !== JSON.stringify(discountOfJob(job)))
      words.push(next ? `discount (${next.reason})` : "no discount");
  }
  if (sent.certificate !== undefined && (sent.certificate ?? null) !== job.taxExemptCertificate)
    words.push(
      sent.certificate ? `tax exempt (certificate ${sent.certificate})` : "not tax exempt",
    );
  return words;
}

/** The price of a quote's one framed piece as the job it becomes: taxed at the shop's rate. */
export function quotePriceTotals(
  priceCents: number,
  settings: Pick<JobSettings, "salesTaxPercent">,
): PriceTotals {
  return priceTotals({
    lines: [{ amountCents: priceCents, taxable: true }],
    discount: null,
    taxRateThousandths: percentToThousandths(settings.salesTaxPercent),
    exempt: false,
  });
}

/** Every figure of a job's money, from its stored totals and its payment rows. */
export function jobTotals(
  job: Pick<Job, "subtotalCents" | "discountCents" | "taxableCents" | "taxCents" | "totalCents">,
  payments: ReadonlyArray<{ amountCents: number }>,
): JobTotals {
  return {
    subtotalCents: job.subtotalCents,
    discountCents: job.discountCents,
    taxableCents: job.taxableCents,
    taxCents: job.taxCents,
    totalCents: job.totalCents,
    ...paymentTotals(job.totalCents, payments),
  };
}
