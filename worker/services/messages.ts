// The owner's messages (the contact form's submissions): find them by status or words, reply by
// email with the visitor's message quoted, mark them new, replied or archived, and delete them
// with everything they hold about the visitor. Arrival and the acknowledgement: ./enquiries.ts.

import {
  type MessageListQuery,
  messageReplySchema,
  messageStatusSchema,
} from "~/lib/message-schema";
import { MESSAGE_SEARCH_MAX_WORDS, MESSAGES_PAGE_SIZE } from "~/lib/messages";
import type { MessageStatus } from "~/lib/statuses";
import { searchWords } from "~/lib/text-search";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import { database } from "~db/client";
import {
  type ContactReplyWithEmail,
  countContactsByStatus,
  countNewContactsBefore,
  deleteContact,
  findContact,
  listContactsWithReplies,
  listRepliesOf,
  recordReplyStatements,
  setContactStatus,
} from "~db/repositories/contacts";
import { type EmailAbout, emailsAbout } from "~db/repositories/emails";
import type { Contact } from "~db/schema";
import { replyEmail } from "./message-emails";
import { dispatchEmails, type OutboxEnv, recordEmailStatements, recordedIds } from "./outbox";
import { shopFacts } from "./shop";

type MessageEnv = OutboxEnv & Pick<Env, "NOTIFY_EMAIL_TO">;

/** A message as the owner sees it: the search index stays on the server. */
// `emails`: the automatic ones to the visitor (the acknowledgement), sent or not and why.
export type OwnerMessage = Omit<Contact, "searchText"> & {
  replies: ContactReplyWithEmail[];
  emails: EmailAbout[];
};
export type MessageCounts = Record<MessageStatus, number>;

const forOwner = (
  { searchText: _, ...message }: Contact,
  replies: ContactReplyWithEmail[],
  emails: EmailAbout[],
): OwnerMessage => ({
  ...message,
  replies,
  emails,
});

/**
 * Messages newest first, in one status or all, whose name, email or text holds every word of
 * `q` (literally: % and _ are just characters); with the counts per status for the same words.
 */
export async function listMessages(
  env: Pick<Env, "DB">,
  { status = "all", q, page }: Partial<MessageListQuery> = {},
): Promise<{ messages: OwnerMessage[]; counts: MessageCounts; nextPage: number | null }> {
  const db = database(env.DB);
  // Callers keep to the limits (messageListQuerySchema); the slice keeps D1's parameter cap safe anyway.
  const words = q ? searchWords(q).slice(0, MESSAGE_SEARCH_MAX_WORDS) : [];
  const [rows, counts] = await Promise.all([
    listContactsWithReplies(db, {
      status: status === "all" ? undefined : status,
      words,
      // One more than a page: whether there is a next one.
      page: page
        ? { limit: MESSAGES_PAGE_SIZE + 1, offset: (page - 1) * MESSAGES_PAGE_SIZE }
        : undefined,
    }),
    countContactsByStatus(db, words),
  ]);
  const more = page !== undefined && rows.length > MESSAGES_PAGE_SIZE;
  const shown = rows.slice(0, page ? MESSAGES_PAGE_SIZE : undefined);
  const automatic = new Map<number, EmailAbout[]>();
  if (shown.length)
    for (const e of await emailsAbout(db, { kind: "message", ids: shown.map((m) => m.id) }, [
      "acknowledgement",
    ]))
      if (e.relatedId !== null)
        automatic.set(e.relatedId, [...(automatic.get(e.relatedId) ?? []), e]);
  return {
    messages: shown.map(({ replies, ...row }) =>
      forOwner(row, replies, automatic.get(row.id) ?? []),
    ),
    counts,
    nextPage: more && page ? page + 1 : null,
  };
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
  | { status: "not-found" };

async function saved(env: Pick<Env, "DB">, id: number): Promise<MessageChangeResult> {
  const db = database(env.DB);
  const [row, replies, emails] = await Promise.all([
    findContact(db, id),
    listRepliesOf(db, id),
    emailsAbout(db, { kind: "message", ids: [id] }, ["acknowledgement"]),
  ]);
  return row
    ? { status: "saved", message: forOwner(row, replies, emails) }
    : { status: "not-found" };
}

/**
 * Stores the owner's reply with its email (the visitor's message quoted) in one batch and marks
 * the message replied. The outbox sends it: the reply is never lost to a failed send, and shows
 * "sending", then "sent" or "not sent" with Resend (docs/decisions/0025-email-outbox.md).
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
  const email = replyEmail(contact, parsed.data, await shopFacts(env));
  const [recordEmail] = recordEmailStatements(
    db,
    [{ kind: "message-reply", replyTo: env.NOTIFY_EMAIL_TO, ...email }],
    { kind: "message", id },
    { onlyIfChanged: false },
  );
  if (!recordEmail) throw new Error("No statement for the reply's email");
  const [recorded] = await db.batch([
    recordEmail,
    ...recordReplyStatements(db, {
      contactId: id,
      recipient: email.to,
      subject: parsed.data.subject,
      message: parsed.data.message,
    }),
  ]);
  await dispatchEmails(env, recordedIds([recorded]));
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
