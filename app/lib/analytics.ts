// The client side of the old site's analytics events. Events go first-party to
// /api/analytics with navigator.sendBeacon: no cookies, no personal data (docs/decisions/0006-analytics.md).
//
// Who sends what, so that nothing is counted twice:
// - The page script (app/page-delivery/browser/page-script.ts, loaded by every page, hydrated or not) sends the
//   document's page view, every click on an element marked with `trackClick(...)`, and, on pages
//   served without hydration, the events declared with <PageEvent>.
// - React (hydrated pages only) sends page views of client-side navigations (RouteTracker),
//   <PageEvent>s and what `track()` is called with.

import { isPrivatePath } from "~/content/public-pages";
import { ANALYTICS_ENDPOINT, type AnalyticsEvent, sendAnalytics } from "./analytics-beacon";
import { isPrivateLinkPath } from "./private-links";

/**
 * Whether a page is traffic: not the owner's pages, not a customer's private link (whose token is
 * their key: docs/decisions/0031-private-links.md). The Worker decides with it whether a page's
 * script sends anything, React whether to track, and /api/analytics whether to store a beacon.
 */
export const isTrackedPath = (path: string) => !isPrivatePath(path) && !isPrivateLinkPath(path);

export type { AnalyticsEvent } from "./analytics-beacon";

export function track(event: AnalyticsEvent): void {
  if (typeof navigator === "undefined" || !isTrackedPath(location.pathname)) return;
  // React sends page views only for client-side navigations, which stay on this site: like a
  // full page load between two of its pages, they name this site as the referrer.
  sendAnalytics(
    ANALYTICS_ENDPOINT,
    event.name === "page_view" ? { ...event, referrer: location.origin } : event,
  );
}

/**
 * Marks a link or button so a click on it sends `event`, with or without hydration (the page
 * script listens for clicks on the whole document). Spread it on the element:
 * `<Link to="/contact" {...trackClick({ name: "cta_click", label: "Get a Quote" })}>`.
 * Written `name|category|label` rather than as JSON: the header and footer carry some thirty of
 * them on every page, whose HTML must fit the first round trip
 * (docs/decisions/0093-first-round-trip.md). The page script reads it back (a label may hold `|`).
 */
export function trackClick(event: Omit<AnalyticsEvent, "value">): { "data-track": string } {
  return { "data-track": [event.name, event.category ?? "", event.label ?? ""].join("|") };
}
