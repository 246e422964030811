import type { MiddlewareHandler } from "hono";
import { jsonError } from "../api/http";
import { isSameOriginRequest } from "../request-origin";
import type { HonoEnv } from "../types";
import { verifyAccess } from "./access";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

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
