// Messages for the owner's Messages tests: stored through the real service, with the emails the
// Worker sends counted and read.
import { env } from "cloudflare:workers";
import type { ContactInput } from "~/lib/enquiry-schema";
import { submitContact } from "~worker/services/enquiries";
import type { MessageCounts, OwnerMessage } from "~worker/services/messages";
import { asOwner, asOwnerWithEnv, json } from "./helpers";
import { deliverOutbox } from "./outbox-helpers";

export const validContact: ContactInput = {
  firstName: "Maria",
  lastName: "Gonzalez",
  email: "maria@example.com",
  phone: "(713) 555-0142",
  service: "custom-framing",
  message: "I have a 24x36 watercolor that needs a frame with museum glass.",
};

export interface SentMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/** The real NOTIFY binding, wrapped to record what goes through it; or one that always fails. */
export function recordingMail(fail = false): { NOTIFY: SendEmail; sent: SentMail[] } {
  const sent: SentMail[] = [];
  const NOTIFY = {
    send: async (message: SentMail) => {
      if (fail) throw new Error("mail relay down");
      sent.push(message);
      return env.NOTIFY.send(message as unknown as Parameters<SendEmail["send"]>[0]);
    },
  } as unknown as SendEmail;
  return { NOTIFY, sent };
}

/** Stores a message as the contact form would (its emails go to a recorder); returns its id. */
export async function storeMessage(overrides: Partial<ContactInput> = {}): Promise<number> {
  const result = await submitContact(env, { ...validContact, ...overrides });
  await deliverOutbox(recordingMail());
  if (result.status !== "stored") throw new Error(`Not stored: ${JSON.stringify(result)}`);
  return result.record.id;
}

export async function listAsOwner(
  query = "",
): Promise<{ contacts: OwnerMessage[]; counts: MessageCounts }> {
  const res = await asOwner(`/api/admin/contacts${query}`);
  if (res.status !== 200) throw new Error(`${res.status}: ${await res.text()}`);
  return res.json();
}

export function patchStatus(id: number | string, body: unknown) {
  return asOwner(`/api/admin/contacts/${id}`, json(body, { method: "PATCH" }));
}

/** The owner replies, through a recording (or failing) email binding. */
export async function replyAsOwner(id: number | string, body: unknown, fail = false) {
  const mail = recordingMail(fail);
  const res = await asOwnerWithEnv(
    { NOTIFY: mail.NOTIFY },
    `/api/admin/contacts/${id}/reply`,
    json(body),
  );
  return { res, sent: mail.sent };
}
