// Which documents the edge may cache, and the browser-facing Cache-Control of every document.
import { PUBLIC_PAGES, UNLISTED_PUBLIC_PATHS } from "~/content/public-pages";
import {
  isCacheableRequest,
  isPersonalRequest,
  PERSONAL_CACHE,
  PUBLIC_BROWSER_CACHE,
} from "~worker/services/edge-cache";

// /contact shows live booking availability (every booking and the passing time change it).
const LIVE_PATHS = new Set<string>(["/contact"]);
const CACHEABLE_PATHS = new Set<string>(
  [...PUBLIC_PAGES.map((p) => p.path), ...UNLISTED_PUBLIC_PATHS].filter((p) => !LIVE_PATHS.has(p)),
);
const BLOG_POST = /^\/blog\/[a-z0-9-]+$/;
// Query parameters that select public content (the portfolio filter); anything else (search) is not cached.
const CACHEABLE_PARAMS = ["category"] as const;

// /contact's booking card changes with every booking and settings change and with the clock: it is
// cached under the free-times version and the minute (docs/decisions/0037-free-times-cache.md).
const LIVE_PARAMS = ["type", "day"] as const;

export function isLiveCacheableDocument(request: Request): boolean {
  return LIVE_PATHS.has(new URL(request.url).pathname) && isCacheableRequest(request, LIVE_PARAMS);
}

export function isCacheableDocument(request: Request): boolean {
  const { pathname } = new URL(request.url);
  if (!CACHEABLE_PATHS.has(pathname) && !BLOG_POST.test(pathname)) return false;
  return isCacheableRequest(request, CACHEABLE_PARAMS);
}

/** Pages seen by the signed-in owner are personal; public pages are always revalidated. */
export function withDocumentCacheControl(res: Response, request: Request): Response {
  if (isPersonalRequest(request)) {
    const out = new Response(res.body, res);
    out.headers.set("Cache-Control", PERSONAL_CACHE);
    return out;
  }
  if (res.headers.has("Cache-Control")) return res;
  const out = new Response(res.body, res);
  out.headers.set("Cache-Control", PUBLIC_BROWSER_CACHE);
  return out;
}
