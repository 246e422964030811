// The shop's entities (spec.md section 3, reshaped by decisions.md). Types elsewhere derive from these tables.
import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
// Relative imports: drizzle-kit loads this file without the app's path aliases.
import { POST_STATUSES } from "../app/lib/blog";
import { PORTFOLIO_CATEGORIES } from "../app/lib/portfolio";

export const APPOINTMENT_STATUSES = [
  "pending",
  "confirmed",
  "declined",
  "cancelled",
  "done",
  "no_show",
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

const createdAt = () =>
  text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

export const contacts = sqliteTable(
  "contacts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    service: text("service"),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contacts_created_at_idx").on(t.createdAt)],
);

export const appointments = sqliteTable(
  "appointments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    preferredDate: text("preferred_date").notNull(),
    preferredTime: text("preferred_time").notNull(),
    consultationType: text("consultation_type").notNull(),
    projectDetails: text("project_details"),
    // spec.md's flag, kept in step with status by the repository: true once the owner confirmed.
    confirmed: integer("confirmed", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    // The booked slot as UTC instants (ISO 8601); null only for requests made before booking.
    slotStart: text("slot_start"),
    slotEnd: text("slot_end"),
    status: text("status", { enum: APPOINTMENT_STATUSES }).notNull().default("pending"),
    // The owner's reason when declining, shown to the visitor.
    statusNote: text("status_note"),
    // SHA-256 (hex) of the visitor's private manage-link token; the token itself is never stored.
    manageTokenHash: text("manage_token_hash"),
    reminderSentAt: text("reminder_sent_at"),
    updatedAt: text("updated_at"),
  },
  (t) => [
    index("appointments_created_at_idx").on(t.createdAt),
    // One active booking per start time: of two simultaneous requests exactly one is stored.
    uniqueIndex("appointments_active_slot_idx")
      .on(t.slotStart)
      .where(sql`status in ('pending', 'confirmed')`),
    uniqueIndex("appointments_manage_token_idx").on(t.manageTokenHash),
    index("appointments_slot_start_idx").on(t.slotStart, t.status),
  ],
);

// Every email a booking sends, and whether it went: a failed one is shown to the owner as not sent.
export const appointmentEmails = sqliteTable(
  "appointment_emails",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    appointmentId: integer("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    // booked, owner-new, owner-cancelled, confirmed, declined, cancelled, rescheduled, done, no-show, reminder
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    status: text("status", { enum: ["sent", "failed"] }).notNull(),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [index("appointment_emails_appointment_idx").on(t.appointmentId)],
);

// The owner's booking settings (app/lib/booking/settings.ts) as JSON in one row (id 1), and the
// secret of the private calendar subscription URL.
export const bookingSettings = sqliteTable("booking_settings", {
  id: integer("id").primaryKey(),
  settings: text("settings").notNull(),
  calendarFeedSecret: text("calendar_feed_secret"),
  updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
});

export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    // The owner's Markdown, and the sanitised HTML rendered from it on every write.
    content: text("content").notNull(),
    contentHtml: text("content_html").notNull(),
    excerpt: text("excerpt").notNull(),
    category: text("category").notNull(),
    keywords: text("keywords").notNull(),
    status: text("status", { enum: POST_STATUSES }).notNull().default("draft"),
    author: text("author").notNull(),
    readTime: integer("read_time").notNull(),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    publishedAt: text("published_at"),
  },
  (t) => [index("blog_posts_status_created_idx").on(t.status, t.createdAt)],
);

export const portfolioImages = sqliteTable(
  "portfolio_images",
  {
    // The R2 key of the original upload, e.g. portfolio/wedding-photo.jpg.
    key: text("key").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category", { enum: PORTFOLIO_CATEGORIES }).notNull(),
    alt: text("alt").notNull(),
    contentType: text("content_type").notNull(),
    width: integer("width"),
    height: integer("height"),
    // R2 keys of the web-sized variants (grid card and modal); null when none was produced.
    smallKey: text("small_key"),
    largeKey: text("large_key"),
    createdAt: createdAt(),
  },
  (t) => [index("portfolio_images_created_at_idx").on(t.createdAt)],
);

export const analyticsEvents = sqliteTable(
  "analytics_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // page_view, page_not_found or one of spec.md section 7's named events.
    name: text("name").notNull(),
    category: text("category"),
    label: text("label"),
    value: real("value"),
    path: text("path").notNull(),
    // Only the referring host is kept, never a full URL (no personal data).
    referrerHost: text("referrer_host"),
    // Day in the shop's time zone, YYYY-MM-DD, for daily rollups.
    day: text("day").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("analytics_events_day_idx").on(t.day, t.name)],
);

export const rateLimits = sqliteTable("rate_limits", {
  // A hash of the bucket name, the client address and the window start; no raw address is stored.
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  expiresAt: integer("expires_at").notNull(),
});

// Small site-wide values, e.g. the content version that keys the edge cache of public pages.
export const siteState = sqliteTable("site_state", {
  key: text("key").primaryKey(),
  value: integer("value").notNull(),
});

// The last PageSpeed Insights run per strategy. A run takes 10-40 s, far too slow for a page
// request, so the scheduled job measures and the dashboard reads what it stored.
export const pageSpeedResults = sqliteTable("page_speed_results", {
  strategy: text("strategy", { enum: ["mobile", "desktop"] }).primaryKey(),
  url: text("url").notNull(),
  // The last successful measurement; null until the first one.
  score: integer("score"),
  lcpMs: real("lcp_ms"),
  cls: real("cls"),
  fcpMs: real("fcp_ms"),
  measuredAt: text("measured_at"),
  // The latest attempt, and why it failed (null when it succeeded).
  checkedAt: text("checked_at").notNull(),
  error: text("error"),
});

export type Contact = typeof contacts.$inferSelect;
export type Appointment = typeof appointments.$inferSelect;
export type AppointmentEmail = typeof appointmentEmails.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type PortfolioImage = typeof portfolioImages.$inferSelect;
export type AnalyticsEvent = typeof analyticsEvents.$inferSelect;
export type PageSpeedResult = typeof pageSpeedResults.$inferSelect;
