// An email as the Email Service binding sends it (docs/decisions/0011-email-service.md), written once as
// paragraphs and rendered as plain text and as HTML. Bookings, messages and quotes build theirs here.

import { business } from "~/content/business";
import { oneLineAddress, phoneHref } from "~/lib/shop";
import type { ShopFacts } from "~/lib/shop-schema";
import type { EmailAttachmentJson } from "~db/schema";

/**
 * An attachment as the outbox stores it (EmailAttachmentJson), or an inline picture: the HTML
 * names it `cid:<contentId>`, its bytes kept as base64 (the quote request's placed photo).
 */
export type StoredAttachment = EmailAttachmentJson & { contentId?: string; encoding?: "base64" };

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  // Text attachments (calendar invites), kept as the outbox row stores them.
  attachments?: EmailAttachmentJson[];
}

export interface EmailContent {
  paragraphs: string[];
  link?: { label: string; url: string };
  // Earlier text the email answers, shown after it as a quotation ("> " lines, a blockquote).
  quoted?: { intro: string; text: string };
}

export const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const htmlLines = (s: string) => escapeHtml(s).replace(/\r?\n/g, "<br>");

export function composeEmail(
  to: string,
  subject: string,
  { paragraphs, link, quoted }: EmailContent,
  // The shop's facts for the layout's footer (shopFacts(env); docs/decisions/0040-shop-facts-in-d1.md),
  // required so no email's footer falls back to the built-in facts unseen.
  shop: ShopFacts,
): Omit<OutgoingEmail, "attachments" | "replyTo"> {
  const text = [
    ...paragraphs,
    ...(link ? [`${link.label}: ${link.url}`] : []),
    ...(quoted
      ? [
          `${quoted.intro}\n${quoted.text
            .split(/\r?\n/)
            .map((line) => (line ? `> ${line}` : ">"))
            .join("\n")}`,
        ]
      : []),
  ].join("\n\n");
  const body = [
    ...paragraphs.map((p) => `<p style="margin:0 0 16px">${htmlLines(p)}</p>`),
    ...(link ? [linkButton(link)] : []),
    ...(quoted
      ? [
          `<p>${htmlLines(quoted.intro)}</p>`,
          `<blockquote style="margin:0 0 0 0.8ex;border-left:2px solid #ccc;padding-left:1ex">${htmlLines(quoted.text)}</blockquote>`,
        ]
      : []),
  ].join("\n");
  return { to, subject, text, html: emailLayout(subject, body, shop) };
}

// The main link as a button: a table cell, the one form mail programs draw alike.
function linkButton(link: { label: string; url: string }): string {
  const url = escapeHtml(link.url);
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:6px;background:#7a4b2a"><a href="${url}" style="display:inline-block;padding:12px 20px;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(link.label)}</a></td></tr></table>`;
}

/**
 * The one branded HTML layout of every email (docs/decisions/0058-branded-email-layout.md): the
 * shop's name on top, the body, the address and phone below. `bodyHtml` is already escaped;
 * everything this adds comes from the shop's facts and is escaped here.
 */
export function emailLayout(subject: string, bodyHtml: string, shop: ShopFacts): string {
  const phone = escapeHtml(shop.phone);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f3ee">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f3ee"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid #e5ded3;border-radius:8px">
<tr><td style="padding:20px 24px;border-bottom:1px solid #e5ded3;font:600 20px Georgia,serif;color:#2b2118">${escapeHtml(business.name)}</td></tr>
<tr><td style="padding:24px;font:16px/1.5 Arial,Helvetica,sans-serif;color:#2b2118">
${bodyHtml}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5ded3;font:13px/1.5 Arial,Helvetica,sans-serif;color:#6b5e52">${escapeHtml(business.name)} · ${escapeHtml(oneLineAddress(shop))}<br><a href="${escapeHtml(phoneHref(shop))}" style="color:#6b5e52">${phone}</a> · ${escapeHtml(shop.email)}</td></tr>
</table>
</td></tr></table>
</body></html>`;
}
