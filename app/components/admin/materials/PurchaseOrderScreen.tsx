// One purchase order (docs/decisions/0099-materials-and-frame-order.md): what was ordered from
// whom, for which jobs, at what cost; each line received as it arrives. Prints on one Letter page
// for the vendor's delivery or the shop's file (app/admin.css).
import { Link } from "react-router";
import { business } from "~/content/business";
import { type AnswerOf, adminApi, answerOf, withJson } from "~/lib/admin-api";
import { formatDateTime } from "~/lib/date-format";
import { formatCents } from "~/lib/jobs";
import { Button } from "../../ui/button";
import { QueryView } from "../AdminList";
import { useAdminMutation } from "../useAdminMutation";
import { useAdminQuery } from "../useAdminQuery";
import { OrderLines } from "./OrderLines";

type Order = AnswerOf<(typeof adminApi.admin)["purchase-orders"][":id"]["$get"]>["order"];

export function PurchaseOrderScreen({ id }: { id: string }) {
  const query = useAdminQuery(
    `purchase-order-${id}`,
    () => answerOf(adminApi.admin["purchase-orders"][":id"].$get({ param: { id } })),
    { failure: "The purchase order failed to load" },
  );
  const receive = useAdminMutation(
    (lines: number[] | null) =>
      answerOf(
        adminApi.admin["purchase-orders"][":id"].receive.$post(
          { param: { id } },
          withJson(lines ? { lines } : {}),
        ),
      ),
    {
      success: (a) => ({ title: a.message }),
      failure: { title: "Not marked received" },
      onSuccess: query.reload,
    },
  );
  return (
    <QueryView query={query} loadingText="Loading the purchase order...">
      {({ order }) => <OrderSheet order={order} receive={receive.run} busy={receive.busy} />}
    </QueryView>
  );
}

function OrderSheet({
  order,
  receive,
  busy,
}: {
  order: Order;
  receive: (lines: number[] | null) => unknown;
  busy: boolean;
}) {
  const waiting = order.lines.filter((l) => !l.receivedAt);
  return (
    <article className="purchase-order mx-auto max-w-[8.5in] bg-white">
      <div className="mb-4 flex flex-wrap justify-between gap-3 print:hidden">
        <Link
          to="/admin/frame-order"
          className="min-h-11 content-center text-sm text-accent underline underline-offset-2"
        >
          ← Frame order
        </Link>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => window.print()}>
            Print
          </Button>
          <Button disabled={busy || waiting.length === 0} onClick={() => receive(null)}>
            {waiting.length === 0 ? "All received" : busy ? "Saving..." : "Receive all"}
          </Button>
        </div>
      </div>
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-ink pb-3">
        <div>
          <p className="text-sm">{business.name} · purchase order</p>
          <h1 className="font-mono text-3xl font-bold">{order.number}</h1>
          <p className="text-sm text-muted print:text-ink">
            Sent {formatDateTime(order.createdAt)}
          </p>
        </div>
        <div className="text-sm sm:text-right">
          <p className="text-lg font-semibold">{order.vendorName}</p>
          <p className="break-all">{order.orderEmail}</p>
          <p>Our account: {order.accountNumber ?? "—"}</p>
        </div>
      </header>
      <OrderLines
        lines={order.lines.map((l) => ({
          ...l,
          key: l.id,
          jobs: l.jobs.map((j) => ({ id: j.jobId, number: j.number })),
        }))}
        action={(line) => {
          const l = order.lines.find((x) => x.id === line.key);
          if (l?.receivedAt)
            return (
              <span className="text-sm text-success">Received {formatDateTime(l.receivedAt)}</span>
            );
          return (
            <Button
              size="sm"
              variant="secondary"
              className="print:hidden"
              disabled={busy}
              onClick={() => receive([Number(line.key)])}
            >
              Received
            </Button>
          );
        }}
      />
      <p className="mt-3 border-t-2 border-ink pt-3 text-right text-lg font-semibold">
        Total {formatCents(order.totalCostCents)}
      </p>
    </article>
  );
}
