// Every api test file starts from the storage a new deployment has: D1 just migrated, KV and R2
// empty. The files share one Worker (isolate: false in vitest.config.ts, one workerd for the whole
// project instead of one per file), so test/api/setup.ts calls this before each file.
//
// The isolate's memos survive from file to file, as they survive from request to request in
// production: the shop's facts and the edge cache are keyed by the content version, the free
// times by the availability version. Both versions therefore carry on from the previous file
// instead of starting again, so nothing remembered for an earlier file matches this one.
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { contentChanged } from "~worker/services/edge-cache";

interface SchemaRow {
  name: string;
  type: string;
  sql: string | null;
}

async function versions(names: Set<string>) {
  const content = names.has("site_state")
    ? await env.DB.prepare("SELECT value FROM site_state WHERE key = 'content_version'").first<{
        value: number;
      }>()
    : null;
  const availability = names.has("availability_version")
    ? await env.DB.prepare("SELECT version FROM availability_version WHERE id = 1").first<{
        version: number;
      }>()
    : null;
  return { content: content?.value ?? 0, availability: availability?.version ?? 0 };
}

/**
 * Table names, each after every table whose foreign keys point at it: dropping a child table
 * looks its parent up, so the parent must still be there.
 */
function childrenFirst(tables: SchemaRow[]): string[] {
  const parents = new Map(
    tables.map((t) => [
      t.name,
      new Set(
        [...(t.sql ?? "").matchAll(/REFERENCES\s+[`"']?(\w+)/gi)]
          .map((m) => m[1])
          .filter((p) => p !== t.name),
      ),
    ]),
  );
  const order: string[] = [];
  const left = new Set(parents.keys());
  while (left.size) {
    // A table nothing left refers to can go now.
    const ready = [...left].filter((t) => ![...left].some((o) => parents.get(o)?.has(t)));
    if (ready.length === 0) throw new Error(`Foreign keys in a cycle: ${[...left].join(", ")}`);
    for (const t of ready) {
      order.push(t);
      left.delete(t);
    }
  }
  return order;
}

async function emptyD1() {
  const { results } = await env.DB.prepare(
    "SELECT name, type, sql FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
  ).all<SchemaRow>();
  const before = await versions(new Set(results.map((r) => r.name)));
  if (results.length === 0) return before;
  // A virtual table owns its shadow tables: dropping it drops them.
  const virtual = results.filter((r) => r.sql?.startsWith("CREATE VIRTUAL TABLE"));
  const shadow = (name: string) => virtual.some((v) => name.startsWith(`${v.name}_`));
  const tables = results.filter(
    (r) => r.type === "table" && !virtual.includes(r) && !shadow(r.name),
  );
  const drops = [
    ...results.filter((r) => r.type === "view").map((r) => `DROP VIEW IF EXISTS "${r.name}"`),
    ...virtual.map((r) => `DROP TABLE IF EXISTS "${r.name}"`),
    ...childrenFirst(tables).map((name) => `DROP TABLE IF EXISTS "${name}"`),
  ];
  await env.DB.batch(
    ["PRAGMA defer_foreign_keys = on", ...drops].map((sql) => env.DB.prepare(sql)),
  );
  return before;
}

async function emptyKV(kv: KVNamespace) {
  let cursor: string | undefined;
  do {
    const page = await kv.list({ cursor });
    await Promise.all(page.keys.map((k) => kv.delete(k.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

async function emptyR2(bucket: R2Bucket) {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor });
    if (page.objects.length) await bucket.delete(page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

export async function freshStorage(): Promise<void> {
  const [before] = await Promise.all([emptyD1(), emptyKV(env.USAGE), emptyR2(env.IMAGES)]);
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  const after = await versions(new Set(["site_state", "availability_version"]));
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO site_state (key, value) VALUES ('content_version', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    ).bind(Math.max(before.content, after.content)),
    env.DB.prepare("UPDATE availability_version SET version = ? WHERE id = 1").bind(
      Math.max(before.availability, after.availability) + 1,
    ),
  ]);
  // One more content version, and this isolate's memo of it (edge-cache.ts) moves with it.
  await contentChanged(env);
}
