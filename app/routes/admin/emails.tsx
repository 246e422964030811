import { EmailsScreen } from "~/components/admin/EmailsScreen";
import { screenHandle, screenMeta } from "~/components/admin/shell/screen";

// Signed-in owners only: ./layout.tsx guards this page.
export const handle = screenHandle("emails");
export const meta = () => screenMeta("emails");

export default function Emails() {
  return <EmailsScreen />;
}
