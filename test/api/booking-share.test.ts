// Issue #38 item 5: rotating connections could hold most of a day's slots with unconfirmed
// bookings from new addresses. Those hold at most half of the day's slots (rounded down, at least
// one); an address the shop already knows books as before; the owner's confirmation frees the
// share again. docs/decisions/0028-booking-caps-and-spam.md
import { beforeEach, describe, expect, it } from "vitest";
import { DAY_FULL_FOR_NEW_ADDRESSES } from "~worker/services/booking/bookings";
import { book, booking, mailbox, nextWeekday, slotsOn } from "./booking-helpers";
import { countRows, ORIGIN, request, resetTables } from "./helpers";

beforeEach(() => resetTables("appointments", "emails", "rate_limits", "contacts", "jobs"));

const tuesday = nextWeekday("Tuesday");
const wednesday = nextWeekday("Wednesday");

describe("a day's share for new addresses", () => {
  it("holds unconfirmed bookings from new addresses to half the day's slots; known ones and the owner's confirmation free it", async () => {
    const box = mailbox();
    const times = (await slotsOn(box, tuesday)).map((s) => s.time);
    const share = Math.max(1, Math.floor(times.length / 2));
    expect(share).toBeLessThan(times.length);
    const ids: number[] = [];
    for (let i = 0; i < share; i++) {
      const res = await book(box, {
        email: `new${i}@example.com`,
        preferredDate: tuesday,
        preferredTime: times[i],
      });
      expect(res.status).toBe(201);
      ids.push((await res.json<{ appointment: { id: number } }>()).appointment.id);
    }
    const refused = await book(box, {
      email: "another@example.com",
      preferredDate: tuesday,
      preferredTime: times[share],
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: DAY_FULL_FOR_NEW_ADDRESSES });
    expect(await countRows("appointments")).toBe(share);

    // Someone the shop knows (a confirmed booking on another day) still books that day.
    const earlier = await book(box, { email: "known@example.com", preferredDate: wednesday });
    const { appointment } = await earlier.json<{ appointment: { id: number } }>();
    expect(
      (await box.asOwner(`/api/admin/appointments/${appointment.id}/confirm`, { method: "PATCH" }))
        .status,
    ).toBe(200);
    const known = await book(box, {
      email: "known@example.com",
      preferredDate: tuesday,
      preferredTime: times[share],
    });
    expect(known.status).toBe(201);

    // The owner confirms one of the new ones: a new address can book again.
    expect(
      (await box.asOwner(`/api/admin/appointments/${ids[0]}/confirm`, { method: "PATCH" })).status,
    ).toBe(200);
    const after = await book(box, {
      email: "another@example.com",
      preferredDate: tuesday,
      preferredTime: times[share + 1],
    });
    expect(after.status).toBe(201);
  });

  it("tells the visitor on /contact, at the time choices, to pick another day or call", async () => {
    const box = mailbox();
    const times = (await slotsOn(box, tuesday)).map((s) => s.time);
    const share = Math.max(1, Math.floor(times.length / 2));
    for (let i = 0; i < share; i++)
      expect(
        (
          await book(box, {
            email: `new${i}@example.com`,
            preferredDate: tuesday,
            preferredTime: times[i],
          })
        ).status,
      ).toBe(201);
    const res = await request("/contact", {
      method: "POST",
      headers: { "CF-Connecting-IP": "198.18.1.9", Origin: ORIGIN },
      body: new URLSearchParams({
        intent: "appointment",
        ...booking({
          email: "late@example.com",
          preferredDate: tuesday,
          preferredTime: times[share],
        }),
      } as Record<string, string>),
    });
    expect(res.status).toBe(429);
    // In the page itself (not only the data streamed for hydration): above the form and at the
    // time choices, where a refused day's error is shown.
    const page = (await res.text()).split("window.__reactRouterContext")[0];
    expect(page.split("Online requests for that day are full").length - 1).toBeGreaterThanOrEqual(
      2,
    );
    expect(await countRows("appointments")).toBe(share);
  });
});
