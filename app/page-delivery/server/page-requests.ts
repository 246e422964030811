// What the page handler refuses or redirects before React Router sees the request
// (docs/decisions/0021-page-methods-and-canonical-paths.md).

// Pages answer GET and HEAD; forms POST. Anything else (OPTIONS, TRACE, PUT, ...) is a plain 405,
// answered here so React Router never turns it into a logged error.
const PAGE_METHODS = ["GET", "HEAD", "POST"] as const;
const PAGE_ALLOW = PAGE_METHODS.join(", ");

export function refusePageMethod(request: Request): Response | null {
  if ((PAGE_METHODS as readonly string[]).includes(request.method)) return null;
  return new Response("This address answers GET, HEAD and POST only.\n", {
    status: 405,
    headers: { Allow: PAGE_ALLOW, "Content-Type": "text/plain; charset=utf-8" },
  });
}

type Segment = { literal: string } | { param: true };

interface RouteEntry {
  path?: string;
  parentId?: string;
}

/** Full path patterns of the app's routes, without splats (they match anything). */
export function routePatterns(routes: Record<string, RouteEntry | undefined>): Segment[][] {
  const fullPath = (entry: RouteEntry): string => {
    const parent = entry.parentId ? routes[entry.parentId] : undefined;
    const prefix = parent ? fullPath(parent) : "";
    return [prefix, entry.path ?? ""].filter(Boolean).join("/");
  };
  const patterns = new Map<string, Segment[]>();
  for (const entry of Object.values(routes)) {
    if (!entry) continue;
    const path = fullPath(entry);
    if (path.includes("*")) continue;
    const segments = path.split("/").filter(Boolean);
    patterns.set(
      path,
      segments.map((s) => (s.startsWith(":") ? { param: true } : { literal: s.toLowerCase() })),
    );
  }
  return [...patterns.values()];
}

/**
 * The canonical path for one that differs from a route only by the case of its fixed words or a
 * trailing slash, or null. Parameters (tokens, slugs) keep their case. A path with an empty
 * segment (`//evil.example`) is never rewritten, so the answer always starts with one "/".
 */
export function canonicalPath(pathname: string, patterns: Segment[][]): string | null {
  if (pathname === "/") return null;
  const trimmed = pathname.replace(/\/+$/, "");
  const segments = trimmed.split("/").slice(1);
  if (segments.some((s) => s === "")) return null;
  for (const pattern of patterns) {
    if (pattern.length !== segments.length) continue;
    const out: string[] = [];
    let matches = true;
    for (const [i, part] of pattern.entries()) {
      const actual = segments[i] as string;
      if ("param" in part) out.push(actual);
      else if (actual.toLowerCase() === part.literal) out.push(part.literal);
      else {
        matches = false;
        break;
      }
    }
    if (!matches) continue;
    const canonical = `/${out.join("/")}`;
    return canonical === pathname ? null : canonical;
  }
  return null;
}

let patternsMemo: Segment[][] | undefined;
async function appPatterns(): Promise<Segment[][]> {
  if (!patternsMemo) {
    const build = await import("virtual:react-router/server-build");
    patternsMemo = routePatterns(build.routes);
  }
  return patternsMemo;
}

/** A 301 to the page's one address, keeping the query, for GET and HEAD only. */
export async function redirectToCanonical(request: Request): Promise<Response | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  const canonical = canonicalPath(url.pathname, await appPatterns());
  if (!canonical) return null;
  return new Response(null, { status: 301, headers: { Location: `${canonical}${url.search}` } });
}
