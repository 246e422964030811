// Composition only: the API, then React Router for every page. Security headers on every answer.
// Scheduled work (Cron Triggers) is dispatched by ./scheduled.ts.
import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { appContext } from "../app/context";
import { api } from "./api";
import { refuseCrossOriginWrites } from "./auth/require-admin";
import { isCacheableDocument, withDocumentCacheControl } from "./document-cache";
import { withDocumentHtml } from "./document-html";
import { consumeQueue } from "./queues";
import { mouldingSwatches } from "./routes/moulding-swatches";
import { portfolioImages } from "./routes/portfolio-images";
import { seoFiles } from "./routes/seo-files";
import { runScheduled } from "./scheduled";
import { applySecurityHeaders, createNonce } from "./security-headers";
import { cacheVersion, serveFromEdgeCache } from "./services/edge-cache";
import type { HonoEnv } from "./types";

const handleDocument = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

const app = new Hono<HonoEnv>();

app.use("*", async (c, next) => {
  await next();
  const url = new URL(c.req.url);
  c.res = applySecurityHeaders(c.res, {
    nonce: c.get("nonce"),
    https: url.protocol === "https:",
    isDev: import.meta.env.DEV,
  });
});

app.use("*", async (c, next) => {
  c.set("renderPage", async (request) => app.fetch(request, c.env, c.executionCtx));
  await next();
});

app.route("/api", api);
// React Router refuses cross-origin form posts with a bare 400; the booking page's are a 403.
app.use("/booking/*", refuseCrossOriginWrites);
app.route("/", seoFiles);
app.route("/", portfolioImages);
app.route("/", mouldingSwatches);

// app.all, not app.get: React Router actions receive form POSTs (docs/decisions/0017-local-server-quirks.md).
app.all("*", async (c) => {
  const nonce = createNonce();
  c.set("nonce", nonce);
  const render = async () => {
    const context = new RouterContextProvider();
    context.set(appContext, { env: c.env, ctx: c.executionCtx, nonce });
    return withDocumentCacheControl(
      withDocumentHtml(await handleDocument(c.req.raw, context), c.req.raw, nonce),
      c.req.raw,
    );
  };
  if (!isCacheableDocument(c.req.raw)) return render();
  const version = await cacheVersion(c.env).catch((err: unknown) => {
    // Without the version the cache cannot be trusted; render (the page shows its own D1 errors).
    console.error("Content version unavailable; serving uncached", err);
    return null;
  });
  if (!version) return render();
  return serveFromEdgeCache(c.req.raw, c.executionCtx, version, render, nonce);
});

export default {
  fetch: app.fetch,
  // Awaited, not waitUntil: the run is the whole point of the invocation.
  scheduled: (controller, env, _ctx) => runScheduled(controller, env),
  // The email outbox's consumers (worker/queues.ts).
  queue: (batch, env, _ctx) => consumeQueue(batch, env),
} satisfies ExportedHandler<Env>;
