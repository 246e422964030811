// The portfolio: images in R2, their details in D1. The uploads API, the /portfolio page, the home
// page, the sitemap and the image route all go through these functions; the upload itself is in
// ./portfolio-upload.ts.
//
// A work is hidden (the owner's alone: not listed, not on any page, its images not served) until
// the owner publishes it with a title and real alt text. Every change visitors can see bumps the
// content version so the edge-cached pages and API show it at once.

import {
  HOME_WORKS,
  keyGroupPrefix,
  type PortfolioItem,
  parseStorageKey,
  portfolioImageUrl,
} from "~/lib/portfolio";
import { type GalleryWork, galleryWorkFromUpload, SAMPLE_GALLERY } from "~/lib/portfolio-gallery";
import { portfolioOrderSchema, portfolioUpdateSchema, publishIssues } from "~/lib/portfolio-schema";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import { database } from "~db/client";
import {
  deletePortfolioImage as deleteRow,
  findImageOfObject,
  findPortfolioImage,
  gridKeys,
  listPortfolioImages,
  setGridOrder,
  updatePortfolioImage,
} from "~db/repositories/portfolio-images";
import type { PortfolioImage } from "~db/schema";
import { contentChanged } from "./edge-cache";

/** A stored work as the API and the pages show it: its public URLs and the owner's details. */
export function toPortfolioItem(image: PortfolioImage): PortfolioItem {
  const large = portfolioImageUrl(image.largeKey ?? image.key);
  return {
    fileName: image.key,
    url: large,
    title: image.title,
    description: image.description,
    category: image.category,
    alt: image.alt,
    smallUrl: portfolioImageUrl(image.smallKey ?? image.key),
    largeUrl: large,
    width: image.width,
    height: image.height,
    createdAt: image.createdAt,
    hidden: image.hidden,
    featured: image.featured,
  };
}

type PortfolioEnv = Pick<Env, "DB" | "IMAGES">;

/** The works in the owner's order: the published ones, or every one for the owner. */
export async function listPortfolio(
  env: Pick<Env, "DB">,
  opts: { includeHidden: boolean } = { includeHidden: false },
): Promise<PortfolioItem[]> {
  return (await listPortfolioImages(database(env.DB), opts)).map(toPortfolioItem);
}

export type VisitorPortfolio =
  | { status: "works"; works: readonly GalleryWork[] }
  // D1 failed: the pages say so rather than show samples that would hide the owner's work.
  | { status: "unavailable"; works: readonly GalleryWork[] };

async function publishedWorks(env: Pick<Env, "DB">): Promise<PortfolioItem[] | null> {
  try {
    return await listPortfolio(env);
  } catch (err) {
    console.error("Portfolio images could not be loaded", err);
    return null;
  }
}

/**
 * What /portfolio shows: the published works in the owner's order, or the old site's sample works
 * while none is published (and D1 said so). A D1 failure is logged and reported, never papered
 * over.
 */
export async function portfolioForVisitors(env: Pick<Env, "DB">): Promise<VisitorPortfolio> {
  const items = await publishedWorks(env);
  if (!items) return { status: "unavailable", works: [] };
  if (items.length === 0) return { status: "works", works: SAMPLE_GALLERY };
  return { status: "works", works: items.map(galleryWorkFromUpload) };
}

/**
 * The home page's "Recent work": the featured works first, then the rest of the grid, HOME_WORKS
 * in all (so the section is never half empty); the samples while none is published.
 */
export async function portfolioForHome(env: Pick<Env, "DB">): Promise<VisitorPortfolio> {
  const items = await publishedWorks(env);
  if (!items) return { status: "unavailable", works: [] };
  if (items.length === 0) return { status: "works", works: SAMPLE_GALLERY.slice(0, HOME_WORKS) };
  const chosen = [...items.filter((i) => i.featured), ...items.filter((i) => !i.featured)];
  return { status: "works", works: chosen.slice(0, HOME_WORKS).map(galleryWorkFromUpload) };
}

/** A page made while D1 failed is never cached: it would outlive the outage. */
export function portfolioPageHeaders(result: VisitorPortfolio): HeadersInit {
  return result.status === "unavailable" ? { "Cache-Control": "no-store" } : {};
}

