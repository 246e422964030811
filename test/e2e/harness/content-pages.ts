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

/** The content pages with a blog post; empty when the browser tests are skipped. */
export async function contentPaths(): Promise<string[]> {
  if (e2eSkipReason()) return [];
  return [...CONTENT_PATHS, await samplePostPath()];
}

/** Every other public page: forms and owner tools, hydrated as before. */
export const HYDRATED_PATHS = [...PUBLIC_PAGES.map((p) => p.path), ...UNLISTED_PUBLIC_PATHS].filter(
  (p) => !CONTENT_PATHS.includes(p),
);
