// The owner's first screen: the day's numbers, what needs an answer and today's bookings, each
// linking to where the owner deals with it. Every number comes from GET /api/admin/today.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ADMIN_SCREENS } from "~/content/admin-screens";
import { business } from "~/content/business";
import { type AnswerOf, adminApi, answerOf } from "~/lib/admin-api";
import { formatCost, formatLimit } from "~/lib/ai-cost";
import { formatDay } from "~/lib/booking/format";
import { STATUS_LABELS, STATUS_TONES } from "~/lib/booking/status";
import { formatDateTime } from "~/lib/date-format";
import { formatCents } from "~/lib/jobs";
import type { AttentionKind } from "~worker/services/today";
import { Badge } from "../ui/badge";
import { EmptyState, QueryView } from "./AdminList";
import { useAdminQuery } from "./useAdminQuery";

// The numbers stay current while the screen is left open.
export const TODAY_REFRESH_MS = 60_000;

type TodaySummary = AnswerOf<typeof adminApi.admin.today.$get>;

const timeFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: business.timeZone,
  hour: "numeric",
  minute: "2-digit",
});

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const ATTENTION: Record<
  AttentionKind,
  { text: (count: number, today: TodaySummary) => string; path: string }
> = {
  "ai-blocked": {
    text: (_, t) => `The AI assistant is paused: ${t.aiSpend.blocked}`,
    path: ADMIN_SCREENS.ai.path,
  },
  "jobs-overdue": {
    text: (n) => `${plural(n, "job")} past the due date`,
    path: `${ADMIN_SCREENS.jobs.path}?view=list&due=overdue`,
  },
  "jobs-not-picked-up": {
    text: (n, t) =>
      `${plural(n, "job")} not picked up after 30 days: ${t.jobs.notPickedUp
        .map(
          (j) => `${j.number} ${j.customerName}${j.customerPhone ? ` (${j.customerPhone})` : ""}`,
        )
        .join(", ")}`,
    path: `${ADMIN_SCREENS.jobs.path}?view=list&readyDays=30`,
  },
  "emails-failed": {
    // From the first failed try: retrying emails count as well as those given up on.
    text: (n) => `${plural(n, "email")} failing to send: see them`,
    path: ADMIN_SCREENS.emails.path,
  },
  messages: {
    text: (n) => `${plural(n, "message")} waiting more than a day for an answer`,
    path: ADMIN_SCREENS.messages.path,
  },
  bookings: {
    text: (n) => `${plural(n, "booking")} waiting for your confirmation`,
    path: ADMIN_SCREENS.appointments.path,
  },
  quotes: {
    text: (n) => `${plural(n, "quote request")} waiting for a price`,
    path: ADMIN_SCREENS.quotes.path,
  },
  drafts: {
    text: (n) => `${plural(n, "blog draft")} not published yet`,
    path: ADMIN_SCREENS.blog.path,
  },
};

export function TodayScreen() {
  const today = useAdminQuery("today", () => answerOf(adminApi.admin.today.$get()), {
    refreshEvery: TODAY_REFRESH_MS,
    failure: "Failed to load today's numbers",
  });
  return (
    <QueryView query={today} loadingText="Loading today's numbers...">
      {(t) => (
        <div className="space-y-10">
          <p className="-mt-6 text-sm font-medium text-muted">{formatDay(t.day)}</p>
          <Figures today={t} />
          <Workshop today={t} />
          <Attention today={t} />
          <TodaysBookings today={t} />
          <p className="text-sm text-muted">
            {t.retention
              ? `Privacy clean-up: on ${formatDateTime(t.retention.at)} the nightly job deleted the records of ${plural(t.retention.people, "person", "people")} whose last contact was ${business.policies.keepEnquiries.replace(" with you", "")}.`
              : `Privacy clean-up: each night, the records of anyone whose last contact was ${business.policies.keepEnquiries.replace(" with you", "")} are deleted. Nothing has been old enough yet.`}
          </p>
        </div>
      )}
    </QueryView>
  );
}

function Figure({
  to,
  title,
  value,
  children,
}: {
  to: string;
  title: string;
  value: ReactNode;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="block rounded-lg border border-line bg-surface p-4 transition-colors hover:border-accent sm:p-5"
    >
      <h2 className="font-sans text-sm font-medium text-muted">{title}</h2>
      <p className="mt-2 font-sans text-2xl font-semibold tabular-nums sm:text-3xl">{value}</p>
      <div className="mt-1 text-xs text-muted">{children}</div>
    </Link>
  );
}

/** The jobs in the shop: each figure opens the list filtered to it. */
function Workshop({ today: t }: { today: TodaySummary }) {
  const jobs = ADMIN_SCREENS.jobs.path;
  return (
    <section aria-label="Jobs" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <Figure
        to={`${jobs}?view=list&due=week`}
        title="Jobs due this week"
        value={t.jobs.dueThisWeek}
      >
        not yet ready
      </Figure>
      <Figure to={`${jobs}?view=list&due=overdue`} title="Overdue jobs" value={t.jobs.overdue}>
        past their due date
      </Figure>
      <Figure
        to={`${jobs}?stage=ready&view=list`}
        title="Ready for pickup"
        value={t.jobs.readyForPickup}
      >
        waiting for their customer
      </Figure>
      <Figure
        to={`${jobs}?view=list&balance=1`}
        title="Balance outstanding"
        value={formatCents(t.jobs.balanceOutstanding.cents)}
      >
        on {plural(t.jobs.balanceOutstanding.jobs, "open job")}
      </Figure>
    </section>
  );
}

