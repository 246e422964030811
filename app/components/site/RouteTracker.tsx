import { useEffect } from "react";
import { useLocation } from "react-router";
import { PRIVATE_PATH_PREFIXES } from "~/content/public-pages";
import { track } from "~/lib/analytics";

/** On every route change: back to the top, and a first-party page view (spec.md section 2). */
export function RouteTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    if (!PRIVATE_PATH_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`))) {
      track({ name: "page_view", category: "navigation", label: pathname });
    }
  }, [pathname]);
  return null;
}
