// Pieces the SEO dashboard's tabs share: stat cards, connection badges, the health score, table heads.
import type { ReactNode } from "react";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import type { SeoDashboard } from "~worker/services/seo/dashboard";

export const When = ({ iso }: { iso: string }) => (
  <time dateTime={iso}>{new Date(iso).toLocaleString("en-US")}</time>
);

export const levelTone: Record<string, BadgeTone> = {
  good: "success",
  medium: "warning",
  poor: "danger",
};

export function Card({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="rounded-lg border border-line bg-surface p-5">
      <h3 className="font-sans text-sm font-medium text-muted">{title}</h3>
      <div className="mt-2">{children}</div>
      {footer ? <div className="mt-2 text-xs text-muted">{footer}</div> : null}
    </div>
  );
}

export const Big = ({ children }: { children: ReactNode }) => (
  <p className="font-sans text-3xl font-semibold text-ink">{children}</p>
);

export function Connected({
  on,
  label = on ? "Connected" : "Not Connected",
}: {
  on: boolean;
  label?: string;
}) {
  return <Badge tone={on ? "success" : "neutral"}>{label}</Badge>;
}

export function HealthScore({ health }: { health: SeoDashboard["health"] }) {
  return (
    <div className="flex items-center gap-3">
      <Big>{health.score}</Big>
      <Badge tone={levelTone[health.badge]}>
        {health.badge === "good" ? "Good" : "Needs work"}
      </Badge>
    </div>
  );
}

// Exactly the deductions behind the score (docs/decisions/0016-kept-from-the-old-site.md), nothing more.
export function HealthIssues({ issues }: { issues: string[] }) {
  if (!issues.length) return <p className="mt-2 text-xs text-muted">No deductions</p>;
  return (
    <ul aria-label="Health score deductions" className="mt-2 space-y-1 text-xs text-danger">
      {issues.map((issue) => (
        <li key={issue}>{issue}</li>
      ))}
    </ul>
  );
}

/** A table's header row; `className` picks its borders. */
export function ColumnHeads({ columns, className }: { columns: string[]; className: string }) {
  return (
    <thead className={`${className} border-line bg-ground`}>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className="px-4 py-2">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
