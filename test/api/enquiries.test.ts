import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { addDays, shopDay } from "~/lib/shop-time";
import { submitContact } from "~worker/services/enquiries";
import { nextWeekday } from "./booking-helpers";
import {
  nextIp,
  post,
  startEachTestWithNoEnquiries,
  validAppointment,
  validContact,
} from "./enquiry-helpers";
import { asOwner, countRows, inFreshRateWindow, json, request, requestWithEnv } from "./helpers";
import { recordingMail, type SentMail } from "./message-helpers";
import { deliverOutbox } from "./outbox-helpers";

const today = shopDay();

startEachTestWithNoEnquiries();

describe("POST /api/contact", () => {
  it("stores a message, answers 201 with its id, and shows it to the owner newest first", async () => {
    const first = await post("/api/contact", validContact);
    expect(first.status).toBe(201);
    const body = await first.json<{ message: string; id: number }>();
    expect(body.message).toMatch(/Thank you for your message/);
    expect(body.id).toBeGreaterThan(0);

    const second = await post("/api/contact", {
      ...validContact,
      firstName: "Ana",
      phone: "",
      service: "",
    });
    expect(second.status).toBe(201);

    const list = await asOwner("/api/admin/contacts");
    expect(list.status).toBe(200);
    const { contacts } = await list.json<{ contacts: Array<Record<string, unknown>> }>();
    expect(contacts.map((c) => c.firstName)).toEqual(["Ana", "Maria"]);
    expect(contacts[1]).toMatchObject({ ...validContact, id: body.id });
    // Blank optional fields are stored as absent.
    expect(contacts[0]).toMatchObject({ phone: null, service: null });
  });

  it("ignores unknown fields instead of storing them", async () => {
    const res = await post("/api/contact", { ...validContact, isAdmin: true, id: 999 });
    expect(res.status).toBe(201);
    const row = await env.DB.prepare("SELECT * FROM contacts").first<Record<string, unknown>>();
    expect(row?.id).not.toBe(999);
    expect(Object.keys(row ?? {})).not.toContain("isAdmin");
  });

  it("pretends success for a filled honeypot and stores nothing", async () => {
    const res = await post("/api/contact", { ...validContact, website: "http://spam.example" });
    expect(res.status).toBe(201);
    expect(await countRows("contacts")).toBe(0);
  });

  it("answers 429 with Retry-After past five submissions a minute from one address", async () => {
    const from = nextIp();
    inFreshRateWindow();
    for (let i = 0; i < 5; i++)
      expect((await post("/api/contact", validContact, from)).status).toBe(201);
    const sixth = await post("/api/contact", validContact, from);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await sixth.json<{ error: string }>()).error).toMatch(/Too many/);
    expect(await countRows("contacts")).toBe(5);
    // Another visitor is unaffected.
    expect((await post("/api/contact", validContact)).status).toBe(201);
  }, 30_000);

  it("keeps the submission when the owner's email fails to send", async () => {
    const failingMail = { send: async () => Promise.reject(new Error("mail relay down")) };
    const result = await submitContact(env, validContact);
    expect(result.status).toBe("stored");
    const delivery = await deliverOutbox({ NOTIFY: failingMail as unknown as SendEmail });
    // Both emails wait for the Queue's retry; the message is stored.
    expect(delivery.retryMessages).toHaveLength(2);
    expect(await countRows("contacts")).toBe(1);
  });
});

describe("the owner's notification email", () => {
  // The real NOTIFY binding, wrapped to count and read what the Worker sends through it.
  async function submit(path: string, body: unknown, expectedStatus = 201) {
    const { NOTIFY, sent } = recordingMail();
    const res = await requestWithEnv(
      { NOTIFY },
      path,
      json(body, { headers: { "CF-Connecting-IP": nextIp() } }),
    );
    expect(res.status).toBe(expectedStatus);
    return sent;
  }

  it("sends the owner one email with the message's content, and the visitor an acknowledgement", async () => {
    const sent = await submit("/api/contact", validContact);
    expect(sent.map((m) => m.to).sort()).toEqual([env.NOTIFY_EMAIL_TO, validContact.email].sort());
    const mail = sent.find((m) => m.to === env.NOTIFY_EMAIL_TO) as SentMail;
    expect(mail.to).toBe(env.NOTIFY_EMAIL_TO);
    expect(mail.from).toBe(env.NOTIFY_EMAIL_FROM);
    expect(mail.replyTo).toBe(validContact.email);
    expect(mail.subject).toBe("New message from Maria Gonzalez");
    for (const value of [
      "Maria Gonzalez",
      validContact.email,
      validContact.phone,
      "Custom Framing",
      validContact.message,
    ])
      expect(mail.text).toContain(value);
  });

  it("sends the owner one email with the booking's content, and the visitor their own", async () => {
    const sent = await submit("/api/appointments", validAppointment);
    expect(sent.map((m) => m.to).sort()).toEqual(
      [env.NOTIFY_EMAIL_TO, validAppointment.email].sort(),
    );
    const owner = sent.find((m) => m.to === env.NOTIFY_EMAIL_TO);
    expect(owner?.from).toBe(env.NOTIFY_EMAIL_FROM);
    expect(owner?.replyTo).toBe(validAppointment.email);
    expect(owner?.subject).toMatch(/^New booking: Custom Framing on /);
    for (const value of [
      validAppointment.name,
      validAppointment.email,
      validAppointment.phone,
      validAppointment.projectDetails,
    ])
      expect(owner?.text).toContain(value);
  });

  it("sends nothing for a refused or spam submission", async () => {
    expect(await submit("/api/contact", { ...validContact, email: "nope" }, 400)).toEqual([]);
    expect(
      await submit("/api/contact", { ...validContact, website: "http://spam.example" }),
    ).toEqual([]);
  });
});

