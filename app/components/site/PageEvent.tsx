// An analytics event a page sends when it is shown (as on the old site: the thank-you page's
// appointment_booked, a missing post's page_not_found). On a page served without hydration the
// page script sends it; on a hydrated page (or after a client-side navigation) React does.
import { useEffect } from "react";
import { type AnalyticsEvent, track } from "~/lib/analytics";

export function PageEvent({ event }: { event: AnalyticsEvent }) {
  const json = JSON.stringify(event);
  useEffect(() => track(JSON.parse(json)), [json]);
  return <span hidden data-page-event={json} />;
}
