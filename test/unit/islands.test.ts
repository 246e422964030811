// Islands hydrate with React alone (docs/decisions/0095-islands.md): nothing in an island entry's
// module graph, lazy imports included, may import React Router, whose runtime the island pages
// leave out. The graph is walked from the source, through `~/` and relative imports.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const APP = path.join(ROOT, "app");
const ISLANDS = path.join(APP, "page-delivery/browser/islands");

// Value imports only (`import type` and `export type` are erased): static, re-exports, lazy.
const IMPORT =
  /(?:^|[;\s])(?:import(?!\s+type\b)[\s\w{},*$]*?from\s*|import\s*|export(?!\s+type\b)[\s\w{},*$]*?from\s*|import\s*\(\s*)["']([^"']+)["']/g;

function resolveFile(base: string): string | undefined {
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

/** Every bare package a module imports, however deep through our own files, and by which file. */
function packagesOf(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8").replace(/\/\/.*$/gm, "");
    for (const [, spec] of source.matchAll(IMPORT)) {
      const local = spec.startsWith("~/")
        ? path.join(APP, spec.slice(2))
        : spec.startsWith(".")
          ? path.resolve(path.dirname(file), spec)
          : undefined;
      if (local === undefined) {
        if (!packages.has(spec)) packages.set(spec, path.relative(ROOT, file));
        continue;
      }
      // CSS and other assets have no imports of their own to follow.
      const resolved = resolveFile(local.replace(/\?.*$/, ""));
      if (resolved && /\.tsx?$/.test(resolved)) queue.push(resolved);
    }
  }
  return packages;
}

const reactRouter = (spec: string) => /^(react-router|@react-router\/)/.test(spec);

const entries = existsSync(ISLANDS)
  ? readdirSync(ISLANDS)
      .filter((f) => f.endsWith(".island.tsx"))
      .map((f) => path.join(ISLANDS, f))
  : [];

describe("island entries", () => {
  it("exist", () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  it("the walk finds React Router where it is imported deep down (the page's root)", () => {
    const found = [...packagesOf(path.join(APP, "root.tsx")).keys()];
    expect(found.some(reactRouter)).toBe(true);
    expect(found).toContain("react");
  });

  it.each(entries.map((e) => [path.relative(ROOT, e), e]))(
    "%s imports nothing from React Router, however deep",
    (_name, entry) => {
      const packages = packagesOf(entry);
      expect(packages.has("react-dom/client")).toBe(true);
      const routerImports = [...packages].filter(([spec]) => reactRouter(spec));
      expect(routerImports.map(([spec, file]) => `${file} imports ${spec}`)).toEqual([]);
    },
  );
});
