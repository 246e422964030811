// The JavaScript of every public page, measured on the production build as a browser would fetch
// it, with no admin, editor, chat or chart code in it.
//
// Content pages (issue 21) are served without hydration: all their JavaScript, inline and
// external with everything it imports, stays within the light pages' budget, and they carry
// Speculation Rules.
//
// Hydrated pages (forms, owner tools): what we control is held tightly, the code a page adds
// beyond the React / React Router runtime, and a total that leaves no room for a stray dependency.
//
// The two tools are island pages (docs/decisions/0095-islands.md): no React Router in the browser,
// only React and their islands, from one module script of their island entry. As whole React
// Router pages they were 135.3 and 137.3 KB; as island pages React's client is most of it. What
// they need only now and then (toasts, the map's frame, the external scheduler's tabs) loads on
// first use (test/e2e/lean-tools.test.ts).
//
// The budgets, and why each is what it is: test/support/budgets.ts. Each page's headroom is
// printed after the tests.
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { SPECULATION_EXCLUDED_PATHS } from "~/page-delivery/server/speculation-rules";
import { BUDGETS, type BudgetRow, headroomTable } from "../support/budgets";
import { baseURL, e2eSkipReason } from "./harness/browser";
import { contentPaths, HYDRATED_PATHS } from "./harness/content-pages";

// The island pages; every other hydrated page is a React Router page.
const ISLAND_PATHS = ["/contact", "/frame-designer"];
// React's chunks (jsx-runtime, react-dom, react-dom/client) and React Router's (its client entry
// and its runtime, the chunk named after its components module).
const REACT_ROUTER_CHUNK = /\/assets\/(entry\.client|components)-[\w-]+\.js$/;
const RUNTIME_CHUNK =
  /\/assets\/(entry\.client|components|jsx-runtime|react-dom|client)-[\w-]+\.js$/;

// Text that only admin-side code contains; none of it may reach a visitor's browser.
const ADMIN_ONLY_MARKERS = [
  "Use spending limits",
  "Needs your attention",
  "Publish All Drafts",
  "Bulk Upload Images",
  "What this screen is connected to",
  "Confirm Appointment",
];

// Static imports in (minified) module code: `from"./x.js"`, `import"./x.js"`; not `import("./x.js")`,
// which is a lazy chunk loaded on demand.
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g;
const OWN_SCRIPT_FILE = /\/scripts\/[a-z]+-[0-9a-f]{8}\.js/g;
// Any import, lazy ones included: for a content page, everything it could load counts.
const ANY_IMPORT = /(?:\bfrom|\bimport\s*\(?)\s*["']([^"']+\.js)["']/g;

/**
 * The JS a page runs on load (or, for an island page, once touched): the module graph of its
 * module scripts, inline (React Router's) or a file (an island entry's), entry included.
 */
async function initialScripts(path: string): Promise<string[]> {
  const html = await (await fetch(baseURL() + path)).text();
  const modules = [...html.matchAll(/<script\b([^>]*type="module"[^>]*)>([\s\S]*?)<\/script>/g)];
  const inline = modules.map((m) => m[2]!).join("\n");
  const seeds = [...inline.matchAll(STATIC_IMPORT)].map((m) => m[1]!);
  for (const [, attrs] of modules) {
    const src = /\bsrc="([^"]+)"/.exec(attrs!)?.[1];
    if (src) seeds.push(src);
  }
  // An island page's entry, imported by its wake on the first touch
  // (app/page-delivery/browser/island-wake.ts): what the page runs once the visitor touches it.
  for (const m of html.matchAll(/"entry":"([^"]+)"/g)) seeds.push(m[1]!);
  // React Router starts hydration with an immediate import() of the client entry.
  for (const m of inline.matchAll(/import\("([^"]+entry\.client[^"]+\.js)"\)/g)) seeds.push(m[1]!);
  const seen = new Set<string>();
  const queue = seeds.map((s) => new URL(s, baseURL()).pathname);
  while (queue.length) {
    const src = queue.shift()!;
    if (seen.has(src)) continue;
    seen.add(src);
    const code = await (await fetch(baseURL() + src)).text();
    for (const m of code.matchAll(STATIC_IMPORT))
      queue.push(new URL(m[1]!, baseURL() + src).pathname);
  }
  return [...seen];
}

