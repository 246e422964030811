// The owner's bookings, grouped by day (today first): confirm, decline with a reason, mark done or
// no-show; each change emails the visitor. Booking settings and the calendar feed sit below.
import { useState } from "react";
import { business } from "~/content/business";
import { type AnswerOf, adminApi, answerOf, withJson } from "~/lib/admin-api";
import { formatDay } from "~/lib/booking/format";
import { STATUS_LABELS, STATUS_TONES } from "~/lib/booking/status";
import { formatDateTime } from "~/lib/date-format";
import { shopDay } from "~/lib/shop-time";
import { Badge } from "../ui/badge";
import { Button, ButtonAnchor } from "../ui/button";
import { ButtonLink } from "../ui/button-link";
import { AdminList, ReachLinks } from "./AdminList";
import { BookingSettingsPanel } from "./BookingSettingsPanel";
import { EmailStatusBadge } from "./EmailStatus";
import { useAdminMutation } from "./useAdminMutation";
import { useAdminQuery } from "./useAdminQuery";
import { useHashTarget } from "./useHashTarget";

type Slot = { preferredDate: string; preferredTime: string };
type Listed = AnswerOf<typeof adminApi.admin.appointments.$get>["appointments"][number];
type Action = "confirm" | "decline" | "done" | "no_show" | "move" | "spam";
type Detail = { reason?: string; to?: Slot };
type Change = { id: number; action: Action; detail?: Detail };

const timeFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: business.timeZone,
  hour: "numeric",
  minute: "2-digit",
});

const dayOf = (a: Listed) => (a.slotStart ? shopDay(new Date(a.slotStart)) : null);

