import { screenHandle, screenMeta } from "~/components/admin/shell/screen";
import { TeamScreen } from "~/components/admin/team/TeamScreen";

// Owners only: ./layout.tsx refuses this screen to any other role.
export const handle = screenHandle("team");
export const meta = () => screenMeta("team");

export default function Team() {
  return <TeamScreen />;
}
