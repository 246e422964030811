// The shop's facts as pages, emails and the slot rules use them (docs/decisions/0040-shop-facts-in-d1.md):
// the typed default (today's values from app/content/business.ts, used until D1 answers) and
// what is derived from the stored facts (the phone's tel: link, the one-line address, the hours
// as lines, the closures near enough to announce). Pure: no clock, no storage.
import { business } from "~/content/business";
import { formatDay } from "./booking/format";
import { HOLIDAYS, type HolidayId, holidayDate } from "./booking/holidays";
import { DEFAULT_LEAD_DAYS, DEFAULT_RUSH_LEAD_DAYS } from "./jobs";
import type { Closure, DayHours, ShopFacts } from "./shop-schema";
import { addDays, WEEKDAYS, type Weekday, weekdayOf } from "./shop-time";

const defaultDay = (day: string): DayHours => {
  const entry = business.hours.find((h) => (h.dayOfWeek as readonly string[]).includes(day));
  return entry?.opens && entry.closes
    ? { open: true, from: entry.opens, to: entry.closes }
    : { open: false, from: "10:00", to: "18:00" };
};

const capital = (day: Weekday) => day[0].toUpperCase() + day.slice(1);

/** Today's facts: what the migration seeds and what a page shows when D1 cannot be read. */
export const DEFAULT_SHOP_FACTS: ShopFacts = {
  phone: business.phone.display,
  email: business.email,
  address: {
    street: business.address.street,
    streetName: business.address.streetName,
    city: business.address.city,
    region: business.address.region,
    postalCode: business.address.postalCode,
  },
  mapUrl: business.directionsUrl,
  hours: Object.fromEntries(WEEKDAYS.map((d) => [d, defaultDay(capital(d))])) as Record<
    Weekday,
    DayHours
  >,
  closures: [],
  closedHolidays: HOLIDAYS.map((h) => h.id),
  prices: { ...business.priceRanges },
  replyPromise: business.replyPromise,
  googleReviewUrl: business.googleReviewUrl,
  social: { ...business.social, reviewSiteName: business.reviewSiteName },
};

/** "6:00 PM" for "18:00". */
export function clock12(time: string): string {
  const [h, m] = time.split(":").map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

const phoneDigits = (display: string) => display.replace(/\D/g, "");

export const phoneE164 = (facts: Pick<ShopFacts, "phone">) => `+1${phoneDigits(facts.phone)}`;
export const phoneHref = (facts: Pick<ShopFacts, "phone">) => `tel:${phoneE164(facts)}`;

export const oneLineAddress = ({ address: a }: Pick<ShopFacts, "address">) =>
  `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;

// The embedded map and the directions follow the address when the shop moves.
export const mapEmbedUrl = (facts: Pick<ShopFacts, "address">) =>
  `https://www.google.com/maps?q=${encodeURIComponent(oneLineAddress(facts))}&output=embed`;

export interface HoursLine {
  days: string;
  label: string;
}

/** The week's hours as the site lists them: consecutive days with the same hours on one line. */
export function hoursLines(facts: Pick<ShopFacts, "hours">): HoursLine[] {
  const label = (h: DayHours) => (h.open ? `${clock12(h.from)} - ${clock12(h.to)}` : "Closed");
  const lines: Array<{ first: Weekday; last: Weekday; label: string }> = [];
  for (const day of WEEKDAYS) {
    const text = label(facts.hours[day]);
    const prev = lines.at(-1);
    if (prev && prev.label === text) prev.last = day;
    else lines.push({ first: day, last: day, label: text });
  }
  return lines.map((l) => ({
    days: l.first === l.last ? capital(l.first) : `${capital(l.first)} - ${capital(l.last)}`,
    label: l.label,
  }));
}

/** JSON-LD openingHoursSpecification: one entry per set of days with the same hours. */
export function openingHoursSpecification(facts: Pick<ShopFacts, "hours">) {
  const groups = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const day of WEEKDAYS) {
    const h = facts.hours[day];
    if (!h.open) continue;
    const key = `${h.from}-${h.to}`;
    const group = groups.get(key) ?? { opens: h.from, closes: h.to, days: [] };
    group.days.push(capital(day));
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: g.days,
    opens: g.opens,
    closes: g.closes,
  }));
}

/** The slot rules' opening hours (app/lib/booking/slots.ts) from the week's hours. */
export function slotOpeningHours(facts: Pick<ShopFacts, "hours">) {
  return WEEKDAYS.map((d) => ({
    dayOfWeek: [capital(d)],
    opens: facts.hours[d].open ? facts.hours[d].from : null,
    closes: facts.hours[d].open ? facts.hours[d].to : null,
  }));
}

/** Every day a closure covers (at most a year each, by the schema). */
export function closureDays(c: Pick<Closure, "from" | "to">): string[] {
  const days: string[] = [];
  for (let d = c.from; d <= c.to && days.length < 400; d = addDays(d, 1)) days.push(d);
  return days;
}

/**
 * A closure's hours on one of its days: null when closed all day; a closing time alone ("close
 * early at 1 PM") opens at that day's usual time (docs/decisions/0041-one-closures-list.md).
 */
