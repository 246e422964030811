import { Hono } from "hono";
import { analyticsEventSchema } from "~/lib/analytics-schema";
import { recordAnalyticsEvent } from "../services/analytics";
import type { HonoEnv } from "../types";
import { validate } from "./http";
import { rateLimit } from "./middleware/rate-limit";

// Generous for a real visitor clicking around, tight enough to keep a script from filling D1.
const ANALYTICS_LIMIT = { bucket: "analytics", limit: 120, windowSeconds: 60 };

export const analytics = new Hono<HonoEnv>().post(
  "/",
  rateLimit(ANALYTICS_LIMIT),
  validate("json", analyticsEventSchema),
  async (c) => {
    const result = await recordAnalyticsEvent(c.env, c.req.raw, c.req.valid("json"), (p) =>
      c.executionCtx.waitUntil(p),
    );
    return c.body(null, result === "stored" ? 204 : 202);
  },
);
