// /scripts/<name>-<hash>.js: our own small page scripts as files (app/page-delivery/server/script-files.ts), cached
// for a year since the hash names the text (docs/decisions/0093-first-round-trip.md).
import { Hono } from "hono";
import { galleryScriptFile } from "~/page-delivery/browser/gallery-script";
import { pageScriptFile } from "~/page-delivery/browser/page-script";
import type { HonoEnv } from "~worker/types";

const FILES = () => [pageScriptFile(), galleryScriptFile()];

// Hono answers HEAD with this GET handler's headers and no body.
export const scriptFiles = new Hono<HonoEnv>().get("/scripts/:file", (c) => {
  const file = FILES().find((f) => f.path === c.req.path);
  if (!file) {
    return c.text("No script at this address.", 404, { "Cache-Control": "no-store" });
  }
  return c.body(file.source, 200, {
    "Content-Type": "text/javascript; charset=utf-8",
    "Cache-Control": "public, max-age=31536000, immutable",
  });
});
