// Crawler files served by the Worker before React Router: /sitemap.xml, /robots.txt, /blog/rss.xml.
// Hono answers HEAD with the GET handler's headers and no body.
import { Hono } from "hono";
import { robotsTxt, rssXml, sitemapXml } from "../services/seo/feeds";
import type { HonoEnv } from "../types";

// Crawlers may keep these a few minutes; a new post shows up on the next fetch after that.
const FEED_CACHE = "public, max-age=300";

export const seoFiles = new Hono<HonoEnv>()
  .get("/sitemap.xml", async (c) =>
    c.body(await sitemapXml(c.env), 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": FEED_CACHE,
    }),
  )
  .get("/robots.txt", (c) =>
    c.body(robotsTxt(c.env), 200, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": FEED_CACHE,
    }),
  )
  .get("/blog/rss.xml", async (c) =>
    c.body(await rssXml(c.env), 200, {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": FEED_CACHE,
    }),
  );
