import { BlogTab } from "~/components/admin/BlogTab";
import { screenHandle, screenMeta } from "~/components/admin/shell/screen";

// Signed-in owners only: ./layout.tsx guards this page.
export const handle = screenHandle("blog");
export const meta = () => screenMeta("blog");

export default function BlogScreen() {
  return <BlogTab />;
}
