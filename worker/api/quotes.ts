// The frame designer's public API: the catalogue (edge-cached), estimates, and quote requests.
// POST /api/quotes is multipart (photos): the one gate for public writes (../public-write.ts)
// refuses other sites' pages, applies its body limit and the write limit, and sees the honeypot.
import { Hono } from "hono";
import { quoteSuccessMessage } from "~/lib/quote-request";
import { PUBLIC_WRITES } from "../public-write";
import { estimateDesign, frameCatalogue, submitQuoteRequest } from "../services/frame-quotes";
import { clientAddress } from "../services/rate-limit";
import { shopFacts } from "../services/shop";
import type { HonoEnv } from "../types";
import { invalid, jsonError, openApiWrite, readJson } from "./http";
import { edgeCached } from "./middleware/edge-cache";

export const frames = new Hono<HonoEnv>().get("/", edgeCached(), async (c) =>
  c.json(await frameCatalogue(c.env)),
);

const text = (form: FormData, name: string) => form.get(name) ?? undefined;

export const quotes = new Hono<HonoEnv>()
  .post("/estimate", async (c) => {
    const result = await estimateDesign(c.env, await readJson(c));
    if (result.status === "invalid")
      return jsonError(c, 400, "This frame cannot be made as designed.", result.issues);
    return c.json(result.estimate);
  })
  .post("/", async (c) => {
    const gate = await openApiWrite(c, PUBLIC_WRITES.quotesApi);
    if (gate instanceof Response) return gate;
    // A filled honeypot is told the same as a person, with no id to probe.
    if (gate.status === "honeypot")
      return c.json(
        { message: quoteSuccessMessage((await shopFacts(c.env)).replyPromise), id: null },
        201,
      );
    const form = gate.body;
    const result = await submitQuoteRequest(c.env, {
      design: text(form, "design"),
      name: text(form, "name"),
      email: text(form, "email"),
      phone: text(form, "phone"),
      message: text(form, "message"),
      photos: form.getAll("photo"),
      client: clientAddress(c.req.raw),
    });
    switch (result.status) {
      case "invalid":
        return invalid(c, result.issues);
      case "too-large":
        return jsonError(c, 413, "A photo is too large.", result.issues);
      case "stored":
        return c.json(
          {
            message: quoteSuccessMessage((await shopFacts(c.env)).replyPromise),
            id: result.quote.id,
          },
          201,
        );
    }
  });
