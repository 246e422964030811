// Every admin endpoint, for the table-driven auth test (test/api/admin-auth.test.ts).
// A new admin endpoint joins this list; `ok` is the status a signed-in owner gets for `init`.
import { IMAGES } from "./fixtures/images";

export interface AdminEndpoint {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  body?: unknown;
  // Multipart bodies (uploads) are built by the test from this factory instead of `body`.
  form?: () => FormData;
  ok: number[];
}

export const ADMIN_ENDPOINTS: AdminEndpoint[] = [
  // Materials (issue #41): vendor 999999 and purchase order 999999 do not exist.
  { method: "GET", path: "/api/admin/vendors", ok: [200] },
  { method: "POST", path: "/api/admin/vendors", body: { name: "" }, ok: [400] },
  { method: "PUT", path: "/api/admin/vendors/999999", body: { name: "" }, ok: [400] },
  { method: "DELETE", path: "/api/admin/vendors/999999", ok: [404] },
  {
    method: "POST",
    path: "/api/admin/vendors/999999/price-list",
    form: () => {
      const form = new FormData();
      form.set("file", new File(["Item code,Cost\n"], "prices.csv", { type: "text/csv" }));
      return form;
    },
    ok: [404],
  },
  { method: "GET", path: "/api/admin/frame-order", ok: [200] },
  { method: "POST", path: "/api/admin/frame-order", body: { vendorId: 999999 }, ok: [400] },
  { method: "GET", path: "/api/admin/purchase-orders", ok: [200] },
  { method: "GET", path: "/api/admin/purchase-orders/999999", ok: [404] },
  { method: "POST", path: "/api/admin/purchase-orders/999999/receive", body: {}, ok: [404] },
  { method: "POST", path: "/api/admin/frames/mouldings/markup", body: { markup: 0 }, ok: [400] },
  { method: "GET", path: "/api/admin/today", ok: [200] },
  { method: "GET", path: "/api/admin/contacts", ok: [200] },
  { method: "GET", path: "/api/admin/contacts.csv", ok: [200] },
  // Messages (issue #18): message 999999 does not exist.
  { method: "GET", path: "/api/admin/contacts?status=new&q=frame", ok: [200] },
  { method: "PATCH", path: "/api/admin/contacts/999999", body: { status: "archived" }, ok: [404] },
  {
    method: "POST",
    path: "/api/admin/contacts/999999/reply",
    body: { message: "Auth check" },
    ok: [404],
  },
  { method: "DELETE", path: "/api/admin/contacts/999999", ok: [404] },
  { method: "GET", path: "/api/admin/appointments", ok: [200] },
  { method: "GET", path: "/api/admin/emails?status=failed", ok: [200] },
  { method: "GET", path: "/api/admin/jobs", ok: [200] },
  { method: "GET", path: "/api/admin/jobs.csv", ok: [200] },
  { method: "GET", path: "/api/admin/jobs/settings", ok: [200] },
  // The sales report and the day's closing (issue #39).
  { method: "GET", path: "/api/admin/reports/sales?from=2026-03-01&to=2026-03-31", ok: [200] },
  { method: "GET", path: "/api/admin/reports/sales.csv", ok: [200] },
  { method: "GET", path: "/api/admin/customers", ok: [200] },
  { method: "POST", path: "/api/admin/customers", body: { name: "" }, ok: [400] },
  {
    method: "POST",
    path: "/api/admin/jobs/999999/payments/1/refund",
    body: { reason: "x" },
    ok: [404],
  },
  { method: "GET", path: "/api/admin/customers/nobody%40example.com", ok: [404] },
  { method: "GET", path: "/api/admin/customers/nobody%40example.com/erasure", ok: [404] },
  { method: "GET", path: "/api/admin/customers/nobody%40example.com/export", ok: [404] },
  {
    method: "PUT",
    path: "/api/admin/customers/nobody%40example.com/notes",
    body: { notes: "x" },
    ok: [404],
  },
  { method: "DELETE", path: "/api/admin/customers/nobody%40example.com", ok: [404] },
  { method: "PUT", path: "/api/admin/jobs/settings", body: { leadDays: 0 }, ok: [400] },
  { method: "GET", path: "/api/admin/jobs/999999", ok: [404] },
  {
    method: "POST",
    path: "/api/admin/jobs/999999/refunds",
    body: { amountCents: 100, method: "cash", reason: "Auth check" },
    ok: [404],
  },
  { method: "POST", path: "/api/admin/jobs", body: { quoteId: 999999 }, ok: [400] },
  // A job's photos: job 999999 does not exist.
  { method: "POST", path: "/api/admin/jobs/999999/photos", form: jobPhotoForm, ok: [404] },
  { method: "GET", path: "/api/admin/jobs/999999/photos/1", ok: [404] },
  { method: "DELETE", path: "/api/admin/jobs/999999/photos/1", ok: [404] },
  { method: "PATCH", path: "/api/admin/jobs/999999", body: { version: 1 }, ok: [404] },
  {
    method: "POST",
    path: "/api/admin/jobs/999999/stage",
    body: { stage: "ready", version: 1 },
    ok: [404],
  },
  {
    method: "POST",
    path: "/api/admin/jobs/999999/payments",
    body: { amountCents: 100, method: "cash" },
    ok: [404],
  },
  { method: "POST", path: "/api/admin/emails/999999/resend", ok: [404] },
  { method: "GET", path: "/api/admin/emails/999999", ok: [404] },
  { method: "GET", path: "/api/admin/emails/999999/attachments/1", ok: [404] },
  { method: "POST", path: "/api/admin/emails/resend-failed", ok: [202] },
  { method: "GET", path: "/api/admin/appointments.csv", ok: [200] },
  // No appointment 999999 exists: the owner gets past the guard to a 404.
  { method: "PATCH", path: "/api/admin/appointments/999999/confirm", ok: [404] },
  // Bookings (issue #17).
  {
    method: "PATCH",
    path: "/api/admin/appointments/999999/status",
    body: { action: "done" },
    ok: [404],
  },
  {
    method: "POST",
    path: "/api/admin/appointments/999999/reschedule",
    body: { preferredDate: "2030-01-07", preferredTime: "10:00 AM" },
    ok: [404],
  },
  { method: "POST", path: "/api/admin/appointments/999999/spam", ok: [404] },
  { method: "GET", path: "/api/admin/appointments.ics", ok: [200] },
  {
    method: "GET",
    path: "/api/admin/appointments/999999/free-times?date=2030-01-08",
    ok: [404],
  },
  { method: "GET", path: "/api/admin/booking-settings", ok: [200] },
  {
    method: "PUT",
    path: "/api/admin/booking-settings",
    body: {
      durations: {
        "Custom Framing": 60,
        "Art Installation": 60,
        Restoration: 60,
        "Corporate Services": 60,
        "General Consultation": 60,
      },
      noticeHours: 12,
      windowDays: 60,
      closedDays: [],
      blockedTimes: [],
      schedulingUrl: null,
    },
    ok: [200],
  },
  { method: "POST", path: "/api/admin/booking-settings/calendar-secret", ok: [200] },
  // Shop settings (issue #31): an empty body is refused after the guard.
  { method: "GET", path: "/api/admin/shop", ok: [200] },
  { method: "PUT", path: "/api/admin/shop", body: {}, ok: [400] },
  // Nothing falls on a closure: nothing is sent.
  { method: "POST", path: "/api/admin/shop/affected-bookings/ask-to-move", ok: [200] },
  { method: "GET", path: "/api/admin/seo", ok: [200] },
  {
    method: "POST",
    path: "/api/chat",
    body: { message: "Hello", context: "blog_creation" },
    ok: [200, 429],
  },
  { method: "GET", path: "/api/usage/stats", ok: [200] },
  {
    method: "POST",
    path: "/api/usage/circuit-breaker",
    body: {
      enabled: true,
      dailyLimit: 1,
      monthlyLimit: 10,
      requestsPerHour: 30,
      costPerRequest: 0.05,
    },
    ok: [200],
  },
  { method: "POST", path: "/api/usage/reset", ok: [200] },
  // Blog: drafts and every write are the owner's; post 999999 does not exist.
  { method: "GET", path: "/api/blog/posts?status=all", ok: [200] },
  { method: "GET", path: "/api/blog/posts?status=draft", ok: [200] },
  {
    method: "GET",
    path: "/api/blog/posts/conservation-framing-and-uv-glass?status=all",
    ok: [200],
  },
  {
    method: "POST",
    path: "/api/blog/posts",
    body: {
      title: "Auth check",
      slug: "auth-check",
      excerpt: "An excerpt.",
      category: "Tips",
      keywords: "framing",
      content: "Body.",
    },
    ok: [201],
  },
  { method: "PUT", path: "/api/blog/posts/999999", body: { status: "published" }, ok: [404] },
  { method: "DELETE", path: "/api/blog/posts/999999", ok: [404] },
  { method: "POST", path: "/api/blog/posts/publish-all", ok: [200] },
  { method: "POST", path: "/api/blog/preview", body: { content: "## Preview" }, ok: [200] },
  // Portfolio: uploads carry the original alone; image 0000... does not exist.
  { method: "POST", path: "/api/uploads/upload", form: uploadForm, ok: [201] },
  { method: "GET", path: "/api/uploads/images?status=all", ok: [200] },
  {
    method: "PUT",
    path: "/api/uploads/order",
    body: { order: ["portfolio/missing-00000000.png"] },
    ok: [409],
  },
  // Blog images (post bodies and covers).
  { method: "POST", path: "/api/uploads/blog-images", form: uploadForm, ok: [201] },
  {
    method: "PATCH",
    path: "/api/uploads/images/portfolio%2Fmissing-00000000.png",
    body: { title: "Auth check" },
    ok: [404],
  },
  { method: "DELETE", path: "/api/uploads/images/portfolio%2Fmissing-00000000.png", ok: [404] },
  // Frame designer quotes: quote 999999 does not exist.
  { method: "GET", path: "/api/admin/quotes", ok: [200] },
  { method: "GET", path: "/api/admin/quotes/999999/photos/1", ok: [404] },
  {
    method: "POST",
    path: "/api/admin/quotes/999999/reply",
    body: { price: 180, message: "Auth check" },
    ok: [404],
  },
  { method: "PATCH", path: "/api/admin/quotes/999999", body: { status: "won" }, ok: [404] },
  // The frame catalogue (issue 20): entries called "missing" do not exist.
  { method: "GET", path: "/api/admin/frames", ok: [200] },
  {
    method: "POST",
    path: "/api/admin/frames/mats",
    body: { id: "auth-check", name: "Auth check", colour: "#ffffff" },
    ok: [201],
  },
  {
    method: "PUT",
    path: "/api/admin/frames/glazing/missing",
    body: { name: "Auth check", description: "Auth check", pricePerSquareInch: 0.1 },
    ok: [404],
  },
  { method: "POST", path: "/api/admin/frames/mouldings/missing/retire", ok: [404] },
  { method: "POST", path: "/api/admin/frames/mouldings/missing/restore", ok: [404] },
  {
    method: "PUT",
    path: "/api/admin/frames/prices",
    body: { matPerSquareInch: 0.05, minimumOrder: 75, rangePercent: 10 },
    ok: [200],
  },
  {
    method: "PUT",
    path: "/api/admin/frames/mouldings/missing/swatch",
    form: swatchForm,
    ok: [404],
  },
  { method: "DELETE", path: "/api/admin/frames/mouldings/missing/swatch", ok: [404] },
  // Testimonials and Pages & photos (issue #31): testimonial 999999 does not exist.
  { method: "GET", path: "/api/admin/testimonials", ok: [200] },
  {
    method: "POST",
    path: "/api/admin/testimonials",
    body: {
      quote: "Auth check.",
      name: "Auth C.",
      framed: "a test",
      saidOn: "2026-01-02",
      source: "shop",
    },
    ok: [201],
  },
  {
    method: "PUT",
    path: "/api/admin/testimonials/999999",
    body: {
      quote: "Auth check.",
      name: "Auth C.",
      framed: "a test",
      saidOn: "2026-01-02",
      source: "shop",
    },
    ok: [404],
  },
  { method: "PUT", path: "/api/admin/testimonials/order", body: { order: [999999] }, ok: [409] },
  { method: "DELETE", path: "/api/admin/testimonials/999999", ok: [404] },
  { method: "GET", path: "/api/admin/words", ok: [200] },
  { method: "PUT", path: "/api/admin/words/about-story", body: { markdown: "" }, ok: [200] },
  { method: "PUT", path: "/api/admin/words/photos/nowhere", form: photoForm, ok: [404] },
  { method: "PATCH", path: "/api/admin/words/photos/home-hero", body: { alt: "Auth" }, ok: [404] },
  { method: "DELETE", path: "/api/admin/words/photos/home-hero", ok: [404] },
  // The team and the audit log (issue #42): nobody@example.com is not on the team.
  { method: "GET", path: "/api/admin/me", ok: [200] },
  { method: "GET", path: "/api/admin/team", ok: [200] },
  {
    method: "POST",
    path: "/api/admin/team",
    body: { email: "not-an-email", name: "Auth check", role: "staff" },
    ok: [400],
  },
  {
    method: "PUT",
    path: "/api/admin/team/settings",
    body: { staffDiscountPercent: 10 },
    ok: [200],
  },
  { method: "PUT", path: "/api/admin/team/nobody%40example.com", body: { name: "X" }, ok: [404] },
  { method: "DELETE", path: "/api/admin/team/nobody%40example.com", ok: [404] },
  { method: "GET", path: "/api/admin/audit?from=2026-03-01&to=2026-03-31", ok: [200] },
  { method: "GET", path: "/api/admin/audit.csv", ok: [200] },
];

/** The request an endpoint's entry describes, with these headers (a token, an Origin). */
export function endpointInit(
  endpoint: AdminEndpoint,
  headers: Record<string, string>,
): RequestInit {
  const h = new Headers(headers);
  let body: BodyInit | undefined;
  if (endpoint.form) body = endpoint.form();
  else if (endpoint.body !== undefined) {
    h.set("Content-Type", "application/json");
    body = JSON.stringify(endpoint.body);
  }
  return { method: endpoint.method, headers: h, body };
}

function photoForm(): FormData {
  const form = uploadForm();
  form.set("alt", "Auth check");
  return form;
}

function jobPhotoForm(): FormData {
  const form = new FormData();
  form.set("photo", new File([IMAGES.png], "piece.png"));
  return form;
}

function swatchForm(): FormData {
  const form = new FormData();
  form.set("swatch", new File([IMAGES.png], "corner.png"));
  return form;
}

function uploadForm(): FormData {
  const form = new FormData();
  form.set("image", new File([IMAGES.png], "auth-check.png"));
  return form;
}
