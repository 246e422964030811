// /admin: the owner's Today screen. Links to the panel's old tabs (/admin?tab=blog) still work:
// they are sent on to the screen that replaced the tab.
import { redirect } from "react-router";
import { screenHandle, screenMeta } from "~/components/admin/shell/screen";
import { TodayScreen } from "~/components/admin/TodayScreen";
import { screenForLegacyTab } from "~/content/admin-screens";
import type { Route } from "./+types/today";

export const handle = screenHandle("today");
export const meta = () => screenMeta("today");

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const screen = screenForLegacyTab(url.searchParams.get("tab"));
  if (!screen) return null;
  url.searchParams.delete("tab");
  return redirect(`${screen.path}${url.search}`, {
    headers: { "Cache-Control": "private, no-store" },
  });
}

export default function Today() {
  return <TodayScreen />;
}
