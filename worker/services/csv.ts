// CSV exports for the owner: RFC 4180 quoting by csv-stringify, plus formula-injection defence.
import { stringify } from "csv-stringify/sync";

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

// A cell a spreadsheet would evaluate as a formula (OWASP "CSV injection") gets a leading
// apostrophe, which spreadsheets show as plain text. Tabs and CRs count too.
const FORMULA_START = /^[=+\-@\t\r]/;
// A plain negative amount ("-12.50") is a number to a spreadsheet, not a formula: kept as is so
// a refund or a day's negative net still adds up.
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

export function toCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const records = rows.map((row) =>
    columns.map((col) => {
      const v = col.value(row);
      return v === null || v === undefined ? "" : neutraliseCell(String(v));
    }),
  );
  return stringify([columns.map((c) => c.header), ...records], {
    quoted_match: /[",\r\n]/,
    record_delimiter: "\r\n",
  });
}

export function csvFileName(kind: string, day: string): string {
  return `heights-frame-studio-${kind}-${day}.csv`;
}
