// Today's "ready to make": jobs not yet in production whose materials have all arrived
// (docs/decisions/0099-materials-and-frame-order.md).
import { Link } from "react-router";
import type { AnswerOf, adminApi } from "~/lib/admin-api";
import { formatCalendarDay } from "~/lib/date-format";

export function ReadyToMake({
  jobs,
}: {
  jobs: AnswerOf<typeof adminApi.admin.today.$get>["readyToMake"];
}) {
  if (jobs.length === 0) return null;
  return (
    <section aria-labelledby="ready-to-make-heading">
      <h2 id="ready-to-make-heading" className="font-sans text-lg font-semibold">
        Ready to make
      </h2>
      <p className="text-sm text-muted">Every material has arrived for these jobs.</p>
      <ul className="mt-3 divide-y divide-line rounded-lg border border-line bg-surface">
        {jobs.map((j) => (
          <li key={j.id}>
            <Link
              to={`/admin/jobs/${j.id}`}
              className="flex min-h-11 flex-wrap items-center justify-between gap-2 px-4 py-2 hover:bg-ground"
            >
              <span>
                <span className="font-mono font-semibold">{j.number}</span> · {j.customerName}
              </span>
              <span className="text-sm text-muted">due {formatCalendarDay(j.dueDate)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