function Figures({ today: t }: { today: TodaySummary }) {
  const { aiSpend, visits } = t;
  const spentShare = aiSpend.monthlyLimit > 0 ? aiSpend.monthCost / aiSpend.monthlyLimit : 1;
  return (
    <section
      aria-label="Today's figures"
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
    >
      <Figure to={ADMIN_SCREENS.messages.path} title="New messages" value={t.messages.new}>
        {t.messages.rule}
      </Figure>
      <Figure
        to={ADMIN_SCREENS.appointments.path}
        title="Bookings today"
        value={t.bookings.today.length}
      >
        {plural(t.bookings.pending, "booking")} to confirm
      </Figure>
      <Figure
        to={ADMIN_SCREENS.ai.path}
        title="AI spending this month"
        value={formatCost(aiSpend.monthCost)}
      >
        {aiSpend.limitsOn ? (
          <>
            of the {formatLimit(aiSpend.monthlyLimit)} monthly limit
            <span
              className="mt-2 block h-1.5 overflow-hidden rounded-full bg-line"
              aria-hidden="true"
            >
              <span
                className={`block h-full rounded-full ${spentShare >= 1 ? "bg-danger" : "bg-green"}`}
                style={{ width: `${Math.min(100, Math.round(spentShare * 100))}%` }}
              />
            </span>
          </>
        ) : (
          "Spending limits are off"
        )}
      </Figure>
      <Figure to={ADMIN_SCREENS.visits.path} title="Visits, last 7 days" value={visits.visitors}>
        {plural(visits.pageViews, "page view")} · {visits.fromSearch} from search
        <VisitBars days={visits.days} />
      </Figure>
    </section>
  );
}

function VisitBars({ days }: { days: TodaySummary["visits"]["days"] }) {
  const max = Math.max(1, ...days.map((d) => d.visitors));
  const label = days.map((d) => `${formatDay(d.day).split(",")[0]} ${d.visitors}`).join(", ");
  return (
    <span
      role="img"
      aria-label={`Visits per day: ${label}`}
      className="mt-2 flex h-8 items-end gap-1"
    >
      {days.map((d) => (
        <span
          key={d.day}
          className="flex-1 rounded-sm bg-accent/40"
          style={{ height: `${Math.max(6, (d.visitors / max) * 100)}%` }}
        />
      ))}
    </span>
  );
}

function Attention({ today: t }: { today: TodaySummary }) {
  return (
    <section aria-labelledby="attention-heading">
      <h2 id="attention-heading" className="font-sans text-lg font-semibold">
        Needs your attention
      </h2>
      {t.attention.length === 0 ? (
        <div className="mt-3">
          <EmptyState>
            Nothing is waiting for you. Messages older than a day, bookings to confirm, quote
            requests and blog drafts show up here.
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-3 divide-y divide-line rounded-lg border border-line bg-surface">
          {t.attention.map((item) => (
            <li key={item.kind}>
              <Link
                to={ATTENTION[item.kind].path}
                className={`flex min-h-12 items-center justify-between gap-3 px-4 py-3 text-sm hover:bg-ground ${item.kind === "ai-blocked" || item.kind === "emails-failed" ? "text-danger" : ""}`}
              >
                <span>{ATTENTION[item.kind].text(item.count, t)}</span>
                <span aria-hidden="true" className="text-muted">
                  →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TodaysBookings({ today: t }: { today: TodaySummary }) {
  const bookings = t.bookings.today;
  return (
    <section aria-labelledby="bookings-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="bookings-heading" className="font-sans text-lg font-semibold">
          Today's bookings
        </h2>
        <Link to={ADMIN_SCREENS.appointments.path} className="text-sm text-accent underline">
          All appointments
        </Link>
      </div>
      {bookings.length === 0 ? (
        <div className="mt-3">
          <EmptyState>No consultations booked for today.</EmptyState>
        </div>
      ) : (
        <ul className="mt-3 divide-y divide-line rounded-lg border border-line bg-surface">
          {bookings.map((b) => (
            <li key={b.id} className="flex items-start justify-between gap-3 px-4 py-3">
              <div className="min-w-0 sm:flex sm:items-baseline sm:gap-4">
                <p className="text-sm font-semibold tabular-nums sm:w-36 sm:shrink-0">
                  {b.slotStart && b.slotEnd
                    ? `${timeFormat.format(new Date(b.slotStart))} – ${timeFormat.format(new Date(b.slotEnd))}`
                    : ""}
                </p>
                <p>
                  <span className="font-medium">{b.name}</span>
                  <span className="text-sm text-muted"> · {b.consultationType}</span>
                </p>
              </div>
              <Badge tone={STATUS_TONES[b.status]}>{STATUS_LABELS[b.status]}</Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
