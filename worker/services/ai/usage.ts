// AI spending: counters and the circuit breaker, in KV (decisions.md section 8).
//
// KV is eventually consistent and has no atomic increment: two calls at the same instant could
// each read the old total, and another location may see a write up to a minute late. For one
// owner typing into one chat that is acceptable: at worst one extra request slips past a limit,
// and the per-request cost cap bounds what that request can cost.
import { z } from "zod";
import { shopDay, shopMonth } from "~/lib/shop-time";

export const circuitBreakerSchema = z.object({
  enabled: z.boolean({ error: "enabled must be true or false." }),
  dailyLimit: z.number({ error: "Daily limit must be a number." }).nonnegative("Daily limit cannot be negative.").max(10_000, "Daily limit must be at most 10000."),
  monthlyLimit: z.number({ error: "Monthly limit must be a number." }).nonnegative("Monthly limit cannot be negative.").max(100_000, "Monthly limit must be at most 100000."),
  requestsPerHour: z
    .number({ error: "Requests per hour must be a number." })
    .int("Requests per hour must be a whole number.")
    .nonnegative("Requests per hour cannot be negative.")
    .max(100_000, "Requests per hour must be at most 100000."),
  costPerRequest: z.number({ error: "Cost per request must be a number." }).nonnegative("Cost per request cannot be negative.").max(100, "Cost per request must be at most 100."),
});

export type CircuitBreaker = z.infer<typeof circuitBreakerSchema>;

// Safe defaults (issue 10): on, $1 a day, $10 a month, 30 requests an hour, 5 cents a request.
export const DEFAULT_CIRCUIT_BREAKER: CircuitBreaker = {
  enabled: true,
  dailyLimit: 1,
  monthlyLimit: 10,
  requestsPerHour: 30,
  costPerRequest: 0.05,
};

export interface UsageStats {
  dailyCost: number;
  monthlyCost: number;
  totalRequests: number;
  averageCostPerRequest: number;
}

export interface BreakerStatus {
  allowed: boolean;
  reason: string | null;
}

const SETTINGS_KEY = "settings:circuit-breaker";
const USAGE_PREFIX = "usage:";

function shopHour(now: Date): string {
  const hour = new Intl.DateTimeFormat("en-GB", { timeZone: "America/Chicago", hour: "2-digit", hourCycle: "h23" }).format(now);
  return `${shopDay(now)}T${hour}`;
}

const keys = (now: Date) => ({
  day: `${USAGE_PREFIX}cost:day:${shopDay(now)}`,
  month: `${USAGE_PREFIX}cost:month:${shopMonth(now)}`,
  hour: `${USAGE_PREFIX}requests:hour:${shopHour(now)}`,
  totalRequests: `${USAGE_PREFIX}requests:total`,
  totalCost: `${USAGE_PREFIX}cost:total`,
});

// Day, hour and month counters expire on their own once they can no longer matter.
const TTL = { day: 3 * 24 * 3600, hour: 3 * 3600, month: 62 * 24 * 3600 };

async function readNumber(kv: KVNamespace, key: string): Promise<number> {
  const value = Number(await kv.get(key));
  return Number.isFinite(value) ? value : 0;
}

export async function readCircuitBreaker(kv: KVNamespace): Promise<CircuitBreaker> {
  const stored = await kv.get(SETTINGS_KEY, "json");
  const parsed = circuitBreakerSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_CIRCUIT_BREAKER;
}

export async function saveCircuitBreaker(kv: KVNamespace, settings: CircuitBreaker): Promise<void> {
  await kv.put(SETTINGS_KEY, JSON.stringify(settings));
}

export async function readUsage(kv: KVNamespace, now = new Date()): Promise<UsageStats & { requestsThisHour: number }> {
  const k = keys(now);
  const [dailyCost, monthlyCost, requestsThisHour, totalRequests, totalCost] = await Promise.all([
    readNumber(kv, k.day),
    readNumber(kv, k.month),
    readNumber(kv, k.hour),
    readNumber(kv, k.totalRequests),
    readNumber(kv, k.totalCost),
  ]);
  return {
    dailyCost,
    monthlyCost,
    totalRequests,
    averageCostPerRequest: totalRequests ? totalCost / totalRequests : 0,
    requestsThisHour,
  };
}

const money = (n: number) => `$${n.toFixed(2)}`;

/** Whether another call may be made now; the reason says which limit stopped it. */
export function breakerStatus(settings: CircuitBreaker, usage: UsageStats & { requestsThisHour: number }): BreakerStatus {
  if (!settings.enabled) return { allowed: true, reason: null };
  if (usage.dailyCost >= settings.dailyLimit)
    return { allowed: false, reason: `Daily limit of ${money(settings.dailyLimit)} reached (${money(usage.dailyCost)} spent today).` };
  if (usage.monthlyCost >= settings.monthlyLimit)
    return { allowed: false, reason: `Monthly limit of ${money(settings.monthlyLimit)} reached (${money(usage.monthlyCost)} spent this month).` };
  if (usage.requestsThisHour >= settings.requestsPerHour)
    return { allowed: false, reason: `Hourly limit of ${settings.requestsPerHour} requests reached. Try again next hour.` };
  return { allowed: true, reason: null };
}

export async function recordCall(kv: KVNamespace, cost: number, now = new Date()): Promise<void> {
  const k = keys(now);
  const usage = await readUsage(kv, now);
  const totalCost = await readNumber(kv, k.totalCost);
  await Promise.all([
    kv.put(k.day, String(usage.dailyCost + cost), { expirationTtl: TTL.day }),
    kv.put(k.month, String(usage.monthlyCost + cost), { expirationTtl: TTL.month }),
    kv.put(k.hour, String(usage.requestsThisHour + 1), { expirationTtl: TTL.hour }),
    kv.put(k.totalRequests, String(usage.totalRequests + 1)),
    kv.put(k.totalCost, String(totalCost + cost)),
  ]);
}

/** Clears every usage counter; the circuit-breaker settings stay. */
export async function resetUsage(kv: KVNamespace): Promise<number> {
  let cursor: string | undefined;
  let deleted = 0;
  do {
    const page = await kv.list({ prefix: USAGE_PREFIX, cursor });
    await Promise.all(page.keys.map((key) => kv.delete(key.name)));
    deleted += page.keys.length;
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return deleted;
}