const rows: BudgetRow[] = [];
afterAll(() => {
  if (rows.length) console.log(headroomTable("JavaScript budgets", rows));
});

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

describe.skipIf(e2eSkipReason())("JavaScript budget of hydrated public pages", () => {
  it.each(HYDRATED_PATHS)("%s stays within the JS budget, none of it admin code", async (path) => {
    const scripts = await initialScripts(path);
    expect(scripts.length).toBeGreaterThan(0);
    let total = 0;
    let pageCode = 0;
    const sizes: string[] = [];
    for (const src of scripts) {
      const res = await fetch(new URL(src, baseURL()));
      expect(res.status, src).toBe(200);
      // Hashed build output is cached for a year (public/_headers).
      expect(res.headers.get("cache-control"), src).toBe("public, max-age=31536000, immutable");
      const body = await res.text();
      const gz = gzipSync(body).byteLength;
      total += gz;
      if (!RUNTIME_CHUNK.test(src)) pageCode += gz;
      sizes.push(`${src} ${(gz / 1024).toFixed(1)} KB`);
      for (const marker of ADMIN_ONLY_MARKERS)
        expect(body.includes(marker), `${src} contains "${marker}"`).toBe(false);
    }
    const island = ISLAND_PATHS.includes(path);
    const kind = island ? "island" : "router";
    rows.push(
      { page: path, kind, bytes: total, budget: BUDGETS.js[kind] },
      { page: path, kind: "page code", bytes: pageCode, budget: BUDGETS.js.pageCode },
    );
    if (island) {
      // An island page: React without React Router (docs/decisions/0095-islands.md).
      expect(scripts.filter((s) => REACT_ROUTER_CHUNK.test(s))).toEqual([]);
      expect(scripts.filter((s) => RUNTIME_CHUNK.test(s))).toHaveLength(3);
    } else expect(scripts.filter((s) => RUNTIME_CHUNK.test(s))).toHaveLength(5);
    expect(pageCode, sizes.join("\n")).toBeLessThanOrEqual(BUDGETS.js.pageCode);
    expect(total, sizes.join("\n")).toBeLessThanOrEqual(BUDGETS.js[kind]);
  });
});

interface ScriptTag {
  attrs: string;
  body: string;
}

const scriptTags = (html: string): ScriptTag[] =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({
    attrs: m[1]!,
    body: m[2]!,
  }));

const attr = (attrs: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1] ?? null;

/**
 * Everything a page could run, gzip-sized: each inline script (JSON-LD data aside; Speculation
 * Rules count, to be strict) and each external script or module preload with every module it
 * imports, statically or lazily.
 */
async function pageJavaScript(html: string): Promise<{ total: number; parts: string[] }> {
  const parts: string[] = [];
  let total = 0;
  const add = (label: string, code: string) => {
    const gz = gzipSync(code).byteLength;
    total += gz;
    parts.push(`${label}: ${gz} B gzip`);
  };
  const queue: string[] = [];
  for (const tag of scriptTags(html)) {
    if (attr(tag.attrs, "type") === "application/ld+json") continue;
    const src = attr(tag.attrs, "src");
    if (src) queue.push(new URL(src, baseURL()).pathname);
    else {
      add(`inline ${attr(tag.attrs, "type") ?? "script"}`, tag.body);
      for (const m of tag.body.matchAll(ANY_IMPORT)) queue.push(new URL(m[1]!, baseURL()).pathname);
      // Our own files, loaded by an inline script after the first paint (app/page-delivery/server/after-paint.ts).
      for (const m of tag.body.matchAll(OWN_SCRIPT_FILE)) queue.push(m[0]);
    }
  }
  for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    queue.push(new URL(m[1]!, baseURL()).pathname);
  const seen = new Set<string>();
  while (queue.length) {
    const src = queue.shift()!;
    if (seen.has(src)) continue;
    seen.add(src);
    const code = await (await fetch(baseURL() + src)).text();
    add(src, code);
    for (const m of code.matchAll(ANY_IMPORT)) queue.push(new URL(m[1]!, baseURL() + src).pathname);
  }
  return { total, parts };
}

