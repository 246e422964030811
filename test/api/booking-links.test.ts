// Every booking email repeats the visitor's private link, derived from the booking's salt
// (docs/decisions/0075-derived-booking-links.md); bookings from before keep their stored hash.
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { hashToken, randomToken } from "~worker/services/private-link";
import { bookAndGetToken, booking, mailbox, type SentEmail } from "./booking-helpers";
import { resetTables } from "./helpers";

beforeEach(() => resetTables("emails", "appointments", "booking_settings", "rate_limits"));

type Box = ReturnType<typeof mailbox>;

/** The one /booking/<token> link an email holds, in its text and its HTML button alike. */
function linkIn(message: SentEmail | undefined): string {
  const found = message?.text.match(/http:\/\/localhost\/booking\/([A-Za-z0-9_-]{22})/);
  expect(found, `no manage link in "${message?.subject}"`).not.toBeNull();
  const token = found?.[1] ?? "";
  expect(message?.html).toContain(`href="http://localhost/booking/${token}"`);
  return token;
}

async function opens(box: Box, token: string) {
  const res = await box.fetch(`/booking/${token}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toContain("no-store");
  return res.text();
}

const visitorMails = (box: Box) => box.sent.filter((m) => m.to !== env.NOTIFY_EMAIL_TO);

async function status(box: Box, id: number, action: string, reason?: string) {
  const res = await box.asOwner(`/api/admin/appointments/${id}/status`, {
    method: "PATCH",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ action, reason }),
  });
  expect(res.status).toBe(200);
}

async function slotStart(id: number) {
  const row = await env.DB.prepare("SELECT slot_start FROM appointments WHERE id = ?")
    .bind(id)
    .first<{ slot_start: string }>();
  return Date.parse(row?.slot_start ?? "");
}

describe("the manage link in every booking email", () => {
  it("confirmed, moved and reminder emails hold the booking's link, which opens its page", async () => {
    const box = mailbox();
    const { id, token } = await bookAndGetToken(box);
    expect(linkIn(visitorMails(box)[0])).toBe(token);
    box.sent.length = 0;

    await box.asOwner(`/api/admin/appointments/${id}/confirm`, { method: "PATCH" });
    const moved = await box.asOwner(`/api/admin/appointments/${id}/reschedule`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ preferredDate: booking().preferredDate, preferredTime: "2:00 PM" }),
    });
    expect(moved.status).toBe(200);
    await box.runCron(new Date((await slotStart(id)) - 20 * 3_600_000));

    const mails = visitorMails(box);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Confirmed: /),
      expect.stringMatching(/^New time: /),
      expect.stringMatching(/^Reminder: /),
    ]);
    for (const m of mails) expect(linkIn(m)).toBe(token);
    expect(await opens(box, token)).toContain("2:00 PM");
    // D1 keeps the salt and the token's hash, never the token.
    const row = await env.DB.prepare(
      "SELECT manage_token_hash, link_salt FROM appointments WHERE id = ?",
    )
      .bind(id)
      .first<{ manage_token_hash: string; link_salt: string }>();
    expect(row?.manage_token_hash).toBe(await hashToken(token));
    expect(row?.link_salt).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it("declined and cancelled emails hold the link too, and the page says so", async () => {
    const box = mailbox();
    const declined = await bookAndGetToken(box);
    const cancelled = await bookAndGetToken(box, {
      preferredTime: "1:00 PM",
      email: "ana@example.com",
    });
    box.sent.length = 0;

    await status(box, declined.id, "decline", "We are closed for a delivery that morning.");
    const cancel = await box.fetch(`/booking/${cancelled.token}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "http://localhost",
      },
      body: new URLSearchParams({ intent: "cancel", confirm: "yes" }).toString(),
      redirect: "manual",
    });
    expect(cancel.status).toBe(302);

    const [declinedMail, cancelledMail] = visitorMails(box);
    expect(declinedMail.subject).toMatch(/^We can't take your consultation/);
    expect(linkIn(declinedMail)).toBe(declined.token);
    expect(await opens(box, declined.token)).toContain("We are closed for a delivery");
    expect(cancelledMail.subject).toMatch(/^Cancelled: /);
    expect(linkIn(cancelledMail)).toBe(cancelled.token);
    expect(await opens(box, cancelled.token)).toMatch(/This booking is cancelled/);
  });

  it("an unknown or malformed token is 404, and so is a salt used as a token", async () => {
    const box = mailbox();
    const { id } = await bookAndGetToken(box);
    const salt = await env.DB.prepare("SELECT link_salt FROM appointments WHERE id = ?")
      .bind(id)
      .first<string>("link_salt");
    for (const token of [randomToken(), salt ?? "", "short", "A".repeat(23)])
      expect((await box.fetch(`/booking/${token}`)).status).toBe(404);
  });

  it("a booking from before keeps its stored link; its later emails point to the first one", async () => {
    const box = mailbox();
    const { id } = await bookAndGetToken(box);
    // As bookings made before links were derived: a random token's hash and no salt.
    const old = randomToken();
    await env.DB.prepare(
      "UPDATE appointments SET manage_token_hash = ?, link_salt = NULL WHERE id = ?",
    )
      .bind(await hashToken(old), id)
      .run();
    box.sent.length = 0;
    await box.asOwner(`/api/admin/appointments/${id}/confirm`, { method: "PATCH" });
    await opens(box, old);
    const [confirmed] = visitorMails(box);
    expect(confirmed.text).not.toContain("/booking/");
    expect(confirmed.text).toContain("use the private link in your booking email");
  });

  it("without the secret (in production) booking still works: a random link, in the first email only", async () => {
    const box = mailbox();
    Object.assign(box.env, { ORDER_LINK_SECRET: "", ENVIRONMENT: "production" });
    const { id, token } = await bookAndGetToken(box);
    expect(linkIn(visitorMails(box)[0])).toBe(token);
    const row = await env.DB.prepare("SELECT link_salt FROM appointments WHERE id = ?")
      .bind(id)
      .first<{ link_salt: string | null }>();
    expect(row?.link_salt).toBeNull();
    await opens(box, token);
    box.sent.length = 0;
    // The owner's sign-in stand-in works in development only.
    Object.assign(box.env, { ENVIRONMENT: "development" });
    await box.asOwner(`/api/admin/appointments/${id}/confirm`, { method: "PATCH" });
    expect(visitorMails(box)[0]?.text).toContain("use the private link in your booking email");
  });
});
