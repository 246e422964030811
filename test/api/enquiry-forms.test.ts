// The /contact form actions (no JavaScript: a page POST; with it: a fetcher POST to /contact.data)
// against malformed bodies and other methods: the form's own error, never the error page.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { APPOINTMENT_TEXT, CONTACT_TEXT } from "~/lib/enquiry-form";
import { nextWeekday } from "./booking-helpers";
import { countRows, inFreshRateWindow, request, resetTables } from "./helpers";

let ip = 0;
const nextIp = () => `198.51.100.${++ip}`;

const contactForm = {
  intent: "contact",
  firstName: "Maria",
  lastName: "Gonzalez",
  email: "maria@example.com",
  message: "A watercolour for the hallway.",
};

const appointmentForm = {
  intent: "appointment",
  name: "James Carter",
  email: "james@example.com",
  phone: "713-555-0199",
  // A weekday: 10:00 AM is before a Saturday's opening.
  preferredDate: nextWeekday("Tuesday"),
  preferredTime: "10:00 AM",
  consultationType: "Custom Framing",
};

function send(path: string, init: RequestInit) {
  const headers = new Headers(init.headers);
  headers.set("CF-Connecting-IP", nextIp());
  return request(path, { ...init, headers });
}

const stored = async () => (await countRows("contacts")) + (await countRows("appointments"));

const ERROR_PAGE = "Something went wrong on our side";

/** The text of the contact form's error box (role="alert"), or null if the page has none. */
function contactFormError(html: string): string | null {
  const box = html.match(/<(p|div)\b([^>]*\bid="contact-form-error"[^>]*)>([^<]*)<\/\1>/);
  return box && /\brole="alert"/.test(box[2] ?? "") ? (box[3] ?? "") : null;
}

beforeEach(() => resetTables("contacts", "appointments", "rate_limits"));

describe("the /contact form actions", () => {
  it("still stores a well-formed form POST (URL-encoded and multipart)", async () => {
    const encoded = await send("/contact", {
      method: "POST",
      body: new URLSearchParams(contactForm),
    });
    expect(encoded.status).toBe(200);
    const multipart = new FormData();
    for (const [k, v] of Object.entries(appointmentForm)) multipart.set(k, v);
    const res = await send("/contact", { method: "POST", body: multipart });
    expect(res.status).toBe(200);
    expect(await stored()).toBe(2);
  });

  const badBodies: Array<[string, RequestInit]> = [
    ["no body", { method: "POST" }],
    [
      "a JSON body",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(contactForm),
      },
    ],
    [
      "a text/plain body",
      {
        method: "POST",
        headers: { "Content-Type": "text/plain" },
        body: "intent=contact\r\nfirstName=Maria\r\n",
      },
    ],
    [
      "a broken multipart body",
      {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=frame" },
        body: '--frame\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nMaria',
      },
    ],
    [
      "a multipart body without a boundary",
      {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data" },
        body: "firstName=Maria",
      },
    ],
    [
      "no Content-Type",
      { method: "POST", headers: { "Content-Type": "" }, body: new Uint8Array([1, 2, 3]) },
    ],
  ];

  it.each(badBodies)(
    "answers a page POST with %s with 400 or 415 and the form's error, storing nothing",
    async (_, init) => {
      const res = await send("/contact", init);
      expect([400, 415]).toContain(res.status);
      const html = await res.text();
      expect(html).not.toContain(ERROR_PAGE);
      expect(contactFormError(html)).toBeTruthy();
      // The page itself is still there, form and all.
      expect(html).toContain('name="firstName"');
      expect(await stored()).toBe(0);
    },
  );

  it.each(badBodies)(
    "answers a JavaScript (fetcher) POST with %s with 400 or 415, not 500",
    async (_, init) => {
      const res = await send("/contact.data", init);
      expect([400, 415]).toContain(res.status);
      expect(await res.text()).toContain("contact");
      expect(await stored()).toBe(0);
    },
  );

  it.each(["PUT", "PATCH", "DELETE"])(
    "answers %s with 405 and stores nothing; only POST submits",
    async (method) => {
      for (const path of ["/contact", "/contact.data", "/frame-shops-houston"]) {
        for (const form of [contactForm, appointmentForm]) {
          const res = await send(path, { method, body: new URLSearchParams(form) });
          expect(res.status, `${method} ${path}`).toBe(405);
          if (path.startsWith("/contact")) expect(res.headers.get("Allow")).toContain("POST");
          expect(await res.text()).not.toContain(ERROR_PAGE);
        }
      }
      expect(await stored()).toBe(0);
    },
  );

  it("answers a page POST past the rate limit with 429, Retry-After and the form's error", async () => {
    inFreshRateWindow();
    const headers = { "CF-Connecting-IP": nextIp() };
    let res: Response | undefined;
    for (let i = 0; i < 6; i++) {
      res = await request("/contact", {
        method: "POST",
        headers,
        body: new URLSearchParams(contactForm),
      });
    }
    expect(res?.status).toBe(429);
    expect(Number(res?.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(contactFormError((await res?.text()) ?? "")).toMatch(/^Too many/);
  }, 30_000);

  it("refuses a form posted from another site's page with 403, as /api/contact does, storing nothing", async () => {
    const foreign: Array<Record<string, string>> = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
    ];
    for (const path of ["/contact", "/contact.data", "/frame-designer"]) {
      for (const headers of foreign) {
        const res = await send(path, {
          method: "POST",
          headers,
          body: new URLSearchParams(contactForm),
        });
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        await res.arrayBuffer();
      }
    }
    expect(await stored()).toBe(0);
    expect(await countRows("quotes")).toBe(0);
  });

  it("answers a POST to /frame-shops-houston (its form sends to /contact) with 405, storing nothing", async () => {
    const res = await send("/frame-shops-houston", {
      method: "POST",
      body: new URLSearchParams(contactForm),
    });
    expect(res.status).toBe(405);
    const html = await res.text();
    expect(html).not.toContain(ERROR_PAGE);
    expect(html).toContain("This page does not take submissions");
    expect(await stored()).toBe(0);
  });
});

