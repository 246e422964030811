import { ShopScreen } from "~/components/admin/ShopScreen";
import { screenHandle, screenMeta } from "~/components/admin/shell/screen";

// Signed-in owners only: ./layout.tsx guards this page.
export const handle = screenHandle("shop");
export const meta = () => screenMeta("shop");

export default function Shop() {
  return <ShopScreen />;
}
