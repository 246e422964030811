// The three nested stylesheets (app/page-delivery/server/document-html.ts): content.css inline in the pages served
// without hydration, app.css inline in the other visitors' pages, admin.css (all of it) linked by
// the owner's. Each page's inline stylesheet must style every class the page shows: a class that
// has a rule in the whole stylesheet has one in the page's own too. Each stays within its budget
// (test/support/budgets.ts); each page's headroom is printed after the tests.
import { gzipSync } from "node:zlib";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "~/content/public-pages";
import { classesIn } from "~/page-delivery/server/page-stylesheet";
import { BUDGETS, type BudgetRow, headroomTable } from "../support/budgets";
import {
  baseURL,
  closeBrowser,
  e2eSkipReason,
  launchBrowser,
  openPage,
  signInAsOwner,
} from "./harness/browser";
import { samplePostPath } from "./harness/content-pages";

// The same reading of class attributes the Worker uses to pick a light page's rules.
const classesOf = (html: string) => [...classesIn(html)];

/** A class name as a CSS selector writes it (CSS.escape). */
function cssEscape(name: string): string {
  let out = "";
  for (const [i, ch] of [...name].entries()) {
    if (i === 0 && /[0-9]/.test(ch)) out += `\\${ch.charCodeAt(0).toString(16)} `;
    else if (/[a-zA-Z0-9_-]/.test(ch) || ch.charCodeAt(0) >= 0x80) out += ch;
    else out += `\\${ch}`;
  }
  return out;
}

const hasRule = (css: string, name: string) => {
  const selector = `.${cssEscape(name)}`;
  let at = css.indexOf(selector);
  while (at !== -1) {
    const next = css[at + selector.length];
    if (next === undefined || !/[a-zA-Z0-9_\\-]/.test(next)) return true;
    at = css.indexOf(selector, at + 1);
  }
  return false;
};

const inlineCss = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";

let fullCss = "";

/** The classes a page shows that its own stylesheet does not style. */
function unstyled(html: string): string[] {
  const own = inlineCss(html);
  expect(own.length).toBeGreaterThan(1000);
  return classesOf(html).filter((c) => hasRule(fullCss, c) && !hasRule(own, c));
}

const page = async (path: string) => (await fetch(baseURL() + path)).text();

const rows: BudgetRow[] = [];
const gzipBytes = (css: string) => gzipSync(css).byteLength;

/** A visitor page's inline stylesheet against its kind's budget: content.css or app.css. */
function checkInlineBudget(path: string, html: string) {
  const kind = /<html\b[^>]*data-hydrate="false"/.test(html) ? "content" : "app";
  const bytes = gzipBytes(inlineCss(html));
  rows.push({ page: path, kind: `${kind}.css`, bytes, budget: BUDGETS.css[kind] });
  expect(bytes, `${path}'s inline ${kind}.css, gzip`).toBeLessThanOrEqual(BUDGETS.css[kind]);
}

describe.skipIf(e2eSkipReason())("each page's stylesheet", () => {
  let browser: Browser;
  let owner: { context: BrowserContext; page: Page } | undefined;
  const ownerPage = async (path: string) => (await owner!.page.request.get(path)).text();

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await openPage(browser, {});
    await signInAsOwner(owner.page);
    // The whole stylesheet, as the owner's pages link it.
    const admin = await ownerPage("/admin");
    const href = /<link\b[^>]*rel="stylesheet" href="([^"]+\.css)"/.exec(admin)?.[1];
    expect(href).toMatch(/^\/assets\/admin-[\w-]+\.css$/);
    fullCss = await (await fetch(baseURL() + href)).text();
  });
  afterAll(async () => {
    await closeBrowser(browser, owner?.context);
    if (rows.length) console.log(headroomTable("Stylesheet budgets", rows));
  });

  it.each([...PUBLIC_PAGES.map((p) => p.path), "/thank-you", "/no-such-page"])(
    "styles everything %s shows, within its stylesheet budget",
    async (path) => {
      const html = await page(path);
      expect(unstyled(html)).toEqual([]);
      checkInlineBudget(path, html);
    },
  );

  it("styles everything a blog post shows, within its stylesheet budget", async () => {
    const path = await samplePostPath();
    const html = await page(path);
    expect(unstyled(html)).toEqual([]);
    checkInlineBudget(path, html);
  });

  it("keeps the owner's whole stylesheet within its budget", () => {
    const bytes = gzipBytes(fullCss);
    rows.push({ page: "/admin (linked)", kind: "admin.css", bytes, budget: BUDGETS.css.admin });
    expect(bytes, "admin.css, gzip").toBeLessThanOrEqual(BUDGETS.css.admin);
  });

  it.each(["/blog", "/portfolio", "/contact"])(
    "styles everything %s shows the owner",
    async (path) => {
      expect(unstyled(await ownerPage(path))).toEqual([]);
    },
  );

  it("pages without hydration carry the smaller content stylesheet, hydrated ones the visitors'", async () => {
    const light = inlineCss(await page("/about"));
    const hydrated = inlineCss(await page("/contact"));
    expect(light.length).toBeLessThan(hydrated.length);
    expect(hydrated.length).toBeLessThan(fullCss.length);
  });

  it("finds the rules of what the owner's pages show in the whole stylesheet", async () => {
    // The test's own escaping (cssEscape) must find real rules, or every check above is empty.
    const classes = classesOf(await ownerPage("/admin"));
    const styled = classes.filter((c) => hasRule(fullCss, c));
    expect(styled.length).toBeGreaterThan(classes.length * 0.8);
  });
});
