// The owner's screens, in the words the owner uses: the shell's navigation, each screen's title
// and subtitle, and the old `/admin?tab=` names that still lead to them. A new screen is one
// entry here plus its route in app/routes.ts. A screen that `needs` a capability is hidden from,
// and refused to, a role without it (docs/decisions/0100-team-and-roles.md).
import type { OwnerCapability } from "~/lib/team";

export interface AdminScreen {
  path: string;
  // The navigation's label.
  label: string;
  title: string;
  // What the screen does, under its title.
  subtitle: string;
  // The `/admin?tab=` value of the panel's old tabs, which now redirect here.
  legacyTab?: string;
  // The owner's alone: what a role must be able to do to see this screen.
  needs?: OwnerCapability;
}

export const ADMIN_SCREENS = {
  today: {
    path: "/admin",
    label: "Today",
    title: "Today",
    subtitle: "What came in, what is booked and what needs you, at a glance.",
  },
  customers: {
    path: "/admin/customers",
    label: "Customers",
    title: "Customers",
    subtitle:
      "Everyone who wrote, booked, asked for a quote, has a job or you added by hand: one page each, with export and delete.",
  },
  jobs: {
    path: "/admin/jobs",
    label: "Jobs",
    title: "Jobs",
    subtitle:
      "Every piece in the shop, from the customer's yes to pickup: stages, payments, due dates and tickets.",
  },
  reports: {
    path: "/admin/reports",
    label: "Reports",
    title: "Sales & closing",
    subtitle:
      "The day's closing (money in by method, refunds, cash to the bank), sales, tax, deposits held and what customers still owe.",
    needs: "reports",
  },
  messages: {
    path: "/admin/messages",
    label: "Messages",
    title: "Messages",
    subtitle: "What visitors wrote through the contact forms on the website, newest first.",
    legacyTab: "contacts",
  },
  appointments: {
    path: "/admin/appointments",
    label: "Appointments",
    title: "Appointments",
    subtitle:
      "Consultations booked on the website. Confirm, move or decline them; each change emails the visitor.",
    legacyTab: "appointments",
  },
  quotes: {
    path: "/admin/quotes",
    label: "Quotes",
    title: "Quote requests",
    subtitle:
      "Frames designed by visitors in the frame designer, with the estimate they saw. Reply with a price.",
    legacyTab: "quotes",
  },
  frameOrder: {
    path: "/admin/frame-order",
    label: "Frame order",
    title: "Frame order",
    subtitle:
      "The moulding, mat board and glazing your waiting jobs need, per vendor: place each vendor's order, then receive it.",
  },
  vendors: {
    path: "/admin/vendors",
    label: "Vendors",
    title: "Vendors",
    subtitle:
      "Who supplies your mouldings, mat board and glass: where orders go, your account numbers and their price lists.",
  },
  emails: {
    path: "/admin/emails",
    label: "Emails",
    title: "Emails",
    subtitle:
      "Every email the site sends your customers. One that could not be sent after several tries can be sent again here.",
  },
  catalogue: {
    path: "/admin/catalogue",
    label: "Frame catalogue",
    title: "Frame catalogue",
    subtitle:
      "The mouldings, mats and glass the frame designer offers, and the prices its estimates use.",
    legacyTab: "catalogue",
    needs: "prices",
  },
  images: {
    path: "/admin/images",
    label: "Images",
    title: "Images",
    subtitle: "Photos of your work, shown on the Portfolio page and the home page.",
    legacyTab: "portfolio",
  },
  blog: {
    path: "/admin/blog",
    label: "Blog",
    title: "Blog",
    subtitle: "Write, edit and publish articles. Drafts stay private until you publish them.",
    legacyTab: "blog",
  },
  words: {
    path: "/admin/words",
    label: "Pages & photos",
    title: "Pages & photos",
    subtitle:
      "The home page's picture, the About page's photos and story, and each service's picture.",
  },
  testimonials: {
    path: "/admin/testimonials",
    label: "Testimonials",
    title: "Testimonials",
    subtitle: "What customers said about the shop, shown on the home page, Services and About.",
  },
  visits: {
    path: "/seo-dashboard",
    label: "Visits & search",
    title: "Visits & search",
    subtitle:
      "How many people visit, how they find the site (SEO), and the site's own health check.",
    legacyTab: "seo",
  },
  ai: {
    path: "/admin/ai-spending",
    label: "AI spending",
    title: "AI spending limits",
    subtitle:
      "What the blog-writing assistant has cost, and the limits that pause it before it costs more.",
    legacyTab: "usage",
    needs: "ai-spending",
  },
  shop: {
    path: "/admin/shop",
    label: "Shop settings",
    title: "Shop settings",
    subtitle:
      "Phone, address, opening hours, closures, typical prices and links: what the website, emails and bookings say.",
    needs: "settings",
  },
  team: {
    path: "/admin/team",
    label: "Team",
    title: "Team",
    subtitle:
      "Who works in the shop's workspace and what each may do. Staff run the day; refunds, reports, settings and prices stay with owners.",
    needs: "team",
  },
  audit: {
    path: "/admin/audit",
    label: "Who did what",
    title: "Who did what",
    subtitle:
      "Every payment, refund, discount, erasure, settings and team change, with who made it and when, newest first.",
    needs: "audit",
  },
} as const satisfies Record<string, AdminScreen>;

export type AdminScreenId = keyof typeof ADMIN_SCREENS;

// The navigation: the day first, then the people who wrote or booked, the materials desk, then
// the website.
export const ADMIN_NAV: ReadonlyArray<{ heading: string | null; screens: AdminScreenId[] }> = [
  { heading: null, screens: ["today"] },
  {
    heading: "Customers",
    screens: ["customers", "jobs", "reports", "messages", "appointments", "quotes", "emails"],
  },
  { heading: "Materials", screens: ["frameOrder", "vendors"] },
  {
    heading: "Website",
    screens: ["images", "blog", "catalogue", "visits", "ai", "words", "testimonials", "shop"],
  },
  { heading: "Shop", screens: ["team", "audit"] },
];

/** The screen an address of the workspace belongs to (the longest matching path). */
export function screenAt(pathname: string): AdminScreen | undefined {
  return Object.values(ADMIN_SCREENS as Record<string, AdminScreen>)
    .filter(
      (s) => pathname === s.path || (s.path !== "/admin" && pathname.startsWith(`${s.path}/`)),
    )
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/** The screen an old `/admin?tab=` link meant, if any. */
export function screenForLegacyTab(tab: string | null): AdminScreen | undefined {
  if (!tab) return undefined;
  return Object.values(ADMIN_SCREENS).find(
    (s: AdminScreen) => s.legacyTab !== undefined && s.legacyTab === tab,
  );
}
