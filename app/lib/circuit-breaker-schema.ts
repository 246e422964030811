// The one definition of valid AI spending settings (docs/decisions/0008-ai-circuit-breaker.md), shared by the AI Usage
// tab's form, POST /api/usage/circuit-breaker and the settings read back from KV.
import { z } from "zod";

// No limit may be negative; the maxima only keep a typo from meaning "no limit at all".
export const SETTING_MIN = 0;
export const DAILY_LIMIT_MAX = 10_000;
export const MONTHLY_LIMIT_MAX = 100_000;
export const REQUESTS_PER_HOUR_MAX = 100_000;
export const COST_PER_REQUEST_MAX = 100;

const money = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .nonnegative(`${label} cannot be negative.`)
    .max(max, `${label} must be at most ${max}.`);

export const circuitBreakerSchema = z.object({
  enabled: z.boolean({ error: "Enabled must be true or false." }),
  dailyLimit: money("Daily limit", DAILY_LIMIT_MAX),
  monthlyLimit: money("Monthly limit", MONTHLY_LIMIT_MAX),
  requestsPerHour: z
    .number({ error: "Requests per hour must be a number." })
    .int("Requests per hour must be a whole number.")
    .nonnegative("Requests per hour cannot be negative.")
    .max(REQUESTS_PER_HOUR_MAX, `Requests per hour must be at most ${REQUESTS_PER_HOUR_MAX}.`),
  costPerRequest: money("Max cost per request", COST_PER_REQUEST_MAX),
});

export type CircuitBreaker = z.infer<typeof circuitBreakerSchema>;
