// The shop's team and what each role may do: the one permission map, read by the API's guard
// (worker/auth/require-admin.ts), the admin pages' guard and the navigation
// (docs/decisions/0100-team-and-roles.md). Every admin route is a key of ADMIN_ROUTES; a test walks
// the API's routes and fails when one is missing.

export const TEAM_ROLES = ["owner", "staff"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const ROLE_LABELS: Record<TeamRole, string> = { owner: "Owner", staff: "Staff" };

/** What the shop's kinds of action are, for the record of who did what. */
export const AUDIT_KINDS = ["money", "privacy", "settings", "team", "work"] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  money: "Money",
  privacy: "Privacy",
  settings: "Settings",
  team: "Team",
  work: "Day's work",
};

/** The owner's alone, each with the plain sentence a staff member reads when refused. */
export const OWNER_CAPABILITIES = {
  refunds: "Only the owner can give refunds.",
  "large-discounts": "Only the owner can give a discount over the staff limit.",
  reports: "Only the owner can see the reports.",
  settings: "Only the owner can change the shop's settings.",
  prices: "Only the owner can change the catalogue's prices and costs.",
  "customer-data": "Only the owner can export or erase a customer's data.",
  "ai-spending": "Only the owner can change the blog's AI spending limits.",
  team: "Only the owner can manage the team.",
  audit: "Only the owner can see who did what.",
  // A route missing from ADMIN_ROUTES: the owner's alone until it is listed.
  "owner-only": "Only the owner can do this.",
} as const;

export type OwnerCapability = keyof typeof OWNER_CAPABILITIES;
// "work": the day's work, everyone on the team.
export type Capability = "work" | OwnerCapability;

/** What a role may do, in the order /api/admin/me lists it. */
export function capabilitiesOf(role: TeamRole): Capability[] {
  return role === "owner"
    ? ["work", ...(Object.keys(OWNER_CAPABILITIES) as OwnerCapability[])]
    : ["work"];
}

export const roleCan = (role: TeamRole, capability: Capability) =>
  capability === "work" || role === "owner";

/** The sentence a refused request answers with. */
export const refusalFor = (capability: OwnerCapability) => OWNER_CAPABILITIES[capability];

// A route's rule: the capability it needs and, when it is recorded in the audit log, its kind.
// Every write is recorded (as "work" unless it says otherwise); a read only when it has a kind.
type RouteRule = readonly [Capability] | readonly [Capability, AuditKind];

