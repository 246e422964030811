// Column helpers shared by the schema modules.
import { sql } from "drizzle-orm";
import { text } from "drizzle-orm/sqlite-core";

/** When a row was made: an ISO timestamp in UTC, set by D1. */
export const createdAt = () =>
  text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);
