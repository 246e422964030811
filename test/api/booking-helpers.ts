// Bookings end to end inside workerd, with the Worker's email binding swapped for a mailbox that
// keeps what was sent (the same Worker code; only NOTIFY differs).
import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { HolidayId } from "~/lib/booking/holidays";
import { DEFAULT_BOOKING_SETTINGS } from "~/lib/booking/settings";
import { DEFAULT_SHOP_FACTS } from "~/lib/shop";
import { addDays, shopDay, weekdayOf } from "~/lib/shop-time";
import { CRONS } from "~worker/crons";
import worker from "~worker/index";
import { ORIGIN, ownerToken } from "./helpers";
import { deliverOutbox } from "./outbox-helpers";
import { closedOn, saveShop } from "./shop-helpers";

export type SentEmail = Parameters<SendEmail["send"]>[0] & {
  to: string;
  subject: string;
  text: string;
  attachments?: EmailAttachment[];
};

export function mailbox() {
  const sent: SentEmail[] = [];
  let failing = false;
  const NOTIFY = {
    async send(message: SentEmail) {
      if (failing) throw new Error("mail relay down");
      sent.push(message);
      return { messageId: `<test-${sent.length}@example.com>` };
    },
  } as unknown as SendEmail;
  const mailEnv: Env = { ...env, NOTIFY };
  return {
    sent,
    env: mailEnv,
    failing(on = true) {
      failing = on;
    },
    /** A request through the whole Worker, then the outbox delivered through this mailbox. */
    async fetch(path: string, init: RequestInit = {}): Promise<Response> {
      const ctx = createExecutionContext();
      const res = await worker.fetch(new Request(new URL(path, ORIGIN), init), mailEnv, ctx);
      await waitOnExecutionContext(ctx);
      await deliverOutbox(mailEnv);
      return res;
    },
    async asOwner(path: string, init: RequestInit = {}): Promise<Response> {
      const headers = new Headers(init.headers);
      headers.set("Cf-Access-Jwt-Assertion", await ownerToken());
      if (!headers.has("Origin")) headers.set("Origin", ORIGIN);
      return this.fetch(path, { ...init, headers });
    },
    async runCron(at: Date): Promise<void> {
      const controller = createScheduledController({ scheduledTime: at, cron: CRONS.reminders });
      const ctx = createExecutionContext();
      await worker.scheduled(controller, mailEnv, ctx);
      await waitOnExecutionContext(ctx);
      await deliverOutbox(mailEnv);
    },
  };
}

/** The first day on or after `from` days ahead that falls on `weekday` (shop calendar). */
export function nextWeekday(weekday: string, from = 3): string {
  let day = addDays(shopDay(), from);
  while (weekdayOf(day) !== weekday) day = addDays(day, 1);
  return day;
}

let ip = 1000;
/** A fresh client address per request, so the public write limit never interferes. */
export const nextIp = () => `198.51.100.${(++ip % 250) + 1}`;

export function booking(overrides: Record<string, unknown> = {}) {
  return {
    name: "James Carter",
    email: "james@example.com",
    phone: "713-555-0199",
    preferredDate: nextWeekday("Tuesday"),
    preferredTime: "10:00 AM",
    consultationType: "Custom Framing",
    projectDetails: "Three family photos for a hallway.",
    ...overrides,
  };
}

export function postJson(body: unknown, ip = nextIp()): RequestInit {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify(body),
  };
}

// Requests every booking test makes through a mailbox (see mailbox()).
type Mailbox = ReturnType<typeof mailbox>;
type Availability = { date: string; slots: Array<{ time: string; start: string }> };

export async function slotsOn(box: Mailbox, date: string, type = "Custom Framing") {
  const res = await box.fetch(`/api/availability?date=${date}&type=${encodeURIComponent(type)}`);
  expect(res.status).toBe(200);
  return (await res.json<Availability>()).slots;
}

export async function book(box: Mailbox, overrides: Record<string, unknown> = {}) {
  return box.fetch("/api/appointments", postJson(booking(overrides)));
}

/**
 * Saves booking settings; closed days and holidays go where the owner sets them now, the shop's
 * one closures list (docs/decisions/0041-one-closures-list.md).
 */
export async function saveSettings(box: Mailbox, changes: Record<string, unknown>) {
  const { closedDays, closedHolidays, ...rest } = changes as {
    closedDays?: string[];
    closedHolidays?: HolidayId[];
  };
  if (closedDays || closedHolidays)
    await saveShop({
      closures: (closedDays ?? []).map((d) => closedOn(d)),
      closedHolidays: closedHolidays ?? DEFAULT_SHOP_FACTS.closedHolidays,
    });
  const res = await box.asOwner("/api/admin/booking-settings", {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...DEFAULT_BOOKING_SETTINGS, ...rest }),
  });
  expect(res.status).toBe(200);
}

export function manageToken(res: { manageUrl: string }) {
  return res.manageUrl.split("/").pop() ?? "";
}

export async function bookAndGetToken(box: Mailbox, overrides = {}) {
  const res = await book(box, overrides);
  expect(res.status).toBe(201);
  const body = await res.json<{ appointment: { id: number }; manageUrl: string }>();
  return { id: body.appointment.id, token: manageToken(body) };
}
