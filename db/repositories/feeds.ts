// What the sitemap and the RSS feed need: published posts (newest first) and published portfolio
// images (in the owner's order).
import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { blogPosts, portfolioImages } from "../schema";
import { postDisplayDateSql } from "./blog-posts";

export function publishedPostsForFeeds(db: Database, limit = 1000) {
  return db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      category: blogPosts.category,
      author: blogPosts.author,
      createdAt: blogPosts.createdAt,
      updatedAt: blogPosts.updatedAt,
      publishedAt: blogPosts.publishedAt,
    })
    .from(blogPosts)
    .where(eq(blogPosts.status, "published"))
    .orderBy(desc(postDisplayDateSql), desc(blogPosts.id))
    .limit(limit);
}

export function portfolioImagesForSitemap(db: Database, limit = 1000) {
  return db
    .select({
      key: portfolioImages.key,
      largeKey: portfolioImages.largeKey,
      title: portfolioImages.title,
      alt: portfolioImages.alt,
    })
    .from(portfolioImages)
    .where(eq(portfolioImages.hidden, false))
    .orderBy(asc(portfolioImages.sortOrder), desc(portfolioImages.createdAt))
    .limit(limit);
}

export type FeedPost = Awaited<ReturnType<typeof publishedPostsForFeeds>>[number];
export type SitemapImage = Awaited<ReturnType<typeof portfolioImagesForSitemap>>[number];
