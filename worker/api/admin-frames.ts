// The owner's frame catalogue: every entry (retired too), add, edit, retire, restore, swatches and
// the price table. Mounted behind requireAdmin in ./index.ts (Access JWT, same-origin writes).
import { type Context, Hono } from "hono";
import { z } from "zod";
import {
  CATALOGUE_KINDS,
  type CatalogueKind,
  catalogueIdSchema,
} from "~/lib/frame-catalogue-schema";
import {
  createEntry,
  type EntryResult,
  entryNoun,
  ownerCatalogue,
  redrawSwatch,
  restoreEntry,
  retireEntry,
  updateEntry,
  updatePrices,
  uploadSwatch,
} from "../services/frame-catalogue";
import { pricesFromCost } from "../services/materials/markup";
import type { HonoEnv } from "../types";
import { invalid, jsonError, readJson, validate } from "./http";

const kindParam = z.object({
  kind: z.enum(CATALOGUE_KINDS, {
    error: `The catalogue lists are ${CATALOGUE_KINDS.join(", ")}.`,
  }),
});
const entryParam = kindParam.extend({ id: catalogueIdSchema });
const mouldingParam = z.object({ id: catalogueIdSchema });

function answer(
  c: Context,
  kind: CatalogueKind,
  result: EntryResult<unknown>,
  message: string,
  savedStatus: 200 | 201 = 200,
) {
  switch (result.status) {
    case "saved":
      return c.json({ message, entry: result.entry }, savedStatus);
    case "invalid":
      return invalid(c, result.issues);
    case "too-large":
      return jsonError(c, 413, "The picture is too large.", result.issues);
    case "conflict":
      return jsonError(c, 409, result.error, result.issues);
    case "not-found":
      return jsonError(c, 404, `No ${entryNoun(kind).toLowerCase()} with that id.`);
  }
}

async function swatchUpload(c: Context): Promise<unknown> {
  try {
    return (await c.req.raw.formData()).get("swatch");
  } catch {
    return undefined;
  }
}

export const adminFrames = new Hono<HonoEnv>()
  .get("/frames", async (c) => c.json(await ownerCatalogue(c.env)))
  .put("/frames/prices", async (c) => {
    const result = await updatePrices(c.env, await readJson(c));
    if (result.status === "invalid") return invalid(c, result.issues);
    return c.json({ message: "Prices saved.", prices: result.prices });
  })
  // Prices from cost x markup: a preview, applied with `apply: true`
  // (docs/decisions/0099-materials-and-frame-order.md).
  .post("/frames/:kind/markup", validate("param", kindParam), async (c) => {
    const result = await pricesFromCost(c.env, c.req.valid("param").kind, await readJson(c));
    if (result.status === "invalid") return invalid(c, result.issues);
    return c.json({ ...result.preview, applied: result.status === "applied" });
  })
  .post("/frames/:kind", validate("param", kindParam), async (c) => {
    const { kind } = c.req.valid("param");
    const result = await createEntry(c.env, kind, await readJson(c));
    return answer(c, kind, result, `${entryNoun(kind)} added.`, 201);
  })
  .put("/frames/:kind/:id", validate("param", entryParam), async (c) => {
    const { kind, id } = c.req.valid("param");
    const result = await updateEntry(c.env, kind, id, await readJson(c));
    return answer(c, kind, result, `${entryNoun(kind)} saved.`);
  })
  .post("/frames/:kind/:id/retire", validate("param", entryParam), async (c) => {
    const { kind, id } = c.req.valid("param");
    const result = await retireEntry(c.env, kind, id);
    return answer(c, kind, result, `${entryNoun(kind)} retired.`);
  })
  .post("/frames/:kind/:id/restore", validate("param", entryParam), async (c) => {
    const { kind, id } = c.req.valid("param");
    const result = await restoreEntry(c.env, kind, id);
    return answer(c, kind, result, `${entryNoun(kind)} restored.`);
  })
  // multipart/form-data with one file, `swatch`.
  .put("/frames/mouldings/:id/swatch", validate("param", mouldingParam), async (c) => {
    const { id } = c.req.valid("param");
    const result = await uploadSwatch(c.env, id, await swatchUpload(c));
    return answer(c, "mouldings", result, "Swatch saved.");
  })
  .delete("/frames/mouldings/:id/swatch", validate("param", mouldingParam), async (c) => {
    const { id } = c.req.valid("param");
    const result = await redrawSwatch(c.env, id);
    return answer(c, "mouldings", result, "Swatch drawn from the colour.");
  });
