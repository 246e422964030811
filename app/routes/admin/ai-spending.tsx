import { screenHandle, screenMeta } from "~/components/admin/shell/screen";
import { AiSpendingScreen } from "~/components/admin/AiSpendingScreen";

// Signed-in owners only: ./layout.tsx guards this page.
export const handle = screenHandle("ai");
export const meta = () => screenMeta("ai");

export default function AiSpending() {
  return <AiSpendingScreen />;
}
