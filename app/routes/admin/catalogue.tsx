import { CatalogueTab } from "~/components/admin/CatalogueTab";
import { screenHandle, screenMeta } from "~/components/admin/shell/screen";

// Signed-in owners only: ./layout.tsx guards this page.
export const handle = screenHandle("catalogue");
export const meta = () => screenMeta("catalogue");

export default function CatalogueScreen() {
  return <CatalogueTab />;
}
