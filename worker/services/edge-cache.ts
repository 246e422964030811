// Edge caching of public HTML and public API reads with the Workers Cache API.
// The key holds the build, the content version (bumped by every content write) and the shop's
// day, so a published post or an uploaded image is visible on the very next request, a deploy
// never serves pages that point at old assets, and "today" on a page is never yesterday.
// Anything personal (a request carrying the owner's Access token) bypasses the cache entirely.
import type { MiddlewareHandler } from "hono";
import { database } from "~db/client";
import { bumpContentVersion, readContentVersion } from "~db/repositories/site-state";
import { shopDay } from "~/lib/shop-time";
import { readAccessToken } from "../auth/access";
import type { HonoEnv } from "../types";

// How long the edge keeps an entry; new content changes the key, so this only bounds storage.
const EDGE_TTL_SECONDS = 24 * 60 * 60;
// Browsers always revalidate: a stale page in a visitor's browser would hide new content.
export const PUBLIC_BROWSER_CACHE = "public, max-age=0, must-revalidate";
export const PERSONAL_CACHE = "private, no-store";
export const CACHE_STATUS = "Cache-Status";

export interface CacheVersion {
  build: string;
  content: number;
}

let buildVersion: string | undefined;
async function currentBuild(): Promise<string> {
  if (!buildVersion) {
    const build = await import("virtual:react-router/server-build");
    buildVersion = build.assets.version;
  }
  return buildVersion;
}

// The content version is read from D1 at most once a second per isolate: a busy page then costs
// no database round trip, and another isolate sees a change within a second. The isolate that
// makes a change sees it at once (contentChanged updates this copy).
const VERSION_MEMO_MS = 1000;
let memo: { value: number; readAt: number } | undefined;

async function contentVersion(env: Pick<Env, "DB">): Promise<number> {
  const now = Date.now();
  if (memo && now - memo.readAt < VERSION_MEMO_MS) return memo.value;
  const value = await readContentVersion(database(env.DB));
  memo = { value, readAt: now };
  return value;
}

export async function cacheVersion(env: Pick<Env, "DB">): Promise<CacheVersion> {
  const [build, content] = await Promise.all([currentBuild(), contentVersion(env)]);
  return { build, content };
}

/** Call after any write that changes what visitors see (posts, portfolio images). */
export async function contentChanged(env: Pick<Env, "DB">): Promise<void> {
  const value = await bumpContentVersion(database(env.DB));
  memo = { value, readAt: Date.now() };
}

export const isPersonalRequest = (request: Request) => readAccessToken(request) !== null;

// `npm run dev` edits code without changing the build version, so the dev server never caches.
// Tests (mode "test") and the production build do.
const EDGE_CACHE_ENABLED = import.meta.env.MODE !== "development";

export function isCacheableRequest(request: Request, allowedParams: readonly string[] = []): boolean {
  if (!EDGE_CACHE_ENABLED || request.method !== "GET" || isPersonalRequest(request)) return false;
  for (const name of new URL(request.url).searchParams.keys()) if (!allowedParams.includes(name)) return false;
  return true;
}

function cacheKey(request: Request, version: CacheVersion): Request {
  const url = new URL(request.url);
  url.searchParams.sort();
  return new Request(`https://edge-cache.internal/${version.build}/${version.content}/${shopDay()}${url.pathname}${url.search}`);
}

function isStorable(res: Response): boolean {
  const cc = res.headers.get("Cache-Control") ?? "";
  return res.status === 200 && !res.headers.has("Set-Cookie") && !/no-store|private/.test(cc);
}

/**
 * Answers from the edge cache, or produces, stores (in the background) and answers.
 * `onHit` adapts a stored response to this request (e.g. a fresh CSP nonce).
 */
export async function serveFromEdgeCache(
  request: Request,
  ctx: Pick<ExecutionContext, "waitUntil">,
  version: CacheVersion,
  produce: () => Promise<Response>,
  onHit: (res: Response) => Response = (r) => r,
): Promise<Response> {
  // The zone's default cache (workerd's CacheStorage; the DOM typings in scope lack `default`).
  const cache = (caches as unknown as { default: Cache }).default;
  const key = cacheKey(request, version);
  const stored = await cache.match(key);
  if (stored) {
    const hit = new Response(stored.body, stored);
    hit.headers.set("Cache-Control", PUBLIC_BROWSER_CACHE);
    hit.headers.set(CACHE_STATUS, "heights-frame-studio; hit");
    return onHit(hit);
  }
  const fresh = await produce();
  if (!isStorable(fresh)) return fresh;
  const toStore = new Response(fresh.clone().body, fresh);
  toStore.headers.set("Cache-Control", `public, s-maxage=${EDGE_TTL_SECONDS}`);
  toStore.headers.delete("Content-Security-Policy");
  ctx.waitUntil(cache.put(key, toStore));
  const out = new Response(fresh.body, fresh);
  out.headers.set("Cache-Control", PUBLIC_BROWSER_CACHE);
  out.headers.set(CACHE_STATUS, "heights-frame-studio; fwd=miss; stored");
  return out;
}

/** Hono middleware: edge-cache a public GET endpoint. */
export function edgeCached(allowedParams: readonly string[] = []): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    if (!isCacheableRequest(c.req.raw, allowedParams)) return next();
    const version = await cacheVersion(c.env);
    let produced = false;
    const res = await serveFromEdgeCache(c.req.raw, c.executionCtx, version, async () => {
      produced = true;
      await next();
      return c.res;
    });
    if (produced) {
      c.res = undefined as unknown as Response;
      c.res = res;
      return;
    }
    return res;
  };
}

/** Rewrites every nonce attribute of a stored page to this request's nonce. */
export function withFreshNonce(res: Response, nonce: string): Response {
  return new HTMLRewriter()
    .on("[nonce]", {
      element(el) {
        el.setAttribute("nonce", nonce);
      },
    })
    .transform(res);
}
