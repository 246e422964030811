import { PurchaseOrderScreen } from "~/components/admin/materials/PurchaseOrderScreen";
import { business } from "~/content/business";
import type { Route } from "./+types/purchase-order";

// Signed-in owners only: ./layout.tsx guards this page; the order loads through the API. Like a
// job ticket it has no screen title, so it prints as the order alone on Letter paper (app/admin.css).
export const meta = () => [
  { title: `Purchase order | ${business.name} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function PurchaseOrder({ params }: Route.ComponentProps) {
  return <PurchaseOrderScreen id={params.id} />;
}
