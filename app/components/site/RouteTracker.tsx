import { useEffect } from "react";
import { useLocation } from "react-router";
import { isTrackedPath, track } from "~/lib/analytics";

// The page script reports the document's own page view (app/lib/analytics.ts says who sends what).
let documentPageViewSent = false;

/**
 * A first-party page view on every client-side route change (docs/decisions/0016-kept-from-the-old-site.md). Scrolling is
 * left to <ScrollRestoration>: the top for a new page, the element of a #fragment (Book
 * Consultation lands on #book), the old position on Back.
 */
export function RouteTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!documentPageViewSent) {
      documentPageViewSent = true;
      return;
    }
    if (isTrackedPath(pathname))
      track({ name: "page_view", category: "navigation", label: pathname });
  }, [pathname]);
  return null;
}
