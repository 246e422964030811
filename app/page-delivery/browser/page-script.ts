// The page script: the little JavaScript every page runs (issue 21).
// Content pages are served without hydration (app/page-delivery/server/page-handle.ts), so what they need from
// the browser lives here, written against the DOM the server renders, and works the same on
// hydrated pages (where React leaves these elements and attributes alone):
// - the header: data-scrolled past SCROLL_THRESHOLD px; the mobile menu (a <details>, so it
//   opens without any script) closes on Escape (focus back on its toggle), on a link in it and
//   on a click elsewhere;
// - analytics: the document's page view, clicks on elements marked with trackClick(), and on
//   pages without hydration the <PageEvent>s (analytics.ts says who sends what); none of it on a
//   page that is not traffic (the owner's, a customer's private link);
// - [data-share] buttons: the device's share sheet, else the link copied.
//
// A module of the browser build (app/page-delivery/server/browser-modules-plugin.ts), served as
// /scripts/page-<hash>.js and loaded by every page once it has painted.
import {
  ANALYTICS_ENDPOINT,
  type AnalyticsEvent,
  type AnalyticsSend,
  sendAnalytics,
} from "~/lib/analytics-beacon";

// The header turns more opaque past 100 px of scroll (docs/decisions/0016-kept-from-the-old-site.md).
export const SCROLL_THRESHOLD = 100;
// How long the share button's "Copied!" stays.
export const SHARE_STATUS_MS = 4000;

export interface PageScriptConfig {
  endpoint: string;
  scrollThreshold: number;
  shareStatusMs: number;
  // Whether the page counts as traffic: its page view and every event on it. False on the owner's
  // pages and on a customer's private link (./analytics.ts, isTrackedPath): nothing is sent.
  pageView: boolean;
  // False on pages served without hydration: the script then also sends their <PageEvent>s.
  hydrated: boolean;
}

/** What a [data-share] button carries. */
export interface ShareData {
  title: string;
  text: string;
  slug: string;
}

export function pageScript(config: PageScriptConfig, send: AnalyticsSend): void {
  const doc = document;
  const report = (event: AnalyticsEvent & { referrer?: string }) => {
    if (config.pageView) send(config.endpoint, event);
  };

  if (config.pageView) {
    // Only a new navigation is an arrival from document.referrer. A reload, or coming back with
    // the Back button, is the same visit: the page was reached from this site.
    const nav = performance.getEntriesByType("navigation")[0] as
      | PerformanceNavigationTiming
      | undefined;
    const arrival = !nav || nav.type === "navigate";
    // Only the referrer's origin leaves the page: the Worker keeps no more than its host, and a
    // path may be someone's private link (the page before may have been their order page).
    report({
      name: "page_view",
      category: "navigation",
      label: location.pathname,
      referrer: arrival
        ? (doc.referrer && new URL(doc.referrer).origin) || undefined
        : location.origin,
    });
    if (!config.hydrated)
      for (const el of doc.querySelectorAll<HTMLElement>("[data-page-event]"))
        report(JSON.parse(el.dataset.pageEvent ?? "{}"));
  }

  const header = doc.querySelector<HTMLElement>("[data-site-header]");
  if (header) {
    const onScroll = () => {
      const scrolled = String(scrollY > config.scrollThreshold);
      if (header.dataset.scrolled !== scrolled) header.dataset.scrolled = scrolled;
    };
    onScroll();
    addEventListener("scroll", onScroll, { passive: true });
  }

  const menu = doc.querySelector<HTMLDetailsElement>("details[data-menu]");
  const toggle = menu?.querySelector("summary");
  if (menu && toggle) {
    menu.addEventListener("toggle", () =>
      report({
        name: "mobile_menu_toggle",
        category: "header",
        label: menu.open ? "open" : "close",
      }),
    );
    doc.addEventListener("keydown", (e) => {
      if (e.key !== "Escape" || !menu.open) return;
      menu.open = false;
      toggle.focus();
    });
    // Closed on a link in it (the page may come back from the back/forward cache) and on a
    // click anywhere else; the toggle itself is the browser's.
    doc.addEventListener("click", (e) => {
      const target = e.target as Element;
      if (menu.open && (!menu.contains(target) || target.closest("a"))) menu.open = false;
    });
  }

  doc.addEventListener("click", async (e) => {
    const target = e.target as Element;
    // `name|category|label`, as trackClick() in ./analytics.ts writes it.
    const tracked = target.closest<HTMLElement>("[data-track]");
    if (tracked) {
      const [name, category, ...label] = (tracked.dataset.track ?? "").split("|");
      report({
        name: name as AnalyticsEvent["name"],
        category: category || undefined,
        label: label.join("|") || undefined,
      });
    }

    const button = target.closest<HTMLElement>("[data-share]");
    if (!button) return;
    const { title, text, slug } = JSON.parse(button.dataset.share ?? "{}") as ShareData;
    const url = location.href;
    const status = button.parentElement?.querySelector<HTMLElement>("[role=status]");
    const show = (message: string, ok: boolean) => {
      if (!status) return;
      status.textContent = message;
      status.dataset.tone = ok ? "success" : "danger";
      setTimeout(() => {
        if (status.textContent === message) status.textContent = "";
      }, config.shareStatusMs);
    };
    if (navigator.share) {
      try {
        await navigator.share({ title, text, url });
        report({ name: "blog_post_action", category: "share", label: slug });
        return;
      } catch (err) {
        // The person closed the share sheet: nothing to report.
        if (err instanceof DOMException && err.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      show("Copied!", true);
      report({ name: "blog_post_action", category: "copy link", label: slug });
    } catch {
      show("Failed to copy content", false);
    }
  });

  if (!config.hydrated) doc.documentElement.dataset.pageScript = "ready";
}

/**
 * What the after-paint loader calls (app/page-delivery/server/after-paint.ts) with the `data` the
 * Worker wrote for this page: whether it hydrates and whether it counts as a page view.
 */
export default function run(data: { hydrated?: string; pageView?: string }): void {
  pageScript(
    pageScriptConfig({ hydrated: data.hydrated === "true", pageView: data.pageView === "true" }),
    sendAnalytics,
  );
}

function pageScriptConfig(page: { hydrated: boolean; pageView: boolean }): PageScriptConfig {
  return {
    endpoint: ANALYTICS_ENDPOINT,
    scrollThreshold: SCROLL_THRESHOLD,
    shareStatusMs: SHARE_STATUS_MS,
    ...page,
  };
}
