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

/**
 * A browser request made from another site's page. Public writes refuse these (403); clients
 * that are not browsers send neither header and are left to the other checks.
 */
export function isCrossSiteRequest(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (origin) return origin !== new URL(request.url).origin;
  const site = request.headers.get("Sec-Fetch-Site");
  return site !== null && site !== "same-origin" && site !== "none";
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
