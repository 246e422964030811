// A person's timeline (docs/decisions/0032-customers-and-retention.md): what they sent (messages,
// bookings, quote requests) and what the shop did for them or sent them, each line linking to the
// owner's screen for it.
import { STATUS_LABELS } from "~/lib/booking/status";
import { emailPath, personKey, type TimelineKind } from "~/lib/customers";
import { formatCalendarDay } from "~/lib/date-format";
import { EMAIL_STATUS_LABELS } from "~/lib/emails";
import { describeDesign } from "~/lib/frame-design";
import { JOB_STAGE_LABELS } from "~/lib/jobs";
import type { PersonRecords } from "~db/repositories/customers";

export interface TimelineEntry {
  // Unique on the page: the kind and the record's id.
  id: string;
  kind: TimelineKind;
  at: string;
  title: string;
  detail: string | null;
  // The owner's screen for the record, when it has one.
  href: string | null;
  status: string | null;
}

const entry = (
  e: Partial<TimelineEntry> & Pick<TimelineEntry, "kind" | "at" | "title"> & { of: number },
): TimelineEntry => {
  const { of, ...rest } = e;
  return { id: `${e.kind}-${of}`, detail: null, href: null, status: null, ...rest };
};

/**
 * One line per thing that happened, newest first: what the person sent and what they received.
 * The shop's own notices about their records are not theirs to see here (they stay in the export
 * and go with an erasure, record 0032).
 */
export function timelineOf(r: PersonRecords, person: string): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  if (r.added)
    entries.push(
      entry({
        kind: "added",
        of: r.added.id,
        at: r.added.createdAt,
        title: "Added by hand",
      }),
    );
  for (const m of r.messages)
    entries.push(
      entry({
        kind: "message",
        of: m.id,
        at: m.createdAt,
        title: "Sent a message",
        detail: m.message,
        href: "/admin/messages",
      }),
    );
  for (const reply of r.replies)
    entries.push(
      entry({
        kind: "reply",
        of: reply.id,
        at: reply.sentAt,
        title: "You replied",
        detail: reply.message,
        href: "/admin/messages",
      }),
    );
  for (const b of r.bookings)
    entries.push(
      entry({
        kind: "booking",
        of: b.id,
        at: b.createdAt,
        title: `Booked ${b.consultationType} for ${formatCalendarDay(b.preferredDate)} at ${b.preferredTime}`,
        detail: b.projectDetails,
        href: "/admin/appointments",
        status: STATUS_LABELS[b.status],
      }),
    );
  for (const q of r.quotes) {
    entries.push(
      entry({
        kind: "quote",
        of: q.id,
        at: q.createdAt,
        title: `Asked for a quote (estimate $${q.estimateLow}-$${q.estimateHigh})`,
        detail: `${describeDesign(q.design)}${q.message ? `\n${q.message}` : ""}`,
        href: "/admin/quotes",
      }),
    );
    if (q.repliedAt)
      entries.push(
        entry({
          kind: "quote-reply",
          of: q.id,
          at: q.repliedAt,
          title: q.replyPrice === null ? "You replied to the quote" : `You quoted $${q.replyPrice}`,
          detail: q.replyMessage,
          href: "/admin/quotes",
        }),
      );
  }
  for (const j of r.jobs) {
    entries.push(
      entry({
        kind: "job",
        of: j.id,
        at: j.createdAt,
        title: `Job ${j.number}`,
        href: `/admin/jobs/${j.id}`,
        status: JOB_STAGE_LABELS[j.stage],
      }),
    );
  }
  for (const h of r.history) {
    if (h.kind === "created") continue;
    const job = r.jobs.find((j) => j.id === h.jobId);
    entries.push(
      entry({
        kind: "job-event",
        of: h.id,
        at: h.at,
        title: `Job ${job?.number ?? h.jobId}: ${h.summary}`,
        href: `/admin/jobs/${h.jobId}`,
      }),
    );
  }
  for (const e of r.emails.filter((e) => personKey(e.recipient) === person))
    entries.push(
      entry({
        kind: "email",
        of: e.id,
        at: e.createdAt,
        title: `Email: ${e.subject}`,
        // Why it did not go: held back by the shop's rule, or the last error.
        detail: e.status === "skipped" || e.status === "failed" ? e.lastError : null,
        href: emailPath(e.id),
        status: EMAIL_STATUS_LABELS[e.status],
      }),
    );
  return entries.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}
