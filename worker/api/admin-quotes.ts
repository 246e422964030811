// The owner's view of quote requests: the list, the private photos, replies and won/lost.
// Mounted behind requireAdmin in ./index.ts.
import { Hono } from "hono";
import { z } from "zod";
import {
  listQuotes,
  type OwnerChangeResult,
  readQuotePhoto,
  replyToQuote,
  setQuoteOutcome,
} from "../services/owner-quotes";
import type { HonoEnv } from "../types";
import { invalid, jsonError, privateFile, readJson, validate } from "./http";

const idParam = z.object({
  id: z.coerce.number().int().positive("Quote id must be a positive whole number."),
});
const photoParam = idParam.extend({
  number: z.coerce.number().int().positive("Photo number must be a positive whole number."),
});

const NOT_FOUND = "No quote request with that id.";

function answer(c: Parameters<typeof invalid>[0], result: OwnerChangeResult, message: string) {
  switch (result.status) {
    case "saved":
      return c.json({ message, quote: result.quote });
    case "invalid":
      return invalid(c, result.issues);
    case "not-found":
      return jsonError(c, 404, NOT_FOUND);
  }
}

export const adminQuotes = new Hono<HonoEnv>()
  .get("/quotes", async (c) => c.json({ quotes: await listQuotes(c.env) }))
  .get("/quotes/:id/photos/:number", validate("param", photoParam), async (c) => {
    const { id, number } = c.req.valid("param");
    const object = await readQuotePhoto(c.env, id, number);
    if (!object) return jsonError(c, 404, "No photo with that number on this quote.");
    return privateFile(object);
  })
  .post("/quotes/:id/reply", validate("param", idParam), async (c) =>
    answer(
      c,
      await replyToQuote(c.env, c.req.valid("param").id, await readJson(c)),
      "Your reply has been emailed and saved.",
    ),
  )
  .patch("/quotes/:id", validate("param", idParam), async (c) =>
    answer(
      c,
      await setQuoteOutcome(c.env, c.req.valid("param").id, await readJson(c)),
      "Quote updated.",
    ),
  );
