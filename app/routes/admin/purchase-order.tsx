import { PurchaseOrderScreen } from "~/components/admin/materials/PurchaseOrderScreen";
import { screenHandle, screenMeta } from "~/components/admin/shell/screen";
import type { Route } from "./+types/purchase-order";

// Signed-in owners only: ./layout.tsx guards this page; the order loads through the API. It
// prints on Letter paper (app/admin.css).
export const handle = screenHandle("frameOrder");
export const meta = () => screenMeta("frameOrder");

export default function PurchaseOrder({ params }: Route.ComponentProps) {
  return <PurchaseOrderScreen id={params.id} />;
}
