// Private customer pages (a booking, a job's status, a quote) are reached by a link holding a
// 128-bit random token; D1 keeps only its SHA-256 hash (docs/decisions/0031-private-links.md).

/** 128 random bits, base64url (22 characters). */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** SHA-256 hex of a token: what D1 keeps instead of the token. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Constant-time comparison for secrets in URLs. */
export function sameSecret(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * A job's status-page token, derived (HMAC-SHA-256) from the Worker's ORDER_LINK_SECRET and the
 * job's random link salt, so every job email can repeat the same link while D1 keeps only the
 * salt and the token's hash. 128 bits, base64url.
 */
export async function derivedToken(
  secret: string,
  salt: string,
  // Keeps a booking's token apart from a job's even under one secret; jobs and quotes keep
  // "order" so their links sent before stay valid (docs/decisions/0075-derived-booking-links.md).
  purpose: "order" | "booking" = "order",
): Promise<string> {
  if (!secret) throw new Error("ORDER_LINK_SECRET is not set: job links cannot be made.");
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(
    await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${purpose}:${salt}`)),
  );
  return btoa(String.fromCharCode(...mac.slice(0, 16)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The shape of a token in a URL: anything else is refused before D1 is asked. */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{22}$/.test(token);

// Local development only: a fixed key, so links work without a secret; anywhere else the
// ORDER_LINK_SECRET must be set (docs/decisions/0031-private-links.md).
const DEV_ORDER_LINK_SECRET = "local-development-order-links";

function linkSecret(env: Pick<Env, "ORDER_LINK_SECRET" | "ENVIRONMENT">): string {
  return env.ORDER_LINK_SECRET || (env.ENVIRONMENT === "development" ? DEV_ORDER_LINK_SECRET : "");
}

/** Whether derived links can be made here (the secret is set, or this is local development). */
export function canDeriveLinks(env: Pick<Env, "ORDER_LINK_SECRET" | "ENVIRONMENT">): boolean {
  return Boolean(linkSecret(env));
}

type LinkPath = "order" | "quote" | "booking";

/** A private page's token, derived from the record's `salt` under the Worker's secret. */
export function privateLinkToken(
  env: Pick<Env, "ORDER_LINK_SECRET" | "ENVIRONMENT">,
  path: LinkPath,
  salt: string,
): Promise<string> {
  return derivedToken(linkSecret(env), salt, path === "booking" ? "booking" : "order");
}

/** A private page's full address, e.g. `/order/<token>`, its token derived from `salt`. */
export async function privateLinkUrl(
  env: Pick<Env, "SITE_URL" | "ORDER_LINK_SECRET" | "ENVIRONMENT">,
  path: LinkPath,
  salt: string,
): Promise<string> {
  const token = await privateLinkToken(env, path, salt);
  return `${env.SITE_URL.replace(/\/$/, "")}/${path}/${token}`;
}
