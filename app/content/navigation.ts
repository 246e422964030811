// The links every page carries (header, footer, the phone's call/book bar) and the pages they
// lead to. Kept apart from site.ts so every page loads these few strings, not the services' copy.
import { business } from "./business";
import type { ServiceImageId } from "./images";

export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/services", label: "Services" },
  { to: "/portfolio", label: "Portfolio" },
  { to: "/about", label: "About" },
  { to: "/blog", label: "Blog" },
  { to: "/contact", label: "Contact" },
] as const;

// Every "Book Consultation" lands on the booking card of /contact, not the top of the page.
export const BOOKING_PATH = "/contact#book";

export interface PageLink {
  to: string;
  title: string;
}

// The specialist services with a page of their own: the services page, the footer and each
// service page's "Related services" link them, so none is an orphan (docs/decisions/0009-site-for-visitors.md).
export interface ServicePage extends PageLink {
  blurb: string;
  image: ServiceImageId;
}

export const SERVICE_PAGES: readonly ServicePage[] = [
  {
    to: "/shadowbox-framing",
    title: "Shadowbox Framing",
    blurb: "Jerseys, medals, flags and heirlooms, mounted so every piece can come out unharmed.",
    image: "shadowbox",
  },
  {
    to: "/fine-art-printing",
    title: "Fine Art Printing",
    blurb: `Archival giclée, photo and canvas prints up to ${business.claims.maxPrintWidthInches} inches wide.`,
    image: "printing",
  },
  {
    to: "/installation-hanging",
    title: "Picture Hanging & Installation",
    blurb: `Gallery walls and heavy mirrors hung level and secure, within ${business.claims.serviceRadiusMiles} miles.`,
    image: "installation",
  },
  {
    to: "/emergency-seo-content",
    title: "Rush & Same-Week Framing",
    blurb: "A gift, an event, a deadline: what we can frame this week, and how to make it happen.",
    image: "rush",
  },
];

// Pages for Houston visitors comparing shops and neighbourhoods.
export const HOUSTON_PAGES: readonly PageLink[] = [
  { to: "/picture-framing-houston", title: "Picture Framing in Houston" },
  { to: "/houston-heights-framing", title: "The Heights' Frame Shop" },
  { to: "/frame-shops-houston", title: "Choosing a Frame Shop" },
  { to: "/ultimate-houston-framing-guide", title: "Houston Framing Guide" },
];