export function closureHours(
  c: Pick<Closure, "opens" | "closes">,
  day: string,
  facts: Pick<ShopFacts, "hours">,
): { opens: string; closes: string } | null {
  if (!c.closes) return null;
  const usual = facts.hours[weekdayOf(day).toLowerCase() as Weekday];
  return { opens: c.opens ?? usual.from, closes: c.closes };
}

/** What the booking rules take from the one closures list: whole days closed, special hours. */
export function bookingClosures(facts: Pick<ShopFacts, "closures" | "closedHolidays" | "hours">) {
  const closedDays = new Set<string>();
  const specialHours: Array<{ date: string; opens: string; closes: string }> = [];
  for (const c of facts.closures)
    for (const date of closureDays(c)) {
      const hours = closureHours(c, date, facts);
      if (hours) specialHours.push({ date, ...hours });
      else closedDays.add(date);
    }
  return {
    closedDays: [...closedDays].sort(),
    closedHolidays: [...facts.closedHolidays] as HolidayId[],
    specialHours,
  };
}

/** "Thursday, November 26" for "2026-11-26": the site's date order. */
export const closureDay = (day: string): string => formatDay(day);

export interface ClosureNotice {
  from: string;
  to: string;
  text: string;
}

function noticeText(c: Closure, facts: Pick<ShopFacts, "hours">): string {
  const when =
    c.from === c.to ? closureDay(c.from) : `${closureDay(c.from)} to ${closureDay(c.to)}`;
  if (c.closes && !c.opens) return `Closing at ${clock12(c.closes)} on ${when} for ${c.note}`;
  const hours = closureHours(c, c.from, facts);
  if (hours)
    return `Open ${clock12(hours.opens)} - ${clock12(hours.closes)} on ${when} for ${c.note}`;
  return `Closed ${when} for ${c.note}`;
}

/**
 * JSON-LD specialOpeningHoursSpecification: each closure as its dates with its hours, or
 * 00:00-00:00 for closed all day (schema.org's way of saying closed).
 */
export function specialOpeningHoursSpecification(facts: Pick<ShopFacts, "closures" | "hours">) {
  return facts.closures.map((c) => {
    const hours = closureHours(c, c.from, facts);
    return {
      "@type": "OpeningHoursSpecification",
      validFrom: c.from,
      validThrough: c.to,
      opens: hours?.opens ?? "00:00",
      closes: hours?.closes ?? "00:00",
      description: c.note,
    };
  });
}

// How far ahead the site announces a closure.
export const ANNOUNCE_DAYS = 14;

/**
 * The closures and special hours from `today` to `ANNOUNCE_DAYS` ahead, soonest first: the
 * owner's dated closures and the yearly holidays the shop closes on (when no dated entry
 * already covers that day). "Closed Thursday 26 November for Thanksgiving".
 */
export function upcomingClosures(
  facts: Pick<ShopFacts, "closures" | "closedHolidays" | "hours">,
  today: string,
): ClosureNotice[] {
  const end = addDays(today, ANNOUNCE_DAYS);
  const notices = facts.closures
    .filter((c) => c.to >= today && c.from <= end)
    .map((c) => ({ from: c.from, to: c.to, text: noticeText(c, facts) }));
  const covered = new Set(facts.closures.flatMap(closureDays));
  for (const year of new Set([today.slice(0, 4), end.slice(0, 4)]))
    for (const h of HOLIDAYS) {
      if (!facts.closedHolidays.includes(h.id)) continue;
      const date = holidayDate(h.id, Number(year));
      if (date < today || date > end || covered.has(date)) continue;
      const note = h.label.replace(/ \(.*\)$/, "");
      notices.push({
        from: date,
        to: date,
        text: noticeText({ from: date, to: date, note, opens: null, closes: null }, facts),
      });
    }
  return notices.sort((a, b) => a.from.localeCompare(b.from));
}

/**
 * How long framing takes: the jobs' lead times, the one setting behind a new job's due date and
 * what the pages promise (docs/decisions/0030-jobs.md).
 */
export interface Turnaround {
  leadDays: number;
  rushLeadDays: number;
}

export const DEFAULT_TURNAROUND: Turnaround = {
  leadDays: DEFAULT_LEAD_DAYS,
  rushLeadDays: DEFAULT_RUSH_LEAD_DAYS,
};

/** "2 weeks", "10 days": a lead time as the pages say it (no-break spaces, never split). */
export function turnaroundText(days: number): string {
  if (days % 7 === 0) {
    const weeks = days / 7;
    return `${weeks}\u00a0${weeks === 1 ? "week" : "weeks"}`;
  }
  return `${days}\u00a0${days === 1 ? "day" : "days"}`;
}

/** Where content says how long framing takes; filled in on the page from the owner's setting. */
export const TURNAROUND_MARK = "{turnaround}";

export const fillTurnaround = (text: string, turnaround: Turnaround) =>
  text.replaceAll(TURNAROUND_MARK, turnaroundText(turnaround.leadDays));

/** What GET /api/shop and the root loader give every page: the facts and the near closures. */
export interface PublicShop {
  facts: ShopFacts;
  closuresSoon: ClosureNotice[];
  turnaround: Turnaround;
}
