// /api/usage: AI spending and the circuit breaker's settings (issue 10). Owner only: mounted
// behind requireAdmin in ./index.ts.
import { Hono } from "hono";
import { circuitBreakerSchema } from "~/lib/circuit-breaker-schema";
import { resetUsage, saveCircuitBreaker, usageReport } from "../services/ai/usage";
import type { HonoEnv } from "../types";
import { validate } from "./http";

export const usageApi = new Hono<HonoEnv>()
  .get("/stats", async (c) => c.json(await usageReport(c.env.USAGE)))
  .post("/circuit-breaker", validate("json", circuitBreakerSchema), async (c) => {
    await saveCircuitBreaker(c.env.USAGE, c.req.valid("json"));
    return c.json({
      message: "Circuit breaker configuration saved successfully",
      ...(await usageReport(c.env.USAGE)),
    });
  })
  .post("/reset", async (c) => {
    await resetUsage(c.env.USAGE);
    return c.json({
      message: "All usage statistics have been cleared",
      ...(await usageReport(c.env.USAGE)),
    });
  });
