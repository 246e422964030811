// The shop's facts (docs/decisions/0040-shop-facts-in-d1.md): GET/PUT /api/admin/shop for the
// owner (behind requireAdmin in ./index.ts), and GET /api/shop for any client (edge-cached).
import { Hono } from "hono";
import { shopFactsSchema } from "~/lib/shop-schema";
import { askAffectedToMove, bookingsAffectedByClosures } from "../services/closure-bookings";
import { onlinePaymentsStatus } from "../services/payments/stripe";
import { publicShop, saveShopFacts, shopFacts, shopHistory } from "../services/shop";
import type { HonoEnv } from "../types";
import { invalid, validate } from "./http";
import { edgeCached } from "./middleware/edge-cache";

export const adminShop = new Hono<HonoEnv>()
  .get("/shop", async (c) => {
    const facts = await shopFacts(c.env);
    return c.json({
      facts,
      history: await shopHistory(c.env),
      affectedBookings: await bookingsAffectedByClosures(c.env, facts),
      onlinePayments: onlinePaymentsStatus(c.env),
    });
  })
  .put("/shop", validate("json", shopFactsSchema), async (c) => {
    const result = await saveShopFacts(c.env, c.req.valid("json"), c.get("admin").email);
    if (result.status === "invalid") return invalid(c, result.issues);
    return c.json({
      message: result.status === "saved" ? "Shop settings saved." : "Nothing changed.",
      facts: result.facts,
      changed: result.fields,
      history: await shopHistory(c.env),
      // The bookings a closure now falls on: the owner asks them to move (the route below).
      affectedBookings: await bookingsAffectedByClosures(c.env, result.facts),
    });
  })
  .post("/shop/affected-bookings/ask-to-move", async (c) => c.json(await askAffectedToMove(c.env)));

// What a client needs: the facts (all public: they are on every page) and the closures soon.
export const shopApi = new Hono<HonoEnv>().get("/", edgeCached(), async (c) =>
  c.json(await publicShop(c.env)),
);