/** Upcoming days soonest first, then past days most recent first, then requests without a slot. */
function groupByDay(appointments: Listed[]) {
  const today = shopDay();
  const groups = new Map<string, Listed[]>();
  for (const a of appointments) {
    const key = dayOf(a) ?? "none";
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  const keys = [...groups.keys()].filter((k) => k !== "none");
  const upcoming = keys.filter((k) => k >= today).sort();
  const past = keys
    .filter((k) => k < today)
    .sort()
    .reverse();
  const ordered = [...upcoming, ...past, ...(groups.has("none") ? ["none"] : [])];
  return ordered.map((key) => ({
    key,
    title:
      key === "none"
        ? "Requests without a booked time"
        : `${key === today ? "Today, " : ""}${formatDay(key)}${key < today ? " (past)" : ""}`,
    items: (groups.get(key) ?? []).sort((x, y) =>
      (x.slotStart ?? "").localeCompare(y.slotStart ?? ""),
    ),
  }));
}

const ACTION_TOASTS: Record<Action, { title: string; description: string }> = {
  confirm: {
    title: "Appointment Confirmed",
    description: "The appointment has been marked as confirmed.",
  },
  decline: { title: "Appointment Declined", description: "The visitor has been told why." },
  done: { title: "Marked Done", description: "The visitor has been thanked by email." },
  no_show: { title: "Marked No-show", description: "The visitor has been emailed." },
  move: { title: "Booking Moved", description: "The visitor has been emailed the new time." },
  spam: { title: "Declined as Spam", description: "The time is free again. Nobody was emailed." },
};

const ACTION_ERRORS: Record<Action, string> = {
  confirm: "Failed to confirm appointment. Please try again.",
  decline: "Failed to decline appointment. Please try again.",
  done: "Failed to mark the appointment done. Please try again.",
  no_show: "Failed to mark the appointment as a no-show. Please try again.",
  move: "Failed to move the booking. Please try again.",
  spam: "Failed to decline the booking as spam. Please try again.",
};

function send({ id, action, detail }: Change): Promise<unknown> {
  const param = { id: String(id) };
  const booking = adminApi.admin.appointments[":id"];
  if (action === "confirm") return answerOf(booking.confirm.$patch({ param }));
  if (action === "spam") return answerOf(booking.spam.$post({ param }));
  if (action === "move") return answerOf(booking.reschedule.$post({ param }, withJson(detail?.to)));
  return answerOf(booking.status.$patch({ param, json: { action, reason: detail?.reason } }));
}

export function AppointmentsScreen() {
  const query = useAdminQuery("appointments", () => answerOf(adminApi.admin.appointments.$get()));
  const change = useAdminMutation(send, {
    success: (_, { action }) => ACTION_TOASTS[action],
    failure: ({ action }) => ({ title: "Error", description: ACTION_ERRORS[action] }),
    onSuccess: () => query.reload(),
  });
  const appointments = query.data?.appointments;
  useHashTarget(appointments !== undefined);
  const running = change.running;

  return (
    <div className="space-y-12">
      <AdminList
        count={appointments?.length}
        noun="appointments"
        loading={query.loading}
        loadingText="Loading appointments..."
        error={query.error}
        onRetry={() => void query.reload()}
        errorTitle="Failed to load appointments"
        emptyText="No appointment bookings yet. Consultations booked on the Contact page appear here."
        actions={
          <>
            <ButtonAnchor variant="secondary" size="sm" href="/api/admin/appointments.ics" download>
              Download calendar
            </ButtonAnchor>
            <ButtonAnchor variant="secondary" size="sm" href="/api/admin/appointments.csv" download>
              Export CSV
            </ButtonAnchor>
          </>
        }
      >
        <div className="space-y-8">
          {groupByDay(appointments ?? []).map((group) => (
            <section key={group.key} aria-labelledby={`day-${group.key}`}>
              <h2
                id={`day-${group.key}`}
                className="border-b border-line pb-2 font-sans text-sm font-semibold tracking-wide text-muted uppercase"
              >
                {group.title}
              </h2>
              <ul className="mt-3 space-y-3">
                {group.items.map((a) => (
                  <AppointmentCard
                    key={a.id}
                    appointment={a}
                    busy={running?.id === a.id ? running.action : null}
                    disabled={change.busy}
                    onAction={async (action, detail) =>
                      (await change.run({ id: a.id, action, detail })) !== undefined
                    }
                    onEmailsChanged={query.reload}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      </AdminList>
      <BookingSettingsPanel />
    </div>
  );
}

function AppointmentCard({
  appointment: a,
  busy,
  disabled,
  onAction,
  onEmailsChanged,
}: {
  appointment: Listed;
  busy: Action | null;
  disabled: boolean;
  onAction: (action: Action, detail?: Detail) => Promise<boolean>;
  onEmailsChanged: () => unknown;
}) {
  const [open, setOpen] = useState<"decline" | "move" | "spam" | null>(null);
  const [reason, setReason] = useState("");
  const failed = a.emails.filter((e) => e.status === "failed" || e.status === "skipped");
  const time =
    a.slotStart && a.slotEnd
      ? `${timeFormat.format(new Date(a.slotStart))} – ${timeFormat.format(new Date(a.slotEnd))}`
      : `Preferred time: ${a.preferredTime} on ${a.preferredDate}`;
  const active = a.status === "pending" || a.status === "confirmed";
  return (
    <li
      id={`appointment-${a.id}`}
      className={`scroll-mt-24 rounded-lg border bg-surface p-5 target:ring-2 target:ring-accent ${a.status === "pending" ? "border-warning/60" : "border-line"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-sans text-lg font-semibold">
            <span className="tabular-nums">{time}</span>
            <span className="text-muted"> · </span>
            {a.name}
          </p>
          <p className="text-sm text-muted">
            Booked <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone="accent">{a.consultationType}</Badge>
          <Badge tone={STATUS_TONES[a.status]}>{STATUS_LABELS[a.status]}</Badge>
          {failed.length > 0 ? (
            <Badge tone="danger">
              {failed.length === 1 ? "1 email not sent" : `${failed.length} emails not sent`}
            </Badge>
          ) : null}
        </div>
      </div>
      <ReachLinks email={a.email} phone={a.phone} />
      {failed.length ? (
        <ul className="mt-3 space-y-2 text-sm" aria-label="Emails not sent">
          {failed.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center gap-2">
              <span className="break-words">{e.subject}</span>
              <EmailStatusBadge
                id={e.id}
                status={e.status}
                lastError={e.lastError}
                onChanged={onEmailsChanged}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {a.status === "confirmed" || a.status === "done" ? (
        <ButtonLink
          className="mt-3"
          size="sm"
          variant="secondary"
          to={`/admin/jobs?${new URLSearchParams({
            new: "1",
            appointment: String(a.id),
            name: a.name,
            email: a.email,
            phone: a.phone,
          })}`}
        >
          Create job
        </ButtonLink>
      ) : null}
      {a.projectDetails ? (
        <p className="mt-3 whitespace-pre-line rounded-md bg-ground p-3 text-sm">
          {a.projectDetails}
        </p>
      ) : null}
      {a.statusNote ? (
        <p className="mt-3 text-sm">
          <span className="font-medium">Reason given: </span>
          {a.statusNote}
        </p>
      ) : null}
      {active ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {a.status === "pending" ? (
            <Button
              variant="green"
              size="sm"
              disabled={disabled}
              onClick={() => onAction("confirm")}
            >
              {busy === "confirm" ? "Confirming..." : "Confirm Appointment"}
            </Button>
          ) : (
            <>
              <Button
                variant="green"
                size="sm"
                disabled={disabled}
                onClick={() => onAction("done")}
              >
                {busy === "done" ? "Saving..." : "Mark Done"}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={disabled}
                onClick={() => onAction("no_show")}
              >
                {busy === "no_show" ? "Saving..." : "No-show"}
              </Button>
            </>
          )}
          <Button
            variant="ghost"
            size="sm"
            disabled={disabled}
            aria-expanded={open === "move"}
            onClick={() => setOpen((v) => (v === "move" ? null : "move"))}
          >
            Move...
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={disabled}
            aria-expanded={open === "decline"}
            onClick={() => setOpen((v) => (v === "decline" ? null : "decline"))}
          >
            Decline...
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={disabled}
            aria-expanded={open === "spam"}
            onClick={() => setOpen((v) => (v === "spam" ? null : "spam"))}
          >
            Spam...
          </Button>
        </div>
      ) : null}
      {active && open === "spam" ? (
        // The confirm step of "decline as spam" (docs/decisions/0028-booking-caps-and-spam.md).
        <div className="mt-3 space-y-2">
          <p className="text-sm">
            Decline as spam: the time becomes free again and nobody is emailed. The booking is not
            counted as a decline.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="danger"
              size="sm"
              disabled={disabled}
              onClick={async () => {
                if (await onAction("spam")) setOpen(null);
              }}
            >
              {busy === "spam" ? "Declining..." : "Yes, decline as spam"}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setOpen(null)}>
              Keep the booking
            </Button>
          </div>
        </div>
      ) : null}
      {active && open === "move" ? (
        <MoveForm
          booking={a}
          busy={busy === "move"}
          disabled={disabled}
          onMove={async (to) => {
            if (await onAction("move", { to })) setOpen(null);
          }}
        />
      ) : null}
      {active && open === "decline" ? (
        <form
          className="mt-3 space-y-2"
          onSubmit={async (e) => {
            e.preventDefault();
            if (await onAction("decline", { reason })) setOpen(null);
          }}
        >
          <label className="block text-sm font-medium" htmlFor={`decline-${a.id}`}>
            Reason (sent to {a.name})
          </label>
          <textarea
            id={`decline-${a.id}`}
            required
            maxLength={500}
            rows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className="block w-full rounded-md border border-line bg-surface px-3 py-2 text-sm"
          />
          <Button type="submit" variant="danger" size="sm" disabled={disabled || !reason.trim()}>
            {busy === "decline" ? "Declining..." : "Decline and email"}
          </Button>
        </form>
      ) : null}
    </li>
  );
}

/**
 * Move...: a day, then only that day's free times by the same slot rules the move is checked
 * against (GET /api/admin/appointments/:id/free-times), so it never offers a time it would refuse.
 */
function MoveForm({
  booking,
  busy,
  disabled,
  onMove,
}: {
  booking: Listed;
  busy: boolean;
  disabled: boolean;
  onMove: (to: Slot) => Promise<void>;
}) {
  const [day, setDay] = useState(booking.preferredDate);
  const times = useAdminQuery(`move-times-${booking.id}-${day}`, () =>
    answerOf(
      adminApi.admin.appointments[":id"]["free-times"].$get({
        param: { id: String(booking.id) },
        query: { date: day },
      }),
    ),
  );
  const free: readonly string[] | undefined =
    times.data?.date === day ? times.data.times : undefined;
  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-3"
      onSubmit={async (e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        await onMove({ preferredDate: day, preferredTime: String(form.get("preferredTime")) });
      }}
    >
      <label className="text-sm font-medium">
        New day
        <input
          type="date"
          name="preferredDate"
          required
          value={day}
          onChange={(e) => e.currentTarget.value && setDay(e.currentTarget.value)}
          className="mt-1 block rounded-md border border-line bg-surface px-3 py-2 text-sm"
        />
      </label>
      <label className="text-sm font-medium">
        New time
        <select
          key={day}
          name="preferredTime"
          required
          disabled={!free?.length}
          defaultValue={free?.includes(booking.preferredTime) ? booking.preferredTime : undefined}
          className="mt-1 block rounded-md border border-line bg-surface px-3 py-2 text-sm"
        >
          {free?.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </label>
      <Button type="submit" size="sm" disabled={disabled || !free?.length}>
        {busy ? "Moving..." : "Move and email"}
      </Button>
      <p className="basis-full text-sm text-muted" role="status">
        {times.error
          ? "Free times could not be read. Please try again."
          : free === undefined
            ? "Reading free times..."
            : free.length === 0
              ? "No free times that day. Choose another day."
              : `${free.length} free ${free.length === 1 ? "time" : "times"} that day.`}
      </p>
    </form>
  );
}
