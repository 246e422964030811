// The messages' emails: the owner's reply from the panel (one email, the visitor's message quoted,
// stored only once sent) and the visitor's automatic acknowledgement on submission.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { business } from "~/content/business";
import { DEFAULT_REPLY_SUBJECT } from "~/lib/message-schema";
import { REPLY_MAX_LENGTH } from "~/lib/messages";
import { submitContact } from "~worker/services/enquiries";
import { countRows, json, requestWithEnv, resetTables } from "./helpers";
import {
  listAsOwner,
  recordingMail,
  replyAsOwner,
  type SentMail,
  storeMessage,
  validContact,
} from "./message-helpers";
import { deliverOutbox } from "./outbox-helpers";

beforeEach(() => resetTables("contact_replies", "contacts", "emails", "rate_limits"));

let ip = 0;
const nextIp = () => `192.0.2.${++ip}`;

describe("replying from the panel", () => {
  it("sends exactly one email with the visitor's message quoted, stores it and marks the message replied", async () => {
    const id = await storeMessage({
      message: "Can you frame a 24x36 print?\nIt's a <b>watercolour</b> & fragile.",
    });
    const reply = "Hi Maria,\n\nYes, bring it in any weekday.";
    const { res, sent } = await replyAsOwner(id, { message: reply });
    expect(res.status).toBe(200);

    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail).toMatchObject({
      to: validContact.email,
      from: env.NOTIFY_EMAIL_FROM,
      replyTo: env.NOTIFY_EMAIL_TO,
      subject: DEFAULT_REPLY_SUBJECT,
    });
    // The reply first, then the visitor's message as a quotation.
    expect(mail.text.startsWith(reply)).toBe(true);
    expect(mail.text).toMatch(/On .*2\d{3}, .*, Maria Gonzalez wrote:\n> Can you frame/);
    expect(mail.text).toContain("> Can you frame a 24x36 print?\n> It's a <b>watercolour</b>");
    expect(mail.text.indexOf(reply)).toBeLessThan(mail.text.indexOf("wrote:"));
    expect(mail.html).toContain("<blockquote");
    expect(mail.html).toContain("It's a &lt;b&gt;watercolour&lt;/b&gt; &amp; fragile.");
    expect(mail.html).not.toContain("<b>watercolour");

    const { contacts, counts } = await listAsOwner();
    expect(contacts[0].status).toBe("replied");
    expect(contacts[0].replies).toHaveLength(1);
    expect(contacts[0].replies[0]).toMatchObject({
      message: reply,
      subject: DEFAULT_REPLY_SUBJECT,
      recipient: validContact.email,
    });
    expect(Date.now() - Date.parse(contacts[0].replies[0].sentAt)).toBeLessThan(60_000);
    expect(counts).toEqual({ new: 0, replied: 1, archived: 0 });
  });

  it("uses the owner's subject, and a second reply is kept after the first", async () => {
    const id = await storeMessage();
    await replyAsOwner(id, { message: "First answer." });
    const { res, sent } = await replyAsOwner(id, {
      subject: "Your watercolour: ready Friday",
      message: "Second answer.",
    });
    expect(res.status).toBe(200);
    expect(sent.map((m) => m.subject)).toEqual(["Your watercolour: ready Friday"]);
    const [message] = (await listAsOwner()).contacts;
    expect(message.replies.map((r) => r.message)).toEqual(["First answer.", "Second answer."]);
  });

  it("moves an archived message to Replied when the owner answers it", async () => {
    const id = await storeMessage();
    await env.DB.prepare("UPDATE contacts SET status = 'archived' WHERE id = ?").bind(id).run();
    expect((await replyAsOwner(id, { message: "Late, but here." })).res.status).toBe(200);
    expect((await listAsOwner()).counts).toEqual({ new: 0, replied: 1, archived: 0 });
  });

  it("keeps the reply when its email fails, with the failure on it: never typed twice", async () => {
    const id = await storeMessage();
    const { res, sent } = await replyAsOwner(id, { message: "This will arrive later." }, true);
    expect(res.status).toBe(200);
    expect(sent).toEqual([]);
    expect(await countRows("contact_replies")).toBe(1);
    const [message] = (await listAsOwner()).contacts;
    expect(message.status).toBe("replied");
    expect(message.replies).toHaveLength(1);
    expect(message.replies[0]).toMatchObject({
      message: "This will arrive later.",
      emailStatus: "queued",
      emailError: "mail relay down",
    });
  });

  const controls = ["\r\nBcc: victim@example.com", "\n", "\r", "\u0000", "\t", "\u001b", "\u2028"];

  it.each(controls)("refuses a subject containing %j (400, nothing sent or stored)", async (c) => {
    const id = await storeMessage();
    const { res, sent } = await replyAsOwner(id, { subject: `Hello${c}there`, message: "Hi" });
    expect(res.status).toBe(400);
    const { issues } = await res.json<{ issues: Array<{ path: string }> }>();
    expect(issues.map((i) => i.path)).toEqual(["subject"]);
    expect(sent).toEqual([]);
    expect(await countRows("contact_replies")).toBe(0);
  });

  it.each([
    ["an empty reply", { message: "   " }],
    ["no reply", {}],
    ["a reply over the limit", { message: "x".repeat(REPLY_MAX_LENGTH + 1) }],
    ["a reply as an object", { message: { text: "hi" } }],
    ["a reply with NUL", { message: "Hello\u0000" }],
    ["a blank subject", { subject: " ", message: "Hi" }],
    ["a subject over 150 characters", { subject: "s".repeat(151), message: "Hi" }],
    ["a JSON array", [{ message: "Hi" }]],
    ["null", null],
  ])("refuses %s with 400, sends and stores nothing", async (_, body) => {
    const id = await storeMessage();
    const { res, sent } = await replyAsOwner(id, body);
    expect(res.status).toBe(400);
    expect((await res.json<{ issues: unknown[] }>()).issues.length).toBeGreaterThan(0);
    expect(sent).toEqual([]);
    expect(await countRows("contact_replies")).toBe(0);
  });

  it("refuses a reply body over 1 MB with 413", async () => {
    const id = await storeMessage();
    const { res, sent } = await replyAsOwner(id, { message: "x".repeat(1_100_000) });
    expect(res.status).toBe(413);
    expect(sent).toEqual([]);
  });

  it("sends nothing for a message that does not exist", async () => {
    const { res, sent } = await replyAsOwner(987654, { message: "Hello?" });
    expect(res.status).toBe(404);
    expect(sent).toEqual([]);
  });
});

