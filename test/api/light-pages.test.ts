// How pages are served (issue 21): content pages as plain HTML with only the page script and
// Speculation Rules; pages with forms or owner tools hydrated as before. The browser side is in
// test/e2e/light-pages.test.ts and test/e2e/js-budget.test.ts.
import { describe, expect, it } from "vitest";
import { asOwner, json, request } from "./helpers";

const nonceOf = (res: Response) =>
  /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];

interface Script {
  attrs: string;
  body: string;
}

const scripts = (html: string): Script[] =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .map((m) => ({ attrs: m[1]!, body: m[2]! }))
    // Data, never run: JSON-LD and an island's props (docs/decisions/0095-islands.md).
    .filter((s) => !/type="application\/(ld\+)?json"/.test(s.attrs));

// A light module's address: its built file, or (these tests run without a browser build, as
// `npm run dev` does) its source file, which Vite's dev server serves
// (app/page-delivery/server/browser-modules-plugin.ts).
const moduleSrc = (name: string, source: string) =>
  new RegExp(
    `^(/scripts/${name}-[0-9a-f]{8}\\.js|/app/page-delivery/browser/${source.replace(".", "\\.")})$`,
  );
const PAGE_SRC = moduleSrc("page", "page-script.ts");
const PAGE_SRC_IN_HTML = /"src":"(\/scripts\/page-|\/app\/page-delivery\/browser\/page-script\.ts)/;

/** The one inline script that loads our light modules after the first paint, and those modules. */
function scriptLoader(html: string) {
  const loaders = scripts(html).filter((s) => PAGE_SRC_IN_HTML.test(s.body));
  expect(loaders).toHaveLength(1);
  const files = JSON.parse(/\)\((\[[\s\S]*\])\)$/.exec(loaders[0]!.body)?.[1] ?? "null") as Array<{
    src: string;
    data?: Record<string, string>;
  }>;
  return { loader: loaders[0]!, files };
}

/** What the page script is told (its element's data- attributes), as booleans. */
function pageScriptConfig(html: string) {
  const { files } = scriptLoader(html);
  // The page script comes last, so that its ready mark means every file has run.
  const page = files.at(-1);
  expect(page?.src).toMatch(PAGE_SRC);
  return { hydrated: page?.data?.hydrated === "true", pageView: page?.data?.pageView === "true" };
}

async function load(path: string, init?: () => Promise<Response>) {
  const res = init ? await init() : await request(path);
  return { res, html: await res.text() };
}

