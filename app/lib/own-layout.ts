// A route handle flag for route trees that bring their own header, <main id="main"> and footer
// (the owner's pages): root.tsx then leaves out the public site's header and footer.
import type { UIMatch } from "react-router";

export const OWN_LAYOUT = { ownLayout: true } as const;

export function hasOwnLayout(matches: readonly UIMatch[]): boolean {
  return matches.some((m) => (m.handle as Partial<typeof OWN_LAYOUT> | undefined)?.ownLayout);
}
