import { FrameOrderScreen } from "~/components/admin/materials/FrameOrderScreen";
import { screenHandle, screenMeta } from "~/components/admin/shell/screen";

// Signed-in owners only: ./layout.tsx guards this page; its data loads through the API.
export const handle = screenHandle("frameOrder");
export const meta = () => screenMeta("frameOrder");

export default function Screen() {
  return <FrameOrderScreen />;
}
