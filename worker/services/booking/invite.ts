// iCalendar for bookings: the visitor's invites (the first, its updates and its cancellation) and the
// owner's feed (docs/decisions/0039-booking-emails.md).
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import { business } from "~/content/business";
import { consultationTitle } from "~/lib/booking/format";
import { oneLineAddress } from "~/lib/shop";
import type { ShopFacts } from "~/lib/shop-schema";
import type { Appointment } from "~db/schema";

type Booked = Appointment & { slotStart: string; slotEnd: string };

// One UID for the booking's whole life. A booking's first email is built before its insert (id 0):
// its invite says {{related_id}}, which the outbox fills with the new id as it records the email.
const uid = (a: Appointment) => `appointment-${a.id || "{{related_id}}"}@heightsframestudio.com`;

/**
 * What an invite tells the visitor's calendar: PUBLISH for the first one (and the confirmation),
 * REQUEST to replace the event with a new time, CANCEL to take it out.
 */
export type InviteChange = "publish" | "update" | "cancel";

// An invite's SEQUENCE: the seconds since 2026-01-01 when it was written, so every later change of
// the one event carries a higher number than the invites before it, with no counter kept in D1.
const SEQUENCE_EPOCH = Date.UTC(2026, 0, 1);
export const inviteSequence = (at: Date) =>
  Math.max(0, Math.floor((at.getTime() - SEQUENCE_EPOCH) / 1000));

const METHOD: Record<InviteChange, ICalCalendarMethod> = {
  publish: ICalCalendarMethod.PUBLISH,
  update: ICalCalendarMethod.REQUEST,
  cancel: ICalCalendarMethod.CANCEL,
};

/** The Content-Type of an invite's attachment: its method is repeated there, as mail clients read it. */
export const inviteType = (change: InviteChange) =>
  `text/calendar; charset=utf-8; method=${METHOD[change]}`;

function eventStatus(a: Appointment, change: InviteChange): ICalEventStatus {
  if (change === "cancel") return ICalEventStatus.CANCELLED;
  return a.status === "confirmed" ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE;
}

function addEvent(
  cal: ReturnType<typeof ical>,
  a: Booked,
  opts: { summary: string; description: string; change?: InviteChange; sequence?: number },
  shop: ShopFacts,
) {
  const change = opts.change ?? "publish";
  cal.createEvent({
    id: uid(a),
    start: new Date(a.slotStart),
    end: new Date(a.slotEnd),
    summary: opts.summary,
    description: opts.description,
    location: oneLineAddress(shop),
    status: eventStatus(a, change),
    sequence: opts.sequence ?? 0,
    organizer: { name: business.name, email: shop.email },
    // A REQUEST or CANCEL names whom it is for: calendars match it to the event they hold.
    attendees:
      change === "publish"
        ? []
        : [
            {
              name: a.name,
              email: a.email,
              role: ICalAttendeeRole.REQ,
              status:
                change === "cancel" ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
              rsvp: false,
            },
          ],
  });
}

/**
 * The visitor's invite: one event, UTC times, the studio address as location, the same UID for the
 * booking's whole life. A move replaces it (REQUEST), a cancellation removes it (CANCEL); both
 * carry a higher SEQUENCE than what the visitor's calendar already holds.
 */
export function visitorInvite(
  a: Booked,
  shop: ShopFacts,
  change: InviteChange = "publish",
  at = new Date(),
): string {
  const cal = ical({
    prodId: { company: business.name, product: "Bookings", language: "EN" },
    method: METHOD[change],
    name: business.name,
  });
  addEvent(
    cal,
    a,
    {
      summary: `${consultationTitle(a.consultationType)} at ${business.name}`,
      description: [
        `${consultationTitle(a.consultationType)} with ${business.name}.`,
        `Bring your piece, or photos and measurements of it. ${business.appointmentReminder}`,
        `Phone: ${shop.phone}`,
      ].join("\n"),
      change,
      // The first invite is sequence 0; every later one is numbered by when it was written.
      sequence: change === "publish" && a.status === "pending" ? 0 : inviteSequence(at),
    },
    shop,
  );
  return cal.toString();
}

/** The owner's calendar feed: every pending and confirmed booking. */
export function ownerFeed(bookings: Booked[], siteUrl: string, shop: ShopFacts): string {
  const cal = ical({
    prodId: { company: business.name, product: "Bookings", language: "EN" },
    name: `${business.name} bookings`,
  });
  for (const a of bookings)
    addEvent(
      cal,
      a,
      {
        summary: `${a.status === "pending" ? "(Pending) " : ""}${a.consultationType}: ${a.name}`,
        description: [
          `${a.name} · ${a.phone} · ${a.email}`,
          a.projectDetails ?? "",
          `${siteUrl}/admin`,
        ].join("\n"),
      },
      shop,
    );
  return cal.toString();
}
