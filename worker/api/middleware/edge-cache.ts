// The edge cache of worker/services/edge-cache.ts as Hono middleware, for public API reads.
import type { MiddlewareHandler } from "hono";
import { cacheVersion, isCacheableRequest, serveFromEdgeCache } from "../../services/edge-cache";
import type { HonoEnv } from "../../types";

/** Edge-caches a public GET endpoint; `allowedParams` are the query parameters it may vary by. */
export function edgeCached(allowedParams: readonly string[] = []): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    if (!isCacheableRequest(c.req.raw, allowedParams)) return next();
    const version = await cacheVersion(c.env);
    let produced = false;
    const res = await serveFromEdgeCache(c.req.raw, c.executionCtx, version, async () => {
      produced = true;
      await next();
      return c.res;
    });
    if (produced) {
      // Hono merges the previous c.res's headers into a newly assigned one; clear it first so
      // the answer is exactly `res`.
      c.res = undefined as unknown as Response;
      c.res = res;
      return;
    }
    return res;
  };
}
