// Crawler files served by the Worker before React Router: /sitemap.xml, /robots.txt, /blog/rss.xml.
// Hono answers HEAD with the GET handler's headers and no body.
import { Hono } from "hono";
import { portfolioImageUrl } from "~/lib/portfolio";
import { database } from "~db/client";
import { portfolioImagesForSitemap, publishedPostsForFeeds } from "~db/repositories/feeds";
import { buildRobots, buildRss, buildSitemap } from "../services/seo/feeds";
import type { HonoEnv } from "../types";

const siteUrl = (env: Env) => env.SITE_URL.replace(/\/$/, "");

// Crawlers may keep these a few minutes; a new post shows up on the next fetch after that.
const FEED_CACHE = "public, max-age=300";

export const seoFiles = new Hono<HonoEnv>()
  .get("/sitemap.xml", async (c) => {
    const db = database(c.env.DB);
    const [posts, images] = await Promise.all([
      publishedPostsForFeeds(db),
      portfolioImagesForSitemap(db),
    ]);
    return c.body(buildSitemap(siteUrl(c.env), posts, images, portfolioImageUrl), 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": FEED_CACHE,
    });
  })
  .get("/robots.txt", (c) =>
    c.body(buildRobots(siteUrl(c.env)), 200, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": FEED_CACHE,
    }),
  )
  .get("/blog/rss.xml", async (c) => {
    const posts = await publishedPostsForFeeds(database(c.env.DB), 50);
    return c.body(buildRss(siteUrl(c.env), posts), 200, {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": FEED_CACHE,
    });
  });
