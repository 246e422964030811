import { screenHandle, screenMeta } from "~/components/admin/shell/screen";
import { AuditScreen } from "~/components/admin/team/AuditScreen";

// Owners only: ./layout.tsx refuses this screen to any other role.
export const handle = screenHandle("audit");
export const meta = () => screenMeta("audit");

export default function Audit() {
  return <AuditScreen />;
}
