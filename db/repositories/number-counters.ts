// Numbers people say or file (receipts R-2026-0001, purchase orders PO-2026-0001), per series and
// year, taken in the same D1 batch as the record they number (docs/decisions/0097-receipts-and-refunds.md):
// the record goes in under a unique marker, the counter moves only when it did, and the number
// replaces the marker. A batch is one transaction, so numbers are unique and gap-free.
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../client";
import { numberCounters } from "../schema";

/** The year's counter of `series` moved on by one, only when `taken` (the record went in). */
export function takeNumber(db: Database, series: string, year: number, taken: SQL) {
  return db
    .insert(numberCounters)
    .select(sql`SELECT ${series}, ${year}, 1 WHERE ${taken}`)
    .onConflictDoUpdate({
      target: [numberCounters.series, numberCounters.year],
      set: { last: sql`${numberCounters.last} + 1` },
    });
}

/** The number the counter last gave, as printed: "<prefix>-2026-0001". */
export const latestNumber = (series: string, prefix: string, year: number): SQL =>
  sql`(SELECT printf(${`${prefix}-%d-%04d`}, year, last) FROM number_counters
    WHERE series = ${series} AND year = ${year})`;
