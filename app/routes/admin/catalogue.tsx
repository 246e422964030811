import { CatalogueScreen } from "~/components/admin/CatalogueScreen";
import { screenHandle, screenMeta } from "~/components/admin/shell/screen";

// Signed-in owners only: ./layout.tsx guards this page.
export const handle = screenHandle("catalogue");
export const meta = () => screenMeta("catalogue");

export default function Catalogue() {
  return <CatalogueScreen />;
}
