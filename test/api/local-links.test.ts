// Locally the site may be served on any port (`npm run preview`, `wrangler dev`): the links the
// Worker writes into emails and pages follow the address it was asked on, so they lead back to
// this server; in production they always use SITE_URL.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "~worker/index";
import { booking, mailbox } from "./booking-helpers";
import { ownerToken } from "./helpers";
import { customer, piece, resetJobsBeforeEach } from "./job-helpers";
import { deliverOutbox } from "./outbox-helpers";

resetJobsBeforeEach();

const PREVIEW = "http://localhost:4179";

async function send(origin: string, path: string, init: RequestInit, overrides: Partial<Env> = {}) {
  const box = mailbox();
  const mailEnv = { ...box.env, ...overrides };
  const headers = new Headers(init.headers);
  headers.set("Origin", origin);
  headers.set("Content-Type", "application/json");
  headers.set("CF-Connecting-IP", "198.51.100.77");
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${origin}${path}`, { ...init, headers }),
    mailEnv,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  await deliverOutbox(mailEnv);
  return { res, sent: box.sent };
}

const bookOn = (origin: string, overrides: Partial<Env> = {}) =>
  send(origin, "/api/appointments", { method: "POST", body: JSON.stringify(booking()) }, overrides);

describe("links written while serving locally", () => {
  it("a booking made on another local port emails links to that port", async () => {
    const { res, sent } = await bookOn(PREVIEW);
    expect(res.status).toBe(201);
    const visitor = sent.find((m) => m.to === "james@example.com");
    expect(visitor?.text).toContain(`${PREVIEW}/booking/`);
    const owner = sent.find((m) => m.to === env.NOTIFY_EMAIL_TO);
    expect(owner?.text).toContain(`${PREVIEW}/admin/appointments#appointment-`);
  });

  it("a job made on another local port gives the customer's link on that port", async () => {
    const { res } = await send(PREVIEW, "/api/admin/jobs", {
      method: "POST",
      headers: { "Cf-Access-Jwt-Assertion": await ownerToken() },
      body: JSON.stringify({ customer, pieces: [piece] }),
    });
    expect(res.status).toBe(201);
    expect((await res.json<{ statusUrl: string }>()).statusUrl).toMatch(
      new RegExp(`^${PREVIEW}/order/`),
    );
  });

  it("in production the links stay on SITE_URL whatever the request's host", async () => {
    const { res, sent } = await bookOn(PREVIEW, {
      ENVIRONMENT: "production",
      SITE_URL: "https://heightsframestudio.com",
    });
    expect(res.status).toBe(201);
    const visitor = sent.find((m) => m.to === "james@example.com");
    expect(visitor?.text).toContain("https://heightsframestudio.com/booking/");
    expect(visitor?.text).not.toContain(PREVIEW);
  });
});
