import { VendorsScreen } from "~/components/admin/materials/VendorsScreen";
import { screenHandle, screenMeta } from "~/components/admin/shell/screen";

// Signed-in owners only: ./layout.tsx guards this page; its data loads through the API.
export const handle = screenHandle("vendors");
export const meta = () => screenMeta("vendors");

export default function Screen() {
  return <VendorsScreen />;
}