/** Every admin route, keyed "METHOD /api/path" exactly as the API registers it. */
export const ADMIN_ROUTES: Record<string, RouteRule> = {
  "GET /api/admin/today": ["work"],
  "GET /api/admin/me": ["work"],
  // Messages, bookings, quotes, emails: the day's work.
  "GET /api/admin/contacts": ["work"],
  "GET /api/admin/contacts.csv": ["work"],
  "POST /api/admin/contacts/:id/reply": ["work"],
  "PATCH /api/admin/contacts/:id": ["work"],
  "DELETE /api/admin/contacts/:id": ["work", "privacy"],
  "GET /api/admin/appointments": ["work"],
  "GET /api/admin/appointments.csv": ["work"],
  "GET /api/admin/appointments.ics": ["work"],
  "PATCH /api/admin/appointments/:id/confirm": ["work"],
  "PATCH /api/admin/appointments/:id/status": ["work"],
  "GET /api/admin/appointments/:id/free-times": ["work"],
  "POST /api/admin/appointments/:id/spam": ["work"],
  "POST /api/admin/appointments/:id/reschedule": ["work"],
  "GET /api/admin/booking-settings": ["work"],
  "PUT /api/admin/booking-settings": ["settings", "settings"],
  "POST /api/admin/booking-settings/calendar-secret": ["settings", "settings"],
  "GET /api/admin/quotes": ["work"],
  "GET /api/admin/quotes/:id/photos/:number": ["work"],
  "POST /api/admin/quotes/:id/reply": ["work"],
  "PATCH /api/admin/quotes/:id": ["work"],
  "GET /api/admin/emails": ["work"],
  "POST /api/admin/emails/:id/resend": ["work"],
  "POST /api/admin/emails/resend-failed": ["work"],
  "GET /api/admin/emails/:id": ["work"],
  "GET /api/admin/emails/:id/attachments/:n": ["work"],
  // Customers: the page and its notes are the day's work; the export and the erasure the owner's.
  "GET /api/admin/customers": ["work"],
  "POST /api/admin/customers": ["work", "privacy"],
  "GET /api/admin/customers/:email": ["work"],
  "PUT /api/admin/customers/:email/notes": ["work"],
  "GET /api/admin/customers/:email/erasure": ["customer-data"],
  "GET /api/admin/customers/:email/export": ["customer-data", "privacy"],
  "DELETE /api/admin/customers/:email": ["customer-data", "privacy"],
  // Jobs: payments, discounts within the staff limit and stage moves are the day's work.
  "GET /api/admin/jobs": ["work"],
  "GET /api/admin/jobs.csv": ["work"],
  "GET /api/admin/jobs/settings": ["work"],
  "PUT /api/admin/jobs/settings": ["settings", "settings"],
  "POST /api/admin/jobs": ["work", "money"],
  "GET /api/admin/jobs/:id": ["work"],
  "PATCH /api/admin/jobs/:id": ["work", "money"],
  "POST /api/admin/jobs/:id/stage": ["work"],
  "POST /api/admin/jobs/:id/payments": ["work", "money"],
  "POST /api/admin/jobs/:id/refunds": ["refunds", "money"],
  "POST /api/admin/jobs/:id/payments/:paymentId/refund": ["refunds", "money"],
  "POST /api/admin/jobs/:id/photos": ["work"],
  "GET /api/admin/jobs/:id/photos/:photoId": ["work"],
  "DELETE /api/admin/jobs/:id/photos/:photoId": ["work"],
  "GET /api/admin/reports/sales": ["reports"],
  "GET /api/admin/reports/sales.csv": ["reports"],
  // The frame catalogue: anyone reads it; its prices, costs and entries are the owner's.
  "GET /api/admin/frames": ["work"],
  "PUT /api/admin/frames/prices": ["prices", "settings"],
  "POST /api/admin/frames/:kind": ["prices", "settings"],
  "PUT /api/admin/frames/:kind/:id": ["prices", "settings"],
  "POST /api/admin/frames/:kind/:id/retire": ["prices", "settings"],
  "POST /api/admin/frames/:kind/:id/restore": ["prices", "settings"],
  "PUT /api/admin/frames/mouldings/:id/swatch": ["prices"],
  "DELETE /api/admin/frames/mouldings/:id/swatch": ["prices"],
  "POST /api/admin/frames/:kind/markup": ["prices", "settings"],
  // Materials (docs/decisions/0099): vendors, their costs and price lists are the owner's; the
  // frame order and receiving are the day's work.
  "GET /api/admin/vendors": ["work"],
  "POST /api/admin/vendors": ["prices", "settings"],
  "PUT /api/admin/vendors/:id": ["prices", "settings"],
  "DELETE /api/admin/vendors/:id": ["prices", "settings"],
  "POST /api/admin/vendors/:id/price-list": ["prices", "settings"],
  "GET /api/admin/frame-order": ["work"],
  "POST /api/admin/frame-order": ["work", "money"],
  "GET /api/admin/purchase-orders": ["work"],
  "GET /api/admin/purchase-orders/:id": ["work"],
  "POST /api/admin/purchase-orders/:id/receive": ["work"],
  // The website's content: the day's work; the shop's facts are settings.
  "GET /api/admin/shop": ["work"],
  "PUT /api/admin/shop": ["settings", "settings"],
  "POST /api/admin/shop/affected-bookings/ask-to-move": ["work"],
  "GET /api/admin/seo": ["work"],
  "GET /api/admin/testimonials": ["work"],
  "POST /api/admin/testimonials": ["work"],
  "PUT /api/admin/testimonials/order": ["work"],
  "PUT /api/admin/testimonials/:id": ["work"],
  "DELETE /api/admin/testimonials/:id": ["work"],
  "GET /api/admin/words": ["work"],
  "PUT /api/admin/words/about-story": ["work"],
  "PUT /api/admin/words/photos/:slot": ["work"],
  "PATCH /api/admin/words/photos/:slot": ["work"],
  "DELETE /api/admin/words/photos/:slot": ["work"],
  "GET /api/blog/posts": ["work"],
  "GET /api/blog/posts/:slug": ["work"],
  "POST /api/blog/posts": ["work"],
  "POST /api/blog/posts/publish-all": ["work"],
  "PUT /api/blog/posts/:id": ["work"],
  "DELETE /api/blog/posts/:id": ["work"],
  "POST /api/blog/preview": ["work"],
  "POST /api/uploads/upload": ["work"],
  "POST /api/uploads/blog-images": ["work"],
  "GET /api/uploads/images": ["work"],
  "PUT /api/uploads/order": ["work"],
  "PATCH /api/uploads/images/:fileName{.+}": ["work"],
  "DELETE /api/uploads/images/:fileName{.+}": ["work"],
  // The assistant writes drafts; its spending limits are the owner's.
  "POST /api/chat": ["work"],
  "GET /api/usage/stats": ["ai-spending"],
  "POST /api/usage/circuit-breaker": ["ai-spending", "settings"],
  "POST /api/usage/reset": ["ai-spending", "settings"],
  // The team and the record of who did what.
  "GET /api/admin/team": ["team"],
  "POST /api/admin/team": ["team", "team"],
  "PUT /api/admin/team/settings": ["team", "team"],
  "PUT /api/admin/team/:email": ["team", "team"],
  "DELETE /api/admin/team/:email": ["team", "team"],
  "GET /api/admin/audit": ["audit"],
  "GET /api/admin/audit.csv": ["audit"],
};

export const routeKey = (method: string, path: string) =>
  `${method === "HEAD" ? "GET" : method} ${path}`;

/**
 * The rule of an admin route. A route missing from the map is the owner's alone and recorded, so
 * a forgotten entry fails closed (and the route-derived test fails).
 */
export function routeRule(key: string): { capability: Capability; audit: AuditKind | null } {
  const rule = ADMIN_ROUTES[key];
  const write = !key.startsWith("GET ");
  if (!rule) return { capability: "owner-only", audit: write ? "settings" : null };
  return { capability: rule[0], audit: rule[1] ?? (write ? "work" : null) };
}

// The staff's discount limit unless the owner sets another (issue #42).
export const DEFAULT_STAFF_DISCOUNT_PERCENT = 10;

export const discountRefusal = (limitPercent: number) =>
  `Only the owner can give a discount over ${limitPercent}%.`;

/** Whether removing or demoting `email` would leave the shop without an owner. */
export function leavesNoOwner(owners: readonly string[], email: string): boolean {
  return owners.filter((owner) => owner !== email).length === 0;
}
