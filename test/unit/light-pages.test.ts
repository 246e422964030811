// The pieces of issue 21 that need no browser: which pages hydrate, and the inline script text.
import { describe, expect, it } from "vitest";
import {
  pageScriptConfig,
  pageScriptSource,
  SCROLL_THRESHOLD,
} from "~/page-delivery/browser/page-script";
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
