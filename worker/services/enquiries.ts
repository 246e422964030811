// Contact messages: called by both the JSON API and the /contact form action. A submission is
// stored first; the owner's notification and the visitor's acknowledgement are best effort.
// The owner's side (list, reply, archive, delete): ./messages.ts. Bookings live in ./booking/.

import { serviceLabel } from "~/content/options";
import { contactSchema, HONEYPOT_FIELD } from "~/lib/enquiry-schema";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import { database } from "~db/client";
import { insertContact } from "~db/repositories/contacts";
import type { Contact } from "~db/schema";
import { acknowledgementEmail } from "./message-emails";

type EnquiryEnv = Pick<Env, "DB" | "NOTIFY" | "NOTIFY_EMAIL_FROM" | "NOTIFY_EMAIL_TO">;
type WaitUntil = (promise: Promise<unknown>) => void;

export type SubmitResult<T> =
  | { status: "stored"; record: T }
  // The honeypot was filled: the sender is told it worked, nothing is stored or sent.
  | { status: "ignored" }
  | { status: "invalid"; issues: ValidationIssue[] };

export { APPOINTMENT_SUCCESS_MESSAGE, CONTACT_SUCCESS_MESSAGE } from "~/lib/enquiry-form";

function isSpam(input: unknown): boolean {
  const value = (input as Record<string, unknown> | null)?.[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}

async function notifyOwner(env: EnquiryEnv, subject: string, text: string, replyTo: string) {
  try {
    await env.NOTIFY.send({
      from: env.NOTIFY_EMAIL_FROM,
      to: env.NOTIFY_EMAIL_TO,
      subject,
      text,
      replyTo,
    });
  } catch (err) {
    // Best effort (decisions.md section 5): the submission is already stored.
    console.error("Owner notification email failed", subject, err);
  }
}

// Built from the stored (cleaned) record, never from the raw input.
async function acknowledgeVisitor(env: EnquiryEnv, contact: Contact) {
  try {
    await env.NOTIFY.send({
      from: env.NOTIFY_EMAIL_FROM,
      replyTo: env.NOTIFY_EMAIL_TO,
      ...acknowledgementEmail(contact),
    });
  } catch (err) {
    // Best effort: the message is stored and the owner will answer it anyway.
    console.error("Acknowledgement email failed for contact", contact.id, err);
  }
}

export async function submitContact(
  env: EnquiryEnv,
  input: unknown,
  waitUntil: WaitUntil,
): Promise<SubmitResult<Contact>> {
  if (isSpam(input)) return { status: "ignored" };
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const c = parsed.data;
  const record = await insertContact(database(env.DB), {
    ...c,
    phone: c.phone ?? null,
    service: c.service ?? null,
  });
  waitUntil(acknowledgeVisitor(env, record));
  waitUntil(
    notifyOwner(
      env,
      `New message from ${c.firstName} ${c.lastName}`,
      [
        `Name: ${c.firstName} ${c.lastName}`,
        `Email: ${c.email}`,
        `Phone: ${c.phone ?? "-"}`,
        `Service: ${serviceLabel(c.service) ?? "-"}`,
        "",
        c.message,
        "",
        "Reply from the admin panel's Messages screen.",
      ].join("\n"),
      c.email,
    ),
  );
  return { status: "stored", record };
}
