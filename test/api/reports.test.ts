// The sales report and the day's closing (GET /api/admin/reports/sales and sales.csv): hand-picked
// days whose every figure is worked out by hand, the shop clock's day boundaries, weekly buckets,
// the range's validation and the bookkeeper's CSV.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { addDays, shopDay, shopTimeToDate } from "~/lib/shop-time";
import { asOwner } from "./helpers";
import {
  getJob,
  moveTo,
  newJob,
  PIECE_CENTS,
  PIECE_TAX_CENTS,
  PIECE_TOTAL_CENTS,
  pay,
  resetJobsBeforeEach,
} from "./job-helpers";
import { pickUp, refund, report, setJobTimes, setPaidOn } from "./report-helpers";

resetJobsBeforeEach();

const DAY_MS = 86_400_000;
const noMoney = { cash: 0, card: 0, check: 0, other: 0, online: 0 };
const oneJob = {
  count: 1,
  subtotalCents: PIECE_CENTS,
  discountCents: 0,
  taxCents: PIECE_TAX_CENTS,
  totalCents: PIECE_TOTAL_CENTS,
};

describe("the day's closing", () => {
  it("gives the completed jobs' materials cost and gross margin", async () => {
    // The moulding costs $1.50 a foot: a 16 x 20 with a 2 in mat in a 1 1/4 in moulding takes
    // 9 feet (record 0099), $13.50; the mat board $4.00 a sheet, the glass $6.00 a sheet.
    await env.DB.batch([
      env.DB.prepare(
        "UPDATE frame_mouldings SET cost_per_foot_cents = 150 WHERE id = 'walnut-gallery'",
      ),
      env.DB.prepare("UPDATE frame_mats SET cost_per_sheet_cents = 400 WHERE id = 'antique-white'"),
      env.DB.prepare("UPDATE frame_glazing SET cost_per_sheet_cents = 600 WHERE id = 'regular'"),
    ]);
    const { id } = await newJob();
    await pay(id, { amountCents: PIECE_TOTAL_CENTS, method: "card" });
    await pickUp(id);
    const r = await report();
    expect(r.sales.completed).toMatchObject({
      ...oneJob,
      materialsCostCents: 1_350 + 400 + 600,
      grossMarginCents: PIECE_CENTS - 2_350,
    });
  });

  it("shows a deposit in cash, the balance by card and the pickup on the day, with its tax and nothing held", async () => {
    const today = shopDay();
    const { id } = await newJob();
    expect((await pay(id, { amountCents: 9_000, method: "cash" })).status).toBe(201);
    expect((await pay(id, { amountCents: 9_099, method: "card" })).status).toBe(201);
    await pickUp(id);

    const r = await report();
    expect(r).toMatchObject({
      from: today,
      to: today,
      accountingMethod: "accrual",
      payments: {
        byMethod: { ...noMoney, cash: 9_000, card: 9_099 },
        refundsCents: 0,
        netCents: PIECE_TOTAL_CENTS,
        cashToBankCents: 9_000,
      },
      sales: { completed: oneJob, written: oneJob },
      tax: { accrualCents: PIECE_TAX_CENTS, cashBasisCents: PIECE_TAX_CENTS },
      depositsHeldCents: 0,
      receivables: { totalCents: 0, count: 0 },
      uncollected: { count: 0, totalCents: 0 },
      bucket: "day",
    });
    expect(r.days).toEqual([
      {
        date: today,
        paymentsCents: PIECE_TOTAL_CENTS,
        refundsCents: 0,
        completedCents: PIECE_TOTAL_CENTS,
        writtenCents: PIECE_TOTAL_CENTS,
      },
    ]);

    // $10 back in cash: out of the drawer, and its share of the tax out of the cash basis.
    expect((await refund(id, 1_000)).status).toBe(201);
    const after = await report();
    expect(after.payments).toEqual({
      byMethod: { ...noMoney, cash: 9_000, card: 9_099 },
      refundsCents: 1_000,
      netCents: 17_099,
      cashToBankCents: 8_000,
    });
    // $170.99 of $180.99 paid holds 170.99 x 13.79 / 180.99 = $13.028 of tax.
    expect(after.tax).toEqual({ accrualCents: PIECE_TAX_CENTS, cashBasisCents: 1_303 });
    expect(after.days[0]).toMatchObject({ paymentsCents: PIECE_TOTAL_CENTS, refundsCents: 1_000 });
  });

  it("holds a deposit until the pickup, and shares the tax between the days the money came in", async () => {
    const today = shopDay();
    const yesterday = addDays(today, -1);
    const { id } = await newJob();
    await pay(id, { amountCents: 5_000, method: "cash", paidOn: yesterday });

    const before = await report(`?from=${yesterday}&to=${yesterday}`);
    expect(before.payments.byMethod.cash).toBe(5_000);
    expect(before.depositsHeldCents).toBe(5_000);
    expect(before.sales.completed.count).toBe(0);
    // $50 of $180.99 holds 50 x 13.79 / 180.99 = $3.8096 of tax.
    expect(before.tax).toEqual({ accrualCents: 0, cashBasisCents: 381 });
    expect((await report()).depositsHeldCents).toBe(5_000);

    await pay(id, { amountCents: PIECE_TOTAL_CENTS - 5_000, method: "card" });
    await pickUp(id);
    // Held at the end of yesterday still; nothing held once it went home.
    expect((await report(`?to=${yesterday}`)).depositsHeldCents).toBe(5_000);
    const now = await report();
    expect(now.depositsHeldCents).toBe(0);
    expect(now.tax).toEqual({ accrualCents: PIECE_TAX_CENTS, cashBasisCents: 1_379 - 381 });
    const both = await report(`?from=${yesterday}`);
    expect(both.tax.cashBasisCents).toBe(PIECE_TAX_CENTS);
    expect(both.days.map((d) => d.paymentsCents)).toEqual([5_000, PIECE_TOTAL_CENTS - 5_000]);
  });

  it("ages what a picked-up job still owes from the day it went home", async () => {
    const today = shopDay();
    const { id } = await newJob();
    await pay(id, { amountCents: 8_000, method: "cash" });
    await pickUp(id);
    await setJobTimes(id, { completedAt: shopTimeToDate(addDays(today, -45), 600).toISOString() });

    const now = await report();
    expect(now.receivables).toEqual({
      totalCents: PIECE_TOTAL_CENTS - 8_000,
      count: 1,
      aging: { "0-30": 0, "31-60": PIECE_TOTAL_CENTS - 8_000, "61-90": 0, "over-90": 0 },
    });
    // Forty days ago it had gone home five days before, and nothing had been paid yet.
    const then = await report(`?to=${addDays(today, -40)}`);
    expect(then.receivables).toEqual({
      totalCents: PIECE_TOTAL_CENTS,
      count: 1,
      aging: { "0-30": PIECE_TOTAL_CENTS, "31-60": 0, "61-90": 0, "over-90": 0 },
    });
    // Before it went home it owed nothing as a receivable, and held nothing either.
    const earlier = await report(`?to=${addDays(today, -50)}`);
    expect(earlier.receivables.count).toBe(0);
    expect(earlier.depositsHeldCents).toBe(0);
  });

  it("counts work ready for more than 30 days as uncollected", async () => {
    const ready = async (daysAgo: number) => {
      const { id } = await newJob();
      const { version } = await getJob(id);
      expect((await moveTo(id, { stage: "ready", version })).status).toBe(200);
      await setJobTimes(id, { readyAt: new Date(Date.now() - daysAgo * DAY_MS).toISOString() });
    };
    await ready(31);
    await ready(29);
    expect((await report()).uncollected).toEqual({ count: 1, totalCents: PIECE_TOTAL_CENTS });
    expect((await report(`?to=${addDays(shopDay(), -5)}`)).uncollected.count).toBe(0);
  });
});

