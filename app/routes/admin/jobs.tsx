import { JobsScreen } from "~/components/admin/jobs/JobsScreen";
import { screenHandle, screenMeta } from "~/components/admin/shell/screen";

// Signed-in owners only: ./layout.tsx guards this page.
export const handle = screenHandle("jobs");
export const meta = () => screenMeta("jobs");

export default function Jobs() {
  return <JobsScreen />;
}
