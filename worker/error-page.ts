// The answer when an error escapes every handler (docs/decisions/0033-online-payments.md): JSON
// `{ error }` under /api, otherwise a small HTML page that says what the site's own error page
// says. Never a stack, never the platform's bare "Internal Server Error". Pages rendered by React
// Router keep their ErrorBoundary; this catches what runs outside it (the pay forms, files, feeds).
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { business } from "~/content/business";
import { handleApiError } from "./api/http";
import { createNonce } from "./security-headers";
import type { HonoEnv } from "./types";

const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

function errorDocument(nonce: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Something went wrong | ${business.name}</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;margin:0;padding:6rem 1rem;text-align:center;color:#1f1d1a}a{color:#8a4b2a}.status{font-size:3rem;margin:0}</style>
</head>
<body>
<p class="status">500</p>
<h1>Something went wrong on our side</h1>
<p>Please try again in a moment, or call the studio.</p>
<p><a href="/">Back to home</a></p>
</body>
</html>`;
}

export function handleUncaughtError(err: Error, c: Context<HonoEnv>): Response {
  if (isApiPath(c.req.path)) return handleApiError(err, c);
  if (err instanceof HTTPException && err.status < 500) return err.getResponse();
  console.error("Unhandled error", c.req.method, c.req.path, err);
  const nonce = createNonce();
  c.set("nonce", nonce);
  c.header("Cache-Control", "no-store");
  return c.html(errorDocument(nonce), 500);
}
