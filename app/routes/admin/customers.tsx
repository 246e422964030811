import { CustomersScreen } from "~/components/admin/customers/CustomersScreen";
import { screenHandle, screenMeta } from "~/components/admin/shell/screen";

// Signed-in owners only: ./layout.tsx guards this page.
export const handle = screenHandle("customers");
export const meta = () => screenMeta("customers");

export default function Customers() {
  return <CustomersScreen />;
}
