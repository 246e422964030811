import { CustomerScreen } from "~/components/admin/customers/CustomerScreen";
import { screenHandle, screenMeta } from "~/components/admin/shell/screen";
import type { Route } from "./+types/customer";

// Signed-in owners only: ./layout.tsx guards this page; the person loads through the API.
export const handle = screenHandle("customers");
export const meta = () => screenMeta("customers");

export default function Customer({ params }: Route.ComponentProps) {
  return <CustomerScreen email={params.email} />;
}
