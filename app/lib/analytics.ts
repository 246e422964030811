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

// document.referrer says how this document was reached and keeps saying it through every
// client-side navigation after it, so only the first page view of the document is the arrival.
let arrivalRecorded = false;

function pageViewReferrer(): string | undefined {
  const navigation = performance.getEntriesByType?.("navigation")[0] as
    | PerformanceNavigationTiming
    | undefined;
  // A reload is the same visit, not a new arrival from wherever the visitor first came.
  const arrival = !arrivalRecorded && navigation?.type !== "reload";
  arrivalRecorded = true;
  if (arrival) return document.referrer || undefined;
  // Later pages were reached from this site, as a full page load between them would report.
  return location.origin;
}

export function track(event: AnalyticsEvent): void {
  if (typeof navigator === "undefined") return;
  const payload = JSON.stringify({
    ...event,
    path: location.pathname,
    referrer: event.name === "page_view" ? pageViewReferrer() : undefined,
  });
  const blob = new Blob([payload], { type: "application/json" });
  if (!navigator.sendBeacon?.(ANALYTICS_ENDPOINT, blob)) {
    fetch(ANALYTICS_ENDPOINT, { method: "POST", body: blob, keepalive: true }).catch(() => {
      // Analytics is best effort; a lost event never disturbs the visitor.
    });
  }
}
