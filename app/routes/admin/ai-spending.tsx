import { screenHandle, screenMeta } from "~/components/admin/shell/screen";
import { UsageTab } from "~/components/admin/UsageTab";

// Signed-in owners only: ./layout.tsx guards this page.
export const handle = screenHandle("ai");
export const meta = () => screenMeta("ai");

export default function AiSpendingScreen() {
  return <UsageTab />;
}
