// The pieces of issue 21 that need no browser: how pages run, and the inline bootstraps' text.
import { describe, expect, it } from "vitest";
import { SCROLL_THRESHOLD } from "~/page-delivery/browser/page-script";
import { loadAfterFirstPaint } from "~/page-delivery/server/after-paint";
import {
  BRAND_FONTS_KEY,
  brandFontsScript,
  FONT_WARMUP_DELAY_MS,
  splitBrandFonts,
} from "~/page-delivery/server/brand-fonts";
import { pageHydrates, pageMode } from "~/page-delivery/server/page-handle";
import {
  SPECULATION_EXCLUDED_PATHS,
  speculationRulesSource,
} from "~/page-delivery/server/speculation-rules";

describe("pageMode", () => {
  it("is the router's client unless a route of the page declares otherwise", () => {
    expect(pageMode([{ handle: undefined }, { handle: { other: true } }])).toEqual({
      mode: "router",
    });
    expect(pageHydrates([{ handle: undefined }, { handle: { browser: "light" } }])).toBe(false);
    expect(pageMode([{ handle: { browser: { light: ["gallery"] } } }])).toEqual({
      mode: "light",
      modules: ["gallery"],
    });
    expect(pageMode([{ handle: { browser: { island: "contact" } } }])).toEqual({
      mode: "island",
      island: "contact",
    });
    // Only a mode it knows takes the page off the router: anything else keeps it hydrated.
    expect(pageHydrates([{ handle: { browser: "no" } }, { handle: null }])).toBe(true);
    expect(pageHydrates([{ handle: { hydrate: false } }])).toBe(true);
  });

  it("takes the deepest route's declaration", () => {
    const matches = [{ handle: { browser: "light" } }, { handle: { browser: "router" } }];
    expect(pageHydrates(matches)).toBe(true);
    expect(pageHydrates([...matches].reverse())).toBe(false);
  });

  it("asks a handle's function with the route's loader data (light for visitors, a tool for the owner)", () => {
    const handle = {
      browser: (data: unknown) => ((data as { owner: boolean }).owner ? "router" : "light"),
    };
    expect(pageHydrates([{ handle: undefined }, { handle, loaderData: { owner: true } }])).toBe(
      true,
    );
    expect(pageHydrates([{ handle: undefined }, { handle, loaderData: { owner: false } }])).toBe(
      false,
    );
  });
});

describe("the inline bootstraps' text", () => {
  const files = [
    { src: "/scripts/gallery-0123abcd.js" },
    { src: "/scripts/page-89abcdef.js", data: { hydrated: "false", pageView: "true" } },
  ];
  const loader = loadAfterFirstPaint(files);
  const fonts = splitBrandFonts(
    '@font-face{font-family:"Inter Variable";src:url(/assets/inter-1.woff2)}b{color:red}',
  );
  const fontsScript = brandFontsScript("n0nce", fonts, "/scripts/fonts-00112233.js");
  const fontsSource = /^<script nonce="n0nce">([\s\S]*)<\/script>$/.exec(fontsScript)?.[1] ?? "";

  it("is one valid expression that calls the loader with the page's modules, in order", () => {
    expect(() => new Function(loader)).not.toThrow();
    expect(loader.endsWith(`(${JSON.stringify(files)})`)).toBe(true);
    expect(loader).toContain("requestAnimationFrame");
    // The browser modules are imported, never made from a function's text.
    expect(loader).toContain("import(x.src)");
    expect(loader).not.toMatch(/type="module"/);
  });

  it("the brand fonts' bootstrap is one valid expression with the faces, URLs and module", () => {
    expect(fonts.urls).toEqual(["/assets/inter-1.woff2"]);
    expect(() => new Function(fontsSource)).not.toThrow();
    expect(fontsSource).toContain('"/assets/inter-1.woff2"');
    expect(fontsSource).toContain(`"${BRAND_FONTS_KEY}",${FONT_WARMUP_DELAY_MS},`);
    expect(fontsSource).toContain('"/scripts/fonts-00112233.js"');
  });

  it("cannot end its <script> element early or open a comment", () => {
    const hostile = loadAfterFirstPaint([{ src: "/x.js", data: { a: "</script><!--" } }]);
    for (const text of [loader, hostile, fontsSource, speculationRulesSource()]) {
      expect(text).not.toMatch(/<\/script/i);
      expect(text).not.toContain("<!--");
    }
  });

  it("the page script is a module whose default export takes the loader's data", async () => {
    const page = await import("~/page-delivery/browser/page-script");
    expect(typeof page.default).toBe("function");
    expect(SCROLL_THRESHOLD).toBe(100);
  });

  it("keeps the owner's pages, the API and private bookings out of Speculation Rules", () => {
    const rules = JSON.parse(speculationRulesSource());
    for (const kind of ["prerender", "prefetch"]) {
      const [rule] = rules[kind];
      expect(rule.eagerness).toBe("moderate");
      expect(rule.where.and[1].not.href_matches).toEqual([...SPECULATION_EXCLUDED_PATHS]);
    }
    for (const path of ["/admin", "/admin/*", "/seo-dashboard", "/api/*", "/booking/*"])
      expect(SPECULATION_EXCLUDED_PATHS).toContain(path);
  });
});
