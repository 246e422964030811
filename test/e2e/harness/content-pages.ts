// The pages that only show content (issue 21): served without hydration, within the 6 KB budget.
import { PUBLIC_PAGES, UNLISTED_PUBLIC_PATHS } from "~/content/public-pages";
import { baseURL, e2eSkipReason } from "./browser";

const CONTENT_PATHS = [
  "/",
  "/services",
  "/installation-hanging",
  "/fine-art-printing",
  "/shadowbox-framing",
  "/picture-framing-houston",
  "/houston-heights-framing",
  "/emergency-seo-content",
  "/ultimate-houston-framing-guide",
  "/about",
  "/thank-you",
  // Light pages too (issue 33): a GET search form, links to each work, a quote form that posts.
  "/portfolio",
  "/blog",
  "/frame-shops-houston",
  // Once they are public pages (docs/decisions/0009-site-for-visitors.md).
  ...["/privacy", "/terms"].filter((path) => PUBLIC_PAGES.some((p) => p.path === path)),
];

/** The seeded blog post listed first in the sitemap. */
export async function samplePostPath(): Promise<string> {
  const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
  const post = /<loc>[^<]*(\/blog\/[a-z0-9-]+)<\/loc>/.exec(sitemap)?.[1];
  if (!post) throw new Error("No blog post in the sitemap.");
  return post;
}

/** The first work's own page on /portfolio (/portfolio?work=ID). */
export async function sampleWorkPath(): Promise<string> {
  const html = await (await fetch(`${baseURL()}/portfolio`)).text();
  const href = /href="(\/portfolio\?work=[^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error("No work linked from /portfolio.");
  return href.replace(/&amp;/g, "&");
}

/** The content pages with a blog post and a portfolio work; empty when the browser tests are skipped. */
export async function contentPaths(): Promise<string[]> {
  if (e2eSkipReason()) return [];
  return [...CONTENT_PATHS, await samplePostPath(), await sampleWorkPath()];
}

/** Every other public page: forms and owner tools, hydrated as before. */
export const HYDRATED_PATHS = [...PUBLIC_PAGES.map((p) => p.path), ...UNLISTED_PUBLIC_PATHS].filter(
  (p) => !CONTENT_PATHS.includes(p),
);
