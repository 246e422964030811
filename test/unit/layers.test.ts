// Layers point one way (docs/architecture.md): HTTP code calls domain code, never the reverse. Domain
// logic (worker/services) and data access (db) must stay usable from a page loader, a cron job or
// a test, so they may not import the API, the Worker's HTTP routes or Hono.
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