describe("the visitor's acknowledgement", () => {
  const toVisitor = (sent: SentMail[]) => sent.filter((m) => m.to === validContact.email);

  it("is sent once on a JSON submission, with their first name and no copy of their text", async () => {
    const mail = recordingMail();
    const res = await requestWithEnv(
      { NOTIFY: mail.NOTIFY },
      "/api/contact",
      json(validContact, { headers: { "CF-Connecting-IP": nextIp() } }),
    );
    expect(res.status).toBe(201);
    expect(mail.sent.map((m) => m.to).sort()).toEqual(
      [env.NOTIFY_EMAIL_TO, validContact.email].sort(),
    );
    const [ack] = toVisitor(mail.sent);
    expect(ack).toMatchObject({
      from: env.NOTIFY_EMAIL_FROM,
      replyTo: env.NOTIFY_EMAIL_TO,
      subject: `We received your message · ${business.name}`,
    });
    expect(ack.text).toMatch(/^Hi Maria,/);
    expect(ack.text).toContain(business.replyPromise);
    expect(ack.text).toContain(business.phone.display);
    expect(ack.text).not.toContain(validContact.message);
  });

  it("is sent for the /contact form action too, built from the cleaned values", async () => {
    const mail = recordingMail();
    const res = await requestWithEnv({ NOTIFY: mail.NOTIFY }, "/contact", {
      method: "POST",
      headers: { "CF-Connecting-IP": nextIp() },
      body: new URLSearchParams({
        intent: "contact",
        firstName: "   Maria  ",
        lastName: "Gonzalez",
        email: "  maria@example.com ",
        message: "Hello from the form.",
      }),
    });
    expect(res.status).toBe(200);
    const acks = toVisitor(mail.sent);
    expect(acks).toHaveLength(1);
    expect(acks[0].text).toMatch(/^Hi Maria,\n/);
    expect(await countRows("contacts")).toBe(1);
    // The first server-rendered page of a run compiles the app: slow.
  }, 30_000);

  it.each([
    ["a filled honeypot", { ...validContact, website: "http://spam.example" }, 201],
    ["an invalid email", { ...validContact, email: "nope" }, 400],
    ["a name on two lines", { ...validContact, firstName: "Maria\r\nBcc: x@evil.example" }, 400],
  ] as const)("is not sent for %s", async (_, body, status) => {
    const mail = recordingMail();
    const res = await requestWithEnv(
      { NOTIFY: mail.NOTIFY },
      "/api/contact",
      json(body, { headers: { "CF-Connecting-IP": nextIp() } }),
    );
    expect(res.status).toBe(status);
    expect(mail.sent).toEqual([]);
    expect(await countRows("contacts")).toBe(0);
  });

  it("never keeps a message from being stored when it fails", async () => {
    const failing = recordingMail(true);
    const result = await submitContact(env, validContact);
    expect(result.status).toBe("stored");
    await deliverOutbox({ NOTIFY: failing.NOTIFY });
    expect(await countRows("contacts")).toBe(1);
    // And through the API: 201 although both emails fail.
    const res = await requestWithEnv(
      { NOTIFY: failing.NOTIFY },
      "/api/contact",
      json(validContact, { headers: { "CF-Connecting-IP": nextIp() } }),
    );
    expect(res.status).toBe(201);
    expect(await countRows("contacts")).toBe(2);
  });
});
