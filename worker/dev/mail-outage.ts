// A development-only switch that makes the local mail relay refuse every email, so the outbox's
// failure path (retries, "failed", Resend) can be tried by hand and by the browser tests
// (docs/decisions/0025-email-outbox.md). It is read only when ENVIRONMENT is "development" and set
// only from localhost (`POST /api/dev/mail-outage`); production never looks at it.
import { Hono } from "hono";
import { jsonError } from "../api/http";
import { isLocalDevelopment } from "../auth/access";
import { isSameOriginRequest } from "../request-origin";
import type { HonoEnv } from "../types";

const OUTAGE_KEY = "dev:mail-outage";
export const DEV_OUTAGE_ERROR = "Local mail relay outage (development switch)";

type OutageEnv = Pick<Env, "ENVIRONMENT" | "USAGE" | "NOTIFY">;

/** The email binding the consumer uses: the real one, or in development during an outage, one that refuses. */
export async function mailBinding(env: OutageEnv): Promise<SendEmail> {
  if (env.ENVIRONMENT !== "development" || !(await env.USAGE.get(OUTAGE_KEY))) return env.NOTIFY;
  return {
    async send() {
      throw new Error(DEV_OUTAGE_ERROR);
    },
  } as unknown as SendEmail;
}

export const devMailOutage = new Hono<HonoEnv>()
  .use("*", async (c, next) => {
    if (!isLocalDevelopment(c.env, new URL(c.req.url))) {
      return jsonError(c, 404, "The mail outage switch is only available in local development.");
    }
    return next();
  })
  .get("/", async (c) => c.json({ outage: Boolean(await c.env.USAGE.get(OUTAGE_KEY)) }))
  .post("/", async (c) => {
    if (!isSameOriginRequest(c.req.raw)) {
      return jsonError(c, 403, "This change must be made from the site itself.");
    }
    const on = c.req.query("on") === "1";
    if (on) await c.env.USAGE.put(OUTAGE_KEY, "1", { expirationTtl: 3600 });
    else await c.env.USAGE.delete(OUTAGE_KEY);
    return c.json({ outage: on });
  });
