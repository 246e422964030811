import {
  createTableRelationsHelpers,
  type ExtractTablesWithRelations,
  extractTablesRelationalConfig,
  type RelationalSchemaConfig,
} from "drizzle-orm";
import { DrizzleD1Database, type drizzle, SQLiteD1Session } from "drizzle-orm/d1";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import * as schema from "./schema";

export type Database = ReturnType<typeof drizzle<typeof schema>>;

type Tables = ExtractTablesWithRelations<typeof schema>;

// drizzle() walks the whole schema each time it is called, and every request has its own D1
// session binding (docs/decisions/0070-d1-sessions.md), so it would walk it on every request.
// The walk's result and the SQL dialect depend on the schema alone: made once per isolate, and
// each binding gets a client over them, built as drizzle(d1, { schema }) builds one.
const dialect = new SQLiteAsyncDialect();
let relational: RelationalSchemaConfig<Tables> | undefined;
function relationalSchema(): RelationalSchemaConfig<Tables> {
  if (!relational) {
    const { tables, tableNamesMap } = extractTablesRelationalConfig<Tables>(
      schema,
      createTableRelationsHelpers,
    );
    relational = { fullSchema: schema, schema: tables, tableNamesMap };
  }
  return relational;
}

// A page calls database() in several places per request: one client per binding (or per
// request's D1 session).
const clients = new WeakMap<D1Database, Database>();

/** A drizzle client over the Worker's D1 binding; repositories in db/ take one of these. */
export function database(d1: D1Database): Database {
  let client = clients.get(d1);
  if (!client) {
    const config = relationalSchema();
    const db = new DrizzleD1Database<typeof schema>(
      "async",
      dialect,
      new SQLiteD1Session(d1, dialect, config, {}),
      config,
    );
    client = Object.assign(db, { $client: d1 });
    clients.set(d1, client);
  }
  return client;
}
