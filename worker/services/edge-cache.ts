// Edge caching of public HTML and public API reads with the Workers Cache API.
// The key holds the build, the content version (bumped by every content write) and the shop's
// day, so a published post or an uploaded image is visible on the very next request, a deploy
// never serves pages that point at old assets, and "today" on a page is never yesterday.
// Anything personal (a request carrying the owner's Access token) bypasses the cache entirely.
import { shopDay } from "~/lib/shop-time";
import { database } from "~db/client";
import { bumpContentVersion, readContentVersion } from "~db/repositories/site-state";
import { readAccessToken } from "../auth/access";

// How long the edge keeps an entry; new content changes the key, so this only bounds storage.
const EDGE_TTL_SECONDS = 24 * 60 * 60;
// Browsers always revalidate: a stale page in a visitor's browser would hide new content.
export const PUBLIC_BROWSER_CACHE = "public, max-age=0, must-revalidate";
export const PERSONAL_CACHE = "private, no-store";
export const CACHE_STATUS = "Cache-Status";

export interface CacheVersion {
  build: string;
  content: number;
  // What else the page depends on, e.g. /contact's free-times version and minute
  // (docs/decisions/0037-free-times-cache.md).
  extra?: string;
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

/** The content version (memoised as above): what per-content caches, like the shop's facts, key on. */
export const currentContentVersion = (env: Pick<Env, "DB">) => contentVersion(env);

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

export function isCacheableRequest(
  request: Request,
  allowedParams: readonly string[] = [],
): boolean {
  if (!EDGE_CACHE_ENABLED || request.method !== "GET" || isPersonalRequest(request)) return false;
  for (const name of new URL(request.url).searchParams.keys())
    if (!allowedParams.includes(name)) return false;
  return true;
}

function cacheKey(request: Request, version: CacheVersion): string {
  const url = new URL(request.url);
  url.searchParams.sort();
  const extra = version.extra ? `/${version.extra}` : "";
  return `https://edge-cache.internal/${version.build}/${version.content}${extra}/${shopDay()}${url.pathname}${url.search}`;
}

function isStorable(res: Response): boolean {
  const cc = res.headers.get("Cache-Control") ?? "";
  return res.status === 200 && !res.headers.has("Set-Cookie") && !/no-store|private/.test(cc);
}

// A stored page remembers the CSP nonce it was rendered with, so a hit can swap in the
// request's own nonce (a 24-character random value; it appears nowhere else in a page).
const RENDER_NONCE = "X-Render-Nonce";

interface Entry {
  body: string;
  headers: Array<[string, string]>;
  nonce: string | null;
}

// The hottest entries also live in the isolate's memory: a hit then needs no Cache API round
// trip. Bounded by count and size; keys carry the content version, so nothing here goes stale.
const MEMORY_MAX_ENTRIES = 64;
const MEMORY_MAX_BYTES = 8 * 1024 * 1024;
const memory = new Map<string, Entry>();
let memoryBytes = 0;

function remember(key: string, entry: Entry) {
  if (entry.body.length > MEMORY_MAX_BYTES / 8) return;
  const old = memory.get(key);
  if (old) memoryBytes -= old.body.length;
  memory.delete(key);
  memory.set(key, entry);
  memoryBytes += entry.body.length;
  for (const [k, e] of memory) {
    if (memory.size <= MEMORY_MAX_ENTRIES && memoryBytes <= MEMORY_MAX_BYTES) break;
    memory.delete(k);
    memoryBytes -= e.body.length;
  }
}

function respond(entry: Entry, nonce: string | undefined, status: string): Response {
  const body = nonce && entry.nonce ? entry.body.replaceAll(entry.nonce, nonce) : entry.body;
  const headers = new Headers(entry.headers);
  headers.delete(RENDER_NONCE);
  headers.set("Cache-Control", PUBLIC_BROWSER_CACHE);
  headers.set(CACHE_STATUS, status);
  return new Response(body, { status: 200, headers });
}

/**
 * Answers from the isolate's memory or the edge cache, or produces, stores and answers.
 * `nonce`: this request's CSP nonce, for pages (each stored page's nonce is replaced by it).
 */
export async function serveFromEdgeCache(
  request: Request,
  ctx: Pick<ExecutionContext, "waitUntil">,
  version: CacheVersion,
  produce: () => Promise<Response>,
  nonce?: string,
): Promise<Response> {
  const key = cacheKey(request, version);
  const inMemory = memory.get(key);
  if (inMemory) return respond(inMemory, nonce, "heights-frame-studio; hit; detail=memory");

  // The zone's default cache (workerd's CacheStorage; the DOM typings in scope lack `default`).
  const cache = (caches as unknown as { default: Cache }).default;
  const stored = await cache.match(key);
  if (stored) {
    const entry: Entry = {
      body: await stored.text(),
      headers: [...stored.headers],
      nonce: stored.headers.get(RENDER_NONCE),
    };
    remember(key, entry);
    return respond(entry, nonce, "heights-frame-studio; hit");
  }

  const fresh = await produce();
  if (!isStorable(fresh)) return fresh;
  const headers = new Headers(fresh.headers);
  headers.delete("Content-Security-Policy");
  if (nonce) headers.set(RENDER_NONCE, nonce);
  const entry: Entry = { body: await fresh.text(), headers: [...headers], nonce: nonce ?? null };
  remember(key, entry);
  const toStore = new Response(entry.body, { headers });
  toStore.headers.set("Cache-Control", `public, s-maxage=${EDGE_TTL_SECONDS}`);
  ctx.waitUntil(cache.put(key, toStore));
  const out = new Response(entry.body, { status: 200, headers: fresh.headers });
  out.headers.set("Cache-Control", PUBLIC_BROWSER_CACHE);
  out.headers.set(CACHE_STATUS, "heights-frame-studio; fwd=miss; stored");
  return out;
}
