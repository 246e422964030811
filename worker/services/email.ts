// An email as the Email Service binding sends it (docs/decisions/0011-email-service.md), written once as
// paragraphs and rendered as plain text and as HTML. Bookings, messages and quotes build theirs here.

import type { EmailAttachmentJson } from "~db/schema";

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
  const html = [
    ...paragraphs.map((p) => `<p>${htmlLines(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    ...(quoted
      ? [
          `<p>${htmlLines(quoted.intro)}</p>`,
          `<blockquote style="margin:0 0 0 0.8ex;border-left:2px solid #ccc;padding-left:1ex">${htmlLines(quoted.text)}</blockquote>`,
        ]
      : []),
  ].join("\n");
  return { to, subject, text, html };
}
