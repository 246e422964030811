// Speculation Rules (issue 21): pages without hydration have no client router, so a link opens
// a new document. Chromium prerenders a same-site link once the visitor shows intent (moderate
// eagerness: the pointer rests on it, or presses it), so the next page opens at once; browsers
// that only prefetch fetch it instead. Each rule set is rendered inline with the CSP nonce.
//
// Never speculated: the owner's pages and the API (sign-in, logout and other actions live
// there), a visitor's private booking pages, what Cloudflare serves itself (/cdn-cgi: Access
// logout), images and feeds, and the page that confirms a booking. Links to another site never
// match: "/*" is relative to this document's origin. A link can opt out with data-no-speculate.
import { scriptJson } from "./script-json";

export const SPECULATION_EXCLUDED_PATHS = [
  "/admin",
  "/admin/*",
  "/seo-dashboard",
  "/seo-dashboard/*",
  "/api/*",
  "/booking/*",
  "/thank-you",
  "/cdn-cgi/*",
  "/images/*",
  "/*.xml",
] as const;

const where = {
  and: [
    { href_matches: "/*" },
    { not: { href_matches: [...SPECULATION_EXCLUDED_PATHS] } },
    // New tabs and downloads are not this tab's next page.
    {
      not: {
        selector_matches: "[target=_blank], [download], [rel~=nofollow], [data-no-speculate]",
      },
    },
  ],
};

export const SPECULATION_RULES = {
  prerender: [{ source: "document", where, eagerness: "moderate" }],
  prefetch: [{ source: "document", where, eagerness: "moderate" }],
} as const;

/** The rules as inline <script> text (HTML-safe). */
export function speculationRulesSource(): string {
  return scriptJson(SPECULATION_RULES);
}
