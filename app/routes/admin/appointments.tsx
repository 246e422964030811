import { AppointmentsScreen } from "~/components/admin/AppointmentsScreen";
import { screenHandle, screenMeta } from "~/components/admin/shell/screen";

// Signed-in owners only: ./layout.tsx guards this page.
export const handle = screenHandle("appointments");
export const meta = () => screenMeta("appointments");

export default function Appointments() {
  return <AppointmentsScreen />;
}
