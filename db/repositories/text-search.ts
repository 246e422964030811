// Literal word search in SQL, for searches made with searchWords (app/lib/text-search.ts).
import { and, or, type SQL, sql } from "drizzle-orm";

/**
 * Every word appears in at least one of `haystacks`. instr(), not LIKE: no wildcards to escape,
 * and no pattern length limit (D1 refuses LIKE patterns over 50 bytes). One bound parameter per
 * word and haystack (D1 allows 100 per statement). The words and the haystacks must already be
 * lower-cased (SQLite's lower() folds ASCII only).
 */
export function everyWordIn(haystacks: SQL[], words: string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => or(...haystacks.map((text) => sql`instr(${text}, ${word}) > 0`))),
  );
}
