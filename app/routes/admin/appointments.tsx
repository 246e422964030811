import { AppointmentsTab } from "~/components/admin/AppointmentsTab";
import { screenHandle, screenMeta } from "~/components/admin/shell/screen";

// Signed-in owners only: ./layout.tsx guards this page.
export const handle = screenHandle("appointments");
export const meta = () => screenMeta("appointments");

export default function AppointmentsScreen() {
  return <AppointmentsTab />;
}
