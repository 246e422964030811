// /images/portfolio/<key>, /images/blog/<key> and /images/pages/<key>: uploaded images straight
// from R2, ahead of React Router. (/images/*.webp next to them are the static sample artwork in
// public/.) A key never names two different images (it carries a hash of the bytes,
// app/lib/portfolio.ts), so browsers may keep an image for a year without asking again. Portfolio
// originals, and every image of a hidden work, are served to the owner only and never kept by a
// shared cache.
import type { Context } from "hono";
import { Hono } from "hono";
import { blogKeyFromImagePath } from "~/lib/blog-images";
import { pagePhotoKeyFromPath } from "~/lib/page-photos";
import { keyFromImagePath } from "~/lib/portfolio";
import { verifyAccess } from "../auth/access";
import { readBlogImageObject } from "../services/blog-images";
import { readPagePhotoObject } from "../services/page-words";
import { readPortfolioObject } from "../services/portfolio";
import type { HonoEnv } from "../types";

const hasBody = (object: R2Object): object is R2ObjectBody => "body" in object;

export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
const OWNER_ONLY_CACHE = "private, no-store";

function notFound(c: Context<HonoEnv>) {
  return c.text("No image at this address.", 404, {
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
}

function serve(object: R2Object, cacheControl: string): Response {
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  if (!headers.has("Content-Type")) headers.set("Content-Type", "application/octet-stream");
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", cacheControl);
  headers.set("X-Content-Type-Options", "nosniff");
  // R2 leaves the body out when a condition (If-None-Match) said the browser's copy is current.
  if (!hasBody(object)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { headers });
}

// Hono answers HEAD with these GET handlers' headers and no body.
export const portfolioImages = new Hono<HonoEnv>()
  .get("/images/portfolio/*", async (c) => {
    const key = keyFromImagePath(new URL(c.req.url).pathname);
    const ownerAllowed = async () => (await verifyAccess(c.req.raw, c.env)).ok;
    const found = key
      ? await readPortfolioObject(c.env, key, c.req.raw.headers, ownerAllowed)
      : null;
    if (!found) return notFound(c);
    return serve(found.object, found.public ? IMMUTABLE_CACHE : OWNER_ONLY_CACHE);
  })
  .get("/images/blog/*", async (c) => {
    const key = blogKeyFromImagePath(new URL(c.req.url).pathname);
    const object = key ? await readBlogImageObject(c.env, key, c.req.raw.headers) : null;
    if (!object) return notFound(c);
    return serve(object, IMMUTABLE_CACHE);
  })
  // The pages' own photos (the home page's picture, About, services): public copies only.
  .get("/images/pages/*", async (c) => {
    const key = pagePhotoKeyFromPath(new URL(c.req.url).pathname);
    const object = key ? await readPagePhotoObject(c.env, key, c.req.raw.headers) : null;
    if (!object) return notFound(c);
    return serve(object, IMMUTABLE_CACHE);
  });
