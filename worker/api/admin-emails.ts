// The owner's view of the email outbox: list (by status or record), one email as sent, Resend of a
// failed one and of every failed one.
// Mounted behind requireAdmin in ./index.ts (docs/decisions/0025-email-outbox.md).
import { Hono } from "hono";
import { emailIdParamSchema, emailListQuerySchema } from "~/lib/email-schema";
import { emailForOwner, emailsForOwner, resendAllFailed, resendEmail } from "../services/outbox";
import type { HonoEnv } from "../types";
import { jsonError, validate } from "./http";

export const adminEmails = new Hono<HonoEnv>()
  .get("/emails", validate("query", emailListQuerySchema), async (c) =>
    c.json({ emails: await emailsForOwner(c.env, c.req.valid("query")) }),
  )
  .post("/emails/resend-failed", async (c) => {
    const count = await resendAllFailed(c.env);
    return c.json(
      {
        count,
        message: count ? "The failed emails are on their way again." : "No email had failed.",
      },
      202,
    );
  })
  .get("/emails/:id", validate("param", emailIdParamSchema), async (c) => {
    const email = await emailForOwner(c.env, c.req.valid("param").id);
    if (!email) return jsonError(c, 404, "No email with that id.");
    return c.json({ email });
  })
  .post("/emails/:id/resend", validate("param", emailIdParamSchema), async (c) => {
    const result = await resendEmail(c.env, c.req.valid("param").id);
    if (result === "not-found") return jsonError(c, 404, "No email with that id.");
    if (result === "not-failed")
      return jsonError(c, 409, "Only an email that was not sent can be sent again.");
    return c.json({ message: "The email is on its way again." }, 202);
  });
