// AI spending: usage counters and the circuit breaker, in KV (docs/decisions/0008-ai-circuit-breaker.md).
//
// KV is eventually consistent and has no atomic increment: two calls at the same instant could
// both read the old total, and another Cloudflare location may see a write up to a minute late.
// For one owner typing into one chat that is acceptable: at worst one extra request slips past a
// limit, and the per-request cost cap bounds what that request can cost.
import { formatCost, formatLimit } from "~/lib/ai-cost";
import { type CircuitBreaker, circuitBreakerSchema } from "~/lib/circuit-breaker-schema";
import { shopDay, shopHour, shopMonth } from "~/lib/shop-time";

// Safe defaults (issue 10): on, $1 a day, $10 a month, 30 requests an hour, 5 cents a request.
export const DEFAULT_CIRCUIT_BREAKER: CircuitBreaker = {
  enabled: true,
  dailyLimit: 1,
  monthlyLimit: 10,
  requestsPerHour: 30,
  costPerRequest: 0.05,
};

/** The old site's usage stats, plus this hour's request count for the hourly limit. */
export interface Usage {
  dailyCost: number;
  monthlyCost: number;
  totalRequests: number;
  averageCostPerRequest: number;
  requestsThisHour: number;
}

export type BreakerStatus = { allowed: true; reason: null } | { allowed: false; reason: string };

const SETTINGS_KEY = "settings:circuit-breaker";
// Every counter lives under this prefix, so a reset can find them all.
const COUNTER_PREFIX = "usage:";

function counterKeys(now: Date) {
  return {
    day: `${COUNTER_PREFIX}cost:day:${shopDay(now)}`,
    month: `${COUNTER_PREFIX}cost:month:${shopMonth(now)}`,
    hour: `${COUNTER_PREFIX}requests:hour:${shopHour(now)}`,
    totalRequests: `${COUNTER_PREFIX}requests:total`,
    totalCost: `${COUNTER_PREFIX}cost:total`,
  };
}

// Day, month and hour counters expire by themselves once they can no longer matter.
const TTL_SECONDS = { day: 3 * 24 * 3600, month: 62 * 24 * 3600, hour: 3 * 3600 };

async function readNumber(kv: KVNamespace, key: string): Promise<number> {
  const value = Number(await kv.get(key));
  return Number.isFinite(value) ? value : 0;
}

async function readCounters(kv: KVNamespace, now: Date) {
  const k = counterKeys(now);
  const [day, month, hour, totalRequests, totalCost] = await Promise.all(
    [k.day, k.month, k.hour, k.totalRequests, k.totalCost].map((key) => readNumber(kv, key)),
  );
  return { day, month, hour, totalRequests, totalCost };
}

export async function readCircuitBreaker(kv: KVNamespace): Promise<CircuitBreaker> {
  const parsed = circuitBreakerSchema.safeParse(await kv.get(SETTINGS_KEY, "json"));
  return parsed.success ? parsed.data : DEFAULT_CIRCUIT_BREAKER;
}

export async function saveCircuitBreaker(kv: KVNamespace, settings: CircuitBreaker): Promise<void> {
  await kv.put(SETTINGS_KEY, JSON.stringify(settings));
}

export async function readUsage(kv: KVNamespace, now = new Date()): Promise<Usage> {
  const c = await readCounters(kv, now);
  return {
    dailyCost: c.day,
    monthlyCost: c.month,
    totalRequests: c.totalRequests,
    averageCostPerRequest: c.totalRequests ? c.totalCost / c.totalRequests : 0,
    requestsThisHour: c.hour,
  };
}

/** Whether another model call may be made now; the reason names the limit that stopped it. */
export function breakerStatus(settings: CircuitBreaker, usage: Usage): BreakerStatus {
  if (!settings.enabled) return { allowed: true, reason: null };
  if (usage.dailyCost >= settings.dailyLimit) {
    return {
      allowed: false,
      reason: `Daily limit of ${formatLimit(settings.dailyLimit)} reached (${formatCost(usage.dailyCost)} spent today).`,
    };
  }
  if (usage.monthlyCost >= settings.monthlyLimit) {
    return {
      allowed: false,
      reason: `Monthly limit of ${formatLimit(settings.monthlyLimit)} reached (${formatCost(usage.monthlyCost)} spent this month).`,
    };
  }
  if (usage.requestsThisHour >= settings.requestsPerHour) {
    return {
      allowed: false,
      reason: `Hourly limit of ${settings.requestsPerHour} requests reached. Try again next hour.`,
    };
  }
  return { allowed: true, reason: null };
}

/** Adds one answered call and its cost to every counter. */
export async function recordCall(
  kv: KVNamespace,
  callCost: number,
  now = new Date(),
): Promise<void> {
  const k = counterKeys(now);
  const c = await readCounters(kv, now);
  await Promise.all([
    kv.put(k.day, String(c.day + callCost), { expirationTtl: TTL_SECONDS.day }),
    kv.put(k.month, String(c.month + callCost), { expirationTtl: TTL_SECONDS.month }),
    kv.put(k.hour, String(c.hour + 1), { expirationTtl: TTL_SECONDS.hour }),
    kv.put(k.totalRequests, String(c.totalRequests + 1)),
    kv.put(k.totalCost, String(c.totalCost + callCost)),
  ]);
}

/** Clears every usage counter; the circuit-breaker settings stay. */
export async function resetUsage(kv: KVNamespace): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix: COUNTER_PREFIX, cursor });
    await Promise.all(page.keys.map((key) => kv.delete(key.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

/** GET /api/usage/stats: the old site's usage stats response, plus this hour's requests. */
export async function usageReport(kv: KVNamespace, now = new Date()) {
  const [circuitBreaker, usage] = await Promise.all([readCircuitBreaker(kv), readUsage(kv, now)]);
  const { requestsThisHour, ...stats } = usage;
  return { stats, requestsThisHour, status: breakerStatus(circuitBreaker, usage), circuitBreaker };
}
