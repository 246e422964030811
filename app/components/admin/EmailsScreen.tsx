// The owner's outbox (docs/decisions/0025-email-outbox.md): the emails the site sent or is sending,
// newest first, the ones not sent first of all, each with Resend.

import { useState } from "react";
import { adminApi, answerOf } from "~/lib/admin-api";
import { formatDateTime } from "~/lib/date-format";
import { EMAIL_STATUS_LABELS } from "~/lib/emails";
import { EMAIL_STATUSES, type EmailStatus } from "~/lib/statuses";
import { AdminList } from "./AdminList";
import { EmailStatusBadge } from "./EmailStatus";
import { useAdminQuery } from "./useAdminQuery";

// Two states read "Not sent" on a record; the filter tells them apart.
const FILTER_LABELS: Partial<Record<EmailStatus, string>> = {
  failed: "Not sent (failed)",
  skipped: "Not sent (held back)",
};

export function EmailsScreen() {
  const [status, setStatus] = useState<EmailStatus | "all">("failed");
  const query = useAdminQuery(`emails-${status}`, () =>
    answerOf(adminApi.admin.emails.$get({ query: status === "all" ? {} : { status } })),
  );
  const emails = query.data?.emails;
  return (
    <div className="space-y-6">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Show</legend>
        {(["failed", ...EMAIL_STATUSES.filter((s) => s !== "failed"), "all"] as const).map((s) => (
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
            {s === "all" ? "All" : (FILTER_LABELS[s] ?? EMAIL_STATUS_LABELS[s])}
          </label>
        ))}
      </fieldset>
      <AdminList
        count={emails?.length}
        noun="emails"
        loading={query.loading}
        loadingText="Loading emails..."
        error={query.error}
        onRetry={query.reload}
        emptyText={
          status === "failed"
            ? "Every email went out. Emails that could not be sent after several tries show here."
            : "No emails here yet."
        }
      >
        <ul className="space-y-3">
          {emails?.map((e) => (
            <li key={e.id} className="rounded-lg border border-line bg-surface p-4">
              <p className="font-medium break-words">{e.subject}</p>
              <p className="mt-1 text-sm text-muted break-words">
                To {e.to} · {formatDateTime(e.createdAt)}
                {e.attempts > 1 ? ` · ${e.attempts} tries` : ""}
              </p>
              {e.status === "failed" && e.lastError ? (
                <p className="mt-1 text-sm text-danger">Last error: {e.lastError}</p>
              ) : null}
              <p className="mt-2">
                <EmailStatusBadge
                  id={e.id}
                  status={e.status}
                  lastError={e.status === "failed" ? null : e.lastError}
                  onChanged={query.reload}
                />
              </p>
            </li>
          ))}
        </ul>
      </AdminList>
    </div>
  );
}
