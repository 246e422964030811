// The owner's messages (the contact form's submissions): their states and the limits of a reply,
// shared by the schema, the server, the admin screen and the tests.
// No imports: db/schema.ts reads this file and drizzle-kit loads it without the app's aliases.

import type { MessageStatus } from "./statuses";

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  new: "New",
  replied: "Replied",
  archived: "Archived",
};

export const REPLY_SUBJECT_MAX_LENGTH = 150;
export const REPLY_MAX_LENGTH = 5000;

// A search of the messages: at most 100 characters and 10 different words, each matched literally.
export const MESSAGE_SEARCH_MAX_LENGTH = 100;
/** Messages on one page of the owner's list; older ones are a page further. */
export const MESSAGES_PAGE_SIZE = 50;
export const MESSAGE_SEARCH_MAX_WORDS = 10;
