// iCalendar for bookings: the invite attached to the confirmation and the owner's feed.
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { business } from "~/content/business";
import { consultationTitle } from "~/lib/booking/format";
import { oneLineAddress } from "~/lib/shop";
import type { ShopFacts } from "~/lib/shop-schema";
import type { Appointment } from "~db/schema";

type Booked = Appointment & { slotStart: string; slotEnd: string };

const uid = (a: Appointment) => `appointment-${a.id}@heightsframestudio.com`;

function addEvent(
  cal: ReturnType<typeof ical>,
  a: Booked,
  opts: { summary: string; description: string },
  shop: ShopFacts,
) {
  cal.createEvent({
    id: uid(a),
    start: new Date(a.slotStart),
    end: new Date(a.slotEnd),
    summary: opts.summary,
    description: opts.description,
    location: oneLineAddress(shop),
    status: a.status === "confirmed" ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
    organizer: { name: business.name, email: shop.email },
  });
}

/** The visitor's invite: one event, UTC times, the studio address as location. */
export function visitorInvite(a: Booked, shop: ShopFacts): string {
  const cal = ical({
    prodId: { company: business.name, product: "Bookings", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
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
