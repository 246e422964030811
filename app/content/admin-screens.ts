// The owner's screens, in the words the owner uses: the shell's navigation, each screen's title
// and subtitle, and the old `/admin?tab=` names that still lead to them. A new screen is one
// entry here plus its route in app/routes.ts.

export interface AdminScreen {
  path: string;
  // The navigation's label.
  label: string;
  title: string;
  // What the screen does, under its title.
  subtitle: string;
  // The `/admin?tab=` value of the panel's old tabs, which now redirect here.
  legacyTab?: string;
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
  },
  shop: {
    path: "/admin/shop",
    label: "Shop settings",
    title: "Shop settings",
    subtitle:
      "Phone, address, opening hours, closures, typical prices and links: what the website, emails and bookings say.",
  },
} as const satisfies Record<string, AdminScreen>;

export type AdminScreenId = keyof typeof ADMIN_SCREENS;

// The navigation: the day first, then the people who wrote or booked, then the website.
export const ADMIN_NAV: ReadonlyArray<{ heading: string | null; screens: AdminScreenId[] }> = [
  { heading: null, screens: ["today"] },
  {
    heading: "Customers",
    screens: ["customers", "jobs", "messages", "appointments", "quotes", "emails"],
  },
  {
    heading: "Website",
    screens: ["images", "blog", "catalogue", "visits", "ai", "words", "testimonials", "shop"],
  },
];

/** The screen an old `/admin?tab=` link meant, if any. */
export function screenForLegacyTab(tab: string | null): AdminScreen | undefined {
  if (!tab) return undefined;
  return Object.values(ADMIN_SCREENS).find(
    (s: AdminScreen) => s.legacyTab !== undefined && s.legacyTab === tab,
  );
}
