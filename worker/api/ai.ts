// The assistant and its spending controls (issue 10): POST /api/chat and /api/usage/*.
// Owner only: every route is behind requireAdmin (see ./index.ts).
import { Hono } from "hono";
import { z } from "zod";
import { chat } from "../services/ai/chat";
import {
  breakerStatus,
  circuitBreakerSchema,
  readCircuitBreaker,
  readUsage,
  resetUsage,
  saveCircuitBreaker,
} from "../services/ai/usage";
import type { HonoEnv } from "../types";
import { jsonError, validate } from "./http";

export const chatRequestSchema = z.object({
  message: z
    .string({ error: "Message is required." })
    .trim()
    .min(1, "Message is required.")
    .max(4000, "Message must be at most 4000 characters."),
  context: z.literal("blog_creation", { error: "context must be blog_creation." }).default("blog_creation"),
  business: z.string().max(2000, "business must be at most 2000 characters.").optional(),
});

export const chatApi = new Hono<HonoEnv>().post("/", validate("json", chatRequestSchema), async (c) => {
  const { message, business } = c.req.valid("json");
  const result = await chat(c.env, message, business);
  switch (result.status) {
    case "blocked":
      return c.json({ error: "The AI circuit breaker is active.", reason: result.reason }, 429);
    case "failed":
      return jsonError(c, 502, result.error);
    case "answered":
      return c.json({ content: result.content, standIn: result.standIn, model: result.model, usage: result.usage });
  }
});

async function usageSnapshot(env: Env) {
  const [circuitBreaker, usage] = await Promise.all([readCircuitBreaker(env.USAGE), readUsage(env.USAGE)]);
  const { requestsThisHour, ...stats } = usage;
  return { stats, requestsThisHour, status: breakerStatus(circuitBreaker, usage), circuitBreaker };
}

export const usageApi = new Hono<HonoEnv>()
  .get("/stats", async (c) => c.json(await usageSnapshot(c.env)))
  .post("/circuit-breaker", validate("json", circuitBreakerSchema), async (c) => {
    await saveCircuitBreaker(c.env.USAGE, c.req.valid("json"));
    return c.json({ message: "Circuit breaker configuration saved successfully", ...(await usageSnapshot(c.env)) });
  })
  .post("/reset", async (c) => {
    await resetUsage(c.env.USAGE);
    return c.json({ message: "All usage statistics have been cleared", ...(await usageSnapshot(c.env)) });
  });