const long = (n: number) => "x".repeat(n);

const badContacts: Array<[string, unknown]> = [
  ["an empty object", {}],
  ["no first name", { ...validContact, firstName: undefined }],
  ["a blank first name", { ...validContact, firstName: "   " }],
  ["a 101-character last name", { ...validContact, lastName: long(101) }],
  ["a number as first name", { ...validContact, firstName: 42 }],
  ["no email", { ...validContact, email: undefined }],
  ["an email without @", { ...validContact, email: "maria.example.com" }],
  ["an email over 254 characters", { ...validContact, email: `${long(250)}@example.com` }],
  ["an email as an array", { ...validContact, email: ["maria@example.com"] }],
  ["a phone with letters", { ...validContact, phone: "call me maybe" }],
  ["a phone too short", { ...validContact, phone: "12345" }],
  ["a phone too long", { ...validContact, phone: "1".repeat(21) }],
  ["an unknown service", { ...validContact, service: "tattoos" }],
  ["no message", { ...validContact, message: undefined }],
  ["a 5001-character message", { ...validContact, message: long(5001) }],
  ["a message as an object", { ...validContact, message: { text: "hi" } }],
  ["a script tag as email", { ...validContact, email: "<script>alert(1)</script>" }],
  ["a JSON array body", [validContact]],
  ["a JSON string body", "hello"],
  ["null", null],
];

const badAppointments: Array<[string, unknown]> = [
  ["an empty object", {}],
  ["no name", { ...validAppointment, name: undefined }],
  ["a 101-character name", { ...validAppointment, name: long(101) }],
  ["a bad email", { ...validAppointment, email: "james@" }],
  ["no phone", { ...validAppointment, phone: undefined }],
  ["a past date", { ...validAppointment, preferredDate: addDays(today, -1) }],
  ["February 30", { ...validAppointment, preferredDate: `${Number(today.slice(0, 4)) + 1}-02-30` }],
  [
    "a date beyond the 60-day booking window",
    { ...validAppointment, preferredDate: addDays(today, 61) },
  ],
  ["today (bookings start tomorrow)", { ...validAppointment, preferredDate: today }],
  ["a Sunday (closed)", { ...validAppointment, preferredDate: nextWeekday("Sunday") }],
  ["a date in another format", { ...validAppointment, preferredDate: "12/24/2026" }],
  ["a date as a timestamp", { ...validAppointment, preferredDate: Date.now() }],
  ["an unknown time", { ...validAppointment, preferredTime: "3:30 AM" }],
  ["an unknown consultation type", { ...validAppointment, consultationType: "Tattoo" }],
  ["project details over 5000 characters", { ...validAppointment, projectDetails: long(5001) }],
  ["a script tag as the time", { ...validAppointment, preferredTime: "<script>alert(1)</script>" }],
];

describe("bad input", () => {
  it.each(badContacts)(
    "refuses a contact message with %s (400, nothing stored)",
    async (_, payload) => {
      const res = await post("/api/contact", payload);
      expect(res.status).toBe(400);
      const body = await res.json<{
        error: string;
        issues: Array<{ path: string; message: string }>;
      }>();
      expect(body.error).toBeTruthy();
      expect(body.issues.length).toBeGreaterThan(0);
      expect(await countRows("contacts")).toBe(0);
    },
  );

  it.each(badAppointments)(
    "refuses an appointment with %s (400, nothing stored)",
    async (_, payload) => {
      const res = await post("/api/appointments", payload);
      expect(res.status).toBe(400);
      const body = await res.json<{ issues: Array<{ path: string }> }>();
      expect(body.issues.length).toBeGreaterThan(0);
      expect(await countRows("appointments")).toBe(0);
    },
  );

  it("names the offending field in the issues", async () => {
    const res = await post("/api/appointments", {
      ...validAppointment,
      preferredDate: addDays(today, -1),
    });
    const body = await res.json<{ issues: Array<{ path: string; message: string }> }>();
    expect(body.issues).toEqual([
      { path: "preferredDate", message: "Please choose a day from tomorrow on." },
    ]);
  });

  it.each(["/api/contact", "/api/appointments"])(
    "refuses non-JSON on %s with 400",
    async (path) => {
      const res = await request(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
        body: "firstName=Maria&email=x",
      });
      expect(res.status).toBe(400);
      expect((await res.json<{ error: string }>()).error).toMatch(/not valid JSON/);
      expect((await countRows("contacts")) + (await countRows("appointments"))).toBe(0);
    },
  );

  it.each(["/api/contact", "/api/appointments"])(
    "refuses a body over 1 MB on %s with 413",
    async (path) => {
      const res = await post(path, {
        ...validContact,
        ...validAppointment,
        message: long(1_100_000),
      });
      expect(res.status).toBe(413);
      expect((await countRows("contacts")) + (await countRows("appointments"))).toBe(0);
    },
  );
});
