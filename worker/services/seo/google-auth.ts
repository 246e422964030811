// A Google API access token for Search Console from a service account (the lasting setup: the
// account's key signs a short JWT that Google exchanges for a one-hour token, renewed as needed).
// A ready-made SEARCH_CONSOLE_ACCESS_TOKEN is still accepted, e.g. for a quick one-off check.
import { importPKCS8, SignJWT } from "jose";
import { externalFetch } from "../external/http";

export const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";
export const SEARCH_CONSOLE_SCOPE = "https://www.googleapis.com/auth/webmasters.readonly";

export type GoogleAuthEnv = {
  SEARCH_CONSOLE_CLIENT_EMAIL?: string;
  SEARCH_CONSOLE_PRIVATE_KEY?: string;
  SEARCH_CONSOLE_ACCESS_TOKEN?: string;
};

export function googleAuthConfigured(env: GoogleAuthEnv): boolean {
  return Boolean(
    (env.SEARCH_CONSOLE_CLIENT_EMAIL && env.SEARCH_CONSOLE_PRIVATE_KEY) ||
      env.SEARCH_CONSOLE_ACCESS_TOKEN,
  );
}

// One token per isolate, reused until a minute before it expires.
let cached: { email: string; token: string; expiresAt: number } | undefined;

export function forgetGoogleToken() {
  cached = undefined;
}

export async function googleAccessToken(env: GoogleAuthEnv, now = Date.now()): Promise<string> {
  const email = env.SEARCH_CONSOLE_CLIENT_EMAIL;
  const pem = env.SEARCH_CONSOLE_PRIVATE_KEY;
  if (!email || !pem) {
    if (env.SEARCH_CONSOLE_ACCESS_TOKEN) return env.SEARCH_CONSOLE_ACCESS_TOKEN;
    throw new Error("Search Console is not configured.");
  }
  if (cached && cached.email === email && cached.expiresAt - 60_000 > now) return cached.token;

  // Secrets often arrive with literal "\n" sequences instead of newlines.
  const key = await importPKCS8(pem.replace(/\\n/g, "\n"), "RS256");
  const iat = Math.floor(now / 1000);
  const assertion = await new SignJWT({ scope: SEARCH_CONSOLE_SCOPE })
    .setProtectedHeader({ alg: "RS256", typ: "JWT" })
    .setIssuer(email)
    .setAudience(GOOGLE_TOKEN_URL)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 3600)
    .sign(key);
  const res = await externalFetch(GOOGLE_TOKEN_URL, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
      assertion,
    }),
  });
  if (!res.ok) throw new Error(`Google token exchange answered ${res.status}`);
  const body = (await res.json()) as { access_token?: string; expires_in?: number };
  if (!body.access_token) throw new Error("Google token exchange returned no access token");
  cached = { email, token: body.access_token, expiresAt: now + (body.expires_in ?? 3600) * 1000 };
  return body.access_token;
}
