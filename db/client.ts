import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Database = ReturnType<typeof drizzle<typeof schema>>;

// drizzle() walks the whole schema each time it is called; a page calls database() in several
// places per request, so the client is made once per binding (or per request's D1 session).
const clients = new WeakMap<D1Database, Database>();

/** A drizzle client over the Worker's D1 binding; repositories in db/ take one of these. */
export function database(d1: D1Database): Database {
  let client = clients.get(d1);
  if (!client) {
    client = drizzle(d1, { schema });
    clients.set(d1, client);
  }
  return client;
}
