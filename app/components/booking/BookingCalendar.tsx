// The month calendar (this month and next) of the booking card and the manage page's move: days
// with free time are links (?type=&day=#book, so it works without JavaScript), full or closed days
// plain text. A table per month with a caption and full weekday names for screen readers; the
// chosen day is aria-current (docs/decisions/0035-booking-calendar.md).
import type { MouseEvent } from "react";
import type { BookingPicker } from "~/lib/booking/picker";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const monthName = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  month: "long",
  year: "numeric",
});
const dayName = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "long",
  month: "long",
  day: "numeric",
});

const pad = (n: number) => String(n).padStart(2, "0");

// A day's spoken name, formatted once per day: the calendar shows about sixty on every render.
const dayLabels = new Map<string, string>();
function dayLabel(day: string): string {
  let label = dayLabels.get(day);
  if (!label) {
    if (dayLabels.size > 1000) dayLabels.clear();
    label = dayName.format(new Date(`${day}T12:00:00Z`));
    dayLabels.set(day, label);
  }
  return label;
}

/** The weeks of a month as rows of seven YYYY-MM-DD days (null outside the month). */
export function monthWeeks(year: number, month: number): Array<Array<string | null>> {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: Array<string | null> = Array(firstWeekday).fill(null);
  for (let d = 1; d <= length; d++) cells.push(`${year}-${pad(month)}-${pad(d)}`);
  while (cells.length % 7) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** This month and the next, as [year, month] pairs (month 1-12). */
export function calendarMonths(today: string): Array<[number, number]> {
  const [y, m] = today.split("-").map(Number);
  return [[y, m], m === 12 ? [y + 1, 1] : [y, m + 1]];
}

export function BookingCalendar({
  picker,
  onChoose,
  anchor = "book",
}: {
  picker: BookingPicker;
  /** Shows the day of a link's address in place (the booking card's island reads it). */
  onChoose: (href: string) => void;
  /** Where a day's link lands on the page without JavaScript: the card that shows its times. */
  anchor?: string;
}) {
  const free = new Set(picker.days.map((d) => d.value));
  const months = picker.today ? calendarMonths(picker.today) : [];
  // The days are plain links, and one handler here turns a plain click into an in-place update
  // (cheaper than a handler in each of ~40 cells). Clicks that open a new tab or window stay the
  // browser's.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.("a[data-day]");
    if (
      !link ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    onChoose(link.getAttribute("href") ?? "");
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the clicks are the links' own; keyboard activation of a link fires this same click.
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above.
    <div onClick={onClick}>
      <div className="grid gap-6 sm:grid-cols-2">
        {months.map(([year, month]) => (
          <table
            key={`${year}-${month}`}
            className="w-full table-fixed border-collapse text-center"
          >
            <caption className="pb-2 text-left font-serif text-lg">
              {monthName.format(new Date(Date.UTC(year, month - 1, 1)))}
            </caption>
            <thead>
              <tr>
                {WEEKDAYS.map((w) => (
                  <th key={w} scope="col" abbr={w} className="pb-1 text-xs font-medium text-muted">
                    {w.slice(0, 3)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(year, month).map((week) => (
                <tr key={week.find(Boolean)}>
                  {week.map((day, i) => (
                    <td key={day ?? `empty-${i}`} className="p-0.5">
                      {day ? (
                        <DayCell day={day} free={free.has(day)} picker={picker} anchor={anchor} />
                      ) : null}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      <p className="mt-2 text-xs text-muted">
        Days with free times are underlined; choose one to see its times.
      </p>
    </div>
  );
}

function DayCell({
  day,
  free,
  picker,
  anchor,
}: {
  day: string;
  free: boolean;
  picker: BookingPicker;
  anchor: string;
}) {
  const number = Number(day.slice(8));
  const label = dayLabel(day);
  if (!free)
    return (
      <span className="flex min-h-11 items-center justify-center text-sm text-muted">
        <span aria-hidden="true">{number}</span>
        <span className="sr-only">{label}, no free times</span>
      </span>
    );
  const chosen = picker.day === day;
  const query = new URLSearchParams({ type: picker.type, day });
  return (
    <a
      href={`?${query}#${anchor}`}
      data-day=""
      // The island shows the day in place: a prerendered page would go unused.
      data-no-speculate=""
      aria-current={chosen ? "date" : undefined}
      className={`flex min-h-11 items-center justify-center rounded-md text-sm font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-accent ${
        chosen ? "bg-accent text-white" : "bg-accent/10 text-accent-hover hover:bg-accent/20"
      }`}
    >
      <span aria-hidden="true">{number}</span>
      <span className="sr-only">{label}, free times</span>
    </a>
  );
}
