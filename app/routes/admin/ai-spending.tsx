import { AiSpendingScreen } from "~/components/admin/AiSpendingScreen";
import { screenHandle, screenMeta } from "~/components/admin/shell/screen";

// Signed-in owners only: ./layout.tsx guards this page.
export const handle = screenHandle("ai");
export const meta = () => screenMeta("ai");

export default function AiSpending() {
  return <AiSpendingScreen />;
}
