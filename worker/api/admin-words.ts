// The owner's "Pages & photos" (issue #31): the pages' photos and the About story. Mounted behind
// requireAdmin in ./index.ts (Access JWT, same-origin writes).
import { type Context, Hono } from "hono";
import { MAX_UPLOAD_REQUEST_BYTES } from "~/lib/portfolio";
import {
  ownerPageWords,
  type PhotoResult,
  removePagePhoto,
  saveAboutStory,
  setPagePhoto,
  updatePhotoAlt,
} from "../services/page-words";
import type { HonoEnv } from "../types";
import {
  imageRefused,
  invalid,
  jsonError,
  limitBody,
  MAX_JSON_BODY_BYTES,
  multipartForm,
  readJson,
} from "./http";

const NO_SLOT = "There is no photo place by that name.";

/** The photo upload carries an image: exempt from the API's 1 MB JSON limit (it sets its own). */
export const isPagePhotoUpload = (path: string) =>
  /^\/api\/admin\/words\/photos\/[^/]+$/.test(path);

function answer(c: Context, result: PhotoResult, message: string) {
  switch (result.status) {
    case "saved":
      return c.json({ message, slot: result.slot });
    case "invalid":
      return "error" in result ? imageRefused(c, result) : invalid(c, result.issues);
    case "too-large":
      return imageRefused(c, result);
    case "not-found":
      return jsonError(c, 404, NO_SLOT);
  }
}

export const adminWords = new Hono<HonoEnv>()
  .get("/words", async (c) => c.json(await ownerPageWords(c.env)))
  .put("/words/about-story", async (c) => {
    const result = await saveAboutStory(c.env, await readJson(c));
    if (result.status === "invalid") return invalid(c, result.issues);
    return c.json({
      message: result.story ? "Story saved." : "The site's own story is back.",
      story: result.story,
    });
  })
  // multipart/form-data: `image` (the original) and `alt`.
  .put("/words/photos/:slot", limitBody(MAX_UPLOAD_REQUEST_BYTES), async (c) => {
    const form = await multipartForm(c, "image");
    if (form instanceof Response) return form;
    return answer(c, await setPagePhoto(c.env, c.req.param("slot"), form), "Photo saved.");
  })
  // { alt }: the alt text alone.
  .patch("/words/photos/:slot", limitBody(MAX_JSON_BODY_BYTES), async (c) =>
    answer(
      c,
      await updatePhotoAlt(c.env, c.req.param("slot"), await readJson(c)),
      "Alt text saved.",
    ),
  )
  .delete("/words/photos/:slot", async (c) => {
    if (!(await removePagePhoto(c.env, c.req.param("slot")))) return jsonError(c, 404, NO_SLOT);
    return c.json({ message: "The illustration is back." });
  });
