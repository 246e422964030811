// The owner's materials desk (docs/decisions/0099-materials-and-frame-order.md): vendors and their
// price lists, the frame order and the purchase orders placed from it. Mounted behind
// requireAdmin in ./index.ts (Access JWT, same-origin writes).
import { type Context, Hono } from "hono";
import {
  MAX_PRICE_LIST_BYTES,
  priceListQuerySchema,
  purchaseOrderIdParamSchema,
  vendorIdParamSchema,
} from "~/lib/materials-schema";
import { database } from "~db/client";
import { currentFrameOrder, frameOrderAnswer } from "../services/materials/frame-order";
import { importPriceList } from "../services/materials/price-list";
import {
  placeOrder,
  purchaseOrderForOwner,
  purchaseOrdersForOwner,
  receiveOrder,
} from "../services/materials/purchase-orders";
import {
  changeVendor,
  createVendor,
  deleteVendor,
  type VendorResult,
  vendorsForOwner,
} from "../services/materials/vendors";
import type { HonoEnv } from "../types";
import { invalid, jsonError, limitBody, multipartForm, readJson, validate } from "./http";

const NO_VENDOR = "No vendor with that id.";
const NO_ORDER = "No purchase order with that id.";

/** Whether a path is a price list upload, which sets its own body limit (see ./index.ts). */
export const isPriceListUpload = (path: string) =>
  /^\/api\/admin\/vendors\/[^/]+\/price-list$/.test(path);

function vendorAnswer(
  c: Context<HonoEnv>,
  result: VendorResult,
  message: string,
  status: 200 | 201 = 200,
) {
  switch (result.status) {
    case "saved":
      return c.json({ message, vendor: result.vendor }, status);
    case "invalid":
      return invalid(c, result.issues);
    case "not-found":
      return jsonError(c, 404, NO_VENDOR);
    case "in-use":
      return jsonError(c, 409, result.error);
  }
}

/** A body that may be empty: `{}` then; a broken one is a 400 (readJson). */
async function optionalJson(c: Context): Promise<unknown> {
  const text = await c.req.raw.clone().text();
  return text.trim() === "" ? {} : readJson(c);
}

export const adminMaterials = new Hono<HonoEnv>()
  .get("/vendors", async (c) => c.json({ vendors: await vendorsForOwner(c.env) }))
  .post("/vendors", async (c) =>
    vendorAnswer(c, await createVendor(c.env, await readJson(c)), "Vendor added.", 201),
  )
  .put("/vendors/:id", validate("param", vendorIdParamSchema), async (c) =>
    vendorAnswer(
      c,
      await changeVendor(c.env, c.req.valid("param").id, await readJson(c)),
      "Vendor saved.",
    ),
  )
  .delete("/vendors/:id", validate("param", vendorIdParamSchema), async (c) =>
    vendorAnswer(c, await deleteVendor(c.env, c.req.valid("param").id), "Vendor deleted."),
  )
  // multipart/form-data with one CSV file, `file`; previews unless ?apply=true.
  .post(
    "/vendors/:id/price-list",
    validate("param", vendorIdParamSchema),
    validate("query", priceListQuerySchema),
    limitBody(2 * MAX_PRICE_LIST_BYTES),
    async (c) => {
      const form = await multipartForm(c, "file");
      if (form instanceof Response) return form;
      const apply = c.req.valid("query").apply === "true";
      const result = await importPriceList(c.env, c.req.valid("param").id, form.get("file"), apply);
      if (result.status === "invalid") return invalid(c, result.issues);
      if (result.status === "not-found") return jsonError(c, 404, NO_VENDOR);
      if (result.status === "applied")
        return c.json({ ...result.preview, applied: true, appliedAt: result.appliedAt });
      return c.json({ ...result.preview, applied: false });
    },
  )
  .get("/frame-order", async (c) =>
    c.json(frameOrderAnswer(await currentFrameOrder(database(c.env.DB)))),
  )
  .post("/frame-order", async (c) => {
    const result = await placeOrder(c.env, await readJson(c), {
      createdBy: c.get("admin").email,
    });
    if (result.status === "invalid") return invalid(c, result.issues);
    if (result.status === "nothing-to-order") return jsonError(c, 409, result.error);
    return c.json(
      { message: `Purchase order ${result.order.number} sent.`, order: result.order },
      201,
    );
  })
  .get("/purchase-orders", async (c) => c.json({ orders: await purchaseOrdersForOwner(c.env) }))
  .get("/purchase-orders/:id", validate("param", purchaseOrderIdParamSchema), async (c) => {
    const order = await purchaseOrderForOwner(c.env, c.req.valid("param").id);
    return order ? c.json({ order }) : jsonError(c, 404, NO_ORDER);
  })
  .post(
    "/purchase-orders/:id/receive",
    validate("param", purchaseOrderIdParamSchema),
    async (c) => {
      const result = await receiveOrder(c.env, c.req.valid("param").id, await optionalJson(c), {
        receivedBy: c.get("admin").email,
      });
      if (result.status === "invalid") return invalid(c, result.issues);
      if (result.status === "not-found") return jsonError(c, 404, NO_ORDER);
      return c.json({
        message: result.received ? `${result.received} received.` : "Already received.",
        received: result.received,
        order: result.order,
      });
    },
  );
