// The sales report's pure rules (docs/decisions/0098-daily-closing-and-reports.md): day bounds on
// the shop's clock, weeks from Monday, receivables' ages, and each payment's share of the tax.
import { describe, expect, it } from "vitest";
import { quickRange } from "~/lib/report-range";
import { addDays, mondayOf } from "~/lib/shop-time";
import {
  agingBucket,
  cashBasisShares,
  chartPoints,
  dailyFigures,
  rangeInstants,
} from "~worker/services/reports/sales";

const row = (id: number, amountCents: number, paidOn: string, method = "cash" as const) => ({
  id,
  jobId: 1,
  amountCents,
  method,
  paidOn,
  jobTaxCents: 1_379,
  jobTotalCents: 18_099,
});

describe("the report's days", () => {
  it("start and end at the shop's midnight, in winter and in summer time", () => {
    expect(rangeInstants("2026-03-07", "2026-03-07")).toEqual({
      startIso: "2026-03-07T06:00:00.000Z",
      endIso: "2026-03-08T06:00:00.000Z",
    });
    // The spring change: the 8th is 23 hours long.
    expect(rangeInstants("2026-03-08", "2026-03-08")).toEqual({
      startIso: "2026-03-08T06:00:00.000Z",
      endIso: "2026-03-09T05:00:00.000Z",
    });
    expect(rangeInstants("2026-11-01", "2026-11-01").endIso).toBe("2026-11-02T06:00:00.000Z");
  });

  it("gather into weeks that start on Monday beyond 62 days", () => {
    expect(mondayOf("2026-03-08")).toBe("2026-03-02");
    expect(mondayOf("2026-03-02")).toBe("2026-03-02");
    expect(mondayOf("2026-01-01")).toBe("2025-12-29");
    const days = (from: string, n: number) =>
      dailyFigures({ from, to: addDays(from, n - 1), payments: [], completed: [], written: [] });
    expect(chartPoints(days("2026-01-01", 62)).bucket).toBe("day");
    const weekly = chartPoints(days("2026-01-01", 63));
    expect(weekly.bucket).toBe("week");
    expect(weekly.points[0]?.date).toBe("2025-12-29");
  });
});

describe("receivables' ages", () => {
  it("count whole shop days from the pickup to the report's end", () => {
    // 23:30 on 7 March in Houston is already the 8th in UTC.
    expect(agingBucket("2026-03-08T05:30:00.000Z", "2026-04-06")).toBe("0-30");
    expect(agingBucket("2026-03-08T05:30:00.000Z", "2026-04-07")).toBe("31-60");
    expect(agingBucket("2026-03-01T18:00:00.000Z", "2026-04-30")).toBe("31-60");
    expect(agingBucket("2026-03-01T18:00:00.000Z", "2026-05-01")).toBe("61-90");
    expect(agingBucket("2026-03-01T18:00:00.000Z", "2026-05-31")).toBe("over-90");
  });
});

describe("each payment's share of the tax (cash basis)", () => {
  it("adds up to the job's tax once it is paid, a refund taking its share back", () => {
    const rows = [row(1, 5_000, "2026-03-02"), row(2, 13_099, "2026-03-03")];
    expect(cashBasisShares(rows, "2026-03-01").map((s) => s.taxCents)).toEqual([381, 998]);
    expect(cashBasisShares(rows, "2026-03-03").map((s) => s.taxCents)).toEqual([998]);
    const refunded = [...rows, row(3, -1_000, "2026-03-04")];
    expect(cashBasisShares(refunded, "2026-03-04").map((s) => s.taxCents)).toEqual([-76]);
  });

  it("keeps a payment's share when money past the total is paid and given back", () => {
    const rows = [
      row(1, 18_099, "2026-03-02"),
      row(2, 500, "2026-03-02"),
      row(3, -500, "2026-03-03"),
    ];
    expect(cashBasisShares(rows, "2026-03-01").map((s) => s.taxCents)).toEqual([1_379, 0, 0]);
  });
});

describe("the quick picks", () => {
  it("end today, or cover last month whole", () => {
    // Thursday 5 March 2026.
    expect(quickRange("today", "2026-03-05")).toEqual({ from: "2026-03-05", to: "2026-03-05" });
    expect(quickRange("week", "2026-03-05")).toEqual({ from: "2026-03-02", to: "2026-03-05" });
    expect(quickRange("month", "2026-03-05")).toEqual({ from: "2026-03-01", to: "2026-03-05" });
    expect(quickRange("last-month", "2026-03-05")).toEqual({
      from: "2026-02-01",
      to: "2026-02-28",
    });
    expect(quickRange("last-month", "2026-01-31")).toEqual({
      from: "2025-12-01",
      to: "2025-12-31",
    });
  });
});
