// Which site a request comes from, as browsers tell it (Origin, else Sec-Fetch-Site). One rule
// for every write: admin changes must prove they come from our pages; public writes (and React
// Router's own action check) refuse only what a browser says came from elsewhere.

export type RequestSite = "same-origin" | "elsewhere" | "unknown";

export function requestSite(request: Request): RequestSite {
  const origin = request.headers.get("Origin");
  if (origin) return origin === new URL(request.url).origin ? "same-origin" : "elsewhere";
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite === "same-origin") return "same-origin";
  // "same-site" is a sibling subdomain: another site as far as our writes are concerned.
  if (fetchSite === "same-site" || fetchSite === "cross-site") return "elsewhere";
  // No header at all: curl or a server, not a page in a browser that could be tricked.
  return "unknown";
}

/** Cookies alone must not be enough to act (CSRF): an admin change must come from our own pages. */
export function isSameOriginRequest(request: Request): boolean {
  return requestSite(request) === "same-origin";
}
