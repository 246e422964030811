// POST /api/contact and /api/appointments against odd and hostile input (control characters,
// other sites, wrong content types), the owner's confirmation, and the CSV exports.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { addDays, shopDay, weekdayOf } from "~/lib/shop-time";
import { submitContact } from "~worker/services/enquiries";
import { nextWeekday } from "./booking-helpers";
import {
  nextIp,
  post,
  startEachTestWithNoEnquiries,
  validAppointment,
  validContact,
} from "./enquiry-helpers";
import { asOwner, countRows, ORIGIN, request } from "./helpers";
import { deliverOutbox } from "./outbox-helpers";

const today = shopDay();

startEachTestWithNoEnquiries();

describe("control characters", () => {
  // CR and LF could start a new header in the owner's notification; NUL and the rest of C0 and DEL
  // have no place in a name, an address or a phone number.
  const controls: Array<[string, string]> = [
    ["CR LF", "\r\nBcc: victim@example.com"],
    ["LF", "\nSubject: hi"],
    ["CR", "\r"],
    ["NUL", "\u0000"],
    ["tab", "\t"],
    ["ESC", "\u001b[31m"],
    ["DEL", "\u007f"],
  ];
  const singleLine: Array<[string, string, Record<string, unknown>]> = [
    ["/api/contact", "firstName", validContact],
    ["/api/contact", "lastName", validContact],
    ["/api/contact", "email", validContact],
    ["/api/contact", "phone", validContact],
    ["/api/contact", "service", validContact],
    ["/api/appointments", "name", validAppointment],
    ["/api/appointments", "email", validAppointment],
    ["/api/appointments", "phone", validAppointment],
    ["/api/appointments", "preferredTime", validAppointment],
    ["/api/appointments", "consultationType", validAppointment],
  ];

  it.each(singleLine)(
    "%s refuses %s with any control character inside (400 naming it)",
    async (path, field, valid) => {
      for (const [label, control] of controls) {
        const value = String(valid[field]);
        const middle = Math.ceil(value.length / 2);
        const res = await post(path, {
          ...valid,
          [field]: `${value.slice(0, middle)}${control}${value.slice(middle)}`,
        });
        expect(res.status, label).toBe(400);
        const { issues } = await res.json<{ issues: Array<{ path: string; message: string }> }>();
        expect(issues.map((i) => i.path)).toContain(field);
      }
      expect((await countRows("contacts")) + (await countRows("appointments"))).toBe(0);
    },
  );

  it("says plainly what is wrong with a name on two lines", async () => {
    const res = await post("/api/contact", {
      ...validContact,
      firstName: "Maria\r\nBcc: x@evil.example",
    });
    const { issues } = await res.json<{ issues: Array<{ path: string; message: string }> }>();
    expect(issues).toEqual([
      {
        path: "firstName",
        message: "First name must be a single line, without line breaks or control characters.",
      },
    ]);
  });

  it.each([
    ["/api/contact", "message", validContact],
    ["/api/appointments", "projectDetails", validAppointment],
  ] as const)(
    "%s keeps line breaks and tabs in %s but refuses NUL and other controls",
    async (path, field, valid) => {
      const text = "Line one\r\nLine two\n\tindented";
      const ok = await post(path, { ...valid, [field]: text });
      expect(ok.status).toBe(201);
      for (const control of ["\u0000", "\u0007", "\u001b", "\u007f", "\u000b"]) {
        const res = await post(path, { ...valid, [field]: `Before${control}after` });
        expect(res.status, JSON.stringify(control)).toBe(400);
        const { issues } = await res.json<{ issues: Array<{ path: string; message: string }> }>();
        expect(issues.map((i) => i.path)).toEqual([field]);
      }
      const table = path === "/api/contact" ? "contacts" : "appointments";
      const column = field === "message" ? "message" : "project_details";
      const row = await env.DB.prepare(`SELECT ${column} AS v FROM ${table}`).first<{
        v: string;
      }>();
      expect(row?.v).toBe(text);
    },
  );

  it("builds the owner's email subject and headers from the cleaned values only", async () => {
    const sent: Array<{ subject: string; replyTo: string; text: string }> = [];
    const mail = { send: async (m: (typeof sent)[number]) => void sent.push(m) };
    const refused = await submitContact(env, {
      ...validContact,
      lastName: "Gonzalez\r\nBcc: victim@example.com",
    });
    expect(refused.status).toBe("invalid");
    const stored = await submitContact(env, {
      ...validContact,
      firstName: "  Maria ",
      message: "Hello\r\nSecond line",
    });
    expect(stored.status).toBe("stored");
    await deliverOutbox({ NOTIFY: mail as unknown as SendEmail });
    // The owner's notification and the visitor's acknowledgement, both from the stored values.
    expect(sent).toHaveLength(2);
    const owner = sent.find((m) => m.subject.startsWith("New message"));
    expect(owner?.subject).toBe("New message from Maria Gonzalez");
    expect(owner?.replyTo).toBe(validContact.email);
    expect(owner?.text).toContain("Hello\r\nSecond line");
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this checks
    for (const m of sent) expect(`${m.subject}${m.replyTo}`).not.toMatch(/[\u0000-\u001f\u007f]/);
    expect(sent.find((m) => m !== owner)?.text).toMatch(/^Hi Maria,\n/);
  });
});

