// Today's look ahead (issue #40): the bookings of the next seven days grouped by day, and first of
// all the bookings a closure falls on, with the one action that asks those customers to move.
import { Link } from "react-router";
import { ADMIN_SCREENS } from "~/content/admin-screens";
import { business } from "~/content/business";
import type { AnswerOf, adminApi } from "~/lib/admin-api";
import { formatDay } from "~/lib/booking/format";
import { STATUS_LABELS, STATUS_TONES } from "~/lib/booking/status";
import { Badge } from "../../ui/badge";
import { EmptyState } from "../AdminList";
import { ClosureBookings } from "../ClosureBookings";

type Week = AnswerOf<typeof adminApi.admin.today.$get>["week"];

const timeFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: business.timeZone,
  hour: "numeric",
  minute: "2-digit",
});

export function WeekAhead({
  week,
  today,
  onChanged,
}: {
  week: Week;
  today: string;
  onChanged: () => void;
}) {
  const days = [...new Set(week.bookings.map((b) => b.day))];
  return (
    <section aria-labelledby="bookings-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="bookings-heading" className="font-sans text-lg font-semibold">
          Bookings this week
        </h2>
        <Link to={ADMIN_SCREENS.appointments.path} className="text-sm text-accent underline">
          All appointments
        </Link>
      </div>
      <ClosureBookings bookings={week.closureBookings} onAsked={onChanged} />
      {days.length === 0 ? (
        <EmptyState>No consultations booked in the next seven days.</EmptyState>
      ) : (
        days.map((day) => (
          <div key={day}>
            <h3 className="mb-1 font-sans text-sm font-semibold text-muted">
              {day === today ? `Today, ${formatDay(day).split(", ")[1]}` : formatDay(day)}
            </h3>
            <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
              {week.bookings
                .filter((b) => b.day === day)
                .map((b) => (
                  <li key={b.id} className="flex items-start justify-between gap-3 px-4 py-3">
                    <div className="min-w-0 sm:flex sm:items-baseline sm:gap-4">
                      <p className="text-sm font-semibold tabular-nums sm:w-36 sm:shrink-0">
                        {b.slotStart && b.slotEnd
                          ? `${timeFormat.format(new Date(b.slotStart))} – ${timeFormat.format(new Date(b.slotEnd))}`
                          : ""}
                      </p>
                      <p className="break-words">
                        <span className="font-medium">{b.name}</span>
                        <span className="text-sm text-muted"> · {b.consultationType}</span>
                      </p>
                    </div>
                    <Badge tone={STATUS_TONES[b.status]}>{STATUS_LABELS[b.status]}</Badge>
                  </li>
                ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
