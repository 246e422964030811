import { useEffect } from "react";

/**
 * Owner emails link to one record (/admin/messages#message-7, docs/decisions/0058-branded-email-layout.md).
 * The list loads after the page, so the browser's own jump to the anchor finds nothing: once
 * `ready`, this scrolls to the element and moves focus to it, once per address.
 */
export function useHashTarget(ready: boolean) {
  useEffect(() => {
    if (!ready || !window.location.hash) return;
    const el = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (!el) return;
    if (!el.hasAttribute("tabindex")) el.setAttribute("tabindex", "-1");
    el.scrollIntoView({ block: "start" });
    el.focus({ preventScroll: true });
  }, [ready]);
}
