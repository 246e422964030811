import { MessagesScreen } from "~/components/admin/MessagesScreen";
import { screenHandle, screenMeta } from "~/components/admin/shell/screen";

// Signed-in owners only: ./layout.tsx guards this page.
export const handle = screenHandle("messages");
export const meta = () => screenMeta("messages");

export default function Messages() {
  return <MessagesScreen />;
}
