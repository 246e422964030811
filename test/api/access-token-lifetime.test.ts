// Access tokens must say when they were issued and when they end, and live no longer than
// Access ever issues (docs/decisions/0020-access-token-lifetime.md). The tests sign their own.
import { env } from "cloudflare:workers";
import { importJWK, type JWK, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { devSignIn } from "~worker/auth/session";
import { asOwner, OWNER_EMAIL } from "./helpers";

const HOUR = 60 * 60;

async function tokenWith(claims: { iat?: number; exp?: number }): Promise<string> {
  const jwk = JSON.parse(env.TEST_SIGNING_KEY) as JWK;
  const alg = jwk.alg ?? "RS256";
  const jwt = new SignJWT({ email: OWNER_EMAIL, type: "app" })
    .setProtectedHeader({ alg, kid: jwk.kid })
    .setSubject(OWNER_EMAIL)
    .setIssuer(`https://${env.ACCESS_TEAM_DOMAIN}`)
    .setAudience(env.ACCESS_AUD);
  if (claims.iat !== undefined) jwt.setIssuedAt(claims.iat);
  if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp);
  return jwt.sign(await importJWK(jwk, alg));
}

const login = (token: string) => asOwner("/api/admin/login", { method: "POST" }, token);
const now = () => Math.floor(Date.now() / 1000);

describe("Access token lifetime", () => {
  it("accepts a token that lives 24 hours, and one at the edge of the clock skew", async () => {
    const t = now();
    expect((await login(await tokenWith({ iat: t, exp: t + 24 * HOUR }))).status).toBe(200);
    expect((await login(await tokenWith({ iat: t, exp: t + 24 * HOUR + 60 }))).status).toBe(200);
    expect((await login(await tokenWith({ iat: t + 30, exp: t + HOUR }))).status).toBe(200);
  });

  it("refuses a token without exp (401)", async () => {
    const res = await login(await tokenWith({ iat: now() }));
    expect(res.status).toBe(401);
    expect((await res.json<{ success: boolean }>()).success).toBe(false);
  });

  it("refuses a token without iat (401)", async () => {
    expect((await login(await tokenWith({ exp: now() + HOUR }))).status).toBe(401);
  });

  it("refuses a token that lives longer than 24 hours (401)", async () => {
    const t = now();
    expect((await login(await tokenWith({ iat: t, exp: t + 24 * HOUR + 61 }))).status).toBe(401);
    expect((await login(await tokenWith({ iat: t, exp: t + 10 * 365 * 24 * HOUR }))).status).toBe(
      401,
    );
  });

  it("refuses a token issued in the future beyond the clock skew (401)", async () => {
    const t = now();
    expect((await login(await tokenWith({ iat: t + 300, exp: t + HOUR }))).status).toBe(401);
  });

  it("the dev sign-in still issues a token the owner API accepts", async () => {
    const devEnv = { ...env, DEV_SIGNING_KEY: env.TEST_SIGNING_KEY };
    const res = await devSignIn.request("http://localhost/sign-in", { redirect: "manual" }, devEnv);
    const token = /^CF_Authorization=([^;]+)/.exec(res.headers.get("Set-Cookie") ?? "")?.[1];
    expect(token).toBeTruthy();
    expect((await login(token as string)).status).toBe(200);
  });
});
