// The one money model (docs/decisions/0096-sales-tax-and-totals.md): hand-picked cases at the
// half cent, and properties over random jobs that every total must keep.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Discount,
  depositOfTotal,
  discountCents,
  formatPercent,
  mulDivHalfUp,
  paymentTotals,
  percentToThousandths,
  priceTotals,
  taxInPaid,
} from "~/lib/money";

const line = (amountCents: number, taxable = true) => ({ amountCents, taxable });
const HOUSTON = percentToThousandths(8.25);

describe("sales tax and totals", () => {
  it("taxes the whole charge at 8.25%, rounded half up to the cent", () => {
    // 8.25% of $100.00 is exactly $8.25.
    expect(
      priceTotals({
        lines: [line(10_000)],
        discount: null,
        taxRateThousandths: HOUSTON,
        exempt: false,
      }),
    ).toEqual({
      subtotalCents: 10_000,
      discountCents: 0,
      taxableCents: 10_000,
      taxCents: 825,
      totalCents: 10_825,
    });
    // 8.25% of $1.00 is 8.25 cents -> 8; of $2.00, 16.5 cents -> 17 (half up, not to even).
    const tax = (cents: number) =>
      priceTotals({
        lines: [line(cents)],
        discount: null,
        taxRateThousandths: HOUSTON,
        exempt: false,
      }).taxCents;
    expect(tax(100)).toBe(8);
    expect(tax(200)).toBe(17);
    // 8.25% of $6.00 is 49.5 cents -> 50; of $6.02, 49.665 -> 50; of $5.94, 49.005 -> 49.
    expect(tax(600)).toBe(50);
    expect(tax(602)).toBe(50);
    expect(tax(594)).toBe(49);
  });

  it("computes tax once on the job's taxable total, not per line", () => {
    // Two lines of $2.00 each: per line 17 + 17 = 34 cents; once on $4.00, 33 cents.
    const t = priceTotals({
      lines: [line(200), line(200)],
      discount: null,
      taxRateThousandths: HOUSTON,
      exempt: false,
    });
    expect(t.taxCents).toBe(33);
  });

  it("applies the discount before tax and never below zero", () => {
    const tenPercent: Discount = {
      kind: "percent",
      thousandths: 10_000,
      reason: "Returning customer",
    };
    const t = priceTotals({
      lines: [line(16_720), line(2_500)],
      discount: tenPercent,
      taxRateThousandths: HOUSTON,
      exempt: false,
    });
    expect(t.subtotalCents).toBe(19_220);
    expect(t.discountCents).toBe(1_922);
    expect(t.taxableCents).toBe(17_298);
    expect(t.taxCents).toBe(1_427); // 8.25% of 172.98 = 14.27085
    expect(t.totalCents).toBe(17_298 + 1_427);
    expect(discountCents(500, { kind: "amount", cents: 900, reason: "x" })).toBe(500);
    expect(discountCents(0, tenPercent)).toBe(0);
  });

  it("leaves untaxed lines out of the tax and shares the discount between them", () => {
    const t = priceTotals({
      lines: [line(10_000), line(10_000, false)],
      discount: { kind: "amount", cents: 2_000, reason: "Opening week" },
      taxRateThousandths: HOUSTON,
      exempt: false,
    });
    expect(t.discountCents).toBe(2_000);
    expect(t.taxableCents).toBe(9_000);
    expect(t.taxCents).toBe(743); // 8.25% of 90.00 = 7.425 -> 7.43
    expect(t.totalCents).toBe(18_000 + 743);
  });

  it("charges no tax to an exempt customer, and none at a 0% rate", () => {
    expect(
      priceTotals({
        lines: [line(10_000)],
        discount: null,
        taxRateThousandths: HOUSTON,
        exempt: true,
      }).taxCents,
    ).toBe(0);
    expect(
      priceTotals({ lines: [line(10_000)], discount: null, taxRateThousandths: 0, exempt: false })
        .taxCents,
    ).toBe(0);
  });

  it("counts payments and refunds apart, and the balance with tax", () => {
    expect(
      paymentTotals(10_825, [
        { amountCents: 5_000 },
        { amountCents: -1_000 },
        { amountCents: 2_000 },
      ]),
    ).toEqual({
      paidCents: 7_000,
      refundedCents: 1_000,
      balanceCents: 4_825,
    });
  });

  it("asks a deposit on the total with tax", () => {
    expect(depositOfTotal(10_825, 50)).toBe(5_413); // 54.125 -> 54.13
    expect(depositOfTotal(10_825, 100)).toBe(10_825);
  });

  it("reads and prints rates with up to three decimals", () => {
    expect(percentToThousandths(8.25)).toBe(8_250);
    expect(percentToThousandths(6.875)).toBe(6_875);
    expect(formatPercent(8_250)).toBe("8.25%");
    expect(formatPercent(6_875)).toBe("6.875%");
  });

  it("multiplies past 2^53 exactly", () => {
    // 4e8 x 4e8 is 1.6e17, past 2^53; divided by 10^9 it is exact again.
    expect(mulDivHalfUp(400_000_000, 400_000_003, 1_000_000_000)).toBe(160_000_001);
  });
});

