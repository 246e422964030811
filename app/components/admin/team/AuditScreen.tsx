// Who did what (owner only, docs/decisions/0100-team-and-roles.md): the recorded actions of a
// range of shop days, newest first, a page at a time, and the same range as CSV.
import { useState } from "react";
import { type AnswerOf, adminApi, answerOf } from "~/lib/admin-api";
import { formatDateTime } from "~/lib/date-format";
import { AUDIT_KIND_LABELS, type AuditKind } from "~/lib/team";
import { Badge, type BadgeTone } from "../../ui/badge";
import { Button, ButtonAnchor } from "../../ui/button";
import { QueryView } from "../AdminList";
import { useAdminQuery } from "../useAdminQuery";

type Audit = AnswerOf<typeof adminApi.admin.audit.$get>;
type Entry = Audit["entries"][number];

const TONES: Record<AuditKind, BadgeTone> = {
  money: "accent",
  privacy: "danger",
  settings: "warning",
  team: "green",
  work: "neutral",
};

/** "POST /api/admin/jobs/:id/refunds" read as "POST jobs/:id/refunds". */
const actionLabel = (action: string) => action.replace(" /api/admin/", " ").replace(" /api/", " ");

function details(entry: Entry): string {
  return Object.entries(entry.details)
    .map(([k, v]) => `${k}: ${typeof v === "object" ? JSON.stringify(v) : String(v)}`)
    .join(" · ");
}

export function AuditScreen() {
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const [page, setPage] = useState(1);
  const query = useAdminQuery(
    `audit-${range.from}-${range.to}-${page}`,
    () => answerOf(adminApi.admin.audit.$get({ query: { ...range, page: String(page) } })),
    { failure: "Failed to load the record" },
  );
  const csv = `/api/admin/audit.csv?${new URLSearchParams(range as Record<string, string>)}`;
  return (
    <div className="space-y-6">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          const value = (k: string) => String(data.get(k) ?? "") || undefined;
          setRange({ from: value("from"), to: value("to") });
          setPage(1);
        }}
      >
        <label className="text-sm font-medium">
          From
          <input
            type="date"
            name="from"
            defaultValue={query.data?.from}
            className="mt-1 block min-h-11 rounded-md border border-line bg-surface px-3"
          />
        </label>
        <label className="text-sm font-medium">
          To
          <input
            type="date"
            name="to"
            defaultValue={query.data?.to}
            className="mt-1 block min-h-11 rounded-md border border-line bg-surface px-3"
          />
        </label>
        <Button type="submit" variant="secondary">
          Show
        </Button>
        <ButtonAnchor href={csv} variant="ghost" download>
          Download CSV
        </ButtonAnchor>
      </form>
      <QueryView
        query={query}
        loadingText="Loading the record..."
        isEmpty={(a) => a.entries.length === 0}
        empty={<p className="text-muted">Nothing was recorded in these days.</p>}
      >
        {(audit) => (
          <>
            <p className="text-sm text-muted">
              {audit.total} recorded between {audit.from} and {audit.to}.
            </p>
            <ol className="divide-y divide-line rounded-lg border border-line bg-surface">
              {audit.entries.map((e) => (
                <li key={e.id} className="space-y-1 p-4">
                  <p className="flex flex-wrap items-center gap-2 text-sm">
                    <Badge tone={TONES[e.kind]}>{AUDIT_KIND_LABELS[e.kind]}</Badge>
                    <time dateTime={e.at} className="text-muted">
                      {formatDateTime(e.at)}
                    </time>
                  </p>
                  <p className="break-words">
                    <span className="font-medium">{e.actor}</span>{" "}
                    <code className="text-sm">{actionLabel(e.action)}</code>
                    {e.target === "—" ? null : <span className="text-muted"> · {e.target}</span>}
                  </p>
                  {details(e) ? (
                    <p className="text-sm break-words text-muted">{details(e)}</p>
                  ) : null}
                </li>
              ))}
            </ol>
            <div className="flex items-center justify-between gap-3">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Newer
              </Button>
              <span className="text-sm text-muted">
                Page {audit.page} of {Math.max(1, Math.ceil(audit.total / audit.pageSize))}
              </span>
              <Button
                variant="secondary"
                disabled={audit.page * audit.pageSize >= audit.total}
                onClick={() => setPage(page + 1)}
              >
                Older
              </Button>
            </div>
          </>
        )}
      </QueryView>
    </div>
  );
}
