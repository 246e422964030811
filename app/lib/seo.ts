// Page head for every public page: title, description, keywords, canonical, Open Graph, Twitter,
// and JSON-LD, built from one place so every page is consistent (docs/decisions/0007-seo.md).
import type { MetaDescriptor } from "react-router";
import { business } from "~/content/business";
import {
  DEFAULT_SHOP_FACTS,
  oneLineAddress,
  openingHoursSpecification,
  phoneE164,
  specialOpeningHoursSpecification,
} from "./shop";
import type { ShopFacts } from "./shop-schema";

export const DEFAULT_SHARE_IMAGE = "/images/og-default.jpg";

export interface PageSeo {
  title: string;
  description: string;
  // Path of the canonical URL, e.g. "/services".
  path: string;
  keywords?: readonly string[];
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  jsonLd?: readonly object[];
  // Extra descriptors (e.g. article:published_time).
  extra?: MetaDescriptor[];
}

/** The configured site URL without a trailing slash, from the root loader's data. */
export function siteUrlFrom(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as
    | { siteUrl?: string }
    | undefined;
  return root?.siteUrl ?? "";
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${siteUrl}${path.startsWith("/") ? path : `/${path}`}`;
}

export function pageMeta(seo: PageSeo, siteUrl: string): MetaDescriptor[] {
  const url = absoluteUrl(siteUrl, seo.path);
  const image = absoluteUrl(siteUrl, seo.image ?? DEFAULT_SHARE_IMAGE);
  const title = seo.title.includes(business.name) ? seo.title : `${seo.title} | ${business.name}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: business.name },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: seo.imageAlt ?? business.tagline },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
  ];
  if (seo.keywords?.length) tags.push({ name: "keywords", content: seo.keywords.join(", ") });
  for (const block of seo.jsonLd ?? []) tags.push({ "script:ld+json": block });
  return [...tags, ...(seo.extra ?? [])];
}

/**
 * JSON-LD LocalBusiness for the home and local pages, from the shop's facts (the root loader's,
 * via shopFrom(matches); docs/decisions/0040-shop-facts-in-d1.md).
 */
export function localBusinessJsonLd(
  siteUrl: string,
  facts: ShopFacts = DEFAULT_SHOP_FACTS,
): object {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${siteUrl}/#business`,
    name: business.name,
    description: business.tagline,
    url: `${siteUrl}/`,
    image: absoluteUrl(siteUrl, DEFAULT_SHARE_IMAGE),
    telephone: phoneE164(facts),
    email: facts.email,
    priceRange: business.priceRange,
    foundingDate: String(business.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: facts.address.street,
      addressLocality: facts.address.city,
      addressRegion: facts.address.region,
      postalCode: facts.address.postalCode,
      addressCountry: business.address.country,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: business.geo.latitude,
      longitude: business.geo.longitude,
    },
    openingHoursSpecification: openingHoursSpecification(facts),
    ...(facts.closures.length
      ? { specialOpeningHoursSpecification: specialOpeningHoursSpecification(facts) }
      : {}),
    sameAs: [facts.social.facebook, facts.social.instagram, facts.social.reviews],
    areaServed: { "@type": "City", name: "Houston" },
    hasMap: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(oneLineAddress(facts))}`,
  };
}

export function breadcrumbJsonLd(
  siteUrl: string,
  crumbs: ReadonlyArray<{ name: string; path: string }>,
): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: absoluteUrl(siteUrl, c.path),
    })),
  };
}
