import { screenHandle, screenMeta } from "~/components/admin/shell/screen";
import { SeoDashboardView } from "~/components/seo/SeoDashboardView";

// Signed-in owners only: ./layout.tsx guards this page.
export const handle = screenHandle("visits");
export const meta = () => screenMeta("visits");

export default function SeoDashboard() {
  return <SeoDashboardView />;
}
