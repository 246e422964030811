// An email's state for the owner (docs/decisions/0025-email-outbox.md): sending (with the last
// error while the Queue retries), sent, not sent with Resend, or not sent by the shop's own rule
// with the reason (docs/decisions/0027-acknowledgement-limits.md). Used beside every record that
// sends email and on the Emails screen.

import { useEffect, useRef } from "react";
import { adminApi, answerOf } from "~/lib/admin-api";
import { EMAIL_STATUS_LABELS } from "~/lib/emails";
import type { EmailStatus as Status } from "~/lib/statuses";
import { Badge, type BadgeTone } from "../ui/badge";
import { Button } from "../ui/button";
import { useAdminMutation } from "./useAdminMutation";

const POLL_MS = 4000;
const POLLS_WHILE_SENDING = 15;

const TONES: Record<Status, BadgeTone> = {
  queued: "warning",
  sent: "success",
  failed: "danger",
  skipped: "neutral",
};

export function useResendEmail(onDone: () => unknown) {
  return useAdminMutation(
    (id: number) =>
      answerOf(adminApi.admin.emails[":id"].resend.$post({ param: { id: String(id) } })),
    {
      success: { title: "Sending again", description: "The email is on its way again." },
      failure: { title: "Email not resent", description: "Please try again." },
      onSuccess: onDone,
    },
  );
}

export function EmailStatusBadge({
  id,
  status,
  lastError,
  onChanged,
}: {
  id: number | null;
  status: Status | null;
  lastError: string | null;
  onChanged: () => unknown;
}) {
  const resend = useResendEmail(onChanged);
  // While an email is on its way the record is read again now and then, so "sending" turns into
  // "sent" or "not sent" without a reload; for a minute at most (a retry waits 30 s or more).
  const reload = useRef(onChanged);
  reload.current = onChanged;
  useEffect(() => {
    if (status !== "queued") return;
    let polls = 0;
    const timer = setInterval(() => {
      if (++polls > POLLS_WHILE_SENDING) clearInterval(timer);
      else reload.current();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [status]);
  if (!status) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge tone={TONES[status]}>Email: {EMAIL_STATUS_LABELS[status].toLowerCase()}</Badge>
      {status === "queued" && lastError ? (
        <span className="text-xs text-muted">Last try failed ({lastError}); trying again.</span>
      ) : null}
      {status === "skipped" && lastError ? (
        <span className="text-xs text-muted">{lastError}</span>
      ) : null}
      {status === "failed" && id !== null ? (
        <Button size="sm" variant="secondary" disabled={resend.busy} onClick={() => resend.run(id)}>
          {resend.busy ? "Resending..." : "Resend"}
        </Button>
      ) : null}
    </span>
  );
}

/** A record's emails, each by its subject with its state: a message's, a booking's. */
export function EmailStatusList({
  emails,
  label,
  onChanged,
}: {
  emails: ReadonlyArray<{ id: number; subject: string; status: Status; lastError: string | null }>;
  label: string;
  onChanged: () => unknown;
}) {
  if (!emails.length) return null;
  return (
    <ul className="mt-3 space-y-2 text-sm" aria-label={label}>
      {emails.map((e) => (
        <li key={e.id} className="flex flex-wrap items-center gap-2">
          <span className="break-words">{e.subject}</span>
          <EmailStatusBadge
            id={e.id}
            status={e.status}
            lastError={e.lastError}
            onChanged={onChanged}
          />
        </li>
      ))}
    </ul>
  );
}
