// The frame order (docs/decisions/0099-materials-and-frame-order.md): what the jobs waiting for
// materials need, per vendor, with each line's jobs and cost; the owner places one vendor's order
// (emailed with a CSV), and below are the purchase orders to receive.
import { useState } from "react";
import { Link } from "react-router";
import { type AnswerOf, adminApi, answerOf, withJson } from "~/lib/admin-api";
import { formatDateTime } from "~/lib/date-format";
import { formatCents } from "~/lib/jobs";
import { countOf } from "~/lib/plural";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { EmptyState, QueryView } from "../AdminList";
import { useAdminMutation } from "../useAdminMutation";
import { useAdminQuery } from "../useAdminQuery";
import { OrderLines, type ShownLine } from "./OrderLines";

type FrameOrder = AnswerOf<(typeof adminApi.admin)["frame-order"]["$get"]>;
type Line = FrameOrder["noVendor"][number];

const shown = (lines: Line[]): ShownLine[] =>
  lines.map((l) => ({
    ...l,
    key: `${l.kind}:${l.itemId}:${l.oversize}`,
    jobs: l.jobIds.map((id, i) => ({ id, number: l.jobs[i] })),
  }));

export function FrameOrderScreen() {
  const order = useAdminQuery("frame-order", () => answerOf(adminApi.admin["frame-order"].$get()), {
    failure: "The frame order failed to load",
  });
  const orders = useAdminQuery(
    "purchase-orders",
    () => answerOf(adminApi.admin["purchase-orders"].$get()),
    {
      failure: "The purchase orders failed to load",
    },
  );
  const [notify, setNotify] = useState<Record<number, boolean>>({});
  const place = useAdminMutation(
    (input: { vendorId: number; notifyCustomers: boolean }) =>
      answerOf(adminApi.admin["frame-order"].$post({}, withJson(input))),
    {
      success: (a) => ({
        title: a.message,
        description: `Emailed to ${a.order.orderEmail} with the lines as a CSV file.`,
      }),
      failure: { title: "The order was not placed" },
      onSuccess: () => Promise.all([order.reload(), orders.reload()]),
    },
  );
  return (
    <div className="space-y-8">
      <QueryView
        query={order}
        loadingText="Loading the frame order..."
        isEmpty={(d) => d.vendors.length === 0 && d.noVendor.length === 0}
        empty={
          <EmptyState title="Nothing to order">
            Jobs waiting for materials (stage Received) show here once they have pieces.
          </EmptyState>
        }
      >
        {({ vendors, noVendor }) => (
          <>
            {vendors.map((v) => (
              <section
                key={v.vendorId}
                aria-labelledby={`vendor-${v.vendorId}`}
                className="rounded-lg border border-line bg-surface p-4 sm:p-5"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={`vendor-${v.vendorId}`} className="font-sans text-lg font-semibold">
                    {v.name}
                  </h2>
                  <p className="text-sm text-muted">
                    {countOf(v.lines.length, "line")} · total{" "}
                    <strong className="text-ink">{formatCents(v.totalCostCents)}</strong>
                  </p>
                </div>
                <OrderLines lines={shown(v.lines)} />
                <div className="mt-3 flex flex-wrap items-center justify-end gap-3 border-t border-line pt-3">
                  <label className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={notify[v.vendorId] ?? false}
                      onChange={(e) => setNotify((n) => ({ ...n, [v.vendorId]: e.target.checked }))}
                    />
                    Email the customers that their materials are ordered
                  </label>
                  <Button
                    disabled={place.busy}
                    onClick={() =>
                      place.run({
                        vendorId: v.vendorId,
                        notifyCustomers: notify[v.vendorId] ?? false,
                      })
                    }
                  >
                    {place.busy && place.running?.vendorId === v.vendorId
                      ? "Placing..."
                      : `Place order with ${v.name}`}
                  </Button>
                </div>
              </section>
            ))}
            {noVendor.length ? (
              <section
                aria-labelledby="no-vendor"
                className="rounded-lg border border-dashed border-line p-4 sm:p-5"
              >
                <h2 id="no-vendor" className="font-sans text-lg font-semibold">
                  No vendor
                </h2>
                <p className="text-sm text-muted">
                  These catalogue entries have no vendor yet: give them one on the{" "}
                  <Link to="/admin/catalogue" className="text-accent underline underline-offset-2">
                    Frame catalogue
                  </Link>{" "}
                  screen, or order them yourself.
                </p>
                <OrderLines lines={shown(noVendor)} />
              </section>
            ) : null}
          </>
        )}
      </QueryView>
      <section aria-labelledby="purchase-orders" className="space-y-3">
        <h2 id="purchase-orders" className="font-sans text-lg font-semibold">
          Purchase orders
        </h2>
        <QueryView
          query={orders}
          loadingText="Loading the purchase orders..."
          isEmpty={(d) => d.orders.length === 0}
          empty={<p className="text-sm text-muted">No purchase order placed yet.</p>}
        >
          {(d) => <OrderList orders={d.orders} />}
        </QueryView>
      </section>
    </div>
  );
}

type OrderRow = AnswerOf<(typeof adminApi.admin)["purchase-orders"]["$get"]>["orders"][number];

function OrderList({ orders }: { orders: OrderRow[] }) {
  return (
    <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
      {orders.map((o) => {
        const all = o.receivedCount === o.lineCount;
        return (
          <li key={o.id}>
            <Link
              to={`/admin/purchase-orders/${o.id}`}
              className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 hover:bg-ground"
            >
              <span>
                <span className="font-mono font-semibold">{o.number}</span> · {o.vendorName}
                <span className="block text-xs text-muted">{formatDateTime(o.createdAt)}</span>
              </span>
              <span className="flex items-center gap-3 text-sm">
                {formatCents(o.totalCostCents)}
                <Badge tone={all ? "success" : o.receivedCount ? "warning" : "neutral"}>
                  {all
                    ? "Received"
                    : o.receivedCount
                      ? `${o.receivedCount} of ${o.lineCount} in`
                      : "Ordered"}
                </Badge>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
