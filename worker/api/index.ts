// The /api sub-app: one router per resource, mounted here; conventions live in ./http.ts.
import { Hono } from "hono";
import { requireAdmin } from "../auth/require-admin";
import { adminSession, devSignIn } from "../auth/session";
import { devMailOutage } from "../dev/mail-outage";
import type { HonoEnv } from "../types";
import { adminAppointments } from "./admin-appointments";
import { adminCustomers } from "./admin-customers";
import { adminEmails } from "./admin-emails";
import { adminEnquiries } from "./admin-enquiries";
import { adminFrames } from "./admin-frames";
import { adminJobs, isJobPhotoUpload } from "./admin-jobs";
import { adminMaterials, isPriceListUpload } from "./admin-materials";
import { adminQuotes } from "./admin-quotes";
import { adminReports } from "./admin-reports";
import { adminSeo } from "./admin-seo";
import { adminShop, shopApi } from "./admin-shop";
import { adminTeam } from "./admin-team";
import { adminTestimonials } from "./admin-testimonials";
import { adminToday } from "./admin-today";
import { adminWords, isPagePhotoUpload } from "./admin-words";
import { analytics } from "./analytics";
import { blog } from "./blog";
import { appointments, availabilityApi, calendarSubscription } from "./booking";
import { chatApi } from "./chat";
import { contact } from "./enquiries";
import { health } from "./health";
import { handleApiError, jsonError, limitBody, MAX_JSON_BODY_BYTES } from "./http";
import { payments } from "./payments";
import { frames, quotes } from "./quotes";
import { uploads } from "./uploads";
import { usageApi } from "./usage";

// Every admin resource sits behind the one Access check (fails closed, same-origin writes).
const admin = new Hono<HonoEnv>()
  .use("*", requireAdmin)
  .route("/", adminToday)
  .route("/", adminEnquiries)
  .route("/", adminAppointments)
  .route("/", adminSeo)
  .route("/", adminQuotes)
  .route("/", adminFrames)
  .route("/", adminMaterials)
  .route("/", adminEmails)
  .route("/", adminJobs)
  .route("/", adminReports)
  .route("/", adminCustomers)
  .route("/", adminTestimonials)
  .route("/", adminWords)
  .route("/", adminShop)
  .route("/", adminTeam);

// Uploads carry images and enforce their own, larger limits; the public writes have theirs in
// the one gate (../public-write.ts).
const PUBLIC_WRITE_PATHS = ["/api/contact", "/api/appointments", "/api/quotes", "/api/analytics"];
const ownBodyLimit = (path: string) =>
  path.startsWith("/api/uploads/") ||
  PUBLIC_WRITE_PATHS.includes(path) ||
  isJobPhotoUpload(path) ||
  isPriceListUpload(path) ||
  isPagePhotoUpload(path);

// One chain, so the admin's typed client (app/lib/admin-api.ts) reads every route's types from it.
export const api = new Hono<HonoEnv>()
  .use("*", async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "private, no-store");
  })
  .use("*", async (c, next) =>
    ownBodyLimit(c.req.path) ? next() : limitBody(MAX_JSON_BODY_BYTES)(c, next),
  )
  .route("/health", health)
  .route("/analytics", analytics)
  .route("/contact", contact)
  .route("/appointments", appointments)
  .route("/availability", availabilityApi)
  .route("/calendar", calendarSubscription)
  // The frame designer: the public catalogue, estimates and quote requests.
  // The shop's facts (phone, address, hours, closures): public, edge-cached.
  .route("/shop", shopApi)
  .route("/frames", frames)
  .route("/quotes", quotes)
  // Stripe's webhook: signed, server to server (online payments only).
  .route("/payments", payments)
  // Public reads and owner-only writes share /api/blog/posts; blog.ts guards each owner route.
  .route("/blog", blog)
  // Portfolio images: the list is public; uploads.ts guards every write.
  .route("/uploads", uploads)
  .route("/admin", adminSession)
  .route("/admin", admin)
  // The assistant and its spending controls: owner only, outside /api/admin for the old site's paths.
  .route("/chat", new Hono<HonoEnv>().use("*", requireAdmin).route("/", chatApi))
  .route("/usage", new Hono<HonoEnv>().use("*", requireAdmin).route("/", usageApi))
  .route("/dev", devSignIn)
  .route("/dev/mail-outage", devMailOutage);

export type Api = typeof api;

// A catch-all route, not notFound(): once mounted, unmatched /api paths would reach React Router.
api.all("*", (c) => jsonError(c, 404, `No API endpoint at ${c.req.method} ${c.req.path}.`));
api.onError(handleApiError);