describe("Today's takings", () => {
  it("are the day's closing so far and the deposits held, as the report counts them", async () => {
    const paidUp = await newJob();
    await pay(paidUp.id, { amountCents: PIECE_TOTAL_CENTS, method: "card" });
    await pickUp(paidUp.id);
    const deposit = await newJob();
    await pay(deposit.id, { amountCents: 5_000, method: "cash" });
    await pay(deposit.id, { amountCents: 2_500, method: "check", paidOn: addDays(shopDay(), -3) });
    expect((await refund(deposit.id, 500)).status).toBe(201);

    const res = await asOwner("/api/admin/today");
    expect(res.status).toBe(200);
    const { till } = await res.json<{ till: unknown }>();
    const r = await report();
    expect(till).toEqual({ ...r.payments, depositsHeldCents: r.depositsHeldCents });
    expect(till).toEqual({
      byMethod: { ...noMoney, cash: 5_000, card: PIECE_TOTAL_CENTS },
      refundsCents: 500,
      netCents: PIECE_TOTAL_CENTS + 4_500,
      cashToBankCents: 4_500,
      depositsHeldCents: 7_000,
    });
  });
});

describe("days on the shop's clock", () => {
  // 2026-03-08 is the spring change: 23:30 on the 7th is 05:30 UTC, on the 8th 04:30 UTC.
  async function aroundTheChange() {
    const saturday = await newJob();
    const sunday = await newJob();
    await setJobTimes(saturday.id, {
      createdAt: "2026-03-08T05:30:00.000Z",
      completedAt: "2026-03-08T05:30:00.000Z",
    });
    await setJobTimes(sunday.id, {
      createdAt: "2026-03-09T04:30:00.000Z",
      completedAt: "2026-03-09T04:30:00.000Z",
    });
    return { saturday, sunday };
  }

  it("puts a late sale in the shop day it happened, across the change to daylight time", async () => {
    await aroundTheChange();
    for (const day of ["2026-03-07", "2026-03-08"]) {
      const r = await report(`?from=${day}&to=${day}`);
      expect(r.sales.completed).toMatchObject(oneJob);
      expect(r.sales.written).toEqual(oneJob);
    }
    expect((await report("?from=2026-03-09&to=2026-03-09")).sales.completed.count).toBe(0);
  });

  it("gives each day up to 62 days, and Monday-started weeks beyond", async () => {
    await aroundTheChange();
    const daily = await report("?from=2026-01-01&to=2026-03-03");
    expect(daily.bucket).toBe("day");
    expect(daily.days).toHaveLength(62);

    const weekly = await report("?from=2026-01-01&to=2026-03-31");
    expect(weekly.bucket).toBe("week");
    expect(weekly.days.map((d) => d.date)).toEqual(
      Array.from({ length: 14 }, (_, i) => addDays("2025-12-29", i * 7)),
    );
    // Saturday the 7th and Sunday the 8th: the week of Monday 2 March.
    const week = weekly.days.find((d) => d.date === "2026-03-02");
    expect(week).toMatchObject({ completedCents: 2 * PIECE_TOTAL_CENTS });
    expect(weekly.sales.completed.count).toBe(2);
  });
});

