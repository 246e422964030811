// POST /api/chat: the owner's blog-writing assistant (issue 10). Owner only: mounted behind
// requireAdmin in ./index.ts.
import { Hono } from "hono";
import { chatRequestSchema } from "~/lib/chat-schema";
import { chat } from "../services/ai/chat";
import type { HonoEnv } from "../types";
import { jsonError, validate } from "./http";

export const chatApi = new Hono<HonoEnv>().post(
  "/",
  validate("json", chatRequestSchema),
  async (c) => {
    const result = await chat(c.env, c.req.valid("json"));
    switch (result.status) {
      case "blocked":
        return c.json({ error: "The AI circuit breaker is active.", reason: result.reason }, 429);
      case "failed":
        return jsonError(c, 502, result.error);
      case "answered": {
        const { status: _answered, ...answer } = result;
        return c.json(answer);
      }
    }
  },
);
