// The owner's quote reply as the customer receives it: built here once, so the Quotes tab shows
// the very email the service queues (docs/decisions/0054-quote-reply-preview.md). Zod-free and
// server-free: the admin screen renders it live as the owner types.
import { business } from "~/content/business";
import { type DesignSnapshot, describeDesign } from "./frame-design";
import { oneLineAddress } from "./shop";
import type { ShopFacts } from "./shop-schema";

export interface QuoteReplyFacts {
  name: string;
  design: DesignSnapshot;
  estimateLow: number;
  estimateHigh: number;
}

// "Hi Rosa,", "Hello,", "Dear Ms Delgado", "Good morning": the owner greeted the customer already.
const GREETING = /^\s*(hi|hello|hey|dear|good (morning|afternoon|evening)|greetings|howdy)\b/i;

/** Whether the owner's message starts with its own greeting (then no second one is added). */
function startsWithGreeting(message: string): boolean {
  return GREETING.test(message);
}

/** The reply's subject and plain text, exactly as sent. */
export function quoteReplyEmail(
  quote: QuoteReplyFacts,
  price: number,
  message: string,
  // The signature's address and phone: the shop's facts as saved (docs/decisions/0040-shop-facts-in-d1.md).
  shop: Pick<ShopFacts, "address" | "phone">,
  // The link to the customer's quote page to approve it, and whether it takes a deposit online.
  approvalUrl?: string,
  payments = false,
): { subject: string; text: string } {
  const greeting = startsWithGreeting(message) ? [] : [`Hello ${quote.name},`, ""];
  return {
    subject: `Your framing quote from ${business.name}: $${price}`,
    text: [
      ...greeting,
      message.trim(),
      "",
      `Our price: $${price}`,
      `Your design: ${describeDesign(quote.design)}`,
      `The online estimate was $${quote.estimateLow}-$${quote.estimateHigh}.`,
      // The next step (issue #40): the quote's page, to approve it (and pay the deposit when
      // payments are on) or to book a time to bring the piece in.
      ...(approvalUrl
        ? [
            "",
            payments
              ? `Approve it and pay the deposit online, or book a time to drop it off: ${approvalUrl}`
              : `Approve it or book a time to drop it off: ${approvalUrl}`,
          ]
        : []),
      "",
      business.name,
      oneLineAddress(shop),
      shop.phone,
    ].join("\n"),
  };
}
