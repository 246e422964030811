// The owner's Today screen (issue #18): new messages, today's bookings, what the assistant has
// cost this month, last week's visits and what needs an answer, all counted here from the
// repositories so the screen never shows a number that is not true.

import { OPEN_STAGES, PICKUP_REMINDER_DAYS } from "~/lib/jobs";
import { addDays, shopDay, shopTimeToDate } from "~/lib/shop-time";
import type { AppointmentStatus } from "~/lib/statuses";
import { type Database, database } from "~db/client";
import { dailyTraffic } from "~db/repositories/analytics-events";
import { countPendingFrom, listBookingsBetween } from "~db/repositories/appointments";
import { countDrafts } from "~db/repositories/blog-posts";
import { countContactsByStatus, countNewContactsBefore } from "~db/repositories/contacts";
import { lastRetentionRun } from "~db/repositories/customers";
import { countFailedEmails } from "~db/repositories/emails";
import { listJobs } from "~db/repositories/jobs";
import { countQuotesWithStatus } from "~db/repositories/quotes";
import { usageReport } from "./ai/usage";
import { SEARCH_ENGINE_HOST_PATTERNS } from "./analytics";
import { readyToMake } from "./materials/job-materials";
import { tillSoFar } from "./reports/sales";
import { weekAhead } from "./today-week";

// A new message is waiting too long once it is a day old.
export const ANSWER_WITHIN_HOURS = 24;
export const VISITS_WINDOW_DAYS = 7;

const HOUR_MS = 3_600_000;

// Declined and cancelled bookings no longer take the owner's time.
const ON_THE_DAY: readonly AppointmentStatus[] = ["pending", "confirmed", "done", "no_show"];

type TodayEnv = Pick<Env, "DB" | "USAGE" | "SITE_URL">;

export interface MessagesToAnswer {
  new: number;
  // Of those, received more than ANSWER_WITHIN_HOURS ago.
  waitingOverADay: number;
  // What "new" means, in the owner's words, for the screen to say.
  rule: string;
}

/** Messages the owner still has to answer: status New (not replied to, not archived). */
export async function messagesToAnswer(db: Database, now: Date): Promise<MessagesToAnswer> {
  const dayOld = new Date(now.getTime() - ANSWER_WITHIN_HOURS * HOUR_MS).toISOString();
  const [counts, waitingOverADay] = await Promise.all([
    countContactsByStatus(db),
    countNewContactsBefore(db, dayOld),
  ]);
  return { new: counts.new, waitingOverADay, rule: "not yet replied to or archived" };
}

export type AttentionKind =
  | "messages"
  | "bookings"
  | "quotes"
  | "drafts"
  | "ai-blocked"
  | "emails-failed"
  | "jobs-overdue"
  | "jobs-not-picked-up";

/** The workshop at a glance: open jobs counted by what needs doing (docs/decisions/0030-jobs.md). */
export async function jobsAtAGlance(db: Database, now: Date) {
  const today = shopDay(now);
  const weekEnd = addDays(today, 7);
  const notCollectedSince = new Date(
    now.getTime() - PICKUP_REMINDER_DAYS[PICKUP_REMINDER_DAYS.length - 1] * 86_400_000,
  ).toISOString();
  const open = (await listJobs(db, { stages: OPEN_STAGES })).map((j) => ({
    ...j,
    balanceCents: j.totalCents - j.paidCents,
  }));
  const inWork = open.filter((j) => j.stage !== "ready");
  const owing = open.filter((j) => j.balanceCents > 0);
  return {
    dueThisWeek: inWork.filter((j) => j.dueDate >= today && j.dueDate <= weekEnd).length,
    overdue: inWork.filter((j) => j.dueDate < today).length,
    readyForPickup: open.filter((j) => j.stage === "ready").length,
    balanceOutstanding: {
      jobs: owing.length,
      cents: owing.reduce((s, j) => s + j.balanceCents, 0),
    },
    notPickedUp: open
      .filter((j) => j.stage === "ready" && j.readyAt !== null && j.readyAt < notCollectedSince)
      .map(({ id, number, customerName, customerPhone, readyAt }) => ({
        id,
        number,
        customerName,
        customerPhone,
        readyAt,
      })),
  };
}