describe("a failure while saving (D1 down)", () => {
  // The table is renamed away, so the insert fails as it would with the database down.
  // Free times are reused per availability version (docs/decisions/0037-free-times-cache.md):
  // with D1 down that read fails too, so the bookings' tables go away with it.
  async function withTableAway<T>(table: string, run: () => Promise<T>): Promise<T> {
    const tables = table === "appointments" ? [table, "availability_version"] : [table];
    for (const t of tables) await env.DB.prepare(`ALTER TABLE ${t} RENAME TO ${t}_away`).run();
    try {
      return await run();
    } finally {
      for (const t of tables) await env.DB.prepare(`ALTER TABLE ${t}_away RENAME TO ${t}`).run();
    }
  }

  const typedContact = {
    ...contactForm,
    firstName: "Ana María",
    phone: "(713) 555-0142",
    service: "matting-design",
    message: 'Line one & <two>\nLine "three"',
  };

  it("keeps what the visitor typed and shows the old site's contact failure message on the form, without JavaScript", async () => {
    const res = await withTableAway("contacts", () =>
      send("/contact", { method: "POST", body: new URLSearchParams(typedContact) }),
    );
    expect(res.status).toBe(503);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const html = await res.text();
    expect(html).not.toContain(ERROR_PAGE);
    expect(contactFormError(html)).toBe(CONTACT_TEXT.errorFallback);
    expect(html).toMatch(/<input[^>]*name="firstName"[^>]*value="Ana María"/);
    expect(html).toMatch(/<input[^>]*name="lastName"[^>]*value="Gonzalez"/);
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="maria@example.com"/);
    expect(html).toMatch(/<input[^>]*name="phone"[^>]*value="\(713\) 555-0142"/);
    expect(html).toMatch(/<option value="matting-design" selected="">/);
    expect(html).toContain("Line one &amp; &lt;two&gt;\nLine &quot;three&quot;</textarea>");
    expect(await stored()).toBe(0);
  });

  it("shows /contact with an honest booking notice, not the error page, when free times cannot be read", async () => {
    const res = await withTableAway("appointments", () => request("/contact"));
    expect(res.status).toBe(503);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const html = await res.text();
    expect(html).not.toContain(ERROR_PAGE);
    expect(html).toContain("Free times can&#x27;t be shown right now.");
    // The contact form still works for a message.
    expect(html).toContain('id="contact-form"');
    expect(html).not.toContain('name="preferredTime"');
  });

  it("keeps what the visitor typed and shows the old site's appointment failure message, without JavaScript", async () => {
    const typed = { ...appointmentForm, projectDetails: "Two prints" };
    const res = await withTableAway("appointments", () =>
      send("/contact", { method: "POST", body: new URLSearchParams(typed) }),
    );
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).not.toContain(ERROR_PAGE);
    expect(html).toMatch(
      new RegExp(`<(p|div) role="alert"[^>]*>${APPOINTMENT_TEXT.errorDescription}</\\1>`),
    );
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value="James Carter"/);
    expect(html).toMatch(
      new RegExp(`<input[^>]*name="preferredDate"[^>]*value="${typed.preferredDate}"`),
    );
    // The free times cannot be read either: the visitor's own choice is offered again, chosen.
    expect(html).toMatch(
      /<input(?=[^>]*name="preferredTime")(?=[^>]*value="10:00 AM")(?=[^>]*checked="")[^>]*>/,
    );
    expect(html).toMatch(/<input type="hidden" name="consultationType" value="Custom Framing"\/>/);
    expect(html).toContain("Two prints</textarea>");
  });

  it.each([
    ["contact", contactForm, CONTACT_TEXT.errorFallback, "contacts"],
    ["appointment", appointmentForm, APPOINTMENT_TEXT.errorDescription, "appointments"],
  ] as const)(
    "answers a JavaScript %s submission with the failure message and the values, not an error",
    async (_, form, message, table) => {
      const res = await withTableAway(table, () =>
        send("/contact.data", { method: "POST", body: new URLSearchParams(form) }),
      );
      expect(res.status).toBe(503);
      // The fetcher decodes this as the action's data (not a thrown error) because React Router marks it.
      expect(res.headers.get("X-Remix-Response")).toBe("yes");
      const body = await res.text();
      expect(body).toContain(message);
      expect(body).toContain(form.email);
    },
  );
});
