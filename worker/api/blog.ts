// /api/blog: public reads of published posts; everything else is the owner's.
// Reads and writes share the /posts path, so requireAdmin guards each owner route here rather than
// through the admin router, and reads that ask for drafts go through the blog service's rule.
import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { postListQuerySchema, postPreviewSchema } from "~/lib/blog-schema";
import { verifyAccess } from "../auth/access";
import { requireAdmin } from "../auth/require-admin";
import {
  createPost,
  deletePost,
  getPostBySlug,
  listPosts,
  postReadAccess,
  previewPostHtml,
  publishAllDrafts,
  type SavePostResult,
  toPublicPost,
  updatePost,
} from "../services/blog";
import type { HonoEnv } from "../types";
import { invalid, jsonError, readJson, validate } from "./http";
import { edgeCached } from "./middleware/edge-cache";

const idParam = z.object({
  id: z.coerce.number().int().positive("Post id must be a positive whole number."),
});
const slugQuery = postListQuerySchema.pick({ status: true });

// Drafts (?status=draft or all) are the owner's: visitors get 401, other accounts 403.
const draftsForOwnerOnly: MiddlewareHandler<HonoEnv> = async (c, next) => {
  const access = await postReadAccess(c.req.query("status") ?? "published", () =>
    verifyAccess(c.req.raw, c.env),
  );
  return access.ok ? next() : jsonError(c, access.status, access.error);
};

function saved(
  c: Parameters<MiddlewareHandler<HonoEnv>>[0],
  result: SavePostResult,
  status: 200 | 201,
) {
  switch (result.status) {
    case "saved":
      return c.json(result.post, status);
    case "invalid":
      return invalid(c, result.issues);
    case "conflict":
      return jsonError(c, 409, result.error, result.issues);
    case "not-found":
      return jsonError(c, 404, "No blog post with that id.");
  }
}

export const blog = new Hono<HonoEnv>()
  .get(
    "/posts",
    draftsForOwnerOnly,
    edgeCached(["status"]),
    validate("query", postListQuerySchema),
    async (c) => c.json(await listPosts(c.env, c.req.valid("query"))),
  )
  .post("/posts", requireAdmin, async (c) =>
    saved(c, await createPost(c.env, await readJson(c)), 201),
  )
  .post("/posts/publish-all", requireAdmin, async (c) => {
    const published = await publishAllDrafts(c.env);
    return c.json({
      published,
      message: `${published} draft${published === 1 ? "" : "s"} published.`,
    });
  })
  .get(
    "/posts/:slug",
    draftsForOwnerOnly,
    edgeCached(["status"]),
    validate("query", slugQuery),
    async (c) => {
      const includeDrafts = c.req.valid("query").status !== "published";
      const post = await getPostBySlug(c.env, c.req.param("slug"), { includeDrafts });
      if (!post) return jsonError(c, 404, "No published blog post at that address.");
      // The owner's editor needs the Markdown source; visitors get the sanitised HTML only.
      return c.json(includeDrafts ? post : toPublicPost(post));
    },
  )
  .put("/posts/:id", requireAdmin, validate("param", idParam), async (c) =>
    saved(c, await updatePost(c.env, c.req.valid("param").id, await readJson(c)), 200),
  )
  .delete("/posts/:id", requireAdmin, validate("param", idParam), async (c) => {
    if (!(await deletePost(c.env, c.req.valid("param").id)))
      return jsonError(c, 404, "No blog post with that id.");
    return c.json({ message: "Blog post deleted." });
  })
  .post("/preview", requireAdmin, validate("json", postPreviewSchema), (c) =>
    c.json({ html: previewPostHtml(c.req.valid("json").content) }),
  );
