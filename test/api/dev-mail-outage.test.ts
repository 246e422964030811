// The development-only mail outage switch (worker/dev/mail-outage.ts): set only from localhost in
// development, it makes the consumer's email binding refuse; production never reads it.
import { createMessageBatch } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEV_OUTAGE_ERROR, mailBinding } from "~worker/dev/mail-outage";
import { consumeQueue, QUEUES } from "~worker/queues";
import { submitContact } from "~worker/services/enquiries";
import { ORIGIN, request, requestWithEnv, resetTables } from "./helpers";
import { recordingMail, validContact } from "./message-helpers";
import { emailRows } from "./outbox-helpers";

const switchTo = (on: boolean, init: RequestInit = {}) =>
  request(`/api/dev/mail-outage?on=${on ? 1 : 0}`, {
    method: "POST",
    headers: { Origin: ORIGIN },
    ...init,
  });

beforeEach(() => resetTables("emails", "contacts", "rate_limits"));
afterEach(() => env.USAGE.delete("dev:mail-outage"));

describe("the development mail outage switch", () => {
  it("makes the consumer's sends fail while on, and lets them through when off", async () => {
    expect((await switchTo(true)).status).toBe(200);
    expect(await (await request("/api/dev/mail-outage")).json()).toEqual({ outage: true });
    const result = await submitContact(env, validContact);
    expect(result.status).toBe("stored");
    const mail = recordingMail();
    const delivery = (ids: number[]) =>
      createMessageBatch(
        QUEUES.emails,
        ids.map((id, i) => ({
          id: `m${i}-${Date.now()}`,
          timestamp: new Date(),
          attempts: 1,
          body: { id },
        })),
      );
    const ids = (await emailRows()).map((r) => r.id);
    await consumeQueue(delivery(ids), { ...env, ...mail });
    expect(mail.sent).toHaveLength(0);
    expect((await emailRows()).map((r) => r.last_error)).toEqual(ids.map(() => DEV_OUTAGE_ERROR));

    expect((await switchTo(false)).status).toBe(200);
    await consumeQueue(delivery(ids), { ...env, ...mail });
    expect(mail.sent).toHaveLength(ids.length);
    expect((await emailRows()).every((r) => r.status === "sent")).toBe(true);
  });

  it("is refused from another site, and does not exist outside local development", async () => {
    expect((await switchTo(true, { headers: { Origin: "https://evil.example" } })).status).toBe(
      403,
    );
    expect(await env.USAGE.get("dev:mail-outage")).toBeNull();
    const res = await requestWithEnv({ ENVIRONMENT: "production" }, "/api/dev/mail-outage?on=1", {
      method: "POST",
      headers: { Origin: ORIGIN },
    });
    expect(res.status).toBe(404);
    expect(await env.USAGE.get("dev:mail-outage")).toBeNull();
  });

  it("is never read in production, even when the key is there", async () => {
    await env.USAGE.put("dev:mail-outage", "1");
    const binding = await mailBinding({ ...env, ENVIRONMENT: "production" });
    expect(binding).toBe(env.NOTIFY);
  });
});