const arbLines = fc.array(
  fc.record({ amountCents: fc.integer({ min: 0, max: 10_000_000 }), taxable: fc.boolean() }),
  { minLength: 1, maxLength: 25 },
);
const arbDiscount: fc.Arbitrary<Discount | null> = fc.oneof(
  fc.constant(null),
  fc
    .integer({ min: 1, max: 100_000 })
    .map((thousandths) => ({ kind: "percent" as const, thousandths, reason: "r" })),
  fc
    .integer({ min: 1, max: 20_000_000 })
    .map((cents) => ({ kind: "amount" as const, cents, reason: "r" })),
);

describe("the money model's properties", () => {
  it("keeps total = subtotal - discount + tax, every part in whole cents and in range", () => {
    fc.assert(
      fc.property(
        arbLines,
        arbDiscount,
        fc.integer({ min: 0, max: 20_000 }),
        fc.boolean(),
        (lines, discount, rate, exempt) => {
          const t = priceTotals({ lines, discount, taxRateThousandths: rate, exempt });
          const taxableBefore = lines
            .filter((l) => l.taxable)
            .reduce((s, l) => s + l.amountCents, 0);
          for (const v of Object.values(t)) expect(Number.isSafeInteger(v)).toBe(true);
          expect(t.totalCents).toBe(t.subtotalCents - t.discountCents + t.taxCents);
          expect(t.discountCents).toBeGreaterThanOrEqual(0);
          expect(t.discountCents).toBeLessThanOrEqual(t.subtotalCents);
          expect(t.taxableCents).toBeGreaterThanOrEqual(0);
          expect(t.taxableCents).toBeLessThanOrEqual(taxableBefore);
          // Tax is the rate of the taxable total to within half a cent.
          if (exempt) expect(t.taxCents).toBe(0);
          else
            expect(Math.abs(t.taxCents - (t.taxableCents * rate) / 100_000)).toBeLessThanOrEqual(
              0.5,
            );
        },
      ),
    );
  });

  it("gives the tax in the money received exactly once a job is paid, whatever the instalments", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 8 }),
        (subtotal, rate, weights) => {
          const { taxCents, totalCents } = priceTotals({
            lines: [line(subtotal)],
            discount: null,
            taxRateThousandths: rate,
            exempt: false,
          });
          // Split the total into instalments by the weights, the last one taking the remainder.
          const sum = weights.reduce((s, w) => s + w, 0);
          const parts = weights.map((w) => Math.floor((totalCents * w) / sum));
          parts[parts.length - 1] += totalCents - parts.reduce((s, p) => s + p, 0);
          let paid = 0;
          let shares = 0;
          for (const p of parts) {
            const share =
              taxInPaid(paid + p, taxCents, totalCents) - taxInPaid(paid, taxCents, totalCents);
            expect(share).toBeGreaterThanOrEqual(0);
            shares += share;
            paid += p;
          }
          expect(shares).toBe(taxCents);
        },
      ),
    );
  });
});
