// The shop's entities (docs/architecture.md has the glossary; docs/decisions/0016-kept-from-the-old-site.md what was kept). Types elsewhere derive from these tables.
import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
// Relative imports: drizzle-kit loads this file without the app's path aliases.
import { EMAIL_RELATED_KINDS } from "../app/lib/emails";
import type { DesignSnapshot } from "../app/lib/frame-design";
import { PORTFOLIO_CATEGORIES } from "../app/lib/portfolio";
import {
  APPOINTMENT_STATUSES,
  EMAIL_STATUSES,
  MESSAGE_STATUSES,
  POST_STATUSES,
  QUOTE_STATUSES,
} from "../app/lib/statuses";
import { TESTIMONIAL_SOURCES } from "../app/lib/testimonials";
import { createdAt } from "./columns";

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
    status: text("status", { enum: MESSAGE_STATUSES }).notNull().default("new"),
    // Name, email and message as searches match them (searchableText in app/lib/text-search.ts).
    searchText: text("search_text").notNull().default(""),
  },
  (t) => [
    index("contacts_created_at_idx").on(t.createdAt),
    // One person, however they typed their address: customers match on lower(trim(email)).
    index("contacts_person_idx").on(sql`lower(trim(${t.email}))`),
    index("contacts_status_created_idx").on(t.status, t.createdAt),
  ],
);

// The owner's email answers to a message, as sent. Deleted with the message (personal data).
export const contactReplies = sqliteTable(
  "contact_replies",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    contactId: integer("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    // When the owner sent it (its email may still be on its way: emailId's row says).
    sentAt: text("sent_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    // The reply's row in the email outbox; null for replies sent before the outbox.
    emailId: integer("email_id"),
  },
  (t) => [index("contact_replies_contact_idx").on(t.contactId)],
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
    // The old site's flag, kept in step with status by the repository: true once the owner confirmed.
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
    // The random salt the manage-link token is derived from (HMAC under ORDER_LINK_SECRET), so
    // every later email can repeat the link; null for bookings made before it existed
    // (docs/decisions/0075-derived-booking-links.md).
    linkSalt: text("link_salt"),
    reminderSentAt: text("reminder_sent_at"),
    updatedAt: text("updated_at"),
  },
  (t) => [
    index("appointments_created_at_idx").on(t.createdAt),
    index("appointments_person_idx").on(sql`lower(trim(${t.email}))`),
    // One active booking per start time: of two simultaneous requests exactly one is stored.
    uniqueIndex("appointments_active_slot_idx")
      .on(t.slotStart)
      .where(sql`status in ('pending', 'confirmed')`),
    uniqueIndex("appointments_manage_token_idx").on(t.manageTokenHash),
    index("appointments_slot_start_idx").on(t.slotStart, t.status),
  ],
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
    // The cover: the R2 key of a blog image's large copy (blog/<stem>.large.webp; the small copy
    // sits next to it) and what it shows, for screen readers and share previews.
    coverImage: text("cover_image"),
    coverAlt: text("cover_alt"),
    // A draft's publish time (ISO, UTC): the hourly Cron publishes it once that time has come
    // (docs/decisions/0077-scheduled-publishing.md). Null once published, or when not scheduled.
    publishAt: text("publish_at"),
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
    // New uploads start hidden until the owner publishes them (images uploaded before this
    // column existed were already public and stay so).
    hidden: integer("hidden", { mode: "boolean" }).notNull().default(false),
    // Shown on the home page.
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    // The owner's order of the grid, ascending; new uploads go first.
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    index("portfolio_images_created_at_idx").on(t.createdAt),
    index("portfolio_images_order_idx").on(t.hidden, t.sortOrder),
  ],
);

