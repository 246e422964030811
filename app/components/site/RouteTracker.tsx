import { useEffect } from "react";
import { useLocation } from "react-router";
import { PRIVATE_PATH_PREFIXES } from "~/content/public-pages";
import { track } from "~/lib/analytics";

/**
 * A first-party page view on every route change (spec.md section 2). Scrolling is left to
 * <ScrollRestoration>: the top for a new page, the element of a #fragment (Book Consultation
 * lands on #book), the old position on Back.
 */
export function RouteTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!PRIVATE_PATH_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`))) {
      track({ name: "page_view", category: "navigation", label: pathname });
    }
  }, [pathname]);
  return null;
}
