// The client side of the old site's analytics events. Events go first-party to
// /api/analytics with navigator.sendBeacon: no cookies, no personal data (docs/decisions/0006-analytics.md).
//
// Who sends what, so that nothing is counted twice:
// - The page script (app/page-delivery/browser/page-script.ts, inline on every page, hydrated or not) sends the
//   document's page view, every click on an element marked with `trackClick(...)`, and, on pages
//   served without hydration, the events declared with <PageEvent>.
// - React (hydrated pages only) sends page views of client-side navigations (RouteTracker),
//   <PageEvent>s and what `track()` is called with.

import { isPrivatePath } from "~/content/public-pages";
import type { ANALYTICS_EVENT_NAMES } from "./analytics-schema";
import { isPrivateLinkPath } from "./private-links";

/**
 * Whether a page is traffic: not the owner's pages, not a customer's private link (whose token is
 * their key: docs/decisions/0031-private-links.md). The Worker decides with it whether a page's
 * script sends anything, React whether to track, and /api/analytics whether to store a beacon.
 */
export const isTrackedPath = (path: string) => !isPrivatePath(path) && !isPrivateLinkPath(path);

export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  category?: string;
  label?: string;
  value?: number;
}

/** A page view also says where the visitor came from: see `pageViewReferrer` in page-script.ts. */
export type AnalyticsSend = (
  endpoint: string,
  event: AnalyticsEvent & { referrer?: string },
) => void;

export const ANALYTICS_ENDPOINT = "/api/analytics";

/**
 * Sends one event. Self-contained (no imports, no outer names): the page script inlines its
 * source. A page prerendered by Speculation Rules has not been seen yet, so its events wait until
 * the visitor actually opens it; a prerender never opened sends nothing.
 */
export const sendAnalytics: AnalyticsSend = function sendAnalytics(endpoint, event) {
  const doc = document as Document & { prerendering?: boolean };
  if (doc.prerendering) {
    doc.addEventListener("prerenderingchange", () => sendAnalytics(endpoint, event), {
      once: true,
    });
    return;
  }
  const body = new Blob([JSON.stringify({ ...event, path: location.pathname })], {
    type: "application/json",
  });
  if (!navigator.sendBeacon?.(endpoint, body))
    fetch(endpoint, { method: "POST", body, keepalive: true }).catch(() => {
      // Analytics is best effort; a lost event never disturbs the visitor.
    });
};

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
