// The frame designer's public API: the catalogue (edge-cached), estimates, and quote requests.
// POST /api/quotes is multipart (photos), so it cannot rely on JSON-only CORS protection: a
// cross-site browser request is refused, and it has the honeypot and the public write limit.
// /api/quotes is exempt from the API's 1 MB body limit (./index.ts): it sets its own.
import { Hono, type MiddlewareHandler } from "hono";
import { HONEYPOT_FIELD } from "~/content/options";
import { MAX_QUOTE_REQUEST_BYTES, QUOTE_SUCCESS_MESSAGE } from "~/lib/quote-request";
import { isFromAnotherSite } from "../request-origin";
import { estimateDesign, frameCatalogue, submitQuoteRequest } from "../services/frame-quotes";
import { PUBLIC_WRITE_LIMIT } from "../services/rate-limit";
import type { HonoEnv } from "../types";
import { invalid, jsonError, limitBody, readJson } from "./http";
import { edgeCached } from "./middleware/edge-cache";
import { rateLimit } from "./middleware/rate-limit";

export const frames = new Hono<HonoEnv>().get("/", edgeCached(), async (c) =>
  c.json(await frameCatalogue(c.env)),
);

export const CROSS_SITE_REFUSAL = "Send your quote request from the frame designer on our site.";

const sameSiteOnly: MiddlewareHandler<HonoEnv> = async (c, next) => {
  if (isFromAnotherSite(c.req.raw)) return jsonError(c, 403, CROSS_SITE_REFUSAL);
  await next();
};

const text = (form: FormData, name: string) => form.get(name) ?? undefined;

export const quotes = new Hono<HonoEnv>()
  .post("/estimate", async (c) => {
    const result = await estimateDesign(c.env, await readJson(c));
    if (result.status === "invalid")
      return jsonError(c, 400, "This frame cannot be made as designed.", result.issues);
    return c.json(result.estimate);
  })
  .post(
    "/",
    sameSiteOnly,
    rateLimit(PUBLIC_WRITE_LIMIT),
    limitBody(MAX_QUOTE_REQUEST_BYTES),
    async (c) => {
      let form: FormData;
      try {
        form = await c.req.raw.formData();
      } catch {
        return jsonError(c, 400, "Send the quote request as multipart/form-data.");
      }
      const result = await submitQuoteRequest(c.env, {
        design: text(form, "design"),
        name: text(form, "name"),
        email: text(form, "email"),
        phone: text(form, "phone"),
        message: text(form, "message"),
        photos: form.getAll("photo"),
        honeypot: text(form, HONEYPOT_FIELD),
      });
      switch (result.status) {
        case "invalid":
          return invalid(c, result.issues);
        case "too-large":
          return jsonError(c, 413, "A photo is too large.", result.issues);
        case "ignored":
          // A filled honeypot is told the same as a person, with no id to probe.
          return c.json({ message: QUOTE_SUCCESS_MESSAGE, id: null }, 201);
        case "stored":
          return c.json({ message: QUOTE_SUCCESS_MESSAGE, id: result.quote.id }, 201);
      }
    },
  );
