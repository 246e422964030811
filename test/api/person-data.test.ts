// Every table that holds a person's email address is wired into the customer index and the erasure
// (docs/architecture.md, "Adding a record that holds a person's data: the checklist"). The tables
// come from D1 itself (sqlite_master and each table's columns, after every migration), so a new
// table is checked the day it is created; the exceptions are in db/person-data.ts with reasons.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { NO_PERSON_EMAIL_KINDS } from "~/lib/emails";
import { database } from "~db/client";
import {
  NOT_A_CUSTOMERS_RECORD,
  NOT_IN_CUSTOMER_INDEX,
  PERSON_ADDRESS_COLUMN,
} from "~db/person-data";
import { personRecords } from "~db/repositories/customers";
import { eraseStatements } from "~db/repositories/erasures";
import { erasureCounts } from "~worker/services/customers/erase";

async function tables(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT name FROM sqlite_master WHERE type = 'table'
       AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'
     ORDER BY name`,
  ).all<{ name: string }>();
  return results.map((r) => r.name);
}

/** Every table with a column that holds an address, and those columns. */
async function tablesWithAddresses(): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const table of await tables()) {
    const { results } = await env.DB.prepare("SELECT name FROM pragma_table_info(?)")
      .bind(table)
      .all<{ name: string }>();
    const columns = results.map((c) => c.name).filter((c) => PERSON_ADDRESS_COLUMN.test(c));
    if (columns.length) found.set(table, columns);
  }
  return found;
}

/** The events (INSERT, UPDATE, DELETE) on which a table's triggers mark a person for the index. */
async function indexTriggerEvents(table: string): Promise<Set<string>> {
  const { results } = await env.DB.prepare(
    "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ?",
  )
    .bind(table)
    .all<{ sql: string }>();
  const events = new Set<string>();
  for (const { sql } of results) {
    if (!sql.includes("customer_index_dirty")) continue;
    const event = /\bAFTER\s+(INSERT|UPDATE|DELETE)\b/i.exec(sql)?.[1];
    if (event) events.add(event.toUpperCase());
  }
  return events;
}

/**
 * The tables the erasure deletes from or anonymises, read from its own statements (the one
 * definition: what eraseStatements would run for a person), not from a list kept beside it.
 */
async function erasedTables(): Promise<Set<string>> {
  const db = database(env.DB);
  const person = "no-one@example.invalid";
  const r = await personRecords(db, person);
  const erased = new Set<string>();
  for (const statement of eraseStatements(db, r, person, "owner", erasureCounts(r))) {
    const { sql } = (statement as unknown as { toSQL(): { sql: string } }).toSQL();
    const table = /^\s*(?:delete\s+from|update)\s+"([^"]+)"/i.exec(sql)?.[1];
    if (table) erased.add(table);
  }
  return erased;
}

/** What is missing, one sentence per table, each saying what to do. */
async function uncovered(): Promise<string[]> {
  const problems: string[] = [];
  const erased = await erasedTables();
  for (const [table, columns] of await tablesWithAddresses()) {
    if (table in NOT_A_CUSTOMERS_RECORD) continue;
    const holds = `Table ${table} holds an address (${columns.join(", ")})`;
    if (!(table in NOT_IN_CUSTOMER_INDEX)) {
      const events = await indexTriggerEvents(table);
      const missing = ["INSERT", "UPDATE", "DELETE"].filter((e) => !events.has(e));
      if (missing.length)
        problems.push(
          `${holds} but has no customer-index trigger AFTER ${missing.join(", ")}: add the three triggers that write customer_index_dirty in its migration (as migrations/0027_customers_by_hand.sql does for customers) and a term in touches() (db/repositories/customers.ts), or list it in db/person-data.ts with the reason (NOT_IN_CUSTOMER_INDEX: a person's data that makes no one a customer; NOT_A_CUSTOMERS_RECORD: no customer's data at all).`,
        );
    }
    if (!erased.has(table))
      problems.push(
        `${holds} but the erasure never deletes or anonymises it: read its rows in personRecords() (db/repositories/customers.ts) and remove them in eraseStatements() (db/repositories/erasures.ts), or list it in NOT_A_CUSTOMERS_RECORD (db/person-data.ts) with the reason.`,
      );
  }
  return problems;
}

describe("a person's data: every table with an address", () => {
  it("is in the customer index and the erasure, or an exception with its reason", async () => {
    expect(await uncovered()).toEqual([]);
  });

  it("finds the tables it should (the check is not reading nothing)", async () => {
    const found = await tablesWithAddresses();
    for (const table of ["contacts", "appointments", "quotes", "jobs", "emails", "customers"])
      expect(found.has(table), table).toBe(true);
    expect(await indexTriggerEvents("contacts")).toEqual(new Set(["INSERT", "UPDATE", "DELETE"]));
    expect([...(await erasedTables())]).toEqual(expect.arrayContaining(["contacts", "jobs"]));
  });

  it("lists as exceptions only real tables that hold an address, each with a reason", async () => {
    const found = await tablesWithAddresses();
    for (const [table, reason] of Object.entries({
      ...NOT_A_CUSTOMERS_RECORD,
      ...NOT_IN_CUSTOMER_INDEX,
    })) {
      expect(found.has(table), `${table} is an exception but no table with an address`).toBe(true);
      expect(reason.length, `${table}'s reason`).toBeGreaterThan(20);
    }
    for (const table of Object.keys(NOT_IN_CUSTOMER_INDEX))
      expect(table in NOT_A_CUSTOMERS_RECORD, `${table} is in both lists`).toBe(false);
  });

  it("reports a new table with an email column that nothing covers", async () => {
    await env.DB.exec(
      "CREATE TABLE gift_cards_probe (id INTEGER PRIMARY KEY, buyer_email TEXT NOT NULL)",
    );
    try {
      const problems = (await uncovered()).filter((p) => p.includes("gift_cards_probe"));
      expect(problems).toHaveLength(2);
      expect(problems[0]).toMatch(/no customer-index trigger AFTER INSERT, UPDATE, DELETE/);
      expect(problems[1]).toMatch(/the erasure never deletes or anonymises it/);
      // Marking the person on every write covers the index; the erasure still lacks it.
      for (const event of ["INSERT", "UPDATE", "DELETE"])
        await env.DB.exec(
          `CREATE TRIGGER gift_cards_probe_${event.toLowerCase()} AFTER ${event} ON gift_cards_probe BEGIN INSERT INTO customer_index_dirty (person_key) VALUES ('x'); END`,
        );
      expect((await uncovered()).filter((p) => p.includes("gift_cards_probe"))).toEqual([
        expect.stringMatching(/the erasure never deletes/),
      ]);
    } finally {
      await env.DB.exec("DROP TABLE IF EXISTS gift_cards_probe");
    }
    expect(await uncovered()).toEqual([]);
  });
});

describe("the emails that make no one a customer", () => {
  it("are the ones the customer index's email triggers skip, each of the three", async () => {
    const { results } = await env.DB.prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'emails' AND name LIKE 'customer_index_%'",
    ).all<{ name: string; sql: string }>();
    expect(results).toHaveLength(3);
    for (const { name, sql } of results) {
      const list = /kind NOT IN \(([^)]*)\)/.exec(sql)?.[1] ?? "";
      const kinds = [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);
      expect(kinds.sort(), name).toEqual([...NO_PERSON_EMAIL_KINDS].sort());
    }
  });
});
