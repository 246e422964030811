// How an analytics event leaves the browser (docs/decisions/0006-analytics.md): the beacon alone,
// apart from ./analytics.ts, because the page script of every page imports it. What two browser
// entries share becomes a file of its own, and the page script's should hold only this.
import type { ANALYTICS_EVENT_NAMES } from "./analytics-schema";

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
 * Sends one event. A page prerendered by Speculation Rules has not been seen yet, so its events
 * wait until the visitor actually opens it; a prerender never opened sends nothing.
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