export const analyticsEvents = sqliteTable(
  "analytics_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // page_view, page_not_found or one of the old site's named events.
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

// Page views and events older than the raw window (ANALYTICS_RAW_DAYS), counted per day, event,
// path and referring host ('' for none) by the nightly rollup, which deletes the raw rows in the
// same batch: the dashboard reads both and its numbers do not change.
export const analyticsDaily = sqliteTable(
  "analytics_daily",
  {
    day: text("day").notNull(),
    name: text("name").notNull(),
    path: text("path").notNull(),
    referrerHost: text("referrer_host").notNull().default(""),
    hits: integer("hits").notNull(),
  },
  (t) => [uniqueIndex("analytics_daily_key_idx").on(t.day, t.name, t.path, t.referrerHost)],
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

// The frame designer's catalogue (issue 20). Ids are stable slugs that quotes refer to; a retired
// entry (retiredAt set) is no longer offered but stays for the quotes that chose it.
export const frameMouldings = sqliteTable("frame_mouldings", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  // Colour and finish in words, e.g. "Walnut, oiled".
  finish: text("finish").notNull(),
  // The face colour the designer's preview draws, #rrggbb.
  colour: text("colour").notNull(),
  profileWidthInches: real("profile_width_inches").notNull(),
  // US dollars per united inch (width + height) of the frame's opening.
  pricePerUnitedInch: real("price_per_united_inch").notNull(),
  // A public path, e.g. /images/mouldings/walnut-gallery.svg.
  swatch: text("swatch").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  retiredAt: text("retired_at"),
});

export const frameMats = sqliteTable("frame_mats", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  colour: text("colour").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  retiredAt: text("retired_at"),
});

export const frameGlazing = sqliteTable("frame_glazing", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  // US dollars per square inch of the opening.
  pricePerSquareInch: real("price_per_square_inch").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  retiredAt: text("retired_at"),
});

// The price table: one row (id 1). Moulding and glazing prices live on their own rows.
export const framePrices = sqliteTable("frame_prices", {
  id: integer("id").primaryKey(),
  matPerSquareInch: real("mat_per_square_inch").notNull(),
  minimumOrder: integer("minimum_order").notNull(),
  rangePercent: integer("range_percent").notNull(),
  updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
});

// A visitor's frame design sent for a quote. The design is stored as the visitor saw it (names,
// colours, sizes) and the estimate as the two numbers shown, so later catalogue or price changes
// never change a request already made.
export const quotes = sqliteTable(
  "quotes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    // JSON: the DesignSnapshot of app/lib/frame-design.ts.
    design: text("design", { mode: "json" }).notNull().$type<DesignSnapshot>(),
    estimateLow: integer("estimate_low").notNull(),
    estimateHigh: integer("estimate_high").notNull(),
    // JSON: the photos in R2 (private prefix quotes/), in the order sent.
    photos: text("photos", { mode: "json" }).notNull().$type<QuotePhotoJson[]>(),
    status: text("status", { enum: QUOTE_STATUSES }).notNull().default("new"),
    // The owner's answer: a price in whole US dollars and the email text sent with it.
    replyPrice: integer("reply_price"),
    replyMessage: text("reply_message"),
    repliedAt: text("replied_at"),
    // The customer's private quote page (/quote/<token>, online payments only): its token is
    // derived from this salt (worker/services/private-link.ts); only the token's hash is kept.
    linkSalt: text("link_salt"),
    linkTokenHash: text("link_token_hash"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("quotes_link_token_idx").on(t.linkTokenHash),
    index("quotes_created_at_idx").on(t.createdAt),
    index("quotes_person_idx").on(sql`lower(trim(${t.email}))`),
  ],
);

// The JSON column types, declared here so the schema has no import from app/.
export interface QuotePhotoJson {
  key: string;
  contentType: string;
  width: number;
  height: number;
}

