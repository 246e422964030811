// The route table of the old site, in one place.
import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("installation-hanging", "routes/installation-hanging.tsx"),
  route("fine-art-printing", "routes/fine-art-printing.tsx"),
  route("shadowbox-framing", "routes/shadowbox-framing.tsx"),
  route("picture-framing-houston", "routes/picture-framing-houston.tsx"),
  route("portfolio", "routes/portfolio.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("thank-you", "routes/thank-you.tsx"),
  // The visitor's private booking page, linked from the booking email (issue #17).
  route("booking/:token", "routes/booking.tsx"),
  // The booking as a calendar file, from the booking card's "Add to calendar" (issue #29).
  route("booking/:token/calendar.ics", "routes/booking-calendar.ts"),
  // The customer's private order status page, linked from every job email.
  route("order/:token", "routes/order.tsx"),
  // A receipt of the order's, under the same private link.
  route("order/:token/receipts/:number", "routes/order-receipt.tsx"),
  // The customer's own photo, drawn in their frame on the order page.
  route("order/:token/photo", "routes/order-photo.ts"),
  // The customer's private quote page with "Approve and pay the deposit" (online payments only).
  route("quote/:token", "routes/quote-approval.tsx"),
  route("houston-heights-framing", "routes/houston-heights-framing.tsx"),
  route("emergency-seo-content", "routes/emergency-seo-content.tsx"),
  route("ultimate-houston-framing-guide", "routes/ultimate-houston-framing-guide.tsx"),
  route("frame-shops-houston", "routes/frame-shops-houston.tsx"),
  route("frame-designer", "routes/frame-designer.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  // The owner's pages share one guard (the layout verifies the Access JWT before any of them
  // renders) and one frame; app/content/admin-screens.ts names and describes each screen.
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/today.tsx"),
    route("admin/messages", "routes/admin/messages.tsx"),
    route("admin/appointments", "routes/admin/appointments.tsx"),
    route("admin/quotes", "routes/admin/quotes.tsx"),
    route("admin/images", "routes/admin/images.tsx"),
    route("admin/blog", "routes/admin/blog.tsx"),
    route("admin/testimonials", "routes/admin/testimonials.tsx"),
    route("admin/words", "routes/admin/words.tsx"),
    route("admin/catalogue", "routes/admin/catalogue.tsx"),
    route("admin/emails", "routes/admin/emails.tsx"),
    route("admin/customers", "routes/admin/customers.tsx"),
    route("admin/customers/:email", "routes/admin/customer.tsx"),
    route("admin/jobs", "routes/admin/jobs.tsx"),
    route("admin/jobs/:id", "routes/admin/job.tsx"),
    route("admin/jobs/:id/ticket", "routes/admin/job-ticket.tsx"),
    route("admin/jobs/:id/receipts/:paymentId", "routes/admin/job-receipt.tsx"),
    route("admin/reports", "routes/admin/reports.tsx"),
    route("admin/vendors", "routes/admin/vendors.tsx"),
    route("admin/frame-order", "routes/admin/frame-order.tsx"),
    route("admin/purchase-orders/:id", "routes/admin/purchase-order.tsx"),
    route("admin/ai-spending", "routes/admin/ai-spending.tsx"),
    route("admin/shop", "routes/admin/shop.tsx"),
    route("admin/team", "routes/admin/team.tsx"),
    route("admin/audit", "routes/admin/audit.tsx"),
    route("seo-dashboard", "routes/admin/seo-dashboard.tsx"),
    route("admin/*", "routes/admin/not-found.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
