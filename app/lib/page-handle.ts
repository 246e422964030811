// What a route module's `handle` can say about how its page is served.
//
// A page that only shows content opts out of hydration with one line:
//     export const handle: PageHandle = { hydrate: false };
// root.tsx then sends it as plain server-rendered HTML: no React, no React Router runtime, no
// modulepreload links, only the page script (app/lib/page-script.ts) and the speculation rules.
// Its links are ordinary links; anything else it needs from the browser must be in the page
// script. Pages with forms that update in place, or with the owner's tools, keep hydrating.
import { type UIMatch, useMatches } from "react-router";
import type { ScriptFile } from "./script-files";

export interface PageHandle {
  // false: never hydrates. A function: decided per request from the route's loader data, for a
  // page that is light for visitors but brings a tool to the signed-in owner (/blog's writing
  // assistant, docs/decisions/0065-light-portfolio-blog-quote-page.md).
  hydrate?: false | ((loaderData: unknown) => boolean);
  // Our own script files the page runs besides the page script, loaded with it once the page has
  // painted (app/lib/script-files.ts): the portfolio's enlarged view.
  scripts?: ScriptFile[];
  // A tool page whose interactive parts are islands (docs/decisions/0095-islands.md): the name of
  // its entry, app/islands/<name>.island.tsx. In the production build the page is served without
  // React Router's scripts and that entry hydrates its <Island>s; without a browser build
  // (`npm run dev`, the api tests) it hydrates whole like any other page.
  island?: string;
}

/** The island entry a page's routes name, if any. */
export function pageIsland(matches: ReadonlyArray<Pick<UIMatch, "handle">>): string | undefined {
  return matches.map((m) => (m.handle as PageHandle | undefined)?.island).find(Boolean);
}

/** The paths of the script files a page's routes ask for, for <html data-after-paint>. */
export function pageScriptPaths(matches: ReadonlyArray<Pick<UIMatch, "handle">>): string {
  return matches
    .flatMap((m) => (m.handle as PageHandle | undefined)?.scripts ?? [])
    .map((f) => f.path)
    .join(" ");
}

/** False when any route of the page opts out of hydration. */
export function pageHydrates(
  matches: ReadonlyArray<Pick<UIMatch, "handle"> & Partial<Pick<UIMatch, "loaderData">>>,
): boolean {
  return !matches.some((m) => {
    const hydrate = (m.handle as PageHandle | undefined)?.hydrate;
    return hydrate === false || (typeof hydrate === "function" && !hydrate(m.loaderData));
  });
}

/**
 * Whether the page being rendered hydrates. In the browser React only ever runs on a page that
 * hydrates (and stays whichever page it navigates to), so the answer there is always yes; the
 * check is left out of the browser bundle (import.meta.env.SSR is a build-time constant).
 */
export function usePageHydrates(): boolean {
  // biome-ignore lint/correctness/useHookAtTopLevel: the condition is fixed per build (server or browser)
  return import.meta.env.SSR ? pageHydrates(useMatches()) : true;
}
