// Receipts (docs/decisions/0097-receipts-and-refunds.md): every payment and refund has one, with
// the shop's details, the job's lines, discount, tax, total, this payment, what was paid before
// and the balance after. One function builds what a receipt says, for the owner's print page, the
// customer's page under their status link and the receipt email.

import { business } from "~/content/business";
import { formatCalendarDay } from "~/lib/date-format";
import { formatCents, PAYMENT_METHOD_LABELS } from "~/lib/jobs";
import { formatPercent } from "~/lib/money";
import { oneLineAddress } from "~/lib/shop";
import { database } from "~db/client";
import { findPayment, findPaymentByReceipt } from "~db/repositories/job-payments";
import { findJob, findJobByTokenHash, jobParts } from "~db/repositories/jobs";
import type { Job, JobPayment } from "~db/schema";
import { composeEmail } from "../email";
import type { EmailDraft } from "../outbox";
import { hashToken, isTokenShaped } from "../private-link";
import { shopFacts } from "../shop";
import { discountOfJob, extrasAnswer } from "./money";
import { RECEIPT_NUMBER } from "./receipt-links";
import { getJobSettings } from "./settings";

export type Receipt = Awaited<ReturnType<typeof buildReceipt>>;

async function buildReceipt(env: Pick<Env, "DB">, job: Job, payment: JobPayment) {
  const db = database(env.DB);
  const [{ pieces, extras, payments }, shop, settings] = await Promise.all([
    jobParts(db, job.id),
    shopFacts(env),
    getJobSettings(env),
  ]);
  // What was paid before this payment, and what is left after it (refunds count against).
  const before = payments
    .filter((p) => p.id < payment.id)
    .reduce((sum, p) => sum + p.amountCents, 0);
  const discount = discountOfJob(job);
  return {
    receiptNumber: payment.receiptNumber ?? "",
    refund: payment.amountCents < 0,
    shop: {
      name: business.name,
      address: oneLineAddress(shop),
      phone: shop.phone,
      email: shop.email,
      taxId: settings.salesTaxId ?? null,
    },
    job: {
      number: job.number,
      customerName: job.customerName,
      taxExemptCertificate: job.taxExemptCertificate,
    },
    lines: [
      ...pieces.map((p) => ({
        description: p.description,
        quantity: 1,
        unitCents: p.priceCents,
        amountCents: p.priceCents,
        taxable: p.taxable,
      })),
      ...extrasAnswer(extras),
    ],
    subtotalCents: job.subtotalCents,
    discount: discount ? { reason: discount.reason, cents: job.discountCents } : null,
    tax: {
      label: job.taxLabel || "Sales tax",
      rate: formatPercent(job.taxRateThousandths),
      cents: job.taxCents,
    },
    totalCents: job.totalCents,
    payment: {
      amountCents: payment.amountCents,
      method: PAYMENT_METHOD_LABELS[payment.method],
      paidOn: payment.paidOn,
      note: payment.note,
    },
    paidBeforeCents: before,
    balanceAfterCents: job.totalCents - before - payment.amountCents,
  };
}

/** The owner's receipt of one payment of a job. */
export async function receiptForOwner(env: Pick<Env, "DB">, jobId: number, paymentId: number) {
  const db = database(env.DB);
  const [job, payment] = await Promise.all([findJob(db, jobId), findPayment(db, jobId, paymentId)]);
  return job && payment?.receiptNumber ? buildReceipt(env, job, payment) : undefined;
}

/** The customer's receipt, found by the status link's token and the receipt's number. */
export async function receiptByToken(env: Pick<Env, "DB">, token: string, number: string) {
  if (!isTokenShaped(token) || !RECEIPT_NUMBER.test(number)) return undefined;
  const db = database(env.DB);
  const job = await findJobByTokenHash(db, await hashToken(token));
  const payment = job ? await findPaymentByReceipt(db, job.id, number) : undefined;
  return job && payment ? buildReceipt(env, job, payment) : undefined;
}

/** The receipt as the customer reads it in an email: each line, the money, and its link. */
export function receiptEmail(
  receipt: Receipt,
  to: string,
  url: string,
  shop: Parameters<typeof composeEmail>[3],
): EmailDraft {
  const r = receipt;
  const lines = r.lines
    .map(
      (l) =>
        `- ${l.description}${l.quantity > 1 ? ` (${l.quantity} x ${formatCents(l.unitCents)})` : ""}: ${formatCents(l.amountCents)}`,
    )
    .join("\n");
  const money = [
    `Subtotal: ${formatCents(r.subtotalCents)}`,
    ...(r.discount ? [`Discount (${r.discount.reason}): -${formatCents(r.discount.cents)}`] : []),
    r.job.taxExemptCertificate
      ? `${r.tax.label}: exempt (certificate ${r.job.taxExemptCertificate})`
      : `${r.tax.label} (${r.tax.rate}): ${formatCents(r.tax.cents)}`,
    `Total: ${formatCents(r.totalCents)}`,
  ].join("\n");
  const paid = [
    `${r.refund ? "Refunded" : "Paid"} ${formatCalendarDay(r.payment.paidOn)} (${r.payment.method}): ${formatCents(Math.abs(r.payment.amountCents))}`,
    `Paid before: ${formatCents(r.paidBeforeCents)}`,
    r.balanceAfterCents > 0
      ? `Balance due: ${formatCents(r.balanceAfterCents)}`
      : r.balanceAfterCents < 0
        ? `Overpaid: ${formatCents(-r.balanceAfterCents)} (we will refund it)`
        : "Paid in full. Thank you!",
  ].join("\n");
  const first = r.job.customerName.trim().split(/\s+/)[0] ?? "";
  return {
    kind: "job-receipt",
    ...composeEmail(
      to,
      `${r.refund ? "Refund receipt" : "Receipt"} ${r.receiptNumber} for order ${r.job.number} · ${business.name}`,
      {
        paragraphs: [
          `Hi ${first},`,
          `Here is your ${r.refund ? "refund receipt" : "receipt"} ${r.receiptNumber} for order ${r.job.number}.`,
          lines,
          money,
          paid,
          ...(r.shop.taxId ? [`${r.shop.name} · Tax id ${r.shop.taxId}`] : []),
        ],
        link: { label: "See or print the receipt", url },
      },
      shop,
    ),
  };
}
