// A list of order lines as the frame order and a purchase order show them: what, the vendor's
// code, how much (oversize flagged), the jobs it serves and its cost. Cards on phones.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatCents } from "~/lib/jobs";
import {
  MATERIAL_KIND_LABELS,
  type MaterialKind,
  type MaterialUnit,
  quantityText,
} from "~/lib/materials";
import { Badge } from "../../ui/badge";

export interface ShownLine {
  key: string | number;
  kind: MaterialKind;
  vendorCode: string | null;
  name: string;
  quantity: number;
  unit: MaterialUnit;
  oversize: boolean;
  costCents: number | null;
  jobs: Array<{ id: number; number: string }>;
}

export function OrderLines({
  lines,
  action,
}: {
  lines: ShownLine[];
  action?: (line: ShownLine) => ReactNode;
}) {
  return (
    <ul className="divide-y divide-line">
      {lines.map((l) => (
        <li
          key={l.key}
          className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 py-3 sm:grid-cols-[1fr_7rem_6rem_auto]"
        >
          <div className="min-w-0">
            <p className="font-medium">
              {l.name}{" "}
              <span className="text-sm font-normal text-muted">
                · {MATERIAL_KIND_LABELS[l.kind]}
              </span>
            </p>
            <p className="text-sm text-muted">
              {l.vendorCode ? (
                <span className="font-mono text-ink">{l.vendorCode}</span>
              ) : (
                "No vendor code"
              )}
              {" · for "}
              {l.jobs.map((j, i) => (
                <span key={j.id}>
                  {i ? ", " : ""}
                  <Link
                    to={`/admin/jobs/${j.id}`}
                    className="text-accent underline underline-offset-2 print:text-ink print:no-underline"
                  >
                    {j.number}
                  </Link>
                </span>
              ))}
            </p>
          </div>
          <p className="text-right font-medium tabular-nums sm:text-left">
            {quantityText(l.quantity, l.unit)}
            {l.oversize ? (
              <span className="ml-1 inline-block">
                <Badge tone="warning">Oversize</Badge>
              </span>
            ) : null}
          </p>
          <p className="text-sm tabular-nums text-muted sm:text-right sm:text-base sm:text-ink">
            {l.costCents === null ? "no cost yet" : formatCents(l.costCents)}
          </p>
          <div className="text-right">{action?.(l)}</div>
        </li>
      ))}
    </ul>
  );
}
