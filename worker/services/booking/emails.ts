// The booking emails: what each one says (text and HTML) and whom it goes to. Sent by ./mailer.ts.
// The shop's address, phone, email and reply promise come from shopFacts(env), passed in by the
// caller (docs/decisions/0040-shop-facts-in-d1.md).
import { business } from "~/content/business";
import { consultationTitle, durationMinutes, formatSlot } from "~/lib/booking/format";
import { oneLineAddress } from "~/lib/shop";
import type { ShopFacts } from "~/lib/shop-schema";
import { greeting } from "~/lib/text-rules";
import type { Appointment } from "~db/schema";
import { composeEmail, type OutgoingEmail } from "../email";
import { type InviteChange, inviteType, visitorInvite } from "./invite";

export type { OutgoingEmail };

export type Booked = Appointment & { slotStart: string; slotEnd: string };

export type BookingEmailKind =
  | "booked"
  | "owner-new"
  | "owner-cancelled"
  | "owner-rescheduled"
  | "confirmed"
  | "declined"
  | "cancelled"
  | "rescheduled"
  | "done"
  | "no_show"
  | "reminder";

function compose(
  shop: ShopFacts,
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { label: string; url: string },
) {
  return composeEmail(to, subject, { paragraphs, link }, shop);
}

function details(a: Booked, shop: ShopFacts): string {
  return [
    `What: ${consultationTitle(a.consultationType)} (${durationMinutes(a.slotStart, a.slotEnd)} minutes)`,
    `When: ${formatSlot(a.slotStart)} (Houston time)`,
    `Where: ${business.name}, ${oneLineAddress(shop)}`,
  ].join("\n");
}

const signOff = (shop: ShopFacts) => `${business.name} · ${shop.phone} · ${shop.email}`;
const manageLink = (url: string) => ({ label: "See, reschedule or cancel your booking", url });
const seeLink = (url: string) => ({ label: "See your booking", url });
// Bookings made before links were derived keep only their token's hash: their later emails point
// to the first one's link (docs/decisions/0075-derived-booking-links.md).
const manageHint = (shop: ShopFacts) =>
  `To reschedule or cancel, use the private link in your booking email, or call ${shop.phone}.`;

// The visitor's invite as an attachment: TENTATIVE while pending, CONFIRMED once confirmed; an
// update for a new time and a cancellation for a cancelled or declined booking, so the event in the
// visitor's calendar moves or goes (docs/decisions/0039-booking-emails.md).
const invite = (a: Booked, shop: ShopFacts, change: InviteChange = "publish") => ({
  disposition: "attachment" as const,
  filename: change === "cancel" ? "cancellation.ics" : "consultation.ics",
  type: inviteType(change),
  content: visitorInvite(a, shop, change),
});

const INVITE_OF: Partial<Record<BookingEmailKind, InviteChange>> = {
  rescheduled: "update",
  cancelled: "cancel",
  declined: "cancel",
};

export function bookedEmail(a: Booked, manageUrl: string, shop: ShopFacts): OutgoingEmail {
  return {
    ...compose(
      shop,
      a.email,
      `Your consultation on ${formatSlot(a.slotStart)}`,
      [
        greeting(a.name, true),
        `Thank you for booking with ${business.name}. Your time is held for you; we'll confirm it ${shop.replyPromise}. The attached invite holds it in your calendar.`,
        details(a, shop),
        "Keep this email: the link below is your private link to see, reschedule or cancel the booking.",
        signOff(shop),
      ],
      manageLink(manageUrl),
    ),
    // Pending, so the invite says TENTATIVE (docs/decisions/0039-booking-emails.md).
    attachments: [invite(a, shop)],
  };
}

export function ownerNewEmail(
  a: Booked,
  siteUrl: string,
  to: string,
  shop: ShopFacts,
): OutgoingEmail {
  return {
    ...compose(
      shop,
      to,
      `New booking: ${a.consultationType} on ${formatSlot(a.slotStart)}`,
      [
        `${a.name} booked a consultation. It is pending until you confirm it.`,
        details(a, shop),
        `Email: ${a.email}\nPhone: ${a.phone}`,
        a.projectDetails ? `Project details:\n${a.projectDetails}` : "No project details given.",
      ],
      // {{related_id}}: the booking's id, filled in when the outbox records the email.
      {
        label: "Open this booking",
        url: `${siteUrl}/admin/appointments#appointment-{{related_id}}`,
      },
    ),
    replyTo: a.email,
  };
}

