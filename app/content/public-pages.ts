// Every public page of the old site's route table: the sitemap, the SEO audit and the tests read this list.

export interface PublicPage {
  path: string;
  name: string;
  changefreq: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
  // The JSON-LD @type the page must carry, when it carries one (docs/decisions/0007-seo.md).
  jsonLdType?: "LocalBusiness" | "ImageGallery" | "Blog";
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: "/", name: "Home", changefreq: "weekly", priority: 1.0, jsonLdType: "LocalBusiness" },
  { path: "/services", name: "Services", changefreq: "monthly", priority: 0.9 },
  { path: "/frame-designer", name: "Frame Designer", changefreq: "monthly", priority: 0.8 },
  {
    path: "/portfolio",
    name: "Portfolio",
    changefreq: "weekly",
    priority: 0.8,
    jsonLdType: "ImageGallery",
  },
  { path: "/about", name: "About", changefreq: "yearly", priority: 0.6 },
  {
    path: "/contact",
    name: "Contact",
    changefreq: "yearly",
    priority: 0.8,
    jsonLdType: "LocalBusiness",
  },
  { path: "/blog", name: "Blog", changefreq: "weekly", priority: 0.7, jsonLdType: "Blog" },
  {
    path: "/installation-hanging",
    name: "Picture Hanging & Art Installation",
    changefreq: "monthly",
    priority: 0.7,
  },
  { path: "/fine-art-printing", name: "Fine Art Printing", changefreq: "monthly", priority: 0.7 },
  { path: "/shadowbox-framing", name: "Shadowbox Framing", changefreq: "monthly", priority: 0.7 },
  {
    path: "/picture-framing-houston",
    name: "Picture Framing Houston",
    changefreq: "monthly",
    priority: 0.8,
    jsonLdType: "LocalBusiness",
  },
  {
    path: "/houston-heights-framing",
    name: "Houston Heights Framing",
    changefreq: "monthly",
    priority: 0.7,
    jsonLdType: "LocalBusiness",
  },
  {
    path: "/emergency-seo-content",
    name: "Rush & Same-Week Framing",
    changefreq: "monthly",
    priority: 0.6,
  },
  {
    path: "/ultimate-houston-framing-guide",
    name: "The Ultimate Houston Framing Guide",
    changefreq: "monthly",
    priority: 0.7,
  },
  {
    path: "/frame-shops-houston",
    name: "Frame Shops in Houston",
    changefreq: "monthly",
    priority: 0.7,
    jsonLdType: "LocalBusiness",
  },
  { path: "/privacy", name: "Privacy Policy", changefreq: "yearly", priority: 0.2 },
  { path: "/terms", name: "Terms of Service", changefreq: "yearly", priority: 0.2 },
] as const;

// /thank-you follows a booking only; it is public but kept out of the sitemap and search results.
export const UNLISTED_PUBLIC_PATHS = ["/thank-you"] as const;

// Never crawled (robots.txt) and never cached.
export const PRIVATE_PATH_PREFIXES = ["/admin", "/seo-dashboard", "/api"] as const;

export const isPrivatePath = (path: string) =>
  PRIVATE_PATH_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