const paths = await contentPaths();

describe.skipIf(e2eSkipReason())("content pages without hydration", () => {
  it.each(paths)(
    `%s runs at most ${kb(BUDGETS.js.light)} of JavaScript (gzip), all of it our own`,
    async (path) => {
      const res = await fetch(baseURL() + path);
      expect(res.status).toBe(200);
      const html = await res.text();
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
      expect(nonce).toBeTruthy();

      const { total, parts } = await pageJavaScript(html);
      rows.push({ page: path, kind: "light", bytes: total, budget: BUDGETS.js.light });
      expect(total, parts.join("\n")).toBeLessThanOrEqual(BUDGETS.js.light);
      // No React: no module scripts, no preloads, no hydration data; the page says so.
      expect(html).not.toMatch(/type="module"|rel="modulepreload"|__reactRouterContext/);
      expect(html).toMatch(/<html\b[^>]*data-hydrate="false"/);
      // Every script but JSON-LD carries the nonce; one of them loads the page script, a file of
      // our own (app/page-delivery/server/after-paint.ts), once the page has painted, telling it that the page does
      // not hydrate.
      const executable = scriptTags(html).filter(
        (t) => attr(t.attrs, "type") !== "application/ld+json",
      );
      for (const tag of executable) expect(attr(tag.attrs, "nonce")).toBe(nonce);
      expect(executable.every((t) => !attr(t.attrs, "src"))).toBe(true);
      // Its hash is of the built text, which the test's own build of the module does not share.
      const loader = executable.find((t) => /"\/scripts\/page-[0-9a-f]{8}\.js"/.test(t.body));
      expect(loader?.body).toContain('"hydrated":"false"');
      expect(loader?.body).toContain("requestAnimationFrame");
      const src = /\/scripts\/page-[0-9a-f]{8}\.js/.exec(loader!.body)![0];
      const file = await fetch(baseURL() + src);
      expect(file.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(await file.text()).toContain("data-site-header");
    },
  );

  it.each(paths)(
    "%s has Speculation Rules for same-site links, never the owner's or the API",
    async (path) => {
      const html = await (await fetch(baseURL() + path)).text();
      const rules = scriptTags(html).filter((t) => attr(t.attrs, "type") === "speculationrules");
      expect(rules).toHaveLength(1);
      const parsed = JSON.parse(rules[0]!.body) as Record<
        string,
        Array<{ source: string; eagerness: string; where: unknown }>
      >;
      expect(Object.keys(parsed).sort()).toEqual(["prefetch", "prerender"]);
      for (const rule of [...parsed.prerender!, ...parsed.prefetch!]) {
        expect(rule).toMatchObject({ source: "document", eagerness: "moderate" });
        expect(rule.where).toEqual({
          and: [
            { href_matches: "/*" },
            { not: { href_matches: expect.arrayContaining([...SPECULATION_EXCLUDED_PATHS]) } },
            { not: { selector_matches: expect.stringContaining("[target=_blank]") } },
          ],
        });
      }
      for (const excluded of ["/admin", "/admin/*", "/api/*", "/seo-dashboard", "/booking/*"])
        expect(SPECULATION_EXCLUDED_PATHS).toContain(excluded);
    },
  );
});
