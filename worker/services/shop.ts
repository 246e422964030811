// The one function every page loader, email and the booking rules read the shop's facts through
// (docs/decisions/0040-shop-facts-in-d1.md), and the owner's change to them.
import {
  DEFAULT_SHOP_FACTS,
  DEFAULT_TURNAROUND,
  type PublicShop,
  type Turnaround,
  upcomingClosures,
} from "~/lib/shop";
import { closureDateIssues, type ShopFacts, shopFactsSchema } from "~/lib/shop-schema";
import { shopDay } from "~/lib/shop-time";
import type { ValidationIssue } from "~/lib/validation-issues";
import { database } from "~db/client";
import { listShopChanges, readShopFactsRow, writeShopFacts } from "~db/repositories/shop";
import { contentChanged, currentContentVersion } from "./edge-cache";
import { getJobSettings } from "./jobs/settings";

// Kept per isolate for one content version: every change to the facts bumps it, so a page
// never reads stale facts, and a busy page costs no extra D1 read.
let memo: { version: number; facts: ShopFacts } | undefined;

/** The shop's facts from D1; the typed default (today's values) when D1 fails or holds nothing valid. */
export async function shopFacts(env: Pick<Env, "DB">): Promise<ShopFacts> {
  try {
    const version = await currentContentVersion(env);
    if (memo?.version === version) return memo.facts;
    const stored = shopFactsSchema.safeParse(await readShopFactsRow(database(env.DB)));
    if (!stored.success) {
      console.error("Stored shop facts are missing or invalid; using the defaults", stored.error);
      return DEFAULT_SHOP_FACTS;
    }
    memo = { version, facts: stored.data };
    return stored.data;
  } catch (err) {
    console.error("Reading the shop's facts failed; using the defaults", err);
    return DEFAULT_SHOP_FACTS;
  }
}

// The jobs' lead times, kept per isolate for one content version like the facts: saving other
// lead times bumps the version (./jobs/settings.ts).
let turnaroundMemo: { version: number; turnaround: Turnaround } | undefined;

/** How long framing takes, the one setting behind due dates and the pages' promise. */
export async function turnaround(env: Pick<Env, "DB">): Promise<Turnaround> {
  try {
    const version = await currentContentVersion(env);
    if (turnaroundMemo?.version === version) return turnaroundMemo.turnaround;
    const { leadDays, rushLeadDays } = await getJobSettings(env);
    turnaroundMemo = { version, turnaround: { leadDays, rushLeadDays } };
    return turnaroundMemo.turnaround;
  } catch (err) {
    console.error("Reading the lead times failed; using the defaults", err);
    return DEFAULT_TURNAROUND;
  }
}

/**
 * What every page and GET /api/shop show: the facts, the closures near enough to announce and
 * how long framing takes.
 */
export async function publicShop(env: Pick<Env, "DB">, now = new Date()): Promise<PublicShop> {
  const [facts, lead] = await Promise.all([shopFacts(env), turnaround(env)]);
  return { facts, closuresSoon: upcomingClosures(facts, shopDay(now)), turnaround: lead };
}

const NESTED = ["address", "hours", "prices", "social"] as const;

/** The names of the fields that differ: "phone", "hours.saturday", "closures". */
export function changedFields(before: ShopFacts, after: ShopFacts): string[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const fields: string[] = [];
  for (const key of Object.keys(after) as Array<keyof ShopFacts>) {
    if (same(before[key], after[key])) continue;
    if ((NESTED as readonly string[]).includes(key)) {
      const a = before[key] as Record<string, unknown>;
      const b = after[key] as Record<string, unknown>;
      for (const sub of Object.keys(b)) if (!same(a[sub], b[sub])) fields.push(`${key}.${sub}`);
    } else fields.push(key);
  }
  return fields;
}

export type SaveShopResult =
  | { status: "saved" | "unchanged"; facts: ShopFacts; fields: string[] }
  | { status: "invalid"; issues: ValidationIssue[] };

/**
 * Stores valid facts with a history entry and bumps the content version, so edge-cached pages
 * show them on the next request (docs/decisions/0014-edge-cache.md). Nothing is written when
 * nothing changed, or when a closure added or changed is not from today to a year ahead.
 */
export async function saveShopFacts(
  env: Pick<Env, "DB">,
  facts: ShopFacts,
  changedBy: string,
): Promise<SaveShopResult> {
  // Against the stored row, not the fallback: a missing or broken row is always rewritten.
  const stored = shopFactsSchema.safeParse(await readShopFactsRow(database(env.DB)));
  const issues = closureDateIssues(facts.closures, stored.success ? stored.data.closures : []);
  if (issues.length) return { status: "invalid", issues };
  const fields = stored.success ? changedFields(stored.data, facts) : Object.keys(facts);
  if (fields.length === 0) return { status: "unchanged", facts, fields };
  await writeShopFacts(database(env.DB), facts, { changedBy, fields });
  memo = undefined;
  await contentChanged(env);
  return { status: "saved", facts, fields };
}

export async function shopHistory(env: Pick<Env, "DB">) {
  return listShopChanges(database(env.DB));
}
