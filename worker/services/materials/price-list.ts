// A vendor's price list (docs/decisions/0099-materials-and-frame-order.md): a CSV file whose
// header row names the item-code and cost columns (others are ignored). The preview says what
// would change, which codes the catalogue does not know and which rows could not be read;
// applying sets only those changes, and records when.
import { parse } from "csv-parse/sync";
import { parseDollars } from "~/lib/jobs";
import { MAX_COST_CENTS, MAX_PRICE_LIST_BYTES } from "~/lib/materials-schema";
import type { ValidationIssue } from "~/lib/validation-issues";
import { database } from "~db/client";
import {
  applyCostStatements,
  type CostedEntry,
  entriesOfVendor,
  findVendor,
} from "~db/repositories/vendors";

export interface PriceListPreview {
  changes: Array<{
    vendorCode: string;
    name: string;
    kind: CostedEntry["kind"];
    itemId: string;
    oldCostCents: number | null;
    newCostCents: number;
  }>;
  unknownCodes: string[];
  badRows: Array<{ line: number; error: string }>;
}

export type PriceListResult =
  | { status: "preview"; preview: PriceListPreview }
  | { status: "applied"; preview: PriceListPreview; appliedAt: string | null }
  | { status: "invalid"; issues: ValidationIssue[] }
  | { status: "not-found" };

const refuse = (message: string): PriceListResult => ({
  status: "invalid",
  issues: [{ path: "file", message }],
});

// Header words, squeezed to letters and digits: the item code's column and the cost's.
const CODE_HEADERS = [
  "itemcode",
  "code",
  "vendorcode",
  "sku",
  "item",
  "itemnumber",
  "itemno",
  "partnumber",
  "productcode",
];
const COST_HEADERS = [
  "cost",
  "unitcost",
  "netcost",
  "yourcost",
  "price",
  "netprice",
  "dealerprice",
  "costperfoot",
  "costpersheet",
];
const squeeze = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

function columnOf(header: string[], names: string[], contains: string[]) {
  const squeezed = header.map(squeeze);
  const exact = names.map((n) => squeezed.indexOf(n)).find((i) => i >= 0);
  if (exact !== undefined) return exact;
  return squeezed.findIndex((h) => contains.some((c) => h.includes(c)));
}

const TEXT_TYPES = ["text/csv", "text/plain", "application/csv", "application/vnd.ms-excel", ""];

/** The file's rows, or why it is not a CSV price list. */
async function readCsv(
  file: unknown,
): Promise<{ rows: { line: number; cells: string[] }[]; header: string[] } | string> {
  if (!(file instanceof File)) return 'Send the price list as a CSV file in the field "file".';
  if (file.size > MAX_PRICE_LIST_BYTES)
    return "The price list is over 2 MB: split it into smaller files.";
  const type = file.type.split(";")[0].trim().toLowerCase();
  if (!TEXT_TYPES.includes(type) && !/\.csv$/i.test(file.name))
    return "The price list must be a CSV file (.csv).";
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return "The price list is not a text CSV file (it must be saved as CSV, UTF-8).";
  }
  if (text.includes("\u0000"))
    return "The price list is not a text CSV file (it must be saved as CSV).";
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (err) {
    return `The price list could not be read as CSV: ${(err as Error).message}`;
  }
  const [first, ...rest] = records;
  if (!first) return "The price list is empty.";
  return { header: first.record, rows: rest.map((r) => ({ line: r.info.lines, cells: r.record })) };
}

/** Previews a vendor's price list, or applies its changes when `apply`. */
export async function importPriceList(
  env: Pick<Env, "DB">,
  vendorId: number,
  file: unknown,
  apply: boolean,
): Promise<PriceListResult> {
  const db = database(env.DB);
  if (!(await findVendor(db, vendorId))) return { status: "not-found" };
  const csv = await readCsv(file);
  if (typeof csv === "string") return refuse(csv);
  const codeColumn = columnOf(csv.header, CODE_HEADERS, ["code", "sku"]);
  const costColumn = columnOf(csv.header, COST_HEADERS, ["cost", "price"]);
  if (codeColumn < 0 || costColumn < 0 || codeColumn === costColumn)
    return refuse(
      "The first row must name the columns: one for the vendor's item code (e.g. Item code) and one for the cost (e.g. Cost).",
    );

  const entries = new Map<string, CostedEntry>();
  for (const e of await entriesOfVendor(db, vendorId))
    if (e.vendorCode) entries.set(e.vendorCode.trim().toLowerCase(), e);
  const preview: PriceListPreview = { changes: [], unknownCodes: [], badRows: [] };
  const seen = new Map<string, number>();
  for (const { line, cells } of csv.rows) {
    const code = cells[codeColumn]?.trim() ?? "";
    const costText = cells[costColumn]?.trim() ?? "";
    if (!code) {
      preview.badRows.push({ line, error: "No item code." });
      continue;
    }
    const cents = parseDollars(costText);
    if (cents === null || cents > MAX_COST_CENTS) {
      preview.badRows.push({
        line,
        error: `The cost of ${code} is not an amount of dollars and cents: "${costText.slice(0, 40)}".`,
      });
      continue;
    }
    const key = code.toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      preview.badRows.push({
        line,
        error: `${code} is already on line ${earlier}; this line is ignored.`,
      });
      continue;
    }
    seen.set(key, line);
    const entry = entries.get(key);
    if (!entry) preview.unknownCodes.push(code);
    else if (entry.costCents !== cents)
      preview.changes.push({
        vendorCode: entry.vendorCode ?? code,
        name: entry.name,
        kind: entry.kind,
        itemId: entry.id,
        oldCostCents: entry.costCents,
        newCostCents: cents,
      });
  }
  if (!apply) return { status: "preview", preview };
  const [first, ...rest] = applyCostStatements(
    db,
    vendorId,
    preview.changes.map((c) => ({ kind: c.kind, id: c.itemId, costCents: c.newCostCents })),
  );
  await db.batch([first, ...rest]);
  const vendor = await findVendor(db, vendorId);
  return { status: "applied", preview, appliedAt: vendor?.priceListAppliedAt ?? null };
}
