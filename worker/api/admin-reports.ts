// The owner's sales report and the day's closing (docs/decisions/0098-daily-closing-and-reports.md),
// as JSON for the Reports screen and as CSV for the bookkeeper. Mounted behind requireAdmin in
// ./index.ts.
import { Hono } from "hono";
import { salesReportQuerySchema } from "~/lib/money-schema";
import { type CsvColumn, toCsv } from "../services/csv";
import { type ClosingFigures, type DayFigures, salesReport } from "../services/reports/sales";
import type { HonoEnv } from "../types";
import { csvResponse, invalid, validate } from "./http";

type CsvRow = ClosingFigures & { date: string };

/** Plain decimal dollars ("180.99", "-12.50"), which spreadsheets read as numbers and add up. */
const dollars = (cents: number) =>
  `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;

const SALES_COLUMNS: CsvColumn<CsvRow>[] = [
  { header: "Date (Houston time)", value: (d) => d.date },
  { header: "Cash", value: (d) => dollars(d.byMethod.cash) },
  { header: "Card", value: (d) => dollars(d.byMethod.card) },
  { header: "Check", value: (d) => dollars(d.byMethod.check) },
  { header: "Other", value: (d) => dollars(d.byMethod.other) },
  { header: "Online", value: (d) => dollars(d.byMethod.online) },
  { header: "Refunds", value: (d) => dollars(d.refundsCents) },
  { header: "Net received", value: (d) => dollars(d.netCents) },
  { header: "Cash to bank", value: (d) => dollars(d.cashToBankCents) },
  { header: "Sales completed", value: (d) => d.completed.count },
  { header: "Subtotal", value: (d) => dollars(d.completed.subtotalCents) },
  { header: "Discount", value: (d) => dollars(d.completed.discountCents) },
  { header: "Tax (accrual)", value: (d) => dollars(d.completed.taxCents) },
  { header: "Total", value: (d) => dollars(d.completed.totalCents) },
  { header: "Tax in payments (cash basis)", value: (d) => dollars(d.cashBasisTaxCents) },
  { header: "Orders written", value: (d) => d.written.count },
  { header: "Written total", value: (d) => dollars(d.written.totalCents) },
];

const csvRows = (daily: DayFigures[], total: ClosingFigures): CsvRow[] => [
  ...daily,
  { ...total, date: "Total" },
];

export const adminReports = new Hono<HonoEnv>()
  .get("/reports/sales", validate("query", salesReportQuerySchema), async (c) => {
    const result = await salesReport(c.env, c.req.valid("query"));
    if (result.status === "invalid") return invalid(c, result.issues);
    return c.json(result.report);
  })
  .get("/reports/sales.csv", validate("query", salesReportQuerySchema), async (c) => {
    const result = await salesReport(c.env, c.req.valid("query"));
    if (result.status === "invalid") return invalid(c, result.issues);
    const { report, daily, total } = result;
    return csvResponse(
      toCsv(SALES_COLUMNS, csvRows(daily, total)),
      "sales",
      report.from === report.to ? report.from : `${report.from}-to-${report.to}`,
    );
  });
