// The site's own technical SEO audit (docs/decisions/0005-real-data.md): the Worker renders each public
// page itself and reads what a crawler reads. No external service, no guesses.
import type { PublicPage } from "~/content/public-pages";
import { SEARCH_DESCRIPTION_MAX_LENGTH, SEARCH_TITLE_MAX_LENGTH } from "~/lib/seo-rules";

export type PageFetch = (path: string) => Promise<Response>;

export interface PageAudit {
  path: string;
  status: number;
  title: string;
  description: string;
  canonical: string;
  h1Count: number;
  jsonLdTypes: string[];
  jsonLdValid: boolean;
  expectedJsonLdType?: string;
  imagesWithoutAlt: number;
  issues: string[];
}

export interface SiteAudit {
  sitemapPresent: boolean;
  robotsPresent: boolean;
  pages: PageAudit[];
  structuredDataValid: boolean;
  schemaTypes: string[];
  issues: string[];
}

interface Extracted {
  title: string;
  description: string;
  canonical: string;
  h1Count: number;
  jsonLdBlocks: string[];
  imagesWithoutAlt: number;
}

async function extract(res: Response): Promise<Extracted> {
  const out: Extracted = {
    title: "",
    description: "",
    canonical: "",
    h1Count: 0,
    jsonLdBlocks: [],
    imagesWithoutAlt: 0,
  };
  let currentJsonLd: string | null = null;
  let inTitle = false;
  const rewriter = new HTMLRewriter()
    .on("head > title", {
      element(el) {
        inTitle = true;
        el.onEndTag(() => {
          inTitle = false;
        });
      },
      text(t) {
        if (inTitle) out.title += t.text;
      },
    })
    .on('meta[name="description"]', {
      element(el) {
        out.description = el.getAttribute("content") ?? "";
      },
    })
    .on('link[rel="canonical"]', {
      element(el) {
        out.canonical = el.getAttribute("href") ?? "";
      },
    })
    .on("h1", {
      element() {
        out.h1Count++;
      },
    })
    .on("img", {
      element(el) {
        // alt="" is a deliberate decorative image; a missing alt is the defect.
        if (!el.hasAttribute("alt")) out.imagesWithoutAlt++;
      },
    })
    .on('script[type="application/ld+json"]', {
      element(el) {
        currentJsonLd = "";
        el.onEndTag(() => {
          out.jsonLdBlocks.push(currentJsonLd ?? "");
          currentJsonLd = null;
        });
      },
      text(t) {
        if (currentJsonLd !== null) currentJsonLd += t.text;
      },
    });
  await rewriter.transform(res).arrayBuffer();
  out.title = decodeEntities(out.title.trim());
  out.description = decodeEntities(out.description.trim());
  return out;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

function jsonLdTypes(blocks: string[]): { types: string[]; valid: boolean } {
  const types: string[] = [];
  let valid = blocks.length > 0;
  for (const block of blocks) {
    try {
      const parsed: unknown = JSON.parse(block);
      for (const item of Array.isArray(parsed) ? parsed : [parsed]) {
        const node = item as { "@context"?: unknown; "@type"?: unknown };
        if (
          typeof node !== "object" ||
          !node ||
          typeof node["@type"] !== "string" ||
          !String(node["@context"] ?? "").includes("schema.org")
        ) {
          valid = false;
          continue;
        }
        types.push(node["@type"]);
      }
    } catch {
      valid = false;
    }
  }
  return { types, valid };
}

export async function auditPage(
  page: PublicPage,
  fetchPage: PageFetch,
  siteUrl: string,
): Promise<PageAudit> {
  const res = await fetchPage(page.path);
  const found = await extract(res);
  const { types, valid } = jsonLdTypes(found.jsonLdBlocks);
  const issues: string[] = [];
  if (res.status !== 200) issues.push(`answers HTTP ${res.status}`);
  if (!found.title) issues.push("no title");
  else if (found.title.length > SEARCH_TITLE_MAX_LENGTH)
    issues.push(
      `title is ${found.title.length} characters (aim for ${SEARCH_TITLE_MAX_LENGTH} or fewer)`,
    );
  if (!found.description) issues.push("no meta description");
  else if (found.description.length > SEARCH_DESCRIPTION_MAX_LENGTH)
    issues.push(
      `description is ${found.description.length} characters (aim for ${SEARCH_DESCRIPTION_MAX_LENGTH} or fewer)`,
    );
  if (!found.canonical) issues.push("no canonical URL");
  else if (
    found.canonical !== `${siteUrl}${page.path === "/" ? "/" : page.path}` &&
    found.canonical !== `${siteUrl}${page.path}`
  )
    issues.push(`canonical URL points to ${found.canonical}`);
  if (found.h1Count !== 1) issues.push(`${found.h1Count} h1 headings (expected 1)`);
  if (found.jsonLdBlocks.length && !valid)
    issues.push("structured data does not parse as schema.org JSON-LD");
  if (page.jsonLdType && !types.includes(page.jsonLdType))
    issues.push(`no ${page.jsonLdType} structured data`);
  if (found.imagesWithoutAlt) issues.push(`${found.imagesWithoutAlt} image(s) without alt text`);
  return {
    path: page.path,
    status: res.status,
    title: found.title,
    description: found.description,
    canonical: found.canonical,
    h1Count: found.h1Count,
    jsonLdTypes: types,
    jsonLdValid: found.jsonLdBlocks.length === 0 || valid,
    expectedJsonLdType: page.jsonLdType,
    imagesWithoutAlt: found.imagesWithoutAlt,
    issues,
  };
}

export async function auditSite(
  pages: readonly PublicPage[],
  fetchPage: PageFetch,
  siteUrl: string,
): Promise<SiteAudit> {
  const [sitemap, robots, ...audits] = await Promise.all([
    fetchPage("/sitemap.xml"),
    fetchPage("/robots.txt"),
    ...pages.map((p) => auditPage(p, fetchPage, siteUrl)),
  ]);
  const sitemapPresent = sitemap.ok && (await sitemap.text()).includes("<urlset");
  const robotsPresent = robots.ok && /user-agent/i.test(await robots.text());

  // Titles and descriptions must be unique across pages.
  for (const field of ["title", "description"] as const) {
    const seen = new Map<string, string>();
    for (const a of audits) {
      const value = a[field];
      if (!value) continue;
      const other = seen.get(value);
      if (other) a.issues.push(`same ${field} as ${other}`);
      else seen.set(value, a.path);
    }
  }
  const issues: string[] = [];
  if (!sitemapPresent) issues.push("No sitemap at /sitemap.xml");
  if (!robotsPresent) issues.push("No robots.txt");
  for (const a of audits) for (const issue of a.issues) issues.push(`${a.path}: ${issue}`);
  const withJsonLd = audits.filter((a) => a.jsonLdTypes.length > 0);
  return {
    sitemapPresent,
    robotsPresent,
    pages: audits,
    structuredDataValid:
      withJsonLd.length > 0 &&
      audits.every(
        (a) =>
          a.jsonLdValid && !(a.expectedJsonLdType && !a.jsonLdTypes.includes(a.expectedJsonLdType)),
      ),
    schemaTypes: [...new Set(audits.flatMap((a) => a.jsonLdTypes))].sort(),
    issues,
  };
}
