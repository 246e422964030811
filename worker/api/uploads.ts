// /api/uploads: the portfolio images and the blog's images. The published works' list is public
// (and edge-cached); everything else is the owner's, so requireAdmin guards each of those routes.
// /api/uploads/ is exempt from the API's 1 MB body limit (./index.ts): each route sets its own.
import { Hono, type MiddlewareHandler } from "hono";
import { MAX_UPLOAD_REQUEST_BYTES } from "~/lib/portfolio";
import { portfolioListQuerySchema } from "~/lib/portfolio-schema";
import { requireAdmin } from "../auth/require-admin";
import { uploadBlogImage } from "../services/blog-images";
import {
  deletePortfolioImage,
  listPortfolio,
  reorderPortfolio,
  updatePortfolioDetails,
} from "../services/portfolio";
import { uploadPortfolioImage } from "../services/portfolio-upload";
import type { HonoEnv } from "../types";
import {
  imageRefused,
  invalid,
  jsonError,
  limitBody,
  MAX_JSON_BODY_BYTES,
  multipartForm,
  readJson,
  validate,
} from "./http";
import { edgeCached } from "./middleware/edge-cache";

const NOT_FOUND = "No portfolio image with that file name.";

// Hidden works are listed for the owner only (?status=all); visitors get 401, other accounts 403.
const ownerForHidden: MiddlewareHandler<HonoEnv> = (c, next) =>
  c.req.query("status") === "all" ? requireAdmin(c, next) : next();

export const uploads = new Hono<HonoEnv>()
  // The body is counted as it streams in, so a missing or false Content-Length gets no further.
  .post("/upload", requireAdmin, limitBody(MAX_UPLOAD_REQUEST_BYTES), async (c) => {
    const form = await multipartForm(c, "image");
    if (form instanceof Response) return form;
    const result = await uploadPortfolioImage(c.env, form.get("image"));
    return result.status === "stored" ? c.json(result.item, 201) : imageRefused(c, result);
  })
  // An image for a blog post (its body or its cover): the same checks and copies, public at once.
  .post("/blog-images", requireAdmin, limitBody(MAX_UPLOAD_REQUEST_BYTES), async (c) => {
    const form = await multipartForm(c, "image");
    if (form instanceof Response) return form;
    const result = await uploadBlogImage(c.env, form.get("image"));
    return result.status === "stored" ? c.json(result.image, 201) : imageRefused(c, result);
  })
  .get(
    "/images",
    ownerForHidden,
    edgeCached(["status"]),
    validate("query", portfolioListQuerySchema),
    async (c) =>
      c.json(await listPortfolio(c.env, { includeHidden: c.req.valid("query").status === "all" })),
  )
  // The owner's order of the grid: { order: [fileName, ...] }, some or all of the works.
  .put("/order", requireAdmin, limitBody(MAX_JSON_BODY_BYTES), async (c) => {
    const result = await reorderPortfolio(c.env, await readJson(c));
    switch (result.status) {
      case "saved":
        return c.json(result.items);
      case "invalid":
        return invalid(c, result.issues);
      case "conflict":
        return jsonError(c, 409, result.error);
    }
  })
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
