// The Worker's own line per request, in place of the platform's invocation logs (turned off in
// wrangler.toml), which record every URL whole: a customer's private link is their key, so the
// log names its route, /order/:token, never the token (docs/decisions/0031-private-links.md).
// No query string either: it may carry anything. Local development and tests stay quiet.
import { withoutTokens } from "~/lib/private-links";

export function logRequest(
  env: Pick<Env, "ENVIRONMENT">,
  request: Request,
  outcome: number | "threw",
): void {
  if (env.ENVIRONMENT === "development") return;
  const { pathname } = new URL(request.url);
  console.log(`${request.method} ${withoutTokens(pathname)} ${outcome}`);
}
