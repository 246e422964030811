import { QuotesScreen } from "~/components/admin/QuotesScreen";
import { screenHandle, screenMeta } from "~/components/admin/shell/screen";

// Signed-in owners only: ./layout.tsx guards this page.
export const handle = screenHandle("quotes");
export const meta = () => screenMeta("quotes");

export default function Quotes() {
  return <QuotesScreen />;
}
