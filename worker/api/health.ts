import { Hono } from "hono";
import type { HonoEnv } from "../types";

type Check = "ok" | "error";

async function check(probe: () => Promise<unknown>): Promise<Check> {
  try {
    await probe();
    return "ok";
  } catch (err) {
    console.error("Health check failed", err);
    return "error";
  }
}

export const health = new Hono<HonoEnv>().get("/", async (c) => {
  const [d1, r2, kv] = await Promise.all([
    check(() => c.env.DB.prepare("SELECT 1").first()),
    check(() => c.env.IMAGES.head("health-check")),
    check(() => c.env.USAGE.get("health-check")),
  ]);
  const ok = d1 === "ok" && r2 === "ok" && kv === "ok";
  c.header("Cache-Control", "no-store");
  return c.json({ ok, bindings: { d1, r2, kv } }, ok ? 200 : 503);
});
