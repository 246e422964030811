// A payment's receipt for the owner to print (Letter) or hand over: the same receipt the customer
// sees under their status link (docs/decisions/0097-receipts-and-refunds.md).
import { data } from "react-router";
import { PrintBar } from "~/components/admin/jobs/PrintBar";
import { Receipt } from "~/components/receipts/Receipt";
import { business } from "~/content/business";
import { appContext } from "~/context";
import { receiptForOwner } from "~worker/services/jobs/receipts";
import { adminPageAccess } from "../admin-session.server";
import type { Route } from "./+types/job-receipt";

export const meta = () => [
  { title: `Receipt | ${business.name} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

const whole = (v: string) => (/^\d{1,15}$/.test(v) ? Number(v) : 0);

// Loaders run side by side: this one asks the layout's guard too, so a visitor learns nothing.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { result } = await adminPageAccess(request, context);
  if (!result.ok) return null;
  const { env } = context.get(appContext);
  const jobId = whole(params.id);
  const paymentId = whole(params.paymentId);
  const receipt = jobId && paymentId ? await receiptForOwner(env, jobId, paymentId) : undefined;
  if (!receipt) throw data(null, { status: 404 });
  return { receipt, jobId };
}

export default function JobReceipt({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return (
    <div>
      <PrintBar jobId={loaderData.jobId} jobNumber={loaderData.receipt.job.number} />
      <Receipt receipt={loaderData.receipt} />
    </div>
  );
}
