import { env } from "cloudflare:workers";
import { exportJWK, generateKeyPair, type JWK } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { devSignIn } from "~worker/auth/session";
import { signAccessToken } from "~worker/auth/sign-token";
import { ADMIN_ENDPOINTS, type AdminEndpoint, endpointInit as init } from "./admin-endpoints";
import { asOwner, ORIGIN, OWNER_EMAIL, ownerToken, request, requestWithEnv } from "./helpers";

const unsafe = (e: AdminEndpoint) => e.method !== "GET";

describe("POST /api/admin/login", () => {
  it("welcomes the owner by name and email", async () => {
    const res = await asOwner("/api/admin/login", { method: "POST" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: "Signed in.",
      user: { name: "Owner", email: "owner@heightsframestudio.com", role: "owner" },
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

  it("/admin shows the owner's Today screen and the way to every other screen", async () => {
    const res = await asOwner("/admin");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Today | Heights Frame Studio admin");
    for (const href of ["/admin/messages", "/admin/images", "/admin/blog", "/seo-dashboard"])
      expect(html).toContain(`href="${href}"`);
  });

  it("an unknown address under /admin is a 404 in the owner's shell, and only the sign-in screen to a visitor", async () => {
    const owner = await asOwner("/admin/no-such-screen");
    expect(owner.status).toBe(404);
    expect(owner.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await owner.text();
    expect(html).toContain("There is no such screen");
    expect(html).toContain('href="/admin/messages"');
    expect(html).not.toContain("Page Not Found");

    const visitor = await request("/admin/no-such-screen");
    expect(visitor.status).toBe(401);
    const text = await visitor.text();
    expect(text).toContain("Admin Panel Access");
    expect(text).not.toContain("There is no such screen");
  });

  it("the sign-in screen opens quietly and speaks plainly; a broken sign-in says so", async () => {
    const first = await (await request("/admin")).text();
    expect(first).not.toContain("Please sign in to continue");
    expect(first).not.toContain("Check Authentication");
    expect(first).not.toContain('role="alert"');
    const broken = await (await asOwner("/admin", {}, "not-a-real-token")).text();
    expect(broken).toContain("Your sign-in is invalid or has expired");
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

describe("production sign-in against the team's remote JWKS (stand-in certs endpoint)", () => {
  // A team domain of its own: the Worker caches key sets per certs URL for the isolate's life.
  const team = `hfs-test-${Date.now().toString(36)}.cloudflareaccess.com`;
  const certsUrl = `https://${team}/cdn-cgi/access/certs`;
  const production: Partial<Env> = {
    ENVIRONMENT: "production",
    ACCESS_JWKS: "",
    ACCESS_TEAM_DOMAIN: team,
    ACCESS_AUD: "prod-aud",
  };
  let teamKey: JWK;
  let otherKey: JWK;
  let certsRequests: string[] = [];

  async function keyPair(kid: string) {
    const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
    return {
      publicJwk: { ...(await exportJWK(publicKey)), kid, alg: "RS256" },
      privateJwk: { ...(await exportJWK(privateKey)), kid, alg: "RS256" },
    };
  }

  beforeAll(async () => {
    const [team, other] = await Promise.all([keyPair("access-2026"), keyPair("access-2026")]);
    teamKey = team.privateJwk;
    otherKey = other.privateJwk;
    const realFetch = globalThis.fetch;
    // jose fetches the JWKS with the global fetch: answer for the team's certs URL only.
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith("/cdn-cgi/access/certs")) {
        certsRequests.push(url);
        return url === certsUrl
          ? Response.json({ keys: [team.publicJwk] })
          : new Response("unknown team", { status: 404 });
      }
      return realFetch(input, init);
    });
  });
  afterEach(() => {
    certsRequests = [];
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  const signed = (key: JWK, claims: { audience?: string; issuer?: string } = {}) =>
    signAccessToken(key, {
      email: OWNER_EMAIL,
      audience: claims.audience ?? "prod-aud",
      issuer: claims.issuer ?? `https://${team}`,
    });

  const login = (token: string, overrides: Partial<Env> = production) =>
    requestWithEnv(overrides, "https://heightsframestudio.com/api/admin/login", {
      method: "POST",
      headers: { "Cf-Access-Jwt-Assertion": token },
    });

  it("accepts a token signed by the team's key, fetched from its certs URL", async () => {
    const res = await login(await signed(teamKey));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, user: { email: OWNER_EMAIL } });
    // The first verification for this team fetches its key set (then cached for the isolate).
    expect(certsRequests).toEqual([certsUrl]);
  });

  it("also admits the owner to the admin page with the cookie", async () => {
    const res = await requestWithEnv(production, "https://heightsframestudio.com/admin", {
      headers: { Cookie: `CF_Authorization=${await signed(teamKey)}` },
    });
    expect(res.status).toBe(200);
  });

  it("refuses a token signed by another key with the team's key id (401)", async () => {
    expect((await login(await signed(otherKey))).status).toBe(401);
  });

  it("refuses the team's key used for another application or issuer (401)", async () => {
    expect((await login(await signed(teamKey, { audience: "other-app" }))).status).toBe(401);
    expect(
      (await login(await signed(teamKey, { issuer: "https://evil.cloudflareaccess.com" }))).status,
    ).toBe(401);
  });

  it("refuses the local development key set in production, even on localhost (401)", async () => {
    const res = await requestWithEnv(
      { ENVIRONMENT: "production", ACCESS_JWKS: env.ACCESS_JWKS },
      "/api/admin/login",
      { method: "POST", headers: { "Cf-Access-Jwt-Assertion": await ownerToken() } },
    );
    expect(res.status).toBe(401);
  });

  it.each([
    ["no team domain", { ACCESS_TEAM_DOMAIN: "" }],
    ["no application AUD", { ACCESS_AUD: "" }],
    ["no admin email", { ADMIN_EMAILS: " , " }],
  ])("fails closed with %s (401), even for a well-signed token", async (_case, missing) => {
    const res = await login(await signed(teamKey), { ...production, ...missing });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      success: false,
      message: "Admin sign-in is not configured on this server.",
    });
    expect(certsRequests).toEqual([]);
  });
});
