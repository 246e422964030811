// The address the Worker writes into links (emails, a job's customer link, canonical URLs) is
// SITE_URL. Locally the same build is served on whatever port `npm run preview` or `wrangler dev`
// picked, so in local development links follow the address the request came to; anywhere else
// SITE_URL stands (docs/decisions/0031-private-links.md).
import { isLocalDevelopment } from "./auth/access";

export function withRequestSiteUrl(env: Env, request: Request): Env {
  const url = new URL(request.url);
  if (!isLocalDevelopment(env, url) || env.SITE_URL.replace(/\/$/, "") === url.origin) return env;
  return { ...env, SITE_URL: url.origin };
}
