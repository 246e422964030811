// Per-visitor limits on public writes (docs/decisions/0004-forms.md). Counters live in D1 (strongly
// consistent, unlike KV); the client address is only ever stored hashed, with the window.
import { database } from "~db/client";
import type { ClientKeys } from "~db/repositories/emails";
import { countHit, peekCount } from "~db/repositories/rate-limits";

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

// The clock the windows are counted on (milliseconds, as Date.now()).
let clock = () => Date.now();

/** For tests: count the windows on another clock, returning a function that restores the real one. */
export function replaceRateLimitClock(stand_in: () => number): () => void {
  const previous = clock;
  clock = stand_in;
  return () => {
    clock = previous;
  };
}

export async function checkRateLimit(
  env: Pick<Env, "DB">,
  request: Request,
  policy: RateLimitPolicy,
): Promise<RateLimitResult> {
  const nowSeconds = Math.floor(clock() / 1000);
  const windowStart = nowSeconds - (nowSeconds % policy.windowSeconds);
  const windowEnd = windowStart + policy.windowSeconds;
  const key = await sha256Hex(`${policy.bucket}|${clientAddress(request)}|${windowStart}`);
  const count = await countHit(database(env.DB), key, windowEnd, nowSeconds);
  if (count <= policy.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, windowEnd - nowSeconds) };
}

export const TOO_MANY_REQUESTS =
  "Too many submissions from your connection. Please wait a minute and try again, or call us.";

/**
 * A daily count per client address that only stored things add to (new booking requests): ask
 * `reached` before, `add` after (docs/decisions/0028-booking-caps-and-spam.md). The address is
 * only ever stored hashed, with the day.
 */
export function dailyCounter(bucket: string, limit: number, client: string, now = new Date()) {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const dayStart = nowSeconds - (nowSeconds % 86_400);
  const key = sha256Hex(`${bucket}|${client}|${dayStart}`);
  return {
    async reached(env: Pick<Env, "DB">): Promise<boolean> {
      return (await peekCount(database(env.DB), await key, nowSeconds)) >= limit;
    },
    async add(env: Pick<Env, "DB">): Promise<void> {
      await countHit(database(env.DB), await key, dayStart + 86_400, nowSeconds);
    },
  };
}

/**
 * The client address as the outbox keeps it with an acknowledgement, for the limit per connection
 * (docs/decisions/0027-acknowledgement-limits.md): hashed with this UTC day, and with the day
 * before so that an hour across midnight is counted whole.
 */
export async function clientKeys(client: string, now = new Date()): Promise<ClientKeys> {
  const dayStart = Math.floor(now.getTime() / 86_400_000) * 86_400;
  return {
    today: await sha256Hex(`acknowledgement|${client}|${dayStart}`),
    yesterday: await sha256Hex(`acknowledgement|${client}|${dayStart - 86_400}`),
  };
}