describe("the range", () => {
  const refused = async (query: string, path: string) => {
    const res = await asOwner(`/api/admin/reports/sales${query}`);
    expect(res.status).toBe(400);
    const body = await res.json<{ error: string; issues: Array<{ path: string }> }>();
    expect(body.error).toBeTruthy();
    expect(body.issues.map((i) => i.path)).toContain(path);
  };

  it("refuses a start after the end, more than 366 days and dates that are not dates", async () => {
    await refused("?from=2026-03-10&to=2026-03-01", "from");
    await refused("?from=2025-01-01&to=2026-01-02", "to");
    await refused("?from=2026-02-30&to=2026-03-01", "from");
    await refused("?from=yesterday", "from");
    await refused("?to=2026-3-1", "to");
    // A lone start after today: the end is today.
    await refused("?from=2099-01-01", "from");
    expect(
      (await asOwner("/api/admin/reports/sales.csv?from=2026-03-10&to=2026-03-01")).status,
    ).toBe(400);
  });

  it("covers up to 366 days, and a lone end is that one day", async () => {
    expect((await report("?from=2025-01-02&to=2026-01-02")).days).toHaveLength(53);
    const r = await report("?to=2026-03-01");
    expect([r.from, r.to]).toEqual(["2026-03-01", "2026-03-01"]);
  });
});

describe("the CSV for the bookkeeper", () => {
  it("has a row per day in dollars a spreadsheet adds up, and a Total row", async () => {
    const { id } = await newJob();
    await pay(id, { amountCents: PIECE_TOTAL_CENTS, method: "card" });
    await pickUp(id);
    expect((await refund(id, 1_050, "card")).status).toBe(201);
    await setJobTimes(id, {
      createdAt: "2026-03-08T05:30:00.000Z",
      completedAt: "2026-03-08T05:30:00.000Z",
    });
    await setPaidOn(id, "2026-03-07");
    await env.DB.prepare(
      "UPDATE job_payments SET paid_on = '2026-03-09' WHERE amount_cents < 0",
    ).run();

    const res = await asOwner("/api/admin/reports/sales.csv?from=2026-03-07&to=2026-03-09");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe(
      'attachment; filename="heights-frame-studio-sales-2026-03-07-to-2026-03-09.csv"',
    );
    const [header, ...rows] = (await res.text())
      .trim()
      .split("\r\n")
      .map((l) => l.split(","));
    expect(header).toEqual([
      "Date (Houston time)",
      "Cash",
      "Card",
      "Check",
      "Other",
      "Online",
      "Refunds",
      "Net received",
      "Cash to bank",
      "Sales completed",
      "Subtotal",
      "Discount",
      "Tax (accrual)",
      "Total",
      "Tax in payments (cash basis)",
      "Orders written",
      "Written total",
    ]);
    expect(rows).toEqual([
      [
        "2026-03-07",
        "0.00",
        "180.99",
        "0.00",
        "0.00",
        "0.00",
        "0.00",
        "180.99",
        "0.00",
        "1",
        "167.20",
        "0.00",
        "13.79",
        "180.99",
        "13.79",
        "1",
        "180.99",
      ],
      [
        "2026-03-08",
        "0.00",
        "0.00",
        "0.00",
        "0.00",
        "0.00",
        "0.00",
        "0.00",
        "0.00",
        "0",
        "0.00",
        "0.00",
        "0.00",
        "0.00",
        "0.00",
        "0",
        "0.00",
      ],
      // $10.50 of $180.99 back holds 10.50 x 13.79 / 180.99 = $0.80 of tax.
      [
        "2026-03-09",
        "0.00",
        "0.00",
        "0.00",
        "0.00",
        "0.00",
        "10.50",
        "-10.50",
        "0.00",
        "0",
        "0.00",
        "0.00",
        "0.00",
        "0.00",
        "-0.80",
        "0",
        "0.00",
      ],
      [
        "Total",
        "0.00",
        "180.99",
        "0.00",
        "0.00",
        "0.00",
        "10.50",
        "170.49",
        "0.00",
        "1",
        "167.20",
        "0.00",
        "13.79",
        "180.99",
        "12.99",
        "1",
        "180.99",
      ],
    ]);
  });
});
