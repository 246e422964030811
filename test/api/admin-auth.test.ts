import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { devSignIn } from "~worker/auth/session";
import { ADMIN_ENDPOINTS, type AdminEndpoint } from "./admin-endpoints";
import { asOwner, ORIGIN, ownerToken, request } from "./helpers";

function init(endpoint: AdminEndpoint, headers: Record<string, string>): RequestInit {
  const h = new Headers(headers);
  let body: BodyInit | undefined;
  if (endpoint.form) body = endpoint.form();
  else if (endpoint.body !== undefined) {
    h.set("Content-Type", "application/json");
    body = JSON.stringify(endpoint.body);
  }
  return { method: endpoint.method, headers: h, body };
}

const unsafe = (e: AdminEndpoint) => e.method !== "GET";

describe("POST /api/admin/login", () => {
  it("welcomes the owner by name and email", async () => {
    const res = await asOwner("/api/admin/login", { method: "POST" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: "Signed in.",
      user: { name: "Owner", email: "owner@heightsframestudio.com" },
    });
  });

  it("accepts a listed email whatever its letter case", async () => {
    const token = await ownerToken({ email: "PARTNER@heightsframestudio.com" });
    const res = await asOwner("/api/admin/login", { method: "POST" }, token);
    expect(res.status).toBe(200);
  });

  it("reads the token from the CF_Authorization cookie when there is no header", async () => {
    const token = await ownerToken();
    const res = await request("/api/admin/login", {
      method: "POST",
      headers: { Cookie: `other=1; CF_Authorization=${token}` },
    });
    expect(res.status).toBe(200);
  });

  it("answers 401 with success false for a visitor", async () => {
    const res = await request("/api/admin/login", { method: "POST" });
    expect(res.status).toBe(401);
    const body = await res.json<{ success: boolean; message: string }>();
    expect(body.success).toBe(false);
    expect(body.message).toBeTruthy();
  });
});

describe.each([
  { method: "POST", path: "/api/admin/login", ok: [200] } as AdminEndpoint,
  ...ADMIN_ENDPOINTS,
])("$method $path", (endpoint) => {
  const call = async (token: string | null, origin: string | null = ORIGIN) => {
    const headers: Record<string, string> = {};
    if (token) headers["Cf-Access-Jwt-Assertion"] = token;
    if (origin) headers.Origin = origin;
    return request(endpoint.path, init(endpoint, headers));
  };

  it("refuses a visitor without a token (401)", async () => {
    const res = await call(null);
    expect(res.status).toBe(401);
    expect(await res.json()).toHaveProperty(
      endpoint.path === "/api/admin/login" ? "message" : "error",
    );
  });
  it("refuses a token signed by another key (401)", async () => {
    expect((await call(await ownerToken({ untrusted: true }))).status).toBe(401);
  });
  it("refuses a token for another audience (401)", async () => {
    expect((await call(await ownerToken({ audience: "some-other-app" }))).status).toBe(401);
  });
  it("refuses a token from another issuer (401)", async () => {
    expect(
      (await call(await ownerToken({ issuer: "https://evil.cloudflareaccess.com" }))).status,
    ).toBe(401);
  });
  it("refuses an expired token (401)", async () => {
    expect((await call(await ownerToken({ expiresIn: -60 }))).status).toBe(401);
  });
  it("refuses a valid token for an email that is not the owner's (403)", async () => {
    expect((await call(await ownerToken({ email: "stranger@example.com" }))).status).toBe(403);
  });
  // The login check changes nothing, so only real changes need the same-origin proof.
  if (unsafe(endpoint) && endpoint.path !== "/api/admin/login") {
    it("refuses a cross-origin change even with a valid token (403)", async () => {
      expect((await call(await ownerToken(), "https://evil.example")).status).toBe(403);
      expect((await call(await ownerToken(), null)).status).toBe(403);
    });
  }
  it("serves the owner", async () => {
    const res = await call(await ownerToken());
    expect(endpoint.ok).toContain(res.status);
  });
});

