// The owner's view of the email outbox: list (by status or record), one email as sent, Resend of a
// failed one and of every failed one.
// Mounted behind requireAdmin in ./index.ts (docs/decisions/0025-email-outbox.md).
import { Hono } from "hono";
import {
  emailAttachmentParamSchema,
  emailIdParamSchema,
  emailListQuerySchema,
} from "~/lib/email-schema";
import {
  emailAttachmentForOwner,
  emailForOwner,
  emailsForOwner,
  resendAllFailed,
  resendEmail,
} from "../services/outbox";
import type { HonoEnv } from "../types";
import { jsonError, validate } from "./http";

/** `attachment; filename="..."` with only safe characters, and the exact name for browsers. */
function contentDisposition(filename: string) {
  const plain = filename.replace(/[^\w.\- ]/g, "_") || "attachment";
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

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
  .get("/emails/:id/attachments/:n", validate("param", emailAttachmentParamSchema), async (c) => {
    const { id, n } = c.req.valid("param");
    const file = await emailAttachmentForOwner(c.env, id, n);
    if (!file) return jsonError(c, 404, "That email has no such attachment.");
    // A download, never a page of the admin: its type as sent, not sniffed, and nothing in it runs.
    const type =
      file.type.startsWith("text/") && !/charset=/i.test(file.type)
        ? `${file.type}; charset=utf-8`
        : file.type;
    return new Response(file.content, {
      headers: {
        "Content-Type": type,
        "Content-Disposition": contentDisposition(file.filename),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "sandbox; default-src 'none'",
      },
    });
  })
  .post("/emails/:id/resend", validate("param", emailIdParamSchema), async (c) => {
    const result = await resendEmail(c.env, c.req.valid("param").id);
    if (result === "not-found") return jsonError(c, 404, "No email with that id.");
    if (result === "not-failed")
      return jsonError(c, 409, "Only an email that was not sent can be sent again.");
    return c.json({ message: "The email is on its way again." }, 202);
  });
