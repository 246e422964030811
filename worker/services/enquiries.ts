// Contact messages: called by both the JSON API and the /contact form action. A submission is
// stored together with the owner's notification and the visitor's acknowledgement (the outbox).
// The owner's side (list, reply, archive, delete): ./messages.ts. Bookings live in ./booking/.

import { serviceLabel } from "~/content/options";
import { type ContactInput, contactSchema } from "~/lib/enquiry-schema";
import type { ShopFacts } from "~/lib/shop-schema";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import { insertContact } from "~db/repositories/contacts";
import type { Contact } from "~db/schema";
import { composeEmail } from "./email";
import { acknowledgementEmail } from "./message-emails";
import { commitWithEmails, type EmailDraft, type OutboxEnv } from "./outbox";
import { clientKeys } from "./rate-limit";
import { shopFacts } from "./shop";

type EnquiryEnv = OutboxEnv & Pick<Env, "NOTIFY_EMAIL_TO" | "SITE_URL">;

export type SubmitResult<T> =
  | { status: "stored"; record: T }
  // The honeypot was filled: the sender is told it worked, nothing is stored or sent.
  | { status: "ignored" }
  | { status: "invalid"; issues: ValidationIssue[] };

/** The owner's notice of a new message: the visitor's words, as the cleaned record holds them. */
function ownerNotice(c: ContactInput, to: string, siteUrl: string, shop: ShopFacts): EmailDraft {
  return {
    kind: "owner-notification",
    replyTo: c.email,
    ...composeEmail(
      to,
      `New message from ${c.firstName} ${c.lastName}`,
      {
        paragraphs: [
          [
            `Name: ${c.firstName} ${c.lastName}`,
            `Email: ${c.email}`,
            `Phone: ${c.phone ?? "-"}`,
            `Service: ${serviceLabel(c.service) ?? "-"}`,
          ].join("\n"),
          c.message,
        ],
        // {{related_id}} becomes the new message's id when the outbox records the email.
        link: {
          label: "Open this message",
          url: `${siteUrl}/admin/messages#message-{{related_id}}`,
        },
      },
      shop,
    ),
  };
}

/**
 * Stores a message with the owner's notice and the visitor's acknowledgement in one batch (the
 * outbox sends them; docs/decisions/0025-email-outbox.md). Emails are built from cleaned values.
 */
export async function submitContact(
  env: EnquiryEnv,
  input: unknown,
  // The visitor's connection (CF-Connecting-IP), for the acknowledgement limit per connection.
  client?: string,
): Promise<SubmitResult<Contact>> {
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const c = parsed.data;
  const shop = await shopFacts(env);
  const { rows } = await commitWithEmails<Contact>(
    env,
    (db) => insertContact(db, { ...c, phone: c.phone ?? null, service: c.service ?? null }),
    [
      {
        kind: "acknowledgement",
        replyTo: env.NOTIFY_EMAIL_TO,
        client: client === undefined ? undefined : await clientKeys(client),
        ...acknowledgementEmail(c, shop),
      },
      ownerNotice(c, env.NOTIFY_EMAIL_TO, env.SITE_URL, shop),
    ],
    { kind: "message", id: "inserted" },
  );
  const [record] = rows;
  if (!record) throw new Error("D1 returned no row for the new message");
  return { status: "stored", record };
}
