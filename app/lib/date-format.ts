// Dates as people read them, shared by the blog, the admin lists and the unit tests.
import { business } from "~/content/business";

// In the shop's time zone, so the server and the visitor's browser render the same text.
const postDateFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: business.timeZone,
  dateStyle: "long",
});

/** "March 9, 2026": the day a post was published, as the shop's calendar has it. */
export function formatPostDate(iso: string): string {
  return postDateFormat.format(new Date(iso));
}

/** "Mon, Mar 9, 2026": a YYYY-MM-DD calendar day, e.g. an appointment's preferred date. */
export function formatCalendarDay(day: string): string {
  // A calendar day, not an instant: noon UTC formatted in UTC never shifts to a neighbour day.
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
  });
}

/**
 * "Mar 9, 2026, 3:05 PM": when something happened, in the viewer's time zone unless one is given.
 * The admin lists render in the owner's browser only, so the owner sees their own clock.
 */
export function formatDateTime(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleString("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  });
}
