// The owner's email outbox API: its query and path, validated once here and used by the router
// and the typed client (docs/decisions/0025-email-outbox.md).

import { z } from "zod";
import { EMAIL_RELATED_KINDS } from "./emails";
import { EMAIL_STATUSES } from "./statuses";

const relatedPattern = new RegExp(`^(${EMAIL_RELATED_KINDS.join("|")}):([1-9][0-9]{0,9})$`);

/**
 * What the owner's list can show: a status, or "retrying" (queued after a failed try, waiting for
 * the Queue's next one), or "failing" (failed for good or retrying: what needs an eye).
 */
export const EMAIL_LIST_FILTERS = [...EMAIL_STATUSES, "retrying", "failing"] as const;
export type EmailListFilter = (typeof EMAIL_LIST_FILTERS)[number];

export const emailListQuerySchema = z.object({
  status: z
    .enum(EMAIL_LIST_FILTERS, {
      error: "Status must be queued, sent, failed, skipped, retrying or failing.",
    })
    .optional(),
  related: z
    .string()
    .regex(relatedPattern, {
      error: `Related must be <kind>:<id>, the kind one of ${EMAIL_RELATED_KINDS.join(", ")}.`,
    })
    .transform((value) => {
      const [kind, id] = value.split(":");
      return { kind: kind as (typeof EMAIL_RELATED_KINDS)[number], id: Number(id) };
    })
    .optional(),
});

export const emailIdParamSchema = z.object({
  id: z.coerce
    .number({ error: "The email id must be a number." })
    .int({ error: "The email id must be a whole number." })
    .positive({ error: "The email id must be positive." })
    .max(Number.MAX_SAFE_INTEGER, { error: "The email id is too large." }),
});

/** One attachment of one email, counted from 1 as the viewer lists them. */
export const emailAttachmentParamSchema = emailIdParamSchema.extend({
  n: z.coerce
    .number({ error: "The attachment number must be a number." })
    .int({ error: "The attachment number must be a whole number." })
    .min(1, { error: "Attachments are counted from 1." })
    .max(50, { error: "No email has that many attachments." }),
});

/** Where the owner downloads an email's attachment: the API's own path, shared with the viewer. */
export const emailAttachmentPath = (id: number, n: number) =>
  `/api/admin/emails/${id}/attachments/${n}`;
