// The one client function for spec.md section 7's analytics events. Events go first-party to
// /api/analytics with navigator.sendBeacon: no cookies, no personal data (decisions.md section 6).

export type AnalyticsEventName =
  | "page_view"
  | "page_not_found"
  | "mobile_menu_toggle"
  | "navigation_click"
  | "book_consultation_click"
  | "footer_link_click"
  | "social_media_click"
  | "service_click"
  | "cta_click"
  | "contact_form_submit"
  | "contact_form_success"
  | "contact_form_error"
  | "blog_click"
  | "blog_post_action"
  | "appointment_booked";

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
