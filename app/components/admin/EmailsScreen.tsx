// The owner's outbox (docs/decisions/0025-email-outbox.md): the emails the site sent or is sending,
// newest first. The first view is what needs an eye: emails retrying after a failed try (with the
// time of the next one) and emails not sent, with Resend and Resend all failed. Any email opens to
// show what was sent.

import { useEffect, useState } from "react";
import { adminApi, answerOf } from "~/lib/admin-api";
import { formatDateTime } from "~/lib/date-format";
import type { EmailListFilter } from "~/lib/email-schema";
import { EMAIL_STATUS_LABELS } from "~/lib/emails";
import { EMAIL_STATUSES } from "~/lib/statuses";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { AdminList } from "./AdminList";
import { EmailStatusBadge } from "./EmailStatus";
import { EmailViewer, nextTry } from "./EmailViewer";
import { useAdminMutation } from "./useAdminMutation";
import { useAdminQuery } from "./useAdminQuery";
import { useHashTarget } from "./useHashTarget";

// Two states read "Not sent" on a record; the filter tells them apart.
const FILTER_LABELS: Record<EmailListFilter, string> = {
  ...EMAIL_STATUS_LABELS,
  failing: "Failing (retrying or not sent)",
  retrying: "Retrying",
  failed: "Not sent (failed)",
  skipped: "Not sent (held back)",
};

const FILTERS: ReadonlyArray<EmailListFilter | "all"> = [
  "failing",
  "retrying",
  ...EMAIL_STATUSES,
  "all",
];

const EMPTY: Partial<Record<EmailListFilter, string>> = {
  failing: "No email is failing: none waits for another try, none was given up on.",
  retrying: "No email is waiting for another try.",
  failed: "No email was given up on. Emails that could not be sent after several tries show here.",
};

export function EmailsScreen() {
  const [status, setStatus] = useState<EmailListFilter | "all">("failing");
  // A link to one email (a customer's timeline: ?status=all#email-7) opens on the whole list.
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get("status") === "all") setStatus("all");
  }, []);
  const [open, setOpen] = useState<number | null>(null);
  const query = useAdminQuery(`emails-${status}`, () =>
    answerOf(adminApi.admin.emails.$get({ query: status === "all" ? {} : { status } })),
  );
  useHashTarget(query.data !== undefined);
  const resendAll = useAdminMutation(
    (_: undefined) => answerOf(adminApi.admin.emails["resend-failed"].$post()),
    {
      success: (answer) => ({ title: "Resend all failed", description: answer.message }),
      failure: { title: "Emails not resent", description: "Please try again." },
      onSuccess: query.reload,
    },
  );
  const emails = query.data?.emails;
  const anyFailed = emails?.some((e) => e.status === "failed");
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Show</legend>
          {FILTERS.map((s) => (
            <label
              key={s}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line px-3 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent/10"
            >
              <input
                type="radio"
                name="email-status"
                value={s}
                checked={status === s}
                onChange={() => setStatus(s)}
              />
              {s === "all" ? "All" : FILTER_LABELS[s]}
            </label>
          ))}
        </fieldset>
        {anyFailed ? (
          <Button
            variant="secondary"
            disabled={resendAll.busy}
            onClick={() => resendAll.run(undefined)}
          >
            {resendAll.busy ? "Resending..." : "Resend all failed"}
          </Button>
        ) : null}
      </div>
      <AdminList
        count={emails?.length}
        noun="emails"
        loading={query.loading}
        loadingText="Loading emails..."
        error={query.error}
        onRetry={query.reload}
        emptyText={(status !== "all" && EMPTY[status]) || "No emails here yet."}
      >
        <ul className="space-y-3">
          {emails?.map((e) => (
            <li
              key={e.id}
              id={`email-${e.id}`}
              className="scroll-mt-24 rounded-lg border border-line bg-surface p-4 target:ring-2 target:ring-accent"
            >
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0 flex-1 font-medium break-words">{e.subject}</p>
                <Button
                  size="sm"
                  variant="secondary"
                  className="shrink-0"
                  onClick={() => setOpen(e.id)}
                >
                  Open<span className="sr-only"> the email "{e.subject}"</span>
                </Button>
              </div>
              <p className="mt-1 text-sm text-muted break-words">
                To {e.to} · {formatDateTime(e.createdAt)}
                {e.attempts > 1 ? ` · ${e.attempts} tries` : ""}
              </p>
              {e.lastError && (e.status === "failed" || e.retrying) ? (
                <p className="mt-1 text-sm text-danger break-words">Last error: {e.lastError}</p>
              ) : null}
              <p className="mt-2">
                {e.retrying && e.nextTryAt ? (
                  <span className="inline-flex flex-wrap items-center gap-2">
                    <Badge tone="warning">Email: retrying</Badge>
                    <span className="text-xs text-muted">{nextTry(e.nextTryAt)}</span>
                  </span>
                ) : (
                  <EmailStatusBadge
                    id={e.id}
                    status={e.status}
                    lastError={e.status === "failed" ? null : e.lastError}
                    onChanged={query.reload}
                  />
                )}
              </p>
            </li>
          ))}
        </ul>
      </AdminList>
      {open !== null ? <EmailViewer id={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
