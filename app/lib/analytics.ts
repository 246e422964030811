// The one client function for spec.md section 7's analytics events. Events go first-party to
// /api/analytics with navigator.sendBeacon: no cookies, no personal data (decisions.md section 6).

import type { ANALYTICS_EVENT_NAMES } from "./analytics-schema";

export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  category?: string;
  label?: string;
  value?: number;
}

export const ANALYTICS_ENDPOINT = "/api/analytics";

export function track(event: AnalyticsEvent): void {
  if (typeof navigator === "undefined") return;
  const payload = JSON.stringify({
    ...event,
    path: location.pathname,
    referrer: event.name === "page_view" && document.referrer ? document.referrer : undefined,
  });
  const blob = new Blob([payload], { type: "application/json" });
  if (!navigator.sendBeacon?.(ANALYTICS_ENDPOINT, blob)) {
    fetch(ANALYTICS_ENDPOINT, { method: "POST", body: blob, keepalive: true }).catch(() => {
      // Analytics is best effort; a lost event never disturbs the visitor.
    });
  }
}
