// POST /api/analytics: our pages' beacon. The one gate for public writes (../public-write.ts)
// checks the request; the schema checks the event.
import { Hono } from "hono";
import { analyticsEventSchema } from "~/lib/analytics-schema";
import { toIssues } from "~/lib/validation-issues";
import { PUBLIC_WRITES } from "../public-write";
import { recordAnalyticsEvent } from "../services/analytics";
import type { HonoEnv } from "../types";
import { invalid, openApiWrite } from "./http";

export const analytics = new Hono<HonoEnv>().post("/", async (c) => {
  const gate = await openApiWrite(c, PUBLIC_WRITES.analyticsApi);
  if (gate instanceof Response) return gate;
  if (gate.status !== "open") return c.body(null, 202);
  const event = analyticsEventSchema.safeParse(gate.body);
  if (!event.success) return invalid(c, toIssues(event.error));
  const result = await recordAnalyticsEvent(c.env, c.req.raw, event.data, (p) =>
    c.executionCtx.waitUntil(p),
  );
  return c.body(null, result === "stored" ? 204 : 202);
});
