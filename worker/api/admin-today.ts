// GET /api/admin/today: the owner's Today screen. Mounted behind requireAdmin in ./index.ts.
import { Hono } from "hono";
import { buildToday } from "../services/today";
import type { HonoEnv } from "../types";

export const adminToday = new Hono<HonoEnv>().get("/today", async (c) =>
  c.json(await buildToday(c.env)),
);