// The email outbox (docs/decisions/0025-email-outbox.md): every email the product sends, recorded
// in the same D1 batch as the change that causes it, delivered by the Queue consumer.
export const emails = sqliteTable(
  "emails",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // One of EMAIL_KINDS (app/lib/emails.ts); text so an old row never breaks a newer build.
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    // The email as built when it was recorded: plain text, HTML, Reply-To, attachments (JSON).
    text: text("text").notNull(),
    html: text("html"),
    replyTo: text("reply_to"),
    attachments: text("attachments", { mode: "json" }).$type<EmailAttachmentJson[]>(),
    relatedKind: text("related_kind", { enum: EMAIL_RELATED_KINDS }),
    relatedId: integer("related_id"),
    status: text("status", { enum: EMAIL_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    // A consumer holds the row until then while it sends: a second delivery waits.
    claimedUntil: text("claimed_until"),
    createdAt: createdAt(),
    // Last change of any kind: the sweep re-queues rows still queued and untouched for 10 minutes.
    updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    sentAt: text("sent_at"),
    // The recipient's mailbox (mailboxOf, app/lib/mailbox.ts) and the public form's connection,
    // hashed with the day: what the acknowledgement limits count
    // (docs/decisions/0027-acknowledgement-limits.md).
    mailbox: text("mailbox"),
    clientKey: text("client_key"),
  },
  (t) => [
    index("emails_status_updated_idx").on(t.status, t.updatedAt),
    index("emails_related_idx").on(t.relatedKind, t.relatedId),
    index("emails_recipient_idx").on(t.recipient),
    // An email belongs to its recipient as a person (docs/decisions/0032-customers-and-retention.md).
    index("emails_person_idx").on(sql`lower(trim(${t.recipient}))`),
    index("emails_mailbox_idx").on(t.mailbox, t.createdAt),
    index("emails_client_idx").on(t.clientKey, t.createdAt),
  ],
);

export interface EmailAttachmentJson {
  filename: string;
  type: string;
  content: string;
  disposition?: "attachment" | "inline";
}

// The owner's settings that are not the booking rules, one row per group (e.g. "jobs"), each a
// JSON value checked by its zod schema (app/lib/*-schema.ts) on the way in and out.
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value", { mode: "json" }).notNull(),
  updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
});

// The owner's own notes about a person (customers are the people behind messages, bookings,
// quotes and jobs, matched by lower(trim(email)); they have no row of their own but this).
export const customerNotes = sqliteTable("customer_notes", {
  personKey: text("person_key").primaryKey(),
  notes: text("notes").notNull(),
  updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
});

// What each erasure removed (the owner's or the retention job's): the date and the counts, never
// who it was.
export const erasures = sqliteTable(
  "erasures",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: text("at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    reason: text("reason", { enum: ["owner", "retention"] }).notNull(),
    // JSON: { messages, replies, bookings, quotes, photos, emails, notes, jobsAnonymised }.
    counts: text("counts", { mode: "json" }).notNull().$type<Record<string, number>>(),
  },
  (t) => [index("erasures_at_idx").on(t.at)],
);

// Online payments (docs/decisions/0033-online-payments.md). Each Checkout Session the site asked
// Stripe for: what it is for, its amount and currency (computed on the server; the webhook records
// money only when Stripe's figures match these). At most one live ('pending' while Stripe is being
// asked, then 'open') per quote or job: concurrent clicks share it (migrations/0022).
export const checkoutSessions = sqliteTable(
  "checkout_sessions",
  {
    // The site's own id, written before Stripe is asked (also Stripe's idempotency key).
    id: text("id").primaryKey(),
    stripeSessionId: text("stripe_session_id"),
    kind: text("kind", { enum: ["deposit", "balance"] }).notNull(),
    quoteId: integer("quote_id"),
    jobId: integer("job_id"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    // Empty while pending.
    url: text("url").notNull(),
    status: text("status", {
      enum: ["pending", "open", "complete", "expired", "failed", "payment_failed"],
    })
      .notNull()
      .default("open"),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("checkout_sessions_for_idx").on(t.kind, t.quoteId, t.jobId, t.status),
    uniqueIndex("checkout_sessions_stripe_idx").on(t.stripeSessionId),
    uniqueIndex("checkout_sessions_one_live_idx")
      .on(t.kind, sql`ifnull(${t.quoteId}, 0)`, sql`ifnull(${t.jobId}, 0)`)
      .where(sql`status in ('pending', 'open')`),
  ],
);

// Every Stripe event handled, by its id: a replayed event changes nothing.
export const stripeEvents = sqliteTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: createdAt(),
});

// Free booking times (docs/decisions/0037-free-times-cache.md): a number that changes with every
// write the free times depend on (bookings, their status and slot, the booking settings), by
// triggers in migrations/0015_availability_version.sql, so a reader may reuse what it computed
// for the same number. One row (id 1).
export const availabilityVersion = sqliteTable("availability_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull(),
});

