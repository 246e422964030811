// The owner's messages (contact form submissions): list with status and search, CSV export,
// reply by email, change of status, delete. Appointments: ./admin-appointments.ts.
// Mounted behind requireAdmin in ./index.ts.
import { type Context, Hono } from "hono";
import { z } from "zod";
import { serviceLabel } from "~/content/options";
import { messageListQuerySchema } from "~/lib/message-schema";
import { MESSAGE_STATUS_LABELS } from "~/lib/messages";
import { shopDateTime } from "~/lib/shop-time";
import { type CsvColumn, toCsv } from "../services/csv";
import {
  deleteMessage,
  listMessages,
  type MessageChangeResult,
  type OwnerMessage,
  replyToMessage,
  setMessageStatus,
} from "../services/messages";
import type { HonoEnv } from "../types";
import { csvResponse, invalid, jsonError, readJson, validate } from "./http";

// Spreadsheets read "2026-11-23 14:05" as a date and time; the shop's clock, as the owner lives it.
const shopTime = (iso: string | undefined) => (iso ? shopDateTime(new Date(iso)) : "");

const MESSAGE_COLUMNS: CsvColumn<OwnerMessage>[] = [
  { header: "Received (Houston time)", value: (r) => shopTime(r.createdAt) },
  { header: "Status", value: (r) => MESSAGE_STATUS_LABELS[r.status] },
  { header: "First name", value: (r) => r.firstName },
  { header: "Last name", value: (r) => r.lastName },
  { header: "Email", value: (r) => r.email },
  { header: "Phone", value: (r) => r.phone },
  { header: "Service", value: (r) => serviceLabel(r.service) ?? r.service },
  { header: "Message", value: (r) => r.message },
  { header: "Replies", value: (r) => r.replies.length },
  { header: "Last reply (Houston time)", value: (r) => shopTime(r.replies.at(-1)?.sentAt) },
];

// Digits only: Number() would also take " 1", "1\n", "0x1" or "1e3".
const idParam = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, "Message id must be a positive whole number.")
    .transform(Number),
});

const NOT_FOUND = "No message with that id.";

function answer(c: Context<HonoEnv>, result: MessageChangeResult, note: string) {
  switch (result.status) {
    case "saved":
      return c.json({ message: note, contact: result.message });
    case "invalid":
      return invalid(c, result.issues);
    case "not-found":
      return jsonError(c, 404, NOT_FOUND);
  }
}

export const adminEnquiries = new Hono<HonoEnv>()
  .get("/contacts", validate("query", messageListQuerySchema), async (c) => {
    // The owner's screen asks a page at a time (page 1 when it does not say).
    const query = c.req.valid("query");
    const { messages, counts, nextPage } = await listMessages(c.env, {
      ...query,
      page: query.page ?? 1,
    });
    return c.json({ contacts: messages, counts, nextPage });
  })
  .get("/contacts.csv", async (c) =>
    csvResponse(toCsv(MESSAGE_COLUMNS, (await listMessages(c.env)).messages), "messages"),
  )
  .post("/contacts/:id/reply", validate("param", idParam), async (c) =>
    answer(
      c,
      await replyToMessage(c.env, c.req.valid("param").id, await readJson(c)),
      "Your reply has been emailed and saved.",
    ),
  )
  .patch("/contacts/:id", validate("param", idParam), async (c) =>
    answer(
      c,
      await setMessageStatus(c.env, c.req.valid("param").id, await readJson(c)),
      "Message updated.",
    ),
  )
  .delete("/contacts/:id", validate("param", idParam), async (c) =>
    (await deleteMessage(c.env, c.req.valid("param").id))
      ? c.json({ message: "Message deleted." })
      : jsonError(c, 404, NOT_FOUND),
  );
