import { BlogScreen } from "~/components/admin/BlogScreen";
import { screenHandle, screenMeta } from "~/components/admin/shell/screen";

// Signed-in owners only: ./layout.tsx guards this page.
export const handle = screenHandle("blog");
export const meta = () => screenMeta("blog");

export default function Blog() {
  return <BlogScreen />;
}
