// Requests against the real Worker (SSR + API) with real local D1/R2/KV, and owner sign-in tokens.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { onTestFinished } from "vitest";
import { signAccessToken } from "~worker/auth/sign-token";
import worker from "~worker/index";
import { replaceRateLimitClock } from "~worker/services/rate-limit";
import { deliverOutbox } from "./outbox-helpers";

export const ORIGIN = "http://localhost";
export const OWNER_EMAIL = "owner@heightsframestudio.com";

export function request(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(new Request(new URL(path, ORIGIN), init));
}

/**
 * The same Worker with some bindings replaced: production settings, configured secrets or a
 * stand-in email binding. Work the Worker leaves in waitUntil is finished before it returns.
 */
export async function requestWithEnv(
  overrides: Partial<Env>,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(new URL(path, ORIGIN), init),
    { ...env, ...overrides },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  // A test that brings its own email binding sees the request's emails go through it.
  if (overrides.NOTIFY) await deliverOutbox({ NOTIFY: overrides.NOTIFY });
  return res;
}

export interface TokenOptions {
  email?: string;
  audience?: string;
  issuer?: string;
  expiresIn?: number;
  untrusted?: boolean;
}

export function ownerToken(opts: TokenOptions = {}): Promise<string> {
  return signAccessToken(
    JSON.parse(opts.untrusted ? env.TEST_UNTRUSTED_KEY : env.TEST_SIGNING_KEY),
    {
      email: opts.email ?? OWNER_EMAIL,
      audience: opts.audience ?? env.ACCESS_AUD,
      issuer: opts.issuer ?? `https://${env.ACCESS_TEAM_DOMAIN}`,
      expiresIn: opts.expiresIn,
    },
  );
}

async function ownerInit(init: RequestInit, token?: string): Promise<RequestInit> {
  const headers = new Headers(init.headers);
  headers.set("Cf-Access-Jwt-Assertion", token ?? (await ownerToken()));
  if (!headers.has("Origin")) headers.set("Origin", ORIGIN);
  return { ...init, headers };
}

/** A same-origin request from the signed-in owner's browser. */
export async function asOwner(
  path: string,
  init: RequestInit = {},
  token?: string,
): Promise<Response> {
  return request(path, await ownerInit(init, token));
}

/** asOwner, with some bindings replaced (see requestWithEnv). */
export async function asOwnerWithEnv(
  overrides: Partial<Env>,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  return requestWithEnv(overrides, path, await ownerInit(init));
}

export function json(body: unknown, init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json");
  return { method: "POST", ...init, headers, body: JSON.stringify(body) };
}

export async function countRows(table: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Each file starts from fresh storage (fresh-storage.ts), not each test: empty the tables a test
 * depends on.
 */
export async function resetTables(...tables: string[]): Promise<void> {
  await env.DB.batch(tables.map((t) => env.DB.prepare(`DELETE FROM ${t}`)));
}

/**
 * Rate limits count in fixed windows aligned to the clock (e.g. each minute). A test that makes
 * many requests counts them, for the rest of the test, on a rate-limit clock that starts at the
 * first second of the next window and runs with real time from there, so they never straddle
 * two windows and nothing waits for a fresh one. The real clock is back when the test ends.
 */
export function inFreshRateWindow(windowSeconds = 60): void {
  const windowMs = windowSeconds * 1000;
  const startedAt = Date.now();
  const windowStart = (Math.floor(startedAt / windowMs) + 1) * windowMs;
  onTestFinished(replaceRateLimitClock(() => windowStart + (Date.now() - startedAt)));
}

/**
 * For a cache keyed by the minute of the real clock (the free times): waits, if needed, until
 * the minute has `needSeconds` left.
 */
export async function awaitFreshWindow(windowSeconds = 60, needSeconds = 10): Promise<void> {
  const intoWindow = (Date.now() / 1000) % windowSeconds;
  const left = windowSeconds - intoWindow;
  if (left < needSeconds) await new Promise((r) => setTimeout(r, left * 1000 + 50));
}
