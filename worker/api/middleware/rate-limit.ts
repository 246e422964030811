// The per-visitor limit of worker/services/rate-limit.ts as Hono middleware, for the JSON API.
import type { MiddlewareHandler } from "hono";
import { checkRateLimit, type RateLimitPolicy, TOO_MANY_REQUESTS } from "../../services/rate-limit";
import type { HonoEnv } from "../../types";
import { jsonError } from "../http";

export function rateLimit(policy: RateLimitPolicy): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    const result = await checkRateLimit(c.env, c.req.raw, policy);
    if (!result.allowed) {
      c.header("Retry-After", String(result.retryAfterSeconds));
      return jsonError(c, 429, TOO_MANY_REQUESTS);
    }
    await next();
  };
}
