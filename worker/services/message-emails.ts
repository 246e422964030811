// What the messages' emails say: the visitor's acknowledgement and the owner's reply. Built only
// from values the schemas have cleaned (no line breaks in anything that reaches a header).
import { business, fullAddress } from "~/content/business";
import { formatDateTime } from "~/lib/date-format";
import type { MessageReply } from "~/lib/message-schema";
import { greeting } from "~/lib/text-rules";
import type { Contact } from "~db/schema";
import { composeEmail, type OutgoingEmail } from "./email";

const openingHours = business.hours
  .filter((h) => h.opens)
  .map((h) => `${h.days} ${h.label}`)
  .join(", ");

const signature = [
  business.name,
  fullAddress,
  `${business.phone.display} · ${business.email}`,
].join("\n");

/**
 * The automatic answer to a new message. It says nothing the visitor wrote but their first name,
 * so the form cannot be used to send someone else a stranger's text.
 */
export function acknowledgementEmail(contact: Pick<Contact, "firstName" | "email">): OutgoingEmail {
  return composeEmail(contact.email, `We received your message · ${business.name}`, {
    paragraphs: [
      greeting(contact.firstName),
      `Thank you for writing to ${business.name}. Your message has reached us and we'll reply ${business.replyPromise}.`,
      `If it can't wait, call us on ${business.phone.display} (${openingHours}).`,
      "This is an automatic confirmation. If you didn't write to us, please ignore it.",
      signature,
    ],
  });
}

/** The owner's answer, with the visitor's message quoted below it as email replies do. */
export function replyEmail(contact: Contact, reply: MessageReply): OutgoingEmail {
  const sender = `${contact.firstName} ${contact.lastName}`;
  return composeEmail(contact.email, reply.subject, {
    paragraphs: [reply.message, signature],
    quoted: {
      intro: `On ${formatDateTime(contact.createdAt, business.timeZone)}, ${sender} wrote:`,
      text: contact.message,
    },
  });
}