describe("only JSON, and not from other sites' pages", () => {
  const cases: Array<[string, unknown]> = [
    ["/api/contact", validContact],
    ["/api/appointments", validAppointment],
  ];
  const stored = async () => (await countRows("contacts")) + (await countRows("appointments"));

  it.each(cases)("%s answers 415 JSON to anything but application/json", async (path, body) => {
    const bodies: Array<[string | undefined, BodyInit | undefined]> = [
      ["text/plain", JSON.stringify(body)],
      ["text/plain;charset=UTF-8", JSON.stringify(body)],
      ["application/x-www-form-urlencoded", new URLSearchParams(body as Record<string, string>)],
      ["multipart/form-data; boundary=x", "--x--"],
      ["application/jsonp", JSON.stringify(body)],
      [undefined, undefined],
    ];
    for (const [type, payload] of bodies) {
      const headers = new Headers({ "CF-Connecting-IP": nextIp() });
      if (type) headers.set("Content-Type", type);
      const res = await request(path, { method: "POST", headers, body: payload });
      expect(res.status, String(type)).toBe(415);
      expect(res.headers.get("Content-Type")).toContain("application/json");
      expect((await res.json<{ error: string }>()).error).toMatch(/application\/json/);
    }
    expect(await stored()).toBe(0);
    // A charset parameter is still JSON.
    const ok = await request(path, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8", "CF-Connecting-IP": nextIp() },
      body: JSON.stringify(body),
    });
    expect(ok.status).toBe(201);
  });

  it.each(cases)(
    "%s refuses a browser request from another site with 403 JSON",
    async (path, body) => {
      const foreign: Array<Record<string, string>> = [
        { Origin: "https://evil.example" },
        { Origin: "null" },
        { Origin: "http://localhost:8080" },
        { "Sec-Fetch-Site": "cross-site" },
        { "Sec-Fetch-Site": "same-site" },
        { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      ];
      for (const headers of foreign) {
        const res = await post(path, body, nextIp(), headers);
        expect(res.status, JSON.stringify(headers)).toBe(403);
        expect((await res.json<{ error: string }>()).error).toBeTruthy();
      }
      expect(await stored()).toBe(0);
    },
  );

  it.each(cases)(
    "%s accepts our own pages and clients that are not browsers",
    async (path, body) => {
      const allowed: Array<Record<string, string>> = [
        { Origin: ORIGIN },
        { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" },
        { "Sec-Fetch-Site": "same-origin" },
        // curl and server-to-server calls send neither header.
        {},
      ];
      // Each booking takes its own slot: a week apart.
      const bodyFor = (i: number) =>
        path === "/api/appointments"
          ? // Each its own person too: one address holds at most two upcoming bookings.
            {
              ...(body as object),
              email: `guest${i}@example.com`,
              preferredDate: nextWeekday("Tuesday", 3 + 7 * i),
            }
          : body;
      for (const [i, headers] of allowed.entries()) {
        const res = await post(path, bodyFor(i), nextIp(), headers);
        expect(res.status, JSON.stringify(headers)).toBe(201);
      }
      expect(await stored()).toBe(allowed.length);
    },
  );
});

describe("POST /api/appointments and the owner's confirmation", () => {
  it("stores a request as pending, lists it, and confirms it idempotently", async () => {
    const res = await post("/api/appointments", validAppointment);
    expect(res.status).toBe(201);
    const { message, appointment } = await res.json<{
      message: string;
      appointment: { id: number; confirmed: boolean };
    }>();
    expect(message).toMatch(/holding this time for you and will confirm it/);
    expect(appointment).toMatchObject({ ...validAppointment, confirmed: false });

    const list = await (await asOwner("/api/admin/appointments")).json<{
      appointments: Array<{ id: number; confirmed: boolean }>;
    }>();
    expect(list.appointments).toHaveLength(1);
    expect(list.appointments[0]).toMatchObject({ id: appointment.id, confirmed: false });

    for (let i = 0; i < 2; i++) {
      const confirm = await asOwner(`/api/admin/appointments/${appointment.id}/confirm`, {
        method: "PATCH",
      });
      expect(confirm.status).toBe(200);
      expect(
        (await confirm.json<{ appointment: { confirmed: boolean } }>()).appointment.confirmed,
      ).toBe(true);
    }
    const row = await env.DB.prepare("SELECT confirmed FROM appointments WHERE id = ?")
      .bind(appointment.id)
      .first<{ confirmed: number }>();
    expect(row?.confirmed).toBe(1);
  });

  it("accepts tomorrow's first free slot and one on the last day of the 60-day window", async () => {
    let last = addDays(today, 60);
    while (["Saturday", "Sunday"].includes(weekdayOf(last))) last = addDays(last, -1);
    const first = await (
      await request(`/api/availability?date=${addDays(today, 1)}&type=Custom%20Framing`)
    ).json<{ slots: Array<{ time: string }> }>();
    if (first.slots[0]) {
      const res = await post("/api/appointments", {
        ...validAppointment,
        preferredDate: addDays(today, 1),
        preferredTime: first.slots[0].time,
      });
      expect(res.status).toBe(201);
    }
    expect(
      (await post("/api/appointments", { ...validAppointment, preferredDate: last })).status,
    ).toBe(201);
  });

  it("answers 404 for an unknown appointment and 400 for a malformed id", async () => {
    expect(
      (await asOwner("/api/admin/appointments/424242/confirm", { method: "PATCH" })).status,
    ).toBe(404);
    expect((await asOwner("/api/admin/appointments/abc/confirm", { method: "PATCH" })).status).toBe(
      400,
    );
  });

  it("honeypot on appointments stores nothing", async () => {
    expect((await post("/api/appointments", { ...validAppointment, website: "x" })).status).toBe(
      201,
    );
    expect(await countRows("appointments")).toBe(0);
  });
});

describe("CSV exports", () => {
  it("quotes commas, quotes and newlines and neutralises formulas", async () => {
    await post("/api/contact", {
      ...validContact,
      // Names refuse links and "@" (docs/decisions/0026-names-and-acknowledgements.md).
      firstName: '=HYPERLINK("evil")',
      lastName: "+SUM(A1)",
      message: 'Line one, with "quotes"\nLine two',
      phone: "+1 713 555 0142",
    });
    const res = await asOwner("/api/admin/contacts.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/csv");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /attachment; filename="heights-frame-studio-messages-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const text = await res.text();
    const [header, row] = text.split("\r\n");
    expect(header).toBe(
      "Received (Houston time),Status,First name,Last name,Email,Phone,Service,Message,Replies,Last reply (Houston time)",
    );
    expect(row).toContain(
      `,New,"'=HYPERLINK(""evil"")",'+SUM(A1),maria@example.com,'+1 713 555 0142,Custom Framing,"Line one, with ""quotes""\nLine two",0,`,
    );
  });

  it("exports appointments with their status and times on the shop's clock", async () => {
    await post("/api/appointments", { ...validAppointment, name: "-2+3" });
    const text = await (await asOwner("/api/admin/appointments.csv")).text();
    const lines = text.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Received \(Houston time\),Starts \(Houston time\),Name,/);
    expect(lines[1]).toContain("'-2+3");
    expect(lines[1]).toMatch(/,Pending$/);
    const [received, starts] = lines[1].split(",");
    expect(received).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(starts).toBe(`${validAppointment.preferredDate} 10:00`);
  });
});
