import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Database = ReturnType<typeof database>;

/** A drizzle client over the Worker's D1 binding; repositories in db/ take one of these. */
export function database(d1: D1Database) {
  return drizzle(d1, { schema });
}
