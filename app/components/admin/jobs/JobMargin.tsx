// A job's materials and margin (docs/decisions/0099-materials-and-frame-order.md): what its
// moulding, mat board and glazing cost (as ordered, or at today's costs), the price before tax
// less that, and whether the materials are in.
import { formatDateTime } from "~/lib/date-format";
import { formatCents } from "~/lib/jobs";
import { countOf } from "~/lib/plural";
import { Badge } from "../../ui/badge";

export interface JobMaterialsFigures {
  subtotalCents: number;
  discountCents: number;
  materialsCostCents: number;
  materialsWithoutCost: number;
  materialsOrdered: boolean;
  marginCents: number;
  materialsReceivedAt: string | null;
}

export function JobMargin({ job }: { job: JobMaterialsFigures }) {
  const price = job.subtotalCents - job.discountCents;
  const share = price > 0 ? Math.round((job.marginCents / price) * 100) : null;
  return (
    <section aria-labelledby="job-margin" className="rounded-lg border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="job-margin" className="font-sans text-base font-semibold">
          Materials and margin
        </h2>
        {job.materialsReceivedAt ? (
          <Badge tone="success">Materials in</Badge>
        ) : job.materialsOrdered ? (
          <Badge tone="warning">Materials ordered</Badge>
        ) : null}
      </div>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums">
        <dt className="text-muted">Price before tax</dt>
        <dd className="text-right">{formatCents(price)}</dd>
        <dt className="text-muted">
          Materials ({job.materialsOrdered ? "as ordered" : "at today's costs"})
        </dt>
        <dd className="text-right">− {formatCents(job.materialsCostCents)}</dd>
        <dt className="font-medium">Margin</dt>
        <dd className="text-right font-semibold">
          {formatCents(job.marginCents)}
          {share !== null ? <span className="ml-1 font-normal text-muted">({share}%)</span> : null}
        </dd>
      </dl>
      {job.materialsWithoutCost ? (
        <p className="mt-2 text-xs text-muted">
          {countOf(job.materialsWithoutCost, "material")} without a cost yet, left out: set costs on
          the Frame catalogue screen.
        </p>
      ) : null}
      {job.materialsReceivedAt ? (
        <p className="mt-2 text-xs text-muted">
          Everything arrived {formatDateTime(job.materialsReceivedAt)}.
        </p>
      ) : null}
    </section>
  );
}
