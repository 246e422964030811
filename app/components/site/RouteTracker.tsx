import { useEffect } from "react";
import { useLocation } from "react-router";
import { isPrivatePath } from "~/content/public-pages";
import { track } from "~/lib/analytics";

// The page script reports the document's own page view (app/lib/analytics.ts says who sends what).
let documentPageViewSent = false;

/** On every route change: back to the top, and a first-party page view (spec.md section 2). */
export function RouteTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    if (!documentPageViewSent) {
      documentPageViewSent = true;
      return;
    }
    if (!isPrivatePath(pathname))
      track({ name: "page_view", category: "navigation", label: pathname });
  }, [pathname]);
  return null;
}
