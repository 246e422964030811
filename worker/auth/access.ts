// The one verification path for the team's Cloudflare Access JWT (docs/decisions/0002-owner-access.md),
// and the team member's role, read on every request (docs/decisions/0100-team-and-roles.md).
// Production: the team's JWKS. Local development and tests: an inline JWKS (ACCESS_JWKS),
// accepted only when ENVIRONMENT=development and the host is localhost.
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from "jose";
import type { TeamRole } from "~/lib/team";
import { database } from "~db/client";
import { findTeamMember } from "~db/repositories/team";

export const ACCESS_COOKIE = "CF_Authorization";
export const ACCESS_HEADER = "Cf-Access-Jwt-Assertion";

export interface AdminIdentity {
  email: string;
  name: string;
  role: TeamRole;
}

export type AccessResult =
  | { ok: true; admin: AdminIdentity }
  | { ok: false; status: 401 | 403; error: string };

type AccessEnv = Pick<
  Env,
  "ENVIRONMENT" | "ACCESS_TEAM_DOMAIN" | "ACCESS_AUD" | "ADMIN_EMAILS" | "ACCESS_JWKS" | "DB"
>;

export function isLocalDevelopment(env: Pick<Env, "ENVIRONMENT">, url: URL): boolean {
  return (
    env.ENVIRONMENT === "development" &&
    (url.hostname === "localhost" || url.hostname === "127.0.0.1")
  );
}

export function accessIssuer(env: Pick<Env, "ACCESS_TEAM_DOMAIN">): string {
  return `https://${env.ACCESS_TEAM_DOMAIN}`;
}

export function adminEmails(env: Pick<Env, "ADMIN_EMAILS">): string[] {
  return env.ADMIN_EMAILS.split(",")
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * The role of a verified email, or null when it is not on the team: ADMIN_EMAILS are always
 * owners, the rest are the owner's rows. Never cached, so a removal takes effect at once.
 */
export async function teamMemberOf(
  env: Pick<Env, "ADMIN_EMAILS" | "DB">,
  email: string,
): Promise<{ role: TeamRole; name: string | null } | null> {
  if (adminEmails(env).includes(email)) return { role: "owner", name: null };
  const row = await findTeamMember(database(env.DB), email);
  return row ? { role: row.role, name: row.name } : null;
}

// Cached per isolate; jose refreshes the remote set when it sees an unknown key id.
const remoteKeySets = new Map<string, JWTVerifyGetKey>();

function keySetFor(env: AccessEnv, url: URL): JWTVerifyGetKey | null {
  if (env.ACCESS_JWKS) {
    if (!isLocalDevelopment(env, url)) return null;
    try {
      return createLocalJWKSet(JSON.parse(env.ACCESS_JWKS));
    } catch {
      return null;
    }
  }
  const certsUrl = `${accessIssuer(env)}/cdn-cgi/access/certs`;
  let keySet = remoteKeySets.get(certsUrl);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(certsUrl), {
      cacheMaxAge: 10 * 60 * 1000,
      timeoutDuration: 5000,
    });
    remoteKeySets.set(certsUrl, keySet);
  }
  return keySet;
}

export function readAccessToken(request: Request): string | null {
  const header = request.headers.get(ACCESS_HEADER);
  if (header) return header;
  const cookies = request.headers.get("Cookie") ?? "";
  for (const part of cookies.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === ACCESS_COOKIE && rest.length) return rest.join("=");
  }
  return null;
}

// Access never issues a session longer than 24 hours: a token without `exp` or `iat`, one that
// lives longer, or one issued in the future is not one Access made (docs/decisions/0020-access-token-lifetime.md).
const ACCESS_MAX_LIFETIME_SECONDS = 24 * 60 * 60;
const ACCESS_CLOCK_SKEW_SECONDS = 60;

function hasAccessLifetime(payload: JWTPayload, nowSeconds: number): boolean {
  const { exp, iat } = payload;
  if (typeof exp !== "number" || typeof iat !== "number") return false;
  if (!Number.isFinite(exp) || !Number.isFinite(iat)) return false;
  if (iat > nowSeconds + ACCESS_CLOCK_SKEW_SECONDS) return false;
  return exp - iat <= ACCESS_MAX_LIFETIME_SECONDS + ACCESS_CLOCK_SKEW_SECONDS;
}

function displayName(email: string, claimedName: unknown): string {
  if (typeof claimedName === "string" && claimedName.trim()) return claimedName.trim();
  const local = email.split("@")[0] ?? email;
  return local.charAt(0).toUpperCase() + local.slice(1);
}

/** No sign-in cookie or header at all: nothing went wrong yet, the sign-in screen stays quiet. */
export const NOT_SIGNED_IN = "Please sign in to continue.";

export async function verifyAccess(request: Request, env: AccessEnv): Promise<AccessResult> {
  const allowed = adminEmails(env);
  // Missing configuration fails closed, never open.
  if (!env.ACCESS_TEAM_DOMAIN || !env.ACCESS_AUD || allowed.length === 0) {
    return { ok: false, status: 401, error: "Admin sign-in is not configured on this server." };
  }
  const token = readAccessToken(request);
  if (!token) return { ok: false, status: 401, error: NOT_SIGNED_IN };
  const keySet = keySetFor(env, new URL(request.url));
  if (!keySet)
    return { ok: false, status: 401, error: "Admin sign-in is not configured on this server." };

  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keySet, {
      audience: env.ACCESS_AUD,
      issuer: accessIssuer(env),
      algorithms: ["RS256", "ES256"],
    }));
  } catch {
    return {
      ok: false,
      status: 401,
      error: "Your sign-in is invalid or has expired. Please sign in again.",
    };
  }
  if (!hasAccessLifetime(payload, Math.floor(Date.now() / 1000))) {
    return {
      ok: false,
      status: 401,
      error: "Your sign-in is invalid or has expired. Please sign in again.",
    };
  }
  const email = typeof payload.email === "string" ? payload.email.toLowerCase() : "";
  const member = email ? await teamMemberOf(env, email) : null;
  if (!member) {
    return { ok: false, status: 403, error: "This account is not allowed to manage the shop." };
  }
  const name = member.name ?? displayName(email, payload.name);
  return { ok: true, admin: { email, name, role: member.role } };
}