export async function buildToday(env: TodayEnv, now = new Date()) {
  const db = database(env.DB);
  const day = shopDay(now);
  const dayStart = shopTimeToDate(day, 0).toISOString();
  const dayEnd = shopTimeToDate(addDays(day, 1), 0).toISOString();
  const visitsFrom = addDays(day, -(VISITS_WINDOW_DAYS - 1));
  const ownHost = new URL(env.SITE_URL).hostname;

  const [
    messages,
    todays,
    pending,
    drafts,
    quotesWaiting,
    usage,
    traffic,
    failedEmails,
    jobs,
    retention,
    till,
    toMake,
    week,
  ] = await Promise.all([
    messagesToAnswer(db, now),
    listBookingsBetween(db, dayStart, dayEnd, ON_THE_DAY),
    countPendingFrom(db, now.toISOString()),
    countDrafts(db),
    countQuotesWithStatus(db, "new"),
    usageReport(env.USAGE, now),
    dailyTraffic(db, visitsFrom, ownHost, SEARCH_ENGINE_HOST_PATTERNS),
    countFailedEmails(db),
    jobsAtAGlance(db, now),
    lastRetentionRun(db),
    // The day's closing so far, as the sales report counts it (one definition).
    tillSoFar(env, now),
    readyToMake(db),
    weekAhead(env, now),
  ]);

  // Every day of the week, zero when nothing was recorded.
  const byDay = new Map(traffic.map((d) => [d.day, d]));
  const days = Array.from({ length: VISITS_WINDOW_DAYS }, (_, i) => {
    const d = byDay.get(addDays(visitsFrom, i));
    return {
      day: addDays(visitsFrom, i),
      visitors: d?.entrances ?? 0,
      pageViews: d?.pageViews ?? 0,
      fromSearch: d?.organic ?? 0,
    };
  });
  const sum = (key: "visitors" | "pageViews" | "fromSearch") =>
    days.reduce((total, d) => total + d[key], 0);

  const { stats, circuitBreaker, status } = usage;
  const blocked = status.allowed ? null : status.reason;

  // Most pressing first; only what has something in it.
  const attention: Array<{ kind: AttentionKind; count: number }> = [
    { kind: "ai-blocked" as const, count: blocked ? 1 : 0 },
    { kind: "emails-failed" as const, count: failedEmails },
    { kind: "jobs-overdue" as const, count: jobs.overdue },
    { kind: "jobs-not-picked-up" as const, count: jobs.notPickedUp.length },
    { kind: "messages" as const, count: messages.waitingOverADay },
    { kind: "bookings" as const, count: pending },
    { kind: "quotes" as const, count: quotesWaiting },
    // A scheduled post publishes itself (docs/decisions/0077-scheduled-publishing.md).
    { kind: "drafts" as const, count: drafts.unscheduled },
  ].filter((item) => item.count > 0);

  return {
    generatedAt: now.toISOString(),
    day,
    messages,
    bookings: {
      today: todays.map((b) => ({
        id: b.id,
        name: b.name,
        consultationType: b.consultationType,
        status: b.status,
        slotStart: b.slotStart,
        slotEnd: b.slotEnd,
      })),
      pending,
    },
    aiSpend: {
      monthCost: stats.monthlyCost,
      monthlyLimit: circuitBreaker.monthlyLimit,
      todayCost: stats.dailyCost,
      dailyLimit: circuitBreaker.dailyLimit,
      limitsOn: circuitBreaker.enabled,
      blocked,
    },
    visits: {
      days,
      visitors: sum("visitors"),
      pageViews: sum("pageViews"),
      fromSearch: sum("fromSearch"),
    },
    drafts: drafts.unscheduled,
    scheduledPosts: drafts.scheduled,
    quotesWaiting,
    jobs,
    till,
    // Jobs whose materials have all arrived (docs/decisions/0099-materials-and-frame-order.md).
    readyToMake: toMake,
    attention,
    // The privacy promise at work: the nightly retention job's last removals.
    retention,
    week,
  };
}

export type TodaySummary = Awaited<ReturnType<typeof buildToday>>;
