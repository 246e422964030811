// A light page's stylesheet keeps the utility rules of the classes it shows and the custom
// properties those rules use; everything else of the stylesheet stays whole (app/page-delivery/server/page-stylesheet.ts).
import { describe, expect, it } from "vitest";
import {
  classesIn,
  pageStylesheet,
  type SplitStylesheet,
  splitStylesheet,
} from "~/page-delivery/server/page-stylesheet";

// The shape of Tailwind 4's output, minified as the build writes it.
const CSS = [
  "/*! tailwindcss */",
  '@layer properties{@supports (-webkit-hyphens:none){*,:before,:after{--tw-shadow:0 0 #0000;--tw-blur:initial;--tw-content:""}}}',
  "@layer theme{:root{--color-accent:#8b5e34}}",
  "@layer base{*{margin:0}}",
  "@layer utilities{",
  ".flex{display:flex}",
  ".shadow-sm{--tw-shadow:0 1px 2px #0001;box-shadow:var(--tw-shadow)}",
  ".blur{--tw-blur:blur(8px);filter:var(--tw-blur)}",
  ".sm\\:grid-cols-2{@media (width>=40rem){grid-template-columns:repeat(2,minmax(0,1fr))}}",
  ".\\[\\&_h2\\]\\:mt-12{& h2{margin-top:3rem}}",
  ".after\\:content-\\[\\'\\}\\'\\]{&:after{--tw-content:'}';content:var(--tw-content)}}",
  ".group-open\\:hidden{&:is(:where(.group):is([open]) *){display:none}}",
  "}",
  "@font-face{font-family:Inter Fallback;src:local(Arial)}",
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-blur{syntax:"*";inherits:false}',
  '@property --tw-content{syntax:"*";inherits:false;initial-value:""}',
].join("");

describe("a light page's stylesheet", () => {
  const split = splitStylesheet(CSS) as SplitStylesheet;

  it("splits every utility rule, braces inside escaped selectors and strings included", () => {
    expect(split.utilities.map((r) => r.classes)).toEqual([
      ["flex"],
      ["shadow-sm"],
      ["blur"],
      ["sm:grid-cols-2"],
      ["[&_h2]:mt-12"],
      ["after:content-['}']"],
      ["group-open:hidden"],
    ]);
  });

  it("keeps the rules of the classes shown, and the properties they use", () => {
    const css = pageStylesheet(split, new Set(["flex", "shadow-sm", "[&_h2]:mt-12"]));
    expect(css).toContain(".flex{display:flex}");
    expect(css).toContain(".shadow-sm{");
    expect(css).toContain("& h2{margin-top:3rem}");
    expect(css).not.toContain(".blur{");
    expect(css).not.toContain("grid-cols-2");
    expect(css).toContain("@property --tw-shadow{");
    expect(css).not.toContain("@property --tw-blur");
    expect(css).toContain("--tw-shadow:0 0 #0000;");
    expect(css).not.toContain("--tw-blur:initial");
    // The theme, the base layer and the fallback faces stay whole.
    expect(css).toContain("@layer theme{:root{--color-accent:#8b5e34}}");
    expect(css).toContain("@layer base{*{margin:0}}");
    expect(css).toContain("@font-face{font-family:Inter Fallback");
  });

  it("gives the whole stylesheet back when a page shows every class", () => {
    const all = new Set(split.utilities.flatMap((r) => r.classes));
    // The same text, but for a `;` after the fallback's last declaration.
    expect(pageStylesheet(split, all).replaceAll(";}", "}")).toBe(CSS);
  });

  it("answers a repeated class list from its memory, and each other list with its own rules", () => {
    const first = pageStylesheet(split, new Set(["flex", "blur"]));
    // Many other pages in between, more than it keeps.
    for (let i = 0; i < 40; i++) pageStylesheet(split, new Set(["flex", `x-${i}`]));
    expect(pageStylesheet(split, new Set(["blur", "flex"]))).toBe(first);
    expect(first).toContain(".blur{");
    expect(pageStylesheet(split, new Set(["flex"]))).not.toContain(".blur{");
  });

  it("drops the properties fallback when nothing uses it", () => {
    const css = pageStylesheet(split, new Set(["flex"]));
    expect(css).not.toContain("@layer properties");
    expect(css).not.toContain("@property");
  });

  it("reads class names from the HTML as the browser does (entities decoded)", () => {
    const html = `<div class="flex  [&amp;_h2]:mt-12"><p class="after:content-[&#x27;}&#x27;]">x</p><p data-class="blur">`;
    expect([...classesIn(html)].sort()).toEqual(["[&_h2]:mt-12", "after:content-['}']", "flex"]);
  });

  it("splits the unminified stylesheet the dev server and the test Worker serve", () => {
    const dev = [
      "/*! tailwindcss */",
      "@layer properties {\n  @supports (-webkit-hyphens: none) {\n    *, :before, :after {\n      --tw-shadow: 0 0 #0000;\n      --tw-blur: initial;\n    }\n  }\n}",
      "@layer utilities {\n  .flex {\n    display: flex;\n  }\n  .shadow-sm {\n    --tw-shadow: 0 1px 2px #0001;\n    box-shadow: var(--tw-shadow);\n  }\n  .blur {\n    filter: var(--tw-blur);\n  }\n}",
      '@property --tw-shadow {\n  syntax: "*";\n  inherits: false;\n}',
      '@property --tw-blur {\n  syntax: "*";\n  inherits: false;\n}',
    ].join("\n");
    const devSplit = splitStylesheet(dev) as SplitStylesheet;
    expect(devSplit.utilities.map((r) => r.classes)).toEqual([["flex"], ["shadow-sm"], ["blur"]]);
    const css = pageStylesheet(devSplit, new Set(["flex", "shadow-sm"]));
    expect(css).toContain("display: flex;");
    expect(css).toContain("box-shadow: var(--tw-shadow);");
    expect(css).not.toContain("filter:");
    expect(css).toContain("@property --tw-shadow {");
    expect(css).not.toContain("@property --tw-blur");
    expect(css).toContain("--tw-shadow: 0 0 #0000;");
    expect(css).not.toContain("--tw-blur: initial");
  });

  it("keeps a stylesheet without utilities whole, and refuses one it cannot split", () => {
    expect(splitStylesheet("@layer base{*{margin:0}}")).toBeNull();
    expect(() => splitStylesheet("@layer utilities{.flex{display:flex}")).toThrow(/Unbalanced/);
  });
});
