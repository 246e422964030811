// Which admin route a request reached, as the permission map keys it ("METHOD /api/path"), and
// what the guard records about it (docs/decisions/0100-team-and-roles.md).
import type { Context } from "hono";
import { matchedRoutes } from "hono/route";
import type { AuditKind } from "~/lib/team";
import { routeKey } from "~/lib/team";
import type { AuditAction } from "../services/team/audit";
import type { HonoEnv } from "../types";

/**
 * The pattern of the endpoint that answers, or null when none does (the API's 404). Middleware
 * registered with `use` has the method ALL; route-level middleware shares its route's pattern.
 */
export function matchedRouteKey(c: Context<HonoEnv>): string | null {
  const route = matchedRoutes(c).find((r) => r.method !== "ALL");
  return route ? routeKey(c.req.method, route.path) : null;
}

// The fields of a body that say what was done, and are never a customer's personal data.
const DETAIL_FIELDS = [
  "amountCents",
  "method",
  "reason",
  "discount",
  "stage",
  "status",
  "action",
  "role",
  "staffDiscountPercent",
];

/** A JSON body's telling fields (and, for settings, which fields were sent). */
function detailsOf(kind: AuditKind, action: string, body: unknown): Record<string, unknown> {
  if (!body || typeof body !== "object" || Array.isArray(body)) return {};
  const record = body as Record<string, unknown>;
  const details: Record<string, unknown> = {};
  for (const field of DETAIL_FIELDS) if (field in record) details[field] = record[field];
  // A team member's name and email are the team's own, not a customer's.
  if (kind === "team" && action.includes("/team") && typeof record.name === "string")
    details.name = record.name;
  if (kind === "team" && typeof record.email === "string")
    details.email = record.email.trim().toLowerCase();
  if (kind === "settings") details.fields = Object.keys(record);
  return details;
}

/** What the action was done to, from the route's params; a customer's email is never kept. */
function targetOf(c: Context<HonoEnv>, action: string): string {
  const params = c.req.param() as Record<string, string>;
  const parts = Object.entries(params).map(([name, value]) =>
    name === "email" && !action.includes("/api/admin/team/")
      ? "a customer (email not kept)"
      : `${name} ${value}`,
  );
  return parts.join(", ") || "—";
}

export function auditAction(
  c: Context<HonoEnv>,
  args: { actor: string; kind: AuditKind; action: string; body: unknown },
): AuditAction {
  return {
    actor: args.actor,
    kind: args.kind,
    action: args.action,
    target: targetOf(c, args.action),
    details: detailsOf(args.kind, args.action, args.body),
    status: c.res.status,
  };
}

/** The JSON body of a write, read from a copy so the handler still reads the original. */
export async function jsonBodyCopy(request: Request): Promise<unknown> {
  if (!request.body || !request.headers.get("Content-Type")?.includes("application/json"))
    return undefined;
  try {
    return await request.clone().json();
  } catch {
    return undefined;
  }
}