describe("pages served without hydration", () => {
  it.each([
    "/",
    "/about",
    "/services",
    "/fine-art-printing",
    "/thank-you",
    "/blog",
    "/frame-shops-houston",
    "/blog/caring-for-framed-art-in-houston-humidity",
  ])(
    "%s carries no React scripts, only the page script and Speculation Rules with the nonce",
    async (path) => {
      const { res, html } = await load(path);
      expect(res.status).toBe(200);
      expect(html).toMatch(/<html\b[^>]*data-hydrate="false"/);
      expect(html).not.toMatch(/type="module"|rel="modulepreload"|__reactRouterContext/);
      const nonce = nonceOf(res);
      const all = scripts(html);
      expect(all.map((s) => s.attrs.trim())).toEqual([
        `nonce="${nonce}"`,
        `type="speculationrules" nonce="${nonce}"`,
      ]);
      expect(pageScriptConfig(html)).toMatchObject({ hydrated: false, pageView: true });
      // At the very end of the body, after the footer.
      expect(html.indexOf("</footer>")).toBeLessThan(html.search(PAGE_SRC_IN_HTML));
      expect(html).toMatch(/<\/script><\/body><\/html>$/);
    },
  );

  it("/portfolio carries no React scripts, only the page script, its gallery script and Speculation Rules", async () => {
    const { res, html } = await load("/portfolio");
    expect(res.status).toBe(200);
    expect(html).toMatch(/<html\b[^>]*data-hydrate="false"/);
    expect(html).not.toMatch(/type="module"|rel="modulepreload"|__reactRouterContext/);
    const nonce = nonceOf(res);
    const all = scripts(html);
    expect(all.length).toBe(2);
    for (const s of all) expect(s.attrs).toContain(`nonce="${nonce}"`);
    expect(all.filter((s) => s.attrs.includes('type="speculationrules"'))).toHaveLength(1);
    // The gallery's file first, then the page script.
    expect(scriptLoader(html).files.map((f) => f.src)).toEqual([
      expect.stringMatching(moduleSrc("gallery", "gallery-script.ts")),
      expect.stringMatching(PAGE_SRC),
    ]);
    expect(pageScriptConfig(html)).toMatchObject({ hydrated: false, pageView: true });
  });

  it("serves the owner's preview of a draft post without hydration too", async () => {
    const created = await asOwner(
      "/api/blog/posts",
      json({
        title: "A draft about linen mats",
        slug: "a-draft-about-linen-mats",
        excerpt: "Why a linen mat suits a botanical print, and when it does not.",
        category: "Tips",
        keywords: "linen mat",
        content: "## Linen\n\nA texture that frames without shouting.",
      }),
    );
    expect(created.status).toBe(201);
    const { res, html } = await load("", () => asOwner("/blog/a-draft-about-linen-mats"));
    expect(res.status).toBe(200);
    expect(html).toContain("Only you can see this page");
    expect(html).toMatch(/data-hydrate="false"/);
    expect(html).not.toMatch(/type="module"/);
    expect(pageScriptConfig(html)).toMatchObject({ hydrated: false, pageView: true });
  });

  it("declares a missing post's page_not_found for the page script to send", async () => {
    const { res, html } = await load("/blog/no-such-post");
    expect(res.status).toBe(404);
    expect(html).toMatch(/data-hydrate="false"/);
    const declared = /data-page-event="([^"]*)"/.exec(html)?.[1]?.replaceAll("&quot;", '"');
    expect(JSON.parse(declared ?? "null")).toEqual({
      name: "page_not_found",
      category: "blog",
      label: "/blog/no-such-post",
    });
  });

  it("gives a cached copy the new request's nonce in every script", async () => {
    await (await request("/shadowbox-framing")).text();
    const hit = await request("/shadowbox-framing");
    expect(hit.headers.get("Cache-Status")).toContain("hit");
    const html = await hit.text();
    for (const s of scripts(html)) expect(s.attrs).toContain(`nonce="${nonceOf(hit)}"`);
  });
});

describe("island pages", () => {
  // The two tools are island pages (docs/decisions/0095-islands.md), in these tests as in `npm run
  // dev` and the production build (test/e2e/js-budget.test.ts checks their built files there).
  it.each([
    ["/contact", "contact"],
    ["/frame-designer", "frame-designer"],
  ])(
    "%s runs its island entry on the first touch, no React Router, the page script and Speculation Rules",
    async (path, island) => {
      const { res, html } = await load(path);
      expect(res.status).toBe(200);
      expect(html).toMatch(new RegExp(`<html\\b[^>]*data-islands="${island}"`));
      expect(html).not.toMatch(/data-hydrate=|__reactRouterContext/);
      // No module runs with the page: the wake (a light module) imports the entry on the first
      // touch of an island (app/page-delivery/browser/island-wake.ts).
      expect(scripts(html).filter((s) => s.attrs.includes('type="module"'))).toEqual([]);
      expect(html).toMatch(/"src":"[^"]*\/(scripts\/wake-[0-9a-f]{8}\.js|island-wake\.ts)"/);
      expect(html).toMatch(
        new RegExp(
          `"entry":"(/assets/${island}\\.island-[\\w-]+\\.js|/@id/__x00__virtual:browser-modules/dev-island/${island})"`,
        ),
      );
      expect(pageScriptConfig(html)).toMatchObject({ hydrated: false, pageView: true });
      expect(html).toContain("speculationrules");
      for (const s of scripts(html)) expect(s.attrs).toContain(`nonce="${nonceOf(res)}"`);
    },
  );
});

describe("pages that hydrate", () => {
  it("the owner's pages send no page view", async () => {
    const { html } = await load("/admin", () => asOwner("/admin"));
    expect(html).toMatch(/<script\b[^>]*type="module"/);
    expect(pageScriptConfig(html)).toMatchObject({ hydrated: true, pageView: false });
    expect(html).not.toContain("speculationrules");
  });
});
