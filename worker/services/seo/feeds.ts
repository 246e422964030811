// /sitemap.xml (with image entries), /robots.txt and /blog/rss.xml, built from the one page list
// and the database (docs/decisions/0007-seo.md).
import { business } from "~/content/business";
import { PRIVATE_PATH_PREFIXES, PUBLIC_PAGES } from "~/content/public-pages";
import { postDisplayDate } from "~/lib/blog";
import { portfolioImageUrl } from "~/lib/portfolio";
import { database } from "~db/client";
import {
  type FeedPost,
  portfolioImagesForSitemap,
  publishedPostsForFeeds,
  type SitemapImage,
} from "~db/repositories/feeds";

type FeedEnv = Pick<Env, "DB" | "SITE_URL">;

const siteUrlOf = (env: Pick<Env, "SITE_URL">) => env.SITE_URL.replace(/\/$/, "");

// The feed shows the newest posts only; the sitemap lists every one.
const RSS_ITEMS = 50;

export async function sitemapXml(env: FeedEnv): Promise<string> {
  const db = database(env.DB);
  const [posts, images] = await Promise.all([
    publishedPostsForFeeds(db),
    portfolioImagesForSitemap(db),
  ]);
  return buildSitemap(siteUrlOf(env), posts, images, portfolioImageUrl);
}

export function robotsTxt(env: Pick<Env, "SITE_URL">): string {
  return buildRobots(siteUrlOf(env));
}

export async function rssXml(env: FeedEnv): Promise<string> {
  return buildRss(siteUrlOf(env), await publishedPostsForFeeds(database(env.DB), RSS_ITEMS));
}

export function xmlEscape(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : undefined);

export function buildSitemap(
  siteUrl: string,
  posts: readonly FeedPost[],
  images: readonly SitemapImage[],
  imageUrl: (key: string) => string,
): string {
  const urls: string[] = [];
  const newestPost = posts.reduce<string | undefined>(
    (max, p) => (max && max > p.updatedAt ? max : p.updatedAt),
    undefined,
  );
  for (const page of PUBLIC_PAGES) {
    const lastmod = page.path === "/blog" ? day(newestPost) : undefined;
    const imageEntries =
      page.path === "/portfolio"
        ? images.map(
            (img) =>
              `    <image:image>\n      <image:loc>${xmlEscape(absolute(siteUrl, imageUrl(img.largeKey ?? img.key)))}</image:loc>\n    </image:image>`,
          )
        : [];
    urls.push(
      [
        "  <url>",
        `    <loc>${xmlEscape(absolute(siteUrl, page.path))}</loc>`,
        lastmod ? `    <lastmod>${lastmod}</lastmod>` : "",
        `    <changefreq>${page.changefreq}</changefreq>`,
        `    <priority>${page.priority.toFixed(1)}</priority>`,
        ...imageEntries,
        "  </url>",
      ]
        .filter(Boolean)
        .join("\n"),
    );
  }
  for (const post of posts) {
    urls.push(
      [
        "  <url>",
        `    <loc>${xmlEscape(absolute(siteUrl, `/blog/${post.slug}`))}</loc>`,
        `    <lastmod>${day(post.updatedAt)}</lastmod>`,
        "    <changefreq>monthly</changefreq>",
        "    <priority>0.6</priority>",
        "  </url>",
      ].join("\n"),
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function buildRobots(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATH_PREFIXES.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

export function buildRss(siteUrl: string, posts: readonly FeedPost[]): string {
  const rfc822 = (iso: string) => new Date(iso).toUTCString();
  const items = posts.map((p) => {
    const link = xmlEscape(absolute(siteUrl, `/blog/${p.slug}`));
    return [
      "    <item>",
      `      <title>${xmlEscape(p.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <description>${xmlEscape(p.excerpt)}</description>`,
      `      <category>${xmlEscape(p.category)}</category>`,
      `      <pubDate>${rfc822(postDisplayDate(p))}</pubDate>`,
      "    </item>",
    ].join("\n");
  });
  const lastBuild = posts[0] ? rfc822(postDisplayDate(posts[0])) : undefined;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${xmlEscape(`${business.name} Blog`)}</title>`,
    `    <link>${xmlEscape(absolute(siteUrl, "/blog"))}</link>`,
    `    <atom:link href="${xmlEscape(absolute(siteUrl, "/blog/rss.xml"))}" rel="self" type="application/rss+xml" />`,
    `    <description>${xmlEscape(`Framing advice, care guides and Houston art news from ${business.name}.`)}</description>`,
    "    <language>en-us</language>",
    lastBuild ? `    <lastBuildDate>${lastBuild}</lastBuildDate>` : "",
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter(Boolean)
    .join("\n");
}

function absolute(siteUrl: string, path: string) {
  return `${siteUrl.replace(/\/$/, "")}${path}`;
}
