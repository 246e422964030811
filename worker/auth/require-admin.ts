// The one guard of every admin API route (docs/decisions/0002-owner-access.md,
// docs/decisions/0100-team-and-roles.md): the Access JWT of someone on the team, same-origin
// writes, the role's permission for this route (app/lib/team.ts), and the record of who did it.
import type { MiddlewareHandler } from "hono";
import { refusalFor, roleCan, routeRule } from "~/lib/team";
import { jsonError } from "../api/http";
import { isSameOriginRequest } from "../request-origin";
import { recordAction } from "../services/team/audit";
import type { HonoEnv } from "../types";
import { verifyAccess } from "./access";
import { staffDiscountRefusal } from "./discount-limit";
import { auditAction, jsonBodyCopy, matchedRouteKey } from "./route-rule";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const requireAdmin: MiddlewareHandler<HonoEnv> = async (c, next) => {
  const result = await verifyAccess(c.req.raw, c.env);
  if (!result.ok) return jsonError(c, result.status, result.error);
  const write = UNSAFE_METHODS.has(c.req.method);
  if (write && !isSameOriginRequest(c.req.raw)) {
    return jsonError(c, 403, "This change must be made from the shop's own admin pages.");
  }
  const { admin } = result;
  c.set("admin", admin);
  c.header("Cache-Control", "private, no-store");
  const key = matchedRouteKey(c);
  // No endpoint answers: the API's own 404 follows.
  if (!key) return next();

  const rule = routeRule(key);
  if (rule.capability !== "work" && !roleCan(admin.role, rule.capability)) {
    return jsonError(c, 403, refusalFor(rule.capability));
  }
  const body = write ? await jsonBodyCopy(c.req.raw) : undefined;
  if (admin.role !== "owner") {
    const refusal = await staffDiscountRefusal(c.env, key, c.req.path, body);
    if (refusal) return jsonError(c, 403, refusal);
  }
  await next();
  if (rule.audit && c.res.status < 400) {
    const action = auditAction(c, { actor: admin.email, kind: rule.audit, action: key, body });
    await recordAction(c.env, action);
  }
};