// The customers list's index (docs/decisions/0080-customer-index.md): one row per person, a
// summary of every row that carries their email. Derived data only: triggers in
// migrations/0016_customer_index.sql put a changed person's key in customer_index_dirty, and the
// list recomputes those people from the records themselves before it reads.
export const customerIndex = sqliteTable(
  "customer_index",
  {
    personKey: text("person_key").primaryKey(),
    lastContactAt: text("last_contact_at").notNull(),
    name: text("name"),
    phone: text("phone"),
    messages: integer("messages").notNull(),
    bookings: integer("bookings").notNull(),
    quotes: integer("quotes").notNull(),
    jobs: integer("jobs").notNull(),
    // Every address and name they gave, lower-cased, and every phone as digits: what search reads.
    searchText: text("search_text").notNull(),
    phoneDigits: text("phone_digits").notNull(),
  },
  (t) => [index("customer_index_last_idx").on(sql`${t.lastContactAt} DESC`, t.personKey)],
);

export const customerIndexDirty = sqliteTable("customer_index_dirty", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  personKey: text("person_key").notNull(),
});

// The shop's own words (issue #31, docs/decisions/0045-testimonials.md and
// docs/decisions/0046-page-words-and-photos.md): testimonials the owner writes down, the pages'
// photos the owner sets in place of the illustrations, and the About page's story.
export const testimonials = sqliteTable(
  "testimonials",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // What the customer said, plain text (shown escaped, never as HTML).
    quote: text("quote").notNull(),
    // First name and initial only, e.g. "Maria G.".
    name: text("name").notNull(),
    // What was framed, e.g. "a wedding portrait".
    framed: text("framed").notNull(),
    // The shop's day it was said (YYYY-MM-DD).
    saidOn: text("said_on").notNull(),
    source: text("source", { enum: TESTIMONIAL_SOURCES }).notNull(),
    hidden: integer("hidden", { mode: "boolean" }).notNull().default(false),
    // The owner's order, ascending; a new testimonial goes last.
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [index("testimonials_order_idx").on(t.hidden, t.sortOrder)],
);

// One row per place a photo can go (app/lib/page-photos.ts names them); no row, the illustration.
export const pagePhotos = sqliteTable("page_photos", {
  slot: text("slot").primaryKey(),
  // R2 keys of the two web copies made by the Worker (no original is kept).
  largeKey: text("large_key").notNull(),
  smallKey: text("small_key").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  alt: text("alt").notNull(),
  updatedAt: text("updated_at").notNull(),
});

// Longer texts of the pages, by name ("about-story"): the owner's Markdown and its sanitised HTML.
export const pageTexts = sqliteTable("page_texts", {
  name: text("name").primaryKey(),
  markdown: text("markdown").notNull(),
  html: text("html").notNull(),
  updatedAt: text("updated_at").notNull(),
});

// The shop's facts (docs/decisions/0040-shop-facts-in-d1.md): phone, address, hours, closures,
// prices, links, as JSON in one row (id 1) checked by app/lib/shop-schema.ts on the way in and
// out; seeded from today's values by migrations/0019_shop_facts.sql.
export const shopFacts = sqliteTable("shop_facts", {
  id: integer("id").primaryKey(),
  facts: text("facts", { mode: "json" }).notNull(),
  updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
});

// The short history of changes to the shop's facts: who (the Access email), when, which fields.
export const shopChanges = sqliteTable(
  "shop_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    changedAt: text("changed_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    changedBy: text("changed_by").notNull(),
    // JSON: the names of the fields that changed, e.g. ["hours.saturday", "closures"].
    fields: text("fields", { mode: "json" }).notNull().$type<string[]>(),
  },
  (t) => [index("shop_changes_at_idx").on(t.changedAt)],
);

export * from "./schema-jobs";

export type Contact = typeof contacts.$inferSelect;
export type ContactReply = typeof contactReplies.$inferSelect;
export type Appointment = typeof appointments.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type PortfolioImage = typeof portfolioImages.$inferSelect;
export type AnalyticsEvent = typeof analyticsEvents.$inferSelect;
export type PageSpeedResult = typeof pageSpeedResults.$inferSelect;
export type FrameMoulding = typeof frameMouldings.$inferSelect;
export type FrameMat = typeof frameMats.$inferSelect;
export type FrameGlazing = typeof frameGlazing.$inferSelect;
export type FramePrices = typeof framePrices.$inferSelect;
export type Quote = typeof quotes.$inferSelect;
export type EmailRecord = typeof emails.$inferSelect;
export type Testimonial = typeof testimonials.$inferSelect;
export type PagePhoto = typeof pagePhotos.$inferSelect;
