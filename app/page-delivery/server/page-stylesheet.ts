// Each page served without hydration carries only the CSS it uses
// (docs/decisions/0093-first-round-trip.md). Such a page never renders anything in the browser
// that the server did not send (no React; the page script toggles attributes and the portfolio's
// enlarged view is server-rendered too), so the utility rules of the classes in its HTML are all
// it can need. The content stylesheet is split once per isolate; a render then keeps the utility
// rules whose class the page shows, and the custom properties (`@property` and their fallbacks)
// that the kept rules use. Everything else (the theme, the base layer, components, the fallback
// font faces) stays whole.

interface Rule {
  /** The class names in the rule's own selector (unescaped), e.g. `sm:grid-cols-2`. */
  classes: string[];
  css: string;
}

export interface SplitStylesheet {
  /** The stylesheet with the utilities layer, `@property` rules and the fallbacks cut out. */
  before: string;
  after: string;
  utilities: Rule[];
  /** `@property --tw-x{...}` rules by property name. */
  properties: Array<{ name: string; css: string }>;
  /** The `@layer properties` fallback's wrapper and its declarations, by property name. */
  fallback: { open: string; close: string; declarations: Array<{ name: string; css: string }> };
}

/** The index just past the block that opens at `open` (a `{`), skipping quoted strings. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  let quote = "";
  for (let i = open; i < css.length; i++) {
    const ch = css[i];
    // An escaped character, in a string or in a selector (`.content-\[\'\'\]`).
    if (ch === "\\") i++;
    else if (quote) {
      if (ch === quote) quote = "";
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === "{") depth++;
    else if (ch === "}" && --depth === 0) return i + 1;
  }
  throw new Error("Unbalanced braces in the stylesheet");
}

/** Top-level rules of a block's contents. */
function rulesOf(css: string): string[] {
  const rules: string[] = [];
  let start = 0;
  while (start < css.length) {
    const open = css.indexOf("{", start);
    if (open === -1) break;
    const end = blockEnd(css, open);
    rules.push(css.slice(start, end));
    start = end;
  }
  return rules;
}

const CLASS_IN_SELECTOR = /\.((?:\\.|[\w-])+)/g;
const unescapeCss = (s: string) => s.replace(/\\(.)/g, "$1");

/** The block that `opening` (ending in its `{`) starts, with the index of that brace. */
function blockAt(
  css: string,
  opening: RegExp,
): { start: number; open: number; end: number } | null {
  const m = opening.exec(css);
  if (!m) return null;
  const open = m.index + m[0].length - 1;
  return { start: m.index, open, end: blockEnd(css, open) };
}

/**
 * Splits a built Tailwind stylesheet once; `pageStylesheet` then picks what a page needs. A
 * stylesheet without a utilities layer (the test Worker's CSS, which no Tailwind build has
 * processed) has nothing to pick from: null, and pages get it whole.
 */
export function splitStylesheet(css: string): SplitStylesheet | null {
  const utilitiesBlock = blockAt(css, /@layer utilities\s*\{/);
  if (!utilitiesBlock) return null;
  const utilities = rulesOf(css.slice(utilitiesBlock.open + 1, utilitiesBlock.end - 1)).map(
    (rule) => ({
      classes: [...rule.slice(0, rule.indexOf("{")).matchAll(CLASS_IN_SELECTOR)].map((m) =>
        unescapeCss(m[1] ?? ""),
      ),
      css: rule,
    }),
  );
  let rest = `${css.slice(0, utilitiesBlock.start)}\u0000${css.slice(utilitiesBlock.end)}`;

  const properties: SplitStylesheet["properties"] = [];
  rest = rest.replace(/@property\s+(--[\w-]+)\s*\{[^}]*\}/g, (rule, name: string) => {
    properties.push({ name, css: rule });
    return "";
  });

  const fallback: SplitStylesheet["fallback"] = { open: "", close: "", declarations: [] };
  const layer = blockAt(rest, /@layer properties\s*\{/);
  if (layer) {
    const text = rest.slice(layer.start, layer.end);
    // `@layer properties{@supports (...){*,:before,...{--tw-a:0;--tw-b:initial}}}`
    const [, open, declarations, close] = /^(.*\{[^{}]*\{)([^{}]*)(\}.*)$/s.exec(text) ?? [];
    if (open && declarations && close) {
      fallback.open = open;
      fallback.close = close;
      fallback.declarations = declarations
        .split(";")
        .filter((d) => d.trim())
        .map((d) => ({ name: d.slice(0, d.indexOf(":")).trim(), css: `${d};` }));
      rest = `${rest.slice(0, layer.start)}\u0001${rest.slice(layer.end)}`;
    }
  }
  const [before, after] = rest.split("\u0000") as [string, string];
  return { before, after, utilities, properties, fallback };
}

const decodeAttribute = (s: string) =>
  s
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/** Every class name in a document's `class` attributes. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of decodeAttribute(m[1] ?? "").split(/\s+/)) if (name) classes.add(name);
  return classes;
}

// A page shows the same classes render after render (a cache miss, the owner's view, another
// query): its stylesheet is made once per isolate and class list, for the last few lists.
const RECENT_STYLESHEETS = 32;
const recent = new WeakMap<SplitStylesheet, Map<string, string>>();

/** The stylesheet for a page that shows these classes. */
export function pageStylesheet(split: SplitStylesheet, classes: ReadonlySet<string>): string {
  const key = [...classes].sort().join(" ");
  let made = recent.get(split);
  if (!made) {
    made = new Map();
    recent.set(split, made);
  }
  const known = made.get(key);
  if (known !== undefined) return known;
  const css = stylesheetFor(split, classes);
  if (made.size >= RECENT_STYLESHEETS) made.delete(made.keys().next().value as string);
  made.set(key, css);
  return css;
}

function stylesheetFor(split: SplitStylesheet, classes: ReadonlySet<string>): string {
  const utilities = split.utilities
    .filter((r) => r.classes.length === 0 || r.classes.some((c) => classes.has(c)))
    .map((r) => r.css)
    .join("");
  const withoutFallback = `${split.before}@layer utilities{${utilities}}${split.after}`;
  // A custom property stays when anything kept reads or sets it.
  const used = (name: string) => withoutFallback.includes(`${name}`);
  const properties = split.properties.filter((p) => used(p.name)).map((p) => p.css);
  const declarations = split.fallback.declarations.filter((d) => used(d.name)).map((d) => d.css);
  const fallback = declarations.length
    ? `${split.fallback.open}${declarations.join("")}${split.fallback.close}`
    : "";
  return withoutFallback.replace("\u0001", fallback) + properties.join("");
}
