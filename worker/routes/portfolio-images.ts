// /images/portfolio/<key>: uploaded portfolio images straight from R2, ahead of React Router.
// (/images/*.webp next to it are the static sample artwork in public/.) A key never names two
// different images (it carries a hash of the bytes, app/lib/portfolio.ts), so browsers may keep an
// image for a year without asking again. Originals are served to the owner only.
import { Hono } from "hono";
import { keyFromImagePath, parseStorageKey } from "~/lib/portfolio";
import { verifyAccess } from "../auth/access";
import { readPortfolioObject } from "../services/portfolio";
import type { HonoEnv } from "../types";

const hasBody = (object: R2Object): object is R2ObjectBody => "body" in object;

export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

// Hono answers HEAD with this GET handler's headers and no body.
export const portfolioImages = new Hono<HonoEnv>().get("/images/portfolio/*", async (c) => {
  const key = keyFromImagePath(new URL(c.req.url).pathname);
  const ownerAllowed = async () => (await verifyAccess(c.req.raw, c.env)).ok;
  const object = key
    ? await readPortfolioObject(c.env, key, c.req.raw.headers, ownerAllowed)
    : null;
  if (!key || !object) {
    return c.text("No image at this address.", 404, {
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    });
  }

  const headers = new Headers();
  object.writeHttpMetadata(headers);
  if (!headers.has("Content-Type")) headers.set("Content-Type", "application/octet-stream");
  headers.set("ETag", object.httpEtag);
  // Only the owner sees an original: no shared cache may keep it.
  headers.set(
    "Cache-Control",
    parseStorageKey(key)?.variant ? IMMUTABLE_CACHE : "private, no-store",
  );
  headers.set("X-Content-Type-Options", "nosniff");
  // R2 leaves the body out when a condition (If-None-Match) said the browser's copy is current.
  if (!hasBody(object)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { headers });
});