export function ownerChangeEmail(
  a: Booked,
  change: "cancelled" | "rescheduled",
  siteUrl: string,
  to: string,
  shop: ShopFacts,
): OutgoingEmail {
  return {
    ...compose(
      shop,
      to,
      `Booking ${change}: ${a.name}, ${formatSlot(a.slotStart)}`,
      [
        change === "cancelled"
          ? `${a.name} cancelled their consultation. The slot is free again.`
          : `${a.name} moved their consultation to a new time.`,
        details(a, shop),
        `Email: ${a.email}\nPhone: ${a.phone}`,
      ],
      // {{related_id}}: the booking's id, filled in when the outbox records the email.
      {
        label: "Open this booking",
        url: `${siteUrl}/admin/appointments#appointment-{{related_id}}`,
      },
    ),
    replyTo: a.email,
  };
}

export function confirmedEmail(
  a: Booked,
  manageUrl: string | null,
  shop: ShopFacts,
): OutgoingEmail {
  return {
    ...compose(
      shop,
      a.email,
      `Confirmed: your consultation on ${formatSlot(a.slotStart)}`,
      [
        greeting(a.name, true),
        `Your consultation with ${business.name} is confirmed. The attached invite adds it to your calendar.`,
        details(a, shop),
        business.appointmentReminder,
        manageUrl ? "" : manageHint(shop),
        signOff(shop),
      ].filter(Boolean),
      manageUrl ? manageLink(manageUrl) : undefined,
    ),
    attachments: [invite(a, shop)],
  };
}

export function statusEmail(
  a: Booked,
  kind: "declined" | "cancelled" | "rescheduled" | "done" | "no_show" | "reminder",
  manageUrl: string | null,
  shop: ShopFacts,
): OutgoingEmail {
  const when = formatSlot(a.slotStart);
  const bookAgain = "You can book another time on our contact page, or call us.";
  const copy: Record<typeof kind, { subject: string; lines: string[] }> = {
    declined: {
      subject: `We can't take your consultation on ${when}`,
      lines: [
        `We're sorry: we can't take your consultation on ${when}.`,
        a.statusNote ? `The studio says: ${a.statusNote}` : "",
        bookAgain,
      ],
    },
    cancelled: {
      subject: `Cancelled: your consultation on ${when}`,
      lines: [
        `Your consultation on ${when} is cancelled. The attached cancellation takes it out of your calendar.`,
        bookAgain,
      ],
    },
    rescheduled: {
      subject: `New time: your consultation on ${when}`,
      lines: [
        `Your consultation has moved to a new time. The attached invite moves it in your calendar.`,
        details(a, shop),
      ],
    },
    done: {
      subject: `Thank you for visiting ${business.name}`,
      lines: [
        `Thank you for coming in on ${when}. We'll be in touch about your project.`,
        "Questions in the meantime? Reply to this email or call us.",
      ],
    },
    no_show: {
      subject: `We missed you on ${when}`,
      lines: [`We missed you at your consultation on ${when}.`, bookAgain],
    },
    reminder: {
      subject: `Reminder: your consultation tomorrow, ${when}`,
      lines: [
        `A reminder of your consultation with ${business.name} tomorrow.`,
        details(a, shop),
        `We'll call you 24 hours before, at ${a.phone}, to check everything is set.`,
      ],
    },
  };
  const { subject, lines } = copy[kind];
  // Every visitor email repeats the private link when it can be rebuilt; a booking that can still
  // change offers to change it, one that is over only shows it.
  const open = kind === "rescheduled" || kind === "reminder";
  const hint = open && !manageUrl ? manageHint(shop) : "";
  const link = manageUrl ? (open ? manageLink(manageUrl) : seeLink(manageUrl)) : undefined;
  const change = INVITE_OF[kind];
  const email = compose(
    shop,
    a.email,
    subject,
    [greeting(a.name, true), ...lines, hint, signOff(shop)].filter(Boolean),
    link,
  );
  return change ? { ...email, attachments: [invite(a, shop, change)] } : email;
}
