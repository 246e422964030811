// The owner's first screen: the day's numbers, what needs an answer and today's bookings, each
// linking to where the owner deals with it. Every number comes from GET /api/admin/today.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ADMIN_SCREENS } from "~/content/admin-screens";
import { type AnswerOf, adminApi, answerOf } from "~/lib/admin-api";
import { formatCost, formatLimit } from "~/lib/ai-cost";
import { formatDay } from "~/lib/booking/format";
import { privacyCleanupText } from "~/lib/customers";
import { formatDateTime } from "~/lib/date-format";
import { formatCents } from "~/lib/jobs";
import type { AttentionKind } from "~worker/services/today";
import { EmptyState, QueryView } from "./AdminList";
import { ReadyToMake } from "./ReadyToMake";
import { WeekAhead } from "./today/WeekAhead";
import { useAdminQuery } from "./useAdminQuery";

// The numbers stay current while the screen is left open.
export const TODAY_REFRESH_MS = 60_000;

type TodaySummary = AnswerOf<typeof adminApi.admin.today.$get>;

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
    // Scheduled posts are not counted: they publish themselves (docs/decisions/0077-scheduled-publishing.md).
    text: (n) => `${plural(n, "blog draft")} not published or scheduled yet`,
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
          <Till today={t} />
          <Workshop today={t} />
          <ReadyToMake jobs={t.readyToMake} />
          <Attention today={t} />
          <WeekAhead week={t.week} today={t.day} onChanged={today.reload} />
          <p className="text-sm text-muted">{privacyCleanupText(t.retention, formatDateTime)}</p>
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

const METHOD_SHORT = {
  cash: "cash",
  card: "card",
  check: "check",
  other: "other",
  online: "online",
} as const;

/** The day's takings so far and the deposits held, as the sales report counts them. */
function Till({ today: t }: { today: TodaySummary }) {
  const { till } = t;
  const methods = (Object.keys(METHOD_SHORT) as Array<keyof typeof METHOD_SHORT>)
    .filter((m) => till.byMethod[m] !== 0)
    .map((m) => `${METHOD_SHORT[m]} ${formatCents(till.byMethod[m])}`);
  const reports = ADMIN_SCREENS.reports.path;
  return (
    <section aria-label="Takings" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <Figure to={reports} title="Taken today" value={formatCents(till.netCents)}>
        {methods.length ? methods.join(" · ") : "No payments yet today"}
        {till.refundsCents ? ` · refunds ${formatCents(till.refundsCents)}` : ""}
      </Figure>
      <Figure to={reports} title="Deposits held" value={formatCents(till.depositsHeldCents)}>
        paid on jobs not yet picked up
      </Figure>
    </section>
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
