// Per-visitor limits on public writes (docs/decisions/0004-forms.md). Counters live in D1 (strongly
// consistent, unlike KV); the client address is only ever stored hashed, with the window.
import { database } from "~db/client";
import { countHit } from "~db/repositories/rate-limits";

export interface RateLimitPolicy {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

// 5 submissions a minute per visitor for contact messages and appointment requests.
export const PUBLIC_WRITE_LIMIT: RateLimitPolicy = {
  bucket: "public-write",
  limit: 5,
  windowSeconds: 60,
};

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function clientAddress(request: Request): string {
  // On Cloudflare this header is the visitor's address; locally it is absent (docs/decisions/0017-local-server-quirks.md).
  return request.headers.get("CF-Connecting-IP") ?? "local";
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export async function checkRateLimit(
  env: Pick<Env, "DB">,
  request: Request,
  policy: RateLimitPolicy,
): Promise<RateLimitResult> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const windowStart = nowSeconds - (nowSeconds % policy.windowSeconds);
  const windowEnd = windowStart + policy.windowSeconds;
  const key = await sha256Hex(`${policy.bucket}|${clientAddress(request)}|${windowStart}`);
  const count = await countHit(database(env.DB), key, windowEnd, nowSeconds);
  if (count <= policy.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, windowEnd - nowSeconds) };
}

export const TOO_MANY_REQUESTS =
  "Too many submissions from your connection. Please wait a minute and try again, or call us.";
