// Every request's D1 reads and writes go through one D1 session (docs/decisions/0070-d1-sessions.md).
// With read replication on, a visitor's reads are answered by the nearest replica; a write, and
// whatever the same browser reads after it, follow the session's bookmark, so the owner sees what
// they just saved and a visitor sees their own booking. Without replication (and locally) a
// session behaves exactly like the plain binding.
import { ANALYTICS_ENDPOINT } from "~/lib/analytics-beacon";
import { readAccessToken } from "./auth/access";

/** The bookmark of this browser's last write: a cookie for browsers, a header for API clients. */
export const BOOKMARK_COOKIE = "hfs_d1";
export const BOOKMARK_HEADER = "x-d1-bookmark";
// Replicas catch up within seconds; after this the bookmark asks for nothing any replica lacks.
const BOOKMARK_MAX_AGE_SECONDS = 10 * 60;
// D1's bookmarks are hex groups joined by dashes; anything else is ignored, never passed to D1.
const BOOKMARK_SHAPE = /^[0-9a-f]{1,32}(?:-[0-9a-f]{1,64}){1,7}$/i;

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// Writes nobody reads back: every page view's beacon would otherwise make each visitor's next
// reads wait for a replica that has it.
const UNREAD_WRITES = new Set([ANALYTICS_ENDPOINT]);

function cookieValue(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The bookmark a request carries (header first), when it looks like one. */
export function requestBookmark(request: Request): string | null {
  const given = request.headers.get(BOOKMARK_HEADER) ?? cookieValue(request, BOOKMARK_COOKIE);
  return given && given.length <= 256 && BOOKMARK_SHAPE.test(given) ? given : null;
}

const isWrite = (request: Request) => !READ_METHODS.has(request.method);

/**
 * Where the session starts: after the request's own bookmark when it has one; at the primary for
 * a write or the signed-in owner (always up to date); anywhere for a visitor's read.
 */
export function sessionStart(request: Request): D1SessionBookmark | D1SessionConstraint {
  const bookmark = requestBookmark(request);
  if (bookmark) return bookmark;
  return isWrite(request) || readAccessToken(request) !== null
    ? "first-primary"
    : "first-unconstrained";
}

/** The binding's interface over one session: repositories and drizzle take it unchanged. */
function sessionBinding(db: D1Database, session: D1DatabaseSession): D1Database {
  return {
    prepare: (query: string) => session.prepare(query),
    batch: <T>(statements: D1PreparedStatement[]) => session.batch<T>(statements),
    // Not part of a session (no code path uses them per request); the plain binding answers.
    exec: (query: string) => db.exec(query),
    dump: () => db.dump(),
    withSession: (start?: D1SessionBookmark | D1SessionConstraint) => db.withSession(start),
  } satisfies D1Database;
}

/**
 * Runs `handle` with an env whose DB is this request's session. A write gets the session's
 * latest bookmark back, as a cookie and a header, so the browser's next reads are at least that
 * fresh. Reads set nothing (their pages stay cacheable, their answers cookie-free).
 */
export async function withD1Session(
  request: Request,
  env: Env,
  handle: (env: Env) => Promise<Response>,
): Promise<Response> {
  const session = env.DB.withSession(sessionStart(request));
  const response = await handle({ ...env, DB: sessionBinding(env.DB, session) });
  if (!isWrite(request) || UNREAD_WRITES.has(new URL(request.url).pathname)) return response;
  const bookmark = session.getBookmark();
  if (!bookmark || bookmark === requestBookmark(request)) return response;
  const out = new Response(response.body, response);
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  out.headers.append(
    "Set-Cookie",
    `${BOOKMARK_COOKIE}=${bookmark}; Path=/; Max-Age=${BOOKMARK_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  );
  out.headers.set(BOOKMARK_HEADER, bookmark);
  return out;
}
