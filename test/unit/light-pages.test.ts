// The pieces of issue 21 that need no browser: which pages hydrate, and the inline script text.
import { describe, expect, it } from "vitest";
import { pageHydrates } from "~/lib/page-handle";
import { pageScriptConfig, pageScriptSource, SCROLL_THRESHOLD } from "~/lib/page-script";
import { SPECULATION_EXCLUDED_PATHS, speculationRulesSource } from "~/lib/speculation-rules";

describe("pageHydrates", () => {
  it("is true unless a route of the page opts out in its handle", () => {
    expect(pageHydrates([{ handle: undefined }, { handle: { other: true } }])).toBe(true);
    expect(pageHydrates([{ handle: undefined }, { handle: { hydrate: false } }])).toBe(false);
    // Only `false` opts out: anything else keeps the page hydrated.
    expect(pageHydrates([{ handle: { hydrate: "no" } }, { handle: null }])).toBe(true);
  });

  it("asks a handle's function with the route's loader data (/blog hydrates for the owner only)", () => {
    const handle = { hydrate: (data: unknown) => (data as { owner: boolean }).owner };
    expect(pageHydrates([{ handle: undefined }, { handle, loaderData: { owner: true } }])).toBe(
      true,
    );
    expect(pageHydrates([{ handle: undefined }, { handle, loaderData: { owner: false } }])).toBe(
      false,
    );
  });
});

describe("the page script's text", () => {
  const source = pageScriptSource(pageScriptConfig({ hydrated: false, pageView: true }));

  it("is one valid expression that calls the page script with its config", () => {
    expect(() => new Function(source)).not.toThrow();
    expect(source).toContain(`"scrollThreshold":${SCROLL_THRESHOLD}`);
    expect(source).toContain('"hydrated":false');
  });

  it("cannot end its <script> element early or open a comment", () => {
    for (const text of [source, speculationRulesSource()]) {
      expect(text).not.toMatch(/<\/script/i);
      expect(text).not.toContain("<!--");
    }
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