describe("admin pages", () => {
  it.each(["/admin", "/seo-dashboard"])(
    "%s shows the sign-in screen with 401 to a visitor",
    async (path) => {
      const res = await request(path);
      expect(res.status).toBe(401);
      expect(res.headers.get("Cache-Control")).toContain("no-store");
      expect(await res.text()).toContain("Admin Panel Access");
    },
  );

  it("/admin shows the panel to the owner", async () => {
    const res = await asOwner("/admin");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Heights Frame Studio Admin");
    expect(html).toContain("Portfolio Images");
  });

  it("/admin refuses a non-owner with 403", async () => {
    const res = await asOwner("/admin", {}, await ownerToken({ email: "stranger@example.com" }));
    expect(res.status).toBe(403);
  });

  it.each(["/admin", "/seo-dashboard"])(
    "%s is guarded by the one admin layout: 403 for another account, private for the owner",
    async (path) => {
      const stranger = await asOwner(path, {}, await ownerToken({ email: "stranger@example.com" }));
      expect(stranger.status).toBe(403);
      expect(await stranger.text()).toContain("Admin Panel Access");
      const owner = await asOwner(path);
      expect(owner.status).toBe(200);
      expect(owner.headers.get("Cache-Control")).toBe("private, no-store");
      expect(await owner.text()).not.toContain("Admin Panel Access");
    },
  );
});

describe("dev sign-in and ACCESS_JWKS", () => {
  it("refuses a locally signed token on a non-localhost host", async () => {
    const token = await ownerToken();
    const { exports } = await import("cloudflare:workers");
    const res = await exports.default.fetch(
      new Request("https://heightsframestudio.com/api/admin/login", {
        method: "POST",
        headers: { "Cf-Access-Jwt-Assertion": token },
      }),
    );
    expect(res.status).toBe(401);
  });

  it("has no dev sign-in without a configured dev key", async () => {
    const res = await request("/api/dev/sign-in");
    expect(res.status).toBe(404);
  });
});

describe("dev sign-in's returnTo", () => {
  // The sign-in route as `npm run dev` serves it: with a dev signing key on localhost.
  const devEnv = { ...env, DEV_SIGNING_KEY: env.TEST_SIGNING_KEY };
  const signIn = (query: string) =>
    devSignIn.request(`http://localhost/sign-in${query}`, { redirect: "manual" }, devEnv);

  const cases: Array<[raw: string, location: string]> = [
    ["", "/admin"],
    ["?returnTo=/admin", "/admin"],
    [`?returnTo=${encodeURIComponent("/seo-dashboard?signedIn=1")}`, "/seo-dashboard?signedIn=1"],
    [`?returnTo=${encodeURIComponent("/admin?tab=blog#posts")}`, "/admin?tab=blog#posts"],
    ["?returnTo=//evil.example", "/admin"],
    ["?returnTo=%2F%2Fevil.example", "/admin"],
    ["?returnTo=%252F%252Fevil.example", "/admin"],
    ["?returnTo=/\\evil.example", "/admin"],
    ["?returnTo=/%5Cevil.example", "/admin"],
    ["?returnTo=/%255Cevil.example", "/admin"],
    ["?returnTo=%5C%5Cevil.example", "/admin"],
    ["?returnTo=/%09/evil.example", "/admin"],
    ["?returnTo=/%0A/evil.example", "/admin"],
    ["?returnTo=/%00admin", "/admin"],
    ["?returnTo=%20//evil.example", "/admin"],
    ["?returnTo=https:evil.example", "/admin"],
    ["?returnTo=http:evil.example", "/admin"],
    ["?returnTo=https://evil.example/admin", "/admin"],
    ["?returnTo=http://localhost:8787/admin", "/admin"],
    ["?returnTo=javascript:alert(1)", "/admin"],
    ["?returnTo=%6Aavascript:alert(1)", "/admin"],
    ["?returnTo=admin", "/admin"],
    ["?returnTo=%E0%A4%A", "/admin"],
    ["?returnTo=/%E0%A4%A", "/admin"],
  ];

  it.each(cases)("%s redirects to %s, signed in, never a 500", async (query, location) => {
    const res = await signIn(query);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(location);
    expect(res.headers.get("Set-Cookie")).toMatch(/^CF_Authorization=ey/);
  });
});

describe("logout", () => {
  it("clears the session cookie and returns to the sign-in screen locally", async () => {
    const res = await request("/api/admin/logout", {
      method: "POST",
      headers: { Origin: ORIGIN },
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin?signedOut=1");
    expect(res.headers.get("Set-Cookie")).toMatch(/CF_Authorization=;.*Max-Age=0/i);
  });

  it("ends the Access session in production", async () => {
    const { exports } = await import("cloudflare:workers");
    const res = await exports.default.fetch(
      new Request("https://heightsframestudio.com/api/admin/logout", {
        method: "POST",
        headers: { Origin: "https://heightsframestudio.com" },
        redirect: "manual",
      }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/cdn-cgi/access/logout");
  });
});