export type UpdateResult =
  | { status: "saved"; item: PortfolioItem }
  | { status: "invalid"; issues: ValidationIssue[] }
  | { status: "not-found" };

/**
 * Changes a work: any of its details, whether it is hidden, whether it is featured. Publishing
 * (hidden: false) needs a title and alt text the owner wrote (publishIssues), checked against the
 * details as they will be after this change; so does changing the alt text of a published work.
 */
export async function updatePortfolioDetails(
  env: Pick<Env, "DB">,
  key: string,
  input: unknown,
): Promise<UpdateResult> {
  const parsed = portfolioUpdateSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const changes = parsed.data;
  const db = database(env.DB);
  const existing = await findPortfolioImage(db, key);
  if (!existing) return { status: "not-found" };

  const hiddenAfter = changes.hidden ?? existing.hidden;
  if (!hiddenAfter && (existing.hidden || changes.alt !== undefined)) {
    const { title, description, category, alt } = { ...existing, ...changes };
    const issues = publishIssues({ title, description, category, alt });
    if (issues.length) return { status: "invalid", issues };
  }
  const row = await updatePortfolioImage(db, key, changes);
  if (!row) return { status: "not-found" };
  // Visitors see a change only when the work was or is now public.
  if (!existing.hidden || !row.hidden) await contentChanged(env);
  return { status: "saved", item: toPortfolioItem(row) };
}

export type ReorderResult =
  | { status: "saved"; items: PortfolioItem[] }
  | { status: "invalid"; issues: ValidationIssue[] }
  | { status: "conflict"; error: string };

/**
 * The owner's new order for some or all of the works (`{ order: [fileName, ...] }`): the named
 * works take the places they held between them, in the new sequence; the others keep theirs. So
 * the grid of published works can be reordered without touching where hidden ones wait.
 */
export async function reorderPortfolio(
  env: Pick<Env, "DB">,
  input: unknown,
): Promise<ReorderResult> {
  const parsed = portfolioOrderSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const { order } = parsed.data;
  const db = database(env.DB);
  const current = await gridKeys(db);
  const known = new Set(current);
  if (order.some((key) => !known.has(key)))
    return {
      status: "conflict",
      error: "Some of these images no longer exist. Reload the list and try again.",
    };
  const moved = new Set(order);
  let next = 0;
  await setGridOrder(
    db,
    current.map((key) => (moved.has(key) ? order[next++] : key)),
  );
  await contentChanged(env);
  return { status: "saved", items: await listPortfolio(env, { includeHidden: true }) };
}

/**
 * Removes an image: the original and every variant in R2, then its details. R2 first, so a failure
 * halfway leaves the image listed and the owner can simply delete it again. False when nothing by
 * that key exists.
 */
export async function deletePortfolioImage(env: PortfolioEnv, key: string): Promise<boolean> {
  const parsed = parseStorageKey(key);
  if (!parsed || parsed.variant) return false;
  const db = database(env.DB);
  const listed = await env.IMAGES.list({ prefix: keyGroupPrefix(parsed.stem) });
  const keys = new Set(listed.objects.map((o) => o.key));
  if (keys.size) await env.IMAGES.delete([...keys]);
  const row = await deleteRow(db, key);
  if (!row && keys.size === 0) return false;
  await contentChanged(env);
  return true;
}

/**
 * A stored object for the image route, and whether it may be kept by shared caches (`public`):
 * the copies of a published work. Originals and everything of a hidden work are only for the
 * owner (`ownerAllowed`); objects no work owns are for nobody. R2 evaluates If-None-Match itself
 * and then answers without a body (the caller answers 304).
 */
export async function readPortfolioObject(
  env: PortfolioEnv,
  key: string,
  conditions: Headers,
  ownerAllowed: () => Promise<boolean>,
): Promise<{ object: R2Object; public: boolean } | null> {
  const parsed = parseStorageKey(key);
  if (!parsed) return null;
  const work = await findImageOfObject(database(env.DB), key);
  if (!work) return null;
  const isPublic = parsed.variant !== null && !work.hidden;
  if (!isPublic && !(await ownerAllowed())) return null;
  const object = await env.IMAGES.get(key, { onlyIf: conditions });
  return object ? { object, public: isPublic } : null;
}
