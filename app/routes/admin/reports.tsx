import { ReportsScreen } from "~/components/admin/reports/ReportsScreen";
import { screenHandle, screenMeta } from "~/components/admin/shell/screen";

// Signed-in owners only: ./layout.tsx guards this page.
export const handle = screenHandle("reports");
export const meta = () => screenMeta("reports");

export default function Reports() {
  return <ReportsScreen />;
}
