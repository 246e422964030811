import { ImagesScreen } from "~/components/admin/ImagesScreen";
import { screenHandle, screenMeta } from "~/components/admin/shell/screen";

// Signed-in owners only: ./layout.tsx guards this page.
export const handle = screenHandle("images");
export const meta = () => screenMeta("images");

export default function Images() {
  return <ImagesScreen />;
}
