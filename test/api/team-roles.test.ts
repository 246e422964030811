// The endpoint x role table, derived from the API's own routes (docs/decisions/0100-team-and-roles.md):
// every route behind requireAdmin must be in the permission map (app/lib/team.ts) and in the list
// of admin endpoints (./admin-endpoints.ts), so a new endpoint cannot be forgotten.
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ROUTES, refusalFor, roleCan, routeKey, routeRule } from "~/lib/team";
import { api } from "~worker/api";
import { requireAdmin } from "~worker/auth/require-admin";
import { adminSession } from "~worker/auth/session";
import { ADMIN_ENDPOINTS, endpointInit } from "./admin-endpoints";
import { asOwner, json, ORIGIN, ownerToken, request } from "./helpers";

const STAFF_EMAIL = "sam@example.com";

/** Every route the API answers behind requireAdmin, as "METHOD /api/path". */
function adminRoutesOfTheApi(): string[] {
  const guardedPrefixes: string[] = [];
  const guarded = new Set<string>();
  for (const r of api.routes) {
    if (r.handler !== requireAdmin) continue;
    if (r.method === "ALL" && r.path.endsWith("/*")) guardedPrefixes.push(r.path.slice(0, -1));
    else guarded.add(routeKey(r.method, `/api${r.path}`));
  }
  // The sign-in itself (login, logout) is mounted under /admin but answers before the guard.
  const signIn = new Set(adminSession.routes.map((r) => r.handler));
  for (const r of api.routes) {
    if (r.method === "ALL" || signIn.has(r.handler)) continue;
    if (guardedPrefixes.some((prefix) => r.path.startsWith(prefix)))
      guarded.add(routeKey(r.method, `/api${r.path}`));
  }
  return [...guarded].sort();
}

/** Whether a concrete address (as in ADMIN_ENDPOINTS) is one of a route pattern's. */
function matches(key: string, method: string, path: string): boolean {
  const [keyMethod, pattern] = key.split(" ");
  if (keyMethod !== method) return false;
  const source = pattern
    .split("/")
    .map((part) => {
      const param = /^:\w+(?:\{(.+)\})?$/.exec(part);
      if (param) return param[1] ? `(?:${param[1]})` : "[^/]+";
      return part.replace(/[.]/g, "\\.");
    })
    .join("/");
  return new RegExp(`^${source}$`).test(path.split("?")[0]);
}

describe("the permission map is derived from the routes", () => {
  const routes = adminRoutesOfTheApi();

  it("finds the admin routes of the API", () => {
    expect(routes.length).toBeGreaterThan(80);
    expect(routes).toContain("POST /api/admin/jobs/:id/refunds");
    expect(routes).toContain("POST /api/usage/reset");
    expect(routes).not.toContain("POST /api/admin/login");
  });

  it("gives every admin route a rule in app/lib/team.ts", () => {
    expect(routes.filter((key) => !(key in ADMIN_ROUTES))).toEqual([]);
  });

  it("lists no rule for a route that does not exist", () => {
    const all = new Set(api.routes.map((r) => routeKey(r.method, `/api${r.path}`)));
    expect(Object.keys(ADMIN_ROUTES).filter((key) => !all.has(key))).toEqual([]);
  });

  it("has an entry in admin-endpoints.ts for every admin route", () => {
    const untested = routes.filter(
      (key) => !ADMIN_ENDPOINTS.some((e) => matches(key, e.method, e.path)),
    );
    expect(untested).toEqual([]);
  });

  it("leaves a route missing from the map to the owner alone", () => {
    expect(routeRule("POST /api/admin/something-new")).toEqual({
      capability: "owner-only",
      audit: "settings",
    });
  });
});

describe("each role against every admin endpoint", () => {
  beforeAll(async () => {
    const res = await asOwner(
      "/api/admin/team",
      json({ email: STAFF_EMAIL, name: "Sam Counter", role: "staff" }),
    );
    expect([201, 409]).toContain(res.status);
  });

  const ruleOf = (method: string, path: string) => {
    const key = Object.keys(ADMIN_ROUTES).find((k) => matches(k, method, path));
    if (!key) throw new Error(`No rule for ${method} ${path}`);
    return routeRule(key);
  };

  describe.each(ADMIN_ENDPOINTS)("$method $path", (endpoint) => {
    const rule = ruleOf(endpoint.method, endpoint.path);
    const staffMay = roleCan("staff", rule.capability);

    it(`answers staff ${staffMay ? endpoint.ok.join(" or ") : "403"}`, async () => {
      const token = await ownerToken({ email: STAFF_EMAIL });
      const res = await request(
        endpoint.path,
        endpointInit(endpoint, { "Cf-Access-Jwt-Assertion": token, Origin: ORIGIN }),
      );
      if (staffMay) expect(endpoint.ok).toContain(res.status);
      else {
        expect(res.status).toBe(403);
        if (rule.capability !== "work")
          expect(await res.json()).toEqual({ error: refusalFor(rule.capability) });
      }
    });

    it("answers someone not on the team 403", async () => {
      const token = await ownerToken({ email: "stranger@example.com" });
      const res = await request(
        endpoint.path,
        endpointInit(endpoint, { "Cf-Access-Jwt-Assertion": token, Origin: ORIGIN }),
      );
      expect(res.status).toBe(403);
    });
  });
});
