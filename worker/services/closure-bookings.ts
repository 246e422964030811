// The bookings a closure falls on (docs/decisions/0041-one-closures-list.md): a closure saved on a
// day with pending or confirmed bookings is answered with those bookings, Shop settings and Today
// list them, and one action asks each customer, once, to pick another time with their manage link.
import { business } from "~/content/business";
import { formatSlot } from "~/lib/booking/format";
import { closureDays, closureHours } from "~/lib/shop";
import type { ShopFacts } from "~/lib/shop-schema";
import { addDays, shopDay, shopTimeToDate } from "~/lib/shop-time";
import { greeting } from "~/lib/text-rules";
import { database } from "~db/client";
import { listBookingsBetween } from "~db/repositories/appointments";
import { bookingsAskedToMove } from "~db/repositories/closure-notices";
import { bookingLink, type LinkEnv } from "./booking/link";
import { composeEmail } from "./email";
import { queueEmails } from "./outbox";
import { shopFacts } from "./shop";

export interface AffectedBooking {
  id: number;
  name: string;
  // "Thursday, December 10, 2026 at 2:00 PM", in the shop's time.
  time: string;
  closure: string;
  askedToMove: boolean;
}

// The shop's wall-clock minutes of an instant on its own day.
const minutesOf = (iso: string, day: string) =>
  Math.round((Date.parse(iso) - shopTimeToDate(day, 0).getTime()) / 60_000);
const clockMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

async function affected(env: Pick<Env, "DB">, facts: ShopFacts, now: Date) {
  const today = shopDay(now);
  const last = facts.closures.reduce((max, c) => (c.to > max ? c.to : max), today);
  if (!facts.closures.some((c) => c.to >= today)) return [];
  const db = database(env.DB);
  const bookings = await listBookingsBetween(
    db,
    now.toISOString(),
    shopTimeToDate(addDays(last, 1), 0).toISOString(),
    ["pending", "confirmed"],
  );
  const hits = [];
  for (const b of bookings) {
    if (!b.slotStart || !b.slotEnd) continue;
    const day = shopDay(new Date(b.slotStart));
    const closure = facts.closures.find((c) => closureDays(c).includes(day));
    if (!closure) continue;
    const hours = closureHours(closure, day, facts);
    const fits =
      hours &&
      minutesOf(b.slotStart, day) >= clockMinutes(hours.opens) &&
      minutesOf(b.slotEnd, day) <= clockMinutes(hours.closes);
    if (!fits) hits.push({ booking: b, closure, day });
  }
  return hits;
}

/** The pending and confirmed bookings from now on that a closure takes away, soonest first. */
export async function bookingsAffectedByClosures(
  env: Pick<Env, "DB">,
  facts?: ShopFacts,
  now = new Date(),
): Promise<AffectedBooking[]> {
  const hits = await affected(env, facts ?? (await shopFacts(env)), now);
  const asked = await bookingsAskedToMove(
    database(env.DB),
    hits.map((h) => h.booking.id),
  );
  return hits.map(({ booking, closure }) => ({
    id: booking.id,
    name: booking.name,
    time: formatSlot(booking.slotStart as string),
    closure: closure.note,
    askedToMove: asked.has(booking.id),
  }));
}

function moveEmail(
  to: string,
  name: string,
  when: string,
  reason: string,
  url: string,
  shop: ShopFacts,
) {
  return composeEmail(
    to,
    `Please pick another time · ${business.name}`,
    {
      paragraphs: [
        greeting(name, true),
        `We're sorry: the shop will not be open for your consultation on ${when} (${reason}).`,
        "Please pick another time that suits you with the link below. If none does, reply to this email or call us and we'll find one together.",
        `${business.name} · ${shop.phone}`,
      ],
      link: { label: "Pick another time", url },
    },
    shop,
  );
}

/**
 * Emails every customer whose booking a closure takes away, once each: a booking already asked
 * is skipped. A booking from before derived links has no link to send: it is counted, for a call.
 */
export async function askAffectedToMove(
  env: Pick<Env, "DB" | "EMAIL_QUEUE"> & LinkEnv,
  now = new Date(),
) {
  const facts = await shopFacts(env);
  const hits = await affected(env, facts, now);
  const asked = await bookingsAskedToMove(
    database(env.DB),
    hits.map((h) => h.booking.id),
  );
  let queued = 0;
  const withoutLink: string[] = [];
  for (const { booking, closure } of hits) {
    if (asked.has(booking.id)) continue;
    const url = await bookingLink(env, booking);
    if (!url) {
      withoutLink.push(booking.name);
      continue;
    }
    const when = formatSlot(booking.slotStart as string);
    await queueEmails(
      env,
      [
        {
          kind: "booking-closure",
          ...moveEmail(booking.email, booking.name, when, closure.note, url, facts),
        },
      ],
      { kind: "appointment", id: booking.id },
    );
    queued++;
  }
  return { queued, alreadyAsked: asked.size, withoutLink };
}
