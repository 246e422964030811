// A receipt under the customer's private status link (/order/<token>/receipts/R-2026-0001): the
// same token rules as the order page (docs/decisions/0031-private-links.md): 404 when unknown,
// never cached, never indexed. Server-rendered, no JavaScript (docs/decisions/0097-receipts-and-refunds.md).
import { data, Link } from "react-router";
import { Receipt } from "~/components/receipts/Receipt";
import { business } from "~/content/business";
import { appContext } from "~/context";
import type { PageHandle } from "~/page-delivery/server/page-handle";
import { receiptByToken } from "~worker/services/jobs/receipts";
import type { Route } from "./+types/order-receipt";

export const handle: PageHandle = { browser: "light" };

export function meta({ loaderData: r }: Route.MetaArgs) {
  return [
    { title: r ? `Receipt ${r.receiptNumber} | ${business.name}` : `Receipt | ${business.name}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const receipt = await receiptByToken(env, params.token, params.number);
  if (!receipt) throw data(null, { status: 404 });
  return { ...receipt, orderPath: `/order/${params.token}` };
}

export default function OrderReceipt({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-content px-4 py-10 print:p-0">
      <p className="mb-4 print:hidden">
        <Link to={loaderData.orderPath} className="text-accent underline underline-offset-4">
          ← Back to your order {loaderData.job.number}
        </Link>
      </p>
      <Receipt receipt={loaderData} />
      <p className="mt-4 text-center text-sm text-muted print:hidden">
        To keep a copy, use your browser's Print or Save as PDF.
      </p>
    </div>
  );
}
