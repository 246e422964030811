// How a page runs in the browser: one key, `browser`, in its route's `handle`
// (docs/decisions/0101-page-delivery.md; the diagram is in docs/architecture.md):
//
//     export const handle: PageHandle = { browser: "light" };
//     export const handle: PageHandle = { browser: { light: ["gallery"] } };
//     export const handle: PageHandle = { browser: { island: "contact" } };
//     export const handle: PageHandle = { browser: "router" }; // what a route declaring nothing gets
//
// - "light": plain server-rendered HTML. No React, no React Router; the page script
//   (app/page-delivery/browser/page-script.ts) and the Speculation Rules only. Its links are
//   ordinary links; anything else it needs from the browser is in the page script or in a light
//   module it names: `{ light: ["gallery"] }` (the modules of LIGHT_MODULES, loaded with the page
//   script once the page has painted).
// - `{ island: name }`: a tool page whose interactive parts are islands: served like a light page,
//   plus its island entry app/page-delivery/browser/islands/<name>.island.tsx, which hydrates its
//   <Island>s with React alone.
// - "router": React Router's client hydrates the whole page and navigates in place (the owner's
//   screens, /booking, the 404).
// - A function of the route's loader data returning one of these: decided per request (a page
//   light for visitors that brings a tool to the signed-in owner).
//
// The deepest route of a page that declares `browser` decides; a page none declares gets "router".
import { type UIMatch, useMatches } from "react-router";

/** The light modules a light page can name, app/page-delivery/browser/<file>. */
export const LIGHT_MODULES = ["gallery"] as const;
export type LightModule = (typeof LIGHT_MODULES)[number];

export type PageBrowser = "light" | "router" | { light: LightModule[] } | { island: string };

export interface PageHandle {
  browser?: PageBrowser | ((loaderData: unknown) => PageBrowser);
}

/** How a page runs, resolved: what root.tsx and the Worker act on. */
export type PageMode =
  | { mode: "light"; modules: LightModule[] }
  | { mode: "island"; island: string }
  | { mode: "router" };

type Match = Pick<UIMatch, "handle"> & Partial<Pick<UIMatch, "loaderData">>;

/** The mode the page's routes declare (the deepest declaration wins; none: the router). */
export function pageMode(matches: ReadonlyArray<Match>): PageMode {
  for (const match of [...matches].reverse()) {
    const declared = (match.handle as PageHandle | null | undefined)?.browser;
    if (declared === undefined) continue;
    const browser = typeof declared === "function" ? declared(match.loaderData) : declared;
    if (browser === "light") return { mode: "light", modules: [] };
    if (browser === "router") return { mode: "router" };
    if (typeof browser === "object" && browser && "island" in browser)
      return { mode: "island", island: browser.island };
    if (typeof browser === "object" && browser && "light" in browser)
      return { mode: "light", modules: [...browser.light] };
    return { mode: "router" };
  }
  return { mode: "router" };
}

/** False when the page is served without React Router's client. */
export function pageHydrates(matches: ReadonlyArray<Match>): boolean {
  return pageMode(matches).mode === "router";
}

/**
 * The page's mode while it is rendered. In the browser React only ever runs on a page React
 * Router hydrates (and stays so whichever page it navigates to) or inside an island, so the
 * answer there is always the router; the check is left out of the browser bundle
 * (import.meta.env.SSR is a build-time constant).
 */
export function usePageMode(): PageMode {
  // biome-ignore lint/correctness/useHookAtTopLevel: the condition is fixed per build (server or browser)
  return import.meta.env.SSR ? pageMode(useMatches()) : { mode: "router" };
}
