// Shared by the enquiry API tests (enquiries.test.ts, enquiry-guards.test.ts): posting as a
// visitor, a valid booking, and a clean slate for each test.
import { beforeEach } from "vitest";
import { booking } from "./booking-helpers";
import { json, request, resetTables } from "./helpers";

export { validContact } from "./message-helpers";

// Each test writes from its own address so the public write limit (5 a minute) never interferes.
let ip = 0;
export const nextIp = () => `203.0.113.${++ip}`;

export function post(
  path: string,
  body: unknown,
  from = nextIp(),
  headers: Record<string, string> = {},
) {
  return request(path, json(body, { headers: { ...headers, "CF-Connecting-IP": from } }));
}

// A booking needs a free slot (issue #17): a Tuesday at least three days ahead, 10 AM.
export const validAppointment = booking();

/** Each test starts with no messages or bookings and a fresh write limit. */
export function startEachTestWithNoEnquiries() {
  beforeEach(() => resetTables("contacts", "emails", "appointments", "rate_limits"));
}
