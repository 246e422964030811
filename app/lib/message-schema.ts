// The owner's messages screen: the list's filters, a reply and a change of status, shared by the
// admin screen, the API and the tests. The visitor's form is contactSchema (./enquiry-schema.ts).

import { z } from "zod";
import { business } from "~/content/business";
import {
  MESSAGE_SEARCH_MAX_LENGTH,
  MESSAGE_SEARCH_MAX_WORDS,
  REPLY_MAX_LENGTH,
  REPLY_SUBJECT_MAX_LENGTH,
} from "./messages";
import { MESSAGE_STATUSES } from "./statuses";
import { multiLine, oneLine, searchQuery } from "./text-rules";

const status = z.enum(MESSAGE_STATUSES, { error: "Status must be new, replied or archived." });

export const messageListQuerySchema = z.object({
  status: z
    .enum([...MESSAGE_STATUSES, "all"], {
      error: "Status must be new, replied, archived or all.",
    })
    .default("all"),
  q: searchQuery(MESSAGE_SEARCH_MAX_LENGTH, MESSAGE_SEARCH_MAX_WORDS).optional(),
  page: z.coerce
    .number({ error: "The page must be a number." })
    .int("The page must be a whole number.")
    .min(1, "Pages start at 1.")
    .max(100_000, "There are not that many pages.")
    .optional(),
});

export const messageStatusSchema = z.object({ status });

export const DEFAULT_REPLY_SUBJECT = `Re: Your message to ${business.name}`;

// The subject goes into an email header: one line, nothing that could start another header.
export const messageReplySchema = z.object({
  subject: oneLine(
    z
      .string({ error: "Subject is required." })
      .trim()
      .min(1, "Subject is required.")
      .max(
        REPLY_SUBJECT_MAX_LENGTH,
        `Subject must be at most ${REPLY_SUBJECT_MAX_LENGTH} characters.`,
      ),
    "Subject",
  ).default(DEFAULT_REPLY_SUBJECT),
  message: multiLine(
    z
      .string({ error: "Reply is required." })
      .trim()
      .min(1, "Write your reply.")
      .max(REPLY_MAX_LENGTH, `Reply must be at most ${REPLY_MAX_LENGTH} characters.`),
    "Reply",
  ),
});

export type MessageListQuery = z.output<typeof messageListQuerySchema>;
export type MessageReply = z.infer<typeof messageReplySchema>;
