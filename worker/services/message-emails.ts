// What the messages' emails say: the visitor's acknowledgement and the owner's reply. Built only
// from values the schemas have cleaned (no line breaks in anything that reaches a header).
import { business } from "~/content/business";
import { formatDateTime } from "~/lib/date-format";
import type { MessageReply } from "~/lib/message-schema";
import { hoursLines, oneLineAddress } from "~/lib/shop";
import type { ShopFacts } from "~/lib/shop-schema";
import { greeting } from "~/lib/text-rules";
import type { Contact } from "~db/schema";
import { composeEmail, type OutgoingEmail } from "./email";

// From the shop's facts as shopFacts(env) read them (docs/decisions/0040-shop-facts-in-d1.md).
const openingHours = (shop: ShopFacts) =>
  hoursLines(shop)
    .filter((h) => h.label !== "Closed")
    .map((h) => `${h.days} ${h.label}`)
    .join(", ");

const signature = (shop: ShopFacts) =>
  [business.name, oneLineAddress(shop), `${shop.phone} · ${shop.email}`].join("\n");

/**
 * The automatic answer to a new message. It says nothing the visitor wrote but their first name,
 * so the form cannot be used to send someone else a stranger's text.
 */
export function acknowledgementEmail(
  contact: Pick<Contact, "firstName" | "email">,
  shop: ShopFacts,
): OutgoingEmail {
  return composeEmail(
    contact.email,
    `We received your message · ${business.name}`,
    {
      paragraphs: [
        greeting(contact.firstName),
        `Thank you for writing to ${business.name}. Your message has reached us and we'll reply ${shop.replyPromise}.`,
        `If it can't wait, call us on ${shop.phone} (${openingHours(shop)}).`,
        "This is an automatic confirmation. If you didn't write to us, please ignore it.",
        signature(shop),
      ],
    },
    shop,
  );
}

/** The owner's answer, with the visitor's message quoted below it as email replies do. */
export function replyEmail(contact: Contact, reply: MessageReply, shop: ShopFacts): OutgoingEmail {
  const sender = `${contact.firstName} ${contact.lastName}`;
  return composeEmail(
    contact.email,
    reply.subject,
    {
      paragraphs: [reply.message, signature(shop)],
      quoted: {
        intro: `On ${formatDateTime(contact.createdAt, business.timeZone)}, ${sender} wrote:`,
        text: contact.message,
      },
    },
    shop,
  );
}
