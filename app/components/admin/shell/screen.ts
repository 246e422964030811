// How a route becomes one of the owner's screens: its handle names the screen, so the shell can
// show the screen's title and subtitle, and its meta gives the browser tab the same title.
import { useMatches } from "react-router";
import { ADMIN_SCREENS, type AdminScreenId } from "~/content/admin-screens";
import { business } from "~/content/business";

export interface ScreenHandle {
  screen: AdminScreenId;
}

export const screenHandle = (screen: AdminScreenId): ScreenHandle => ({ screen });

export function screenMeta(screen: AdminScreenId) {
  return [
    { title: `${ADMIN_SCREENS[screen].title} | ${business.name} admin` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** The screen the current route belongs to, if it is one. */
export function useCurrentScreen(): AdminScreenId | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const screen = (matches[i]?.handle as Partial<ScreenHandle> | undefined)?.screen;
    if (screen) return screen;
  }
  return undefined;
}
