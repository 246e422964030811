// Every public write goes through one gate (worker/public-write.ts,
// docs/decisions/0024-one-gate-for-public-writes.md): the same odd requests get the same answers
// from the API routers and the page form actions, and nothing is stored.
import { beforeEach, describe, expect, it } from "vitest";
import { validAppointment, validContact } from "./enquiry-helpers";
import { countRows, inFreshRateWindow, ORIGIN, request, resetTables } from "./helpers";
import { design } from "./quote-helpers";

const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

interface Endpoint {
  path: string;
  // A body this endpoint takes, and its Content-Type (undefined: the runtime sets it).
  body: () => { body: BodyInit; type?: string };
  // The right kind of body, but too large.
  maxBytes: number;
  honeypot: boolean;
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const jsonBody = (value: unknown) => () => ({
  body: JSON.stringify(value),
  type: "application/json",
});
const MB = 1024 * 1024;

const ENDPOINTS: Endpoint[] = [
  { path: "/api/contact", body: jsonBody(validContact), maxBytes: MB, honeypot: true },
  { path: "/api/appointments", body: jsonBody(validAppointment), maxBytes: MB, honeypot: true },
  {
    path: "/api/analytics",
    body: jsonBody({ name: "page_view", path: "/" }),
    maxBytes: 16 * 1024,
    honeypot: false,
  },
  {
    path: "/api/quotes",
    body: () => ({
      body: form({
        design: JSON.stringify(design),
        name: "Maria",
        email: "m@example.com",
        message: "Hi",
      }),
    }),
    maxBytes: 46 * MB,
    honeypot: true,
  },
  {
    path: "/contact",
    body: () => ({ body: new URLSearchParams({ intent: "contact", ...validContact }) }),
    maxBytes: 256 * 1024,
    honeypot: true,
  },
  {
    path: "/frame-designer",
    body: () => ({ body: form({ widthInches: "16", heightInches: "20", name: "Maria" }) }),
    maxBytes: 46 * MB,
    honeypot: true,
  },
  {
    path: "/booking/AAAAAAAAAAAAAAAAAAAAAA",
    body: () => ({ body: new URLSearchParams({ intent: "cancel" }) }),
    maxBytes: 256 * 1024,
    honeypot: false,
  },
];

let ip = 0;
function send(endpoint: Endpoint, headers: Record<string, string>, override?: BodyInit) {
  const { body, type } = endpoint.body();
  const h = new Headers({ "User-Agent": BROWSER_UA, "CF-Connecting-IP": `192.0.2.${++ip % 250}` });
  if (type) h.set("Content-Type", type);
  for (const [k, v] of Object.entries(headers)) h.set(k, v);
  return request(endpoint.path, { method: "POST", headers: h, body: override ?? body });
}

const TABLES = ["contacts", "appointments", "quotes", "analytics_events"];
async function storedRows(): Promise<number> {
  let n = 0;
  for (const table of TABLES) n += await countRows(table);
  return n;
}

beforeEach(() => resetTables(...TABLES, "rate_limits"));

describe.each(ENDPOINTS)("POST $path through the one gate", (endpoint) => {
  it("refuses another site's page with 403, with or without Origin", async () => {
    const foreign: Array<Record<string, string>> = [
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
      { Origin: "https://evil.example" },
      { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of foreign) {
      const res = await send(endpoint, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      await res.arrayBuffer();
    }
    expect(await storedRows()).toBe(0);
  });

  it("refuses a body of another kind with 415", async () => {
    const res = await send(endpoint, { Origin: ORIGIN, "Content-Type": "text/plain" }, "hello");
    expect(res.status).toBe(415);
    await res.arrayBuffer();
    expect(await storedRows()).toBe(0);
  });

  it("refuses a body over its limit with 413, answered whole", async () => {
    const { type } = endpoint.body();
    const big = new Uint8Array(endpoint.maxBytes + 1024).fill(32);
    const res = await send(
      endpoint,
      { Origin: ORIGIN, "Content-Type": type ?? "multipart/form-data; boundary=x" },
      big,
    );
    expect(res.status).toBe(413);
    expect((await res.text()).length).toBeGreaterThan(0);
    expect(await storedRows()).toBe(0);
  }, 30_000);

  it("answers control characters and broken bodies with a 4xx, never a 500", async () => {
    const { type } = endpoint.body();
    for (const body of ["\u0000\u0001\u001b[31m\r\n", "{", "--x\r\n\u0000", "%ZZ&=&&"]) {
      const res = await send(
        endpoint,
        { Origin: ORIGIN, "Content-Type": type ?? "multipart/form-data; boundary=x" },
        body,
      );
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      await res.arrayBuffer();
    }
    expect(await storedRows()).toBe(0);
  });
});

describe("the honeypot, checked once by the gate", () => {
  it.each(ENDPOINTS.filter((e) => e.honeypot))(
    "$path answers a filled honeypot as a success and stores nothing",
    async (endpoint) => {
      const { body, type } = endpoint.body();
      let filled: BodyInit;
      if (type === "application/json")
        filled = JSON.stringify({ ...JSON.parse(body as string), website: "http://spam.example" });
      else {
        const fields = body as FormData | URLSearchParams;
        fields.set("website", "http://spam.example");
        filled = fields;
      }
      const res = await send(endpoint, { Origin: ORIGIN }, filled);
      expect([200, 201, 303]).toContain(res.status);
      await res.arrayBuffer();
      expect(await storedRows()).toBe(0);
    },
  );
});

describe("the rate limit, one per visitor for every public form", () => {
  it("counts /api/contact and the /contact page together: the sixth write a minute is a 429", async () => {
    inFreshRateWindow();
    const headers = { Origin: ORIGIN, "CF-Connecting-IP": "198.18.0.7" };
    const contactApi = ENDPOINTS[0];
    const contactPage = ENDPOINTS[4];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const endpoint = i % 2 ? contactPage : contactApi;
      const { body, type } = endpoint.body();
      const h = new Headers(headers);
      if (type) h.set("Content-Type", type);
      const res = await request(endpoint.path, { method: "POST", headers: h, body });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses.slice(0, 5).every((s) => s < 400)).toBe(true);
    expect(statuses[5]).toBe(429);
  }, 30_000);
});
