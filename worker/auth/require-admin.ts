import type { MiddlewareHandler } from "hono";
import { jsonError } from "../api/http";
import type { HonoEnv } from "../types";
import { verifyAccess } from "./access";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

// Cookies alone must not be enough to act (CSRF): a state change must come from our own pages.
export function isSameOriginRequest(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (origin) return origin === new URL(request.url).origin;
  return request.headers.get("Sec-Fetch-Site") === "same-origin";
}

/** Every admin API route: a valid Access JWT for an allowed email, and same-origin writes. */
export const requireAdmin: MiddlewareHandler<HonoEnv> = async (c, next) => {
  const result = await verifyAccess(c.req.raw, c.env);
  if (!result.ok) return jsonError(c, result.status, result.error);
  if (UNSAFE_METHODS.has(c.req.method) && !isSameOriginRequest(c.req.raw)) {
    return jsonError(c, 403, "This change must be made from the shop's own admin pages.");
  }
  c.set("admin", result.admin);
  c.header("Cache-Control", "private, no-store");
  await next();
};

/** Pages whose forms change something (the visitor's booking page): other origins get 403. */
export const refuseCrossOriginWrites: MiddlewareHandler<HonoEnv> = async (c, next) => {
  if (UNSAFE_METHODS.has(c.req.method) && !isSameOriginRequest(c.req.raw))
    return c.text("Changes to a booking must come from its own page.", 403);
  await next();
};
