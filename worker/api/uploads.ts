// /api/uploads: the portfolio images. The list is public (and edge-cached); uploading, editing and
// deleting are the owner's, so requireAdmin guards each of those routes here.
// /api/uploads/ is exempt from the API's 1 MB body limit (./index.ts): each route sets its own.
import { Hono } from "hono";
import { MAX_UPLOAD_REQUEST_BYTES } from "~/lib/portfolio";
import { requireAdmin } from "../auth/require-admin";
import {
  deletePortfolioImage,
  listPortfolio,
  updatePortfolioDetails,
  uploadPortfolioImage,
} from "../services/portfolio";
import type { HonoEnv } from "../types";
import { invalid, jsonError, limitBody, MAX_JSON_BODY_BYTES, readJson } from "./http";
import { edgeCached } from "./middleware/edge-cache";

const NOT_FOUND = "No portfolio image with that file name.";

export const uploads = new Hono<HonoEnv>()
  // The body is counted as it streams in, so a missing or false Content-Length gets no further.
  .post("/upload", requireAdmin, limitBody(MAX_UPLOAD_REQUEST_BYTES), async (c) => {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      return jsonError(c, 400, 'Send the image as multipart/form-data in the field "image".');
    }
    const result = await uploadPortfolioImage(c.env, {
      image: form.get("image"),
      small: form.get("small"),
      large: form.get("large"),
    });
    switch (result.status) {
      case "stored":
        return c.json(result.item, 201);
      case "too-large":
        return jsonError(c, 413, result.error, result.issues);
      case "invalid":
        return jsonError(c, 400, result.error, result.issues);
    }
  })
  .get("/images", edgeCached(), async (c) => c.json(await listPortfolio(c.env)))
  // The file name is the URL-encoded storage key (portfolio%2F...); a raw slash is accepted too.
  .patch("/images/:fileName{.+}", requireAdmin, limitBody(MAX_JSON_BODY_BYTES), async (c) => {
    const result = await updatePortfolioDetails(c.env, c.req.param("fileName"), await readJson(c));
    switch (result.status) {
      case "saved":
        return c.json(result.item);
      case "invalid":
        return invalid(c, result.issues);
      case "not-found":
        return jsonError(c, 404, NOT_FOUND);
    }
  })
  .delete("/images/:fileName{.+}", requireAdmin, async (c) => {
    if (!(await deletePortfolioImage(c.env, c.req.param("fileName"))))
      return jsonError(c, 404, NOT_FOUND);
    return c.json({ message: "The image has been successfully deleted." });
  });
