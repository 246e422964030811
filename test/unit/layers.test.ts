// Layers point one way (docs/architecture.md): HTTP code calls domain code, never the reverse. Domain
// logic (worker/services) and data access (db) must stay usable from a page loader, a cron job or
// a test, so they may not import the API, the Worker's HTTP routes or Hono. app/lib is what the
// browser and the Worker share, so it reaches nothing on the server; and no module imports itself
// through others (a cycle), which would make the order of loading decide what a module sees.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const GUARDED_DIRS = ["worker/services", "db"];
const FORBIDDEN_DIRS = ["worker/api", "worker/routes"];
const FORBIDDEN_PACKAGES = /^(hono|@hono\/[^/]+)(\/|$)/;
// tsconfig.json's path aliases, so `~worker/api/http` counts like `../api/http`.
const ALIASES: Record<string, string> = { "~/": "app/", "~worker/": "worker/", "~db/": "db/" };

// Static imports and re-exports (`import x from "m"`, `import "m"`, `export * from "m"`) and
// dynamic `import("m")`, comments included: a commented-out import would be dead code anyway.
const SPECIFIER = /\b(?:from|import)\s*\(?\s*["']([^"']+)["']/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(m?[jt]sx?)$/.test(entry.name) ? [path] : [];
  });
}

/** The repository-relative path an import points at, or null for a package. */
function target(file: string, specifier: string): string | null {
  for (const [alias, dir] of Object.entries(ALIASES))
    if (specifier.startsWith(alias)) return dir + specifier.slice(alias.length);
  if (specifier.startsWith(".")) return relative(ROOT, resolve(ROOT, dirname(file), specifier));
  return null;
}

function forbiddenImports(file: string, source: string): string[] {
  const found: string[] = [];
  for (const [, specifier] of source.matchAll(SPECIFIER)) {
    if (!specifier) continue;
    const path = target(file, specifier);
    const forbidden =
      path === null
        ? FORBIDDEN_PACKAGES.test(specifier)
        : FORBIDDEN_DIRS.some((dir) => path === dir || path.startsWith(`${dir}/`));
    if (forbidden) found.push(`${file} imports "${specifier}"`);
  }
  return found;
}

describe("layers point one way", () => {
  it("worker/services and db import nothing from worker/api, worker/routes or Hono", () => {
    const files = GUARDED_DIRS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(10);
    const offences = files.flatMap((file) =>
      forbiddenImports(file, readFileSync(join(ROOT, file), "utf8")),
    );
    expect(offences).toEqual([]);
  });

  it("recognises every way of reaching the HTTP layer", () => {
    const file = "worker/services/example.ts";
    const source = [
      'import type { MiddlewareHandler } from "hono";',
      'import { HTTPException } from "hono/http-exception";',
      'import { zValidator } from "@hono/zod-validator";',
      'import { jsonError } from "../api/http";',
      'export { api } from "~worker/api";',
      'const seo = await import("../routes/seo-files");',
      'import { listPosts } from "./blog";',
      'import { database } from "~db/client";',
      'import { z } from "zod";',
      'import { honorific } from "honorific";',
    ].join("\n");
    expect(forbiddenImports(file, source)).toEqual([
      `${file} imports "hono"`,
      `${file} imports "hono/http-exception"`,
      `${file} imports "@hono/zod-validator"`,
      `${file} imports "../api/http"`,
      `${file} imports "~worker/api"`,
      `${file} imports "../routes/seo-files"`,
    ]);
  });
});

// ---- app/lib is the floor the browser and the Worker share (docs/architecture.md) ----

const APP_LIB = "app/lib";
// The one way up: the admin's typed client reads the API's types (erased from the bundle).
const API_TYPES = "worker/api";

