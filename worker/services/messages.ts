// The owner's messages (the contact form's submissions): find them by status or words, reply by
// email with the visitor's message quoted, mark them new, replied or archived, and delete them
// with everything they hold about the visitor. Arrival and the acknowledgement: ./enquiries.ts.

import {
  type MessageListQuery,
  messageReplySchema,
  messageStatusSchema,
} from "~/lib/message-schema";
import { MESSAGE_SEARCH_MAX_WORDS, type MessageStatus } from "~/lib/messages";
import { searchWords } from "~/lib/text-search";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import { database } from "~db/client";
import {
  countContactsByStatus,
  countNewContactsBefore,
  deleteContact,
  findContact,
  listContactsWithReplies,
  listRepliesOf,
  recordReply,
  setContactStatus,
} from "~db/repositories/contacts";
import type { Contact, ContactReply } from "~db/schema";
import { replyEmail } from "./message-emails";

type MessageEnv = Pick<Env, "DB" | "NOTIFY" | "NOTIFY_EMAIL_FROM" | "NOTIFY_EMAIL_TO">;

/** A message as the owner sees it: the search index stays on the server. */
export type OwnerMessage = Omit<Contact, "searchText"> & { replies: ContactReply[] };
export type MessageCounts = Record<MessageStatus, number>;

const forOwner = (
  { searchText: _, ...message }: Contact,
  replies: ContactReply[],
): OwnerMessage => ({
  ...message,
  replies,
});

/**
 * Messages newest first, in one status or all, whose name, email or text holds every word of
 * `q` (literally: % and _ are just characters); with the counts per status for the same words.
 */
export async function listMessages(
  env: Pick<Env, "DB">,
  { status = "all", q }: Partial<MessageListQuery> = {},
): Promise<{ messages: OwnerMessage[]; counts: MessageCounts }> {
  const db = database(env.DB);
  // Callers keep to the limits (messageListQuerySchema); the slice keeps D1's parameter cap safe anyway.
  const words = q ? searchWords(q).slice(0, MESSAGE_SEARCH_MAX_WORDS) : [];
  const [rows, counts] = await Promise.all([
    listContactsWithReplies(db, { status: status === "all" ? undefined : status, words }),
    countContactsByStatus(db, words),
  ]);
  return { messages: rows.map(({ replies, ...row }) => forOwner(row, replies)), counts };
}

/** How many messages are new, replied and archived (for the owner's Today screen). */
export function countMessagesByStatus(env: Pick<Env, "DB">): Promise<MessageCounts> {
  return countContactsByStatus(database(env.DB));
}

/** New messages received before `cutoff`, i.e. waiting for an answer since then. */
export function countUnansweredOlderThan(env: Pick<Env, "DB">, cutoff: Date): Promise<number> {
  return countNewContactsBefore(database(env.DB), cutoff.toISOString());
}

export type MessageChangeResult =
  | { status: "saved"; message: OwnerMessage }
  | { status: "invalid"; issues: ValidationIssue[] }
  | { status: "not-found" }
  | { status: "not-sent"; error: string };

async function saved(env: Pick<Env, "DB">, id: number): Promise<MessageChangeResult> {
  const db = database(env.DB);
  const [row, replies] = await Promise.all([findContact(db, id), listRepliesOf(db, id)]);
  return row ? { status: "saved", message: forOwner(row, replies) } : { status: "not-found" };
}

export const REPLY_NOT_SENT =
  "The email could not be sent, so the reply was not saved. Please try again.";

/**
 * Emails the owner's reply to the visitor with their message quoted, then stores it with the
 * message and marks the message replied. When the email cannot be sent nothing is stored.
 */
export async function replyToMessage(
  env: MessageEnv,
  id: number,
  input: unknown,
): Promise<MessageChangeResult> {
  const parsed = messageReplySchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const db = database(env.DB);
  const contact = await findContact(db, id);
  if (!contact) return { status: "not-found" };
  const email = replyEmail(contact, parsed.data);
  try {
    await env.NOTIFY.send({ from: env.NOTIFY_EMAIL_FROM, replyTo: env.NOTIFY_EMAIL_TO, ...email });
  } catch (err) {
    console.error("Message reply email failed", id, err);
    return { status: "not-sent", error: REPLY_NOT_SENT };
  }
  await recordReply(db, {
    contactId: id,
    recipient: email.to,
    subject: parsed.data.subject,
    message: parsed.data.message,
  });
  return saved(env, id);
}

/** New, replied or archived, as the owner says. */
export async function setMessageStatus(
  env: Pick<Env, "DB">,
  id: number,
  input: unknown,
): Promise<MessageChangeResult> {
  const parsed = messageStatusSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const row = await setContactStatus(database(env.DB), id, parsed.data.status);
  return row ? saved(env, id) : { status: "not-found" };
}

/** Removes the message and the replies to it: nothing about the visitor is left. */
export function deleteMessage(env: Pick<Env, "DB">, id: number): Promise<boolean> {
  return deleteContact(database(env.DB), id);
}
