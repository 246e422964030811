// One booking for the owner: its time and who booked, how to reach them, emails not sent, what
// they wrote, and the actions: confirm, mark done or no-show, move to a free time, decline with a
// reason, or decline as spam (after asking).
import { useState } from "react";
import { business } from "~/content/business";
import { type AnswerOf, adminApi, answerOf } from "~/lib/admin-api";
import { STATUS_LABELS, STATUS_TONES } from "~/lib/booking/status";
import { formatDateTime } from "~/lib/date-format";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { ButtonLink } from "../ui/button-link";
import { ReachLinks } from "./AdminList";
import { EmailStatusList } from "./EmailStatus";
import { useAdminQuery } from "./useAdminQuery";

type Slot = { preferredDate: string; preferredTime: string };
export type Listed = AnswerOf<typeof adminApi.admin.appointments.$get>["appointments"][number];
export type Action = "confirm" | "decline" | "done" | "no_show" | "move" | "spam";
export type Detail = { reason?: string; to?: Slot };

const timeFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: business.timeZone,
  hour: "numeric",
  minute: "2-digit",
});

export function AppointmentItem({
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
      <EmailStatusList emails={failed} label="Emails not sent" onChanged={onEmailsChanged} />
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