// Every import of a file with whether it is type-only: `import type`, `export type`.
const STATEMENT =
  /\b(import|export)\s+(type\s+)?(?:[^"';]*?\s+from\s+)?["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;

function importsOf(source: string): { specifier: string; typeOnly: boolean }[] {
  return [...source.matchAll(STATEMENT)].map((m) => ({
    specifier: (m[3] ?? m[4]) as string,
    typeOnly: Boolean(m[2]),
  }));
}

const under = (path: string, dir: string) => path === dir || path.startsWith(`${dir}/`);

function serverImports(file: string, source: string): string[] {
  return importsOf(source).flatMap(({ specifier, typeOnly }) => {
    const path = target(file, specifier);
    if (path === null || !(under(path, "worker") || under(path, "db"))) return [];
    if (typeOnly && under(path, API_TYPES)) return [];
    return [`${file} imports "${specifier}"`];
  });
}

// ---- no import cycles over app/, worker/ and db/ ----

const GRAPH_DIRS = ["app", "worker", "db"];
const EXTENSIONS = ["", ".ts", ".tsx", ".js", "/index.ts", "/index.tsx"];

/** The source file an import resolves to among `files`, or null (a package, a generated type). */
function resolveFile(from: string, specifier: string, files: ReadonlySet<string>): string | null {
  const path = target(from, specifier);
  if (path === null) return null;
  for (const ext of EXTENSIONS) if (files.has(path + ext)) return path + ext;
  return null;
}

type Graph = Map<string, string[]>;

function importGraph(sources: Map<string, string>): Graph {
  const files = new Set(sources.keys());
  const graph: Graph = new Map();
  for (const [file, source] of sources) {
    const edges = importsOf(source).flatMap(({ specifier }) => {
      const to = resolveFile(file, specifier, files);
      return to && to !== file ? [to] : [];
    });
    graph.set(file, [...new Set(edges)]);
  }
  return graph;
}

/** Each cycle once, as the files around it (Tarjan's strongly connected components). */
function cycles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const to of graph.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file) as number, low.get(to) as number));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file) as number, index.get(to) as number));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

const read = (files: string[]) =>
  new Map(files.map((f) => [f, readFileSync(join(ROOT, f), "utf8")] as const));

describe("app/lib is pure", () => {
  it("app/lib imports nothing from worker/ or db/ (types of the API client excepted)", () => {
    const files = sourceFiles(APP_LIB);
    expect(files.length).toBeGreaterThan(20);
    const offences = [...read(files)].flatMap(([file, source]) => serverImports(file, source));
    expect(offences).toEqual([]);
  });

  it("tells a server import from the API client's types", () => {
    const file = "app/lib/example.ts";
    const source = [
      'import type { Api } from "~worker/api";',
      'import type { ApiError } from "../../worker/api/http";',
      'import { api } from "~worker/api";',
      'import type { BlogPost } from "~db/schema";',
      'import { database } from "../../db/client";',
      'export { freeTimes } from "~worker/services/booking/availability";',
      'const m = await import("~worker/services/markdown");',
      'import { z } from "zod";',
      'import { shopDay } from "./shop-time";',
    ].join("\n");
    expect(serverImports(file, source)).toEqual([
      `${file} imports "~worker/api"`,
      `${file} imports "~db/schema"`,
      `${file} imports "../../db/client"`,
      `${file} imports "~worker/services/booking/availability"`,
      `${file} imports "~worker/services/markdown"`,
    ]);
  });
});

describe("no import cycles", () => {
  it("app/, worker/ and db/ import each other without a cycle", () => {
    const sources = read(GRAPH_DIRS.flatMap(sourceFiles));
    const graph = importGraph(sources);
    // The graph is real: the API's routers reach the services, the services the repositories.
    const edges = [...graph.values()].reduce((n, e) => n + e.length, 0);
    expect(edges).toBeGreaterThan(500);
    expect(graph.get("worker/api/index.ts")).toContain("worker/api/blog.ts");
    expect(cycles(graph)).toEqual([]);
  });

  it("finds a cycle through aliases, relative paths and type-only imports", () => {
    const sources = new Map([
      ["app/lib/a.ts", 'import { b } from "./b";'],
      ["app/lib/b.ts", 'import type { C } from "~db/c";'],
      ["db/c.ts", 'export { a } from "../app/lib/a.ts";'],
      ["db/d.ts", 'import { c } from "./c";'],
      ["worker/e.ts", 'import { e } from "./e";'],
    ]);
    expect(cycles(importGraph(sources))).toEqual([["app/lib/a.ts", "app/lib/b.ts", "db/c.ts"]]);
  });
});
