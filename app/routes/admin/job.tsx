import { JobScreen } from "~/components/admin/jobs/JobScreen";
import { screenHandle, screenMeta } from "~/components/admin/shell/screen";
import type { Route } from "./+types/job";

// Signed-in owners only: ./layout.tsx guards this page; the job itself loads through the API.
export const handle = screenHandle("jobs");
export const meta = () => screenMeta("jobs");

export default function Job({ params }: Route.ComponentProps) {
  return <JobScreen id={params.id} />;
}
