// The owner's customers (docs/decisions/0032-customers-and-retention.md): the list, a person's
// page, a person added by hand, notes, the export (zip) and the erasure. Behind requireAdmin in ./index.ts; the person is
// their email address, URL-encoded, matched case-insensitively.
import { Hono } from "hono";
import { customerListQuerySchema, customerParamSchema } from "~/lib/customers";
import { shopDay } from "~/lib/shop-time";
import {
  addCustomer,
  customerForOwner,
  customersForOwner,
  saveNotes,
} from "../services/customers/customers";
import { eraseCustomer, previewErasure } from "../services/customers/erase";
import { exportCustomer } from "../services/customers/export";
import type { HonoEnv } from "../types";
import { invalid, jsonError, readJson, validate } from "./http";

const NOT_FOUND = "No customer with that email address.";

export const adminCustomers = new Hono<HonoEnv>()
  .get("/customers", validate("query", customerListQuerySchema), async (c) =>
    c.json(await customersForOwner(c.env, c.req.valid("query"))),
  )
  .post("/customers", async (c) => {
    const result = await addCustomer(c.env, await readJson(c), c.get("admin").email);
    if (result.status === "invalid") return invalid(c, result.issues);
    if (result.status === "exists")
      return c.json(
        {
          error: "That email address is already a customer: open their page.",
          email: result.email,
        },
        409,
      );
    return c.json({ email: result.email }, 201);
  })
  .get("/customers/:email", validate("param", customerParamSchema), async (c) => {
    const found = await customerForOwner(c.env, c.req.valid("param").email);
    return found ? c.json(found) : jsonError(c, 404, NOT_FOUND);
  })
  .put("/customers/:email/notes", validate("param", customerParamSchema), async (c) => {
    const result = await saveNotes(c.env, c.req.valid("param").email, await readJson(c));
    if (result.status === "invalid") return invalid(c, result.issues);
    if (result.status === "not-found") return jsonError(c, 404, NOT_FOUND);
    return c.json({ notes: result.notes });
  })
  .get("/customers/:email/erasure", validate("param", customerParamSchema), async (c) => {
    const preview = await previewErasure(c.env, c.req.valid("param").email);
    return preview ? c.json(preview) : jsonError(c, 404, NOT_FOUND);
  })
  .get("/customers/:email/export", validate("param", customerParamSchema), async (c) => {
    const person = c.req.valid("param").email;
    const zip = await exportCustomer(c.env, person);
    if (!zip) return jsonError(c, 404, NOT_FOUND);
    const slug = person
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60);
    return new Response(zip as Uint8Array<ArrayBuffer>, {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="customer-${slug}-${shopDay()}.zip"`,
        "Cache-Control": "private, no-store",
      },
    });
  })
  .delete("/customers/:email", validate("param", customerParamSchema), async (c) => {
    const result = await eraseCustomer(c.env, c.req.valid("param").email);
    if (result.status === "not-found") return jsonError(c, 404, NOT_FOUND);
    if (result.status === "blocked") return jsonError(c, 409, result.error);
    if (result.status === "owing")
      return c.json({ error: result.error, balanceCents: result.balanceCents }, 409);
    return c.json({ removed: result.removed });
  });
