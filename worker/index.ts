// Composition only: the API, then React Router for every page. Security headers on every answer.
// Scheduled work (Cron Triggers) is dispatched by ./scheduled.ts.
import { type Context, Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import {
  isCacheableDocument,
  isLiveCacheableDocument,
  withDocumentCacheControl,
} from "~/page-delivery/server/document-cache";
import { withDocumentHtml } from "~/page-delivery/server/document-html";
import { limitPageBody, pageTooLarge } from "~/page-delivery/server/page-body";
import { redirectToCanonical, refusePageMethod } from "~/page-delivery/server/page-requests";
import { appContext } from "../app/context";
import { api } from "./api";
import { withD1Session } from "./d1-session";
import { handleUncaughtError } from "./error-page";
import { refusePagePostFromOtherSite } from "./public-write";
import { consumeQueue } from "./queues";
import { logRequest } from "./request-log";
import { mouldingSwatches } from "./routes/moulding-swatches";
import { paymentLinks } from "./routes/payment-links";
import { portfolioImages } from "./routes/portfolio-images";
import { seoFiles } from "./routes/seo-files";
import { runScheduled } from "./scheduled";
import { applySecurityHeaders, createNonce } from "./security-headers";
import { freeTimesKey } from "./services/booking/availability";
import { type CacheVersion, cacheVersion, serveFromEdgeCache } from "./services/edge-cache";
import { checkoutOrigins } from "./services/payments/stripe";
import { withRequestSiteUrl } from "./site-url";
import type { HonoEnv } from "./types";

// The build is imported once and handed over as a value: given a function, React Router would
// re-derive its routes and static handler on every request (a measurable share of a render;
// docs/decisions/0071-fresh-renders-and-first-use.md).
let documentHandler: ReturnType<typeof createRequestHandler> | undefined;
async function handleDocument(request: Request, context: RouterContextProvider) {
  documentHandler ??= createRequestHandler(
    await import("virtual:react-router/server-build"),
    import.meta.env.MODE,
  );
  return documentHandler(request, context);
}

// /contact: the content version plus the free times' version and minute.
async function liveCacheVersion(env: Env): Promise<CacheVersion> {
  const [version, extra] = await Promise.all([cacheVersion(env), freeTimesKey(env)]);
  return { ...version, extra };
}

const app = new Hono<HonoEnv>();

app.use("*", async (c, next) => {
  await next();
  const url = new URL(c.req.url);
  c.res = applySecurityHeaders(c.res, {
    nonce: c.get("nonce"),
    https: url.protocol === "https:",
    isDev: import.meta.env.DEV,
    formActions: checkoutOrigins(c.env),
  });
});

app.use("*", async (c, next) => {
  c.set("renderPage", async (request) => app.fetch(request, c.env, c.executionCtx));
  await next();
});

// An error no handler caught: JSON under /api, the HTML error page elsewhere (./error-page.ts).
app.onError(handleUncaughtError);

app.route("/api", api);
app.route("/", seoFiles);
app.route("/", portfolioImages);
app.route("/", mouldingSwatches);
app.route("/", paymentLinks);

// app.all, not app.get: React Router actions receive form POSTs (docs/decisions/0017-local-server-quirks.md).
app.all("*", async (c) => {
  const refused =
    refusePageMethod(c.req.raw) ??
    (await redirectToCanonical(c.req.raw)) ??
    (await refusePagePostFromOtherSite(c.req.raw));
  if (refused) return refused;
  const body = await limitPageBody(c.req.raw);
  if ("refused" in body) return body.refused;
  const response = await renderPage(c, body.request);
  return (await body.finish()) ? pageTooLarge(body.limit) : response;
});

async function renderPage(c: Context<HonoEnv>, request: Request): Promise<Response> {
  const nonce = createNonce();
  c.set("nonce", nonce);
  const render = async () => {
    const context = new RouterContextProvider();
    context.set(appContext, { env: c.env, ctx: c.executionCtx, nonce });
    return withDocumentCacheControl(
      await withDocumentHtml(await handleDocument(request, context), request, nonce),
      request,
    );
  };
  const live = isLiveCacheableDocument(request);
  if (!live && !isCacheableDocument(request)) return render();
  const version = await (live ? liveCacheVersion(c.env) : cacheVersion(c.env)).catch(
    (err: unknown) => {
      // Without the version the cache cannot be trusted; render (the page shows its own D1 errors).
      console.error("Content version unavailable; serving uncached", err);
      return null;
    },
  );
  if (!version) return render();
  return serveFromEdgeCache(request, c.executionCtx, version, render, nonce);
}

export default {
  // Each request reads and writes through one D1 session (docs/decisions/0070-d1-sessions.md).
  fetch: async (request: Request, env: Env, ctx: ExecutionContext) => {
    try {
      // Locally, links follow the port the site is served on (./site-url.ts).
      const response = await withD1Session(
        request,
        withRequestSiteUrl(env, request),
        async (sessionEnv) => app.fetch(request, sessionEnv, ctx),
      );
      logRequest(env, request, response.status);
      return response;
    } catch (err) {
      logRequest(env, request, "threw");
      throw err;
    }
  },
  // Awaited, not waitUntil: the run is the whole point of the invocation.
  scheduled: (controller, env, _ctx) => runScheduled(controller, env),
  // The email outbox's consumers (worker/queues.ts).
  queue: (batch, env, _ctx) => consumeQueue(batch, env),
} satisfies ExportedHandler<Env>;
