// /images/swatches/<file>: moulding swatches from R2 (worker/services/moulding-swatches.ts), public
// and cached for a year: a file name carries a hash of its bytes, so it never names two pictures.
import { Hono } from "hono";
import { readSwatch } from "../services/moulding-swatches";
import type { HonoEnv } from "../types";

const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

const hasBody = (object: R2Object): object is R2ObjectBody => "body" in object;

// Hono answers HEAD with this GET handler's headers and no body.
export const mouldingSwatches = new Hono<HonoEnv>().get("/images/swatches/:file", async (c) => {
  const object = await readSwatch(c.env, c.req.param("file"), c.req.raw.headers);
  if (!object) {
    return c.text("No swatch at this address.", 404, {
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    });
  }
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", IMMUTABLE_CACHE);
  headers.set("X-Content-Type-Options", "nosniff");
  // A drawn swatch is SVG: opened on its own it may run nothing and load nothing.
  headers.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (!hasBody(object)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { headers });
});
