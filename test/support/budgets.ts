// Every byte budget the tests hold the site to, in one place (issue #43). The tests that check
// them read them from here and print each page's headroom (`headroomTable`), so a change that
// eats into a budget shows before it fails. Changing a budget on purpose: edit the number here,
// say why in the commit (what grew, and why it is worth it), and run the test named beside it
// (README, "Byte budgets"). Never raise one to make a red build green without that reason.
//
// All sizes are gzip bytes (level 6: Node's default and Cloudflare's edge default), as a browser
// on a slow phone would receive them.

const KB = 1024;

export const BUDGETS = {
  /** JavaScript a page loads, by page kind (test/e2e/js-budget.test.ts). */
  js: {
    /**
     * A light page (served without hydration, issue 21): every script it could run, inline and
     * external, with everything each imports, lazy imports included.
     */
    light: 6 * KB,
    /**
     * An island page (the two tools, /contact and /frame-designer; docs/decisions/0095-islands.md):
     * what it loads up front, React's client included (issue 33 asks 110 KB each).
     */
    island: 110 * KB,
    /**
     * Any other hydrated public page (React Router in the browser): its whole module graph.
     * React 19 plus React Router's runtime alone are about 110 KB, so issue 12's 110 KB cannot hold;
     * this leaves no room for a stray dependency. No public page is of this kind today.
     */
    router: 140 * KB,
    /** A hydrated page's own code, beyond the React / React Router runtime chunks. */
    pageCode: 32 * KB,
  },
  /**
   * A content page's HTML (inline stylesheet and scripts included) plus its response headers: what
   * a server may send before the phone's first acknowledgement, 10 TCP segments of 1,460 bytes
   * (docs/decisions/0093-first-round-trip.md; test/e2e/first-round-trip.test.ts).
   */
  firstRoundTrip: 10 * 1460,
  /**
   * Stylesheets (test/e2e/stylesheets.test.ts), new with issue #43 at about 15-30% above their
   * sizes then (content.css 5.9-7.0 KB, app.css 10.0 KB, admin.css 12.1 KB), so a stray import of
   * a whole library's CSS shows.
   */
  css: {
    /**
     * A light page's inline stylesheet: only the rules of the classes it shows (0093). On the
     * pages in the first round trip it is about half of their bytes.
     */
    content: 8 * KB,
    /** A hydrated visitor page's inline stylesheet (app.css, whole). */
    app: 12 * KB,
    /** admin.css, linked by the owner's pages: the whole stylesheet. */
    admin: 16 * KB,
  },
} as const;

export interface BudgetRow {
  page: string;
  kind: string;
  bytes: number;
  budget: number;
}

/** Each measurement against its budget, the tightest first, as a table for the test's output. */
export function headroomTable(title: string, rows: readonly BudgetRow[]): string {
  const sorted = [...rows].sort((a, b) => a.budget - a.bytes - (b.budget - b.bytes));
  const width = Math.max(4, ...sorted.map((r) => r.page.length));
  const num = (n: number) => n.toLocaleString("en-US").padStart(9);
  const lines = sorted.map(
    (r) =>
      `${r.page.padEnd(width)}  ${r.kind.padEnd(14)}${num(r.bytes)}${num(r.budget)}${num(r.budget - r.bytes)}${r.bytes > r.budget ? "  OVER" : ""}`,
  );
  return [
    `\n${title} (gzip bytes; budgets in test/support/budgets.ts)`,
    `${"page".padEnd(width)}  ${"kind".padEnd(14)}${"bytes".padStart(9)}${"budget".padStart(9)}${"headroom".padStart(9)}`,
    ...lines,
    "",
  ].join("\n");
}
