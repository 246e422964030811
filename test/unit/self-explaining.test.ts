// The repository explains itself (docs/architecture.md): comments and docs cite the decision
// records in docs/decisions/, never planning documents that a person who clones the repository
// does not have.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const SCANNED = ["app", "worker", "db", "test", "scripts", "docs", "README.md"];
const TEXT_FILE = /\.(m?[jt]sx?|css|md|sql|toml|json|html)$/;
// The outside documents by name, and the short forms used to cite their sections ("spec 9",
// "spec §4", "decisions 13").
const OUTSIDE_CITATION =
  /\b(?:spec|decisions|conventions|design)\.md\b|\bstack-notes\b|\b(?:spec|decisions)\s*§?\s*\d/i;

function files(path: string): string[] {
  if (!existsSync(join(ROOT, path))) return [];
  const entries = readdirSync(join(ROOT, path), { withFileTypes: true });
  return entries.flatMap((entry) => {
    const child = join(path, entry.name);
    if (entry.isDirectory()) return files(child);
    return TEXT_FILE.test(entry.name) ? [child] : [];
  });
}

function scannedFiles(): string[] {
  return SCANNED.flatMap((path) => (TEXT_FILE.test(path) ? [path] : files(path)));
}

/** "file:line: text" for every line citing an outside document. */
function outsideCitations(path: string, source: string): string[] {
  return source
    .split("\n")
    .flatMap((line, i) =>
      OUTSIDE_CITATION.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : [],
    );
}

describe("citations", () => {
  it("recognises a citation of an outside document in any of its forms", () => {
    const sample = [
      "// 200 words a minute (spec 9)",
      "// see decisions.md section 4",
      "// (decisions 13)",
      "// spec §2",
      "// a quirk (stack-notes.md)",
      "// the layout (conventions.md)",
      "// the record (docs/decisions/0004-forms.md)",
    ].join("\n");
    expect(outsideCitations("x.ts", sample)).toHaveLength(6);
  });

  it("finds no file under app/, worker/, db/, test/, scripts/, docs/ or the README citing one", () => {
    const all = scannedFiles().filter((path) => path !== "test/unit/self-explaining.test.ts");
    expect(all.length).toBeGreaterThan(100);
    const found = all.flatMap((path) =>
      outsideCitations(path, readFileSync(join(ROOT, path), "utf8")),
    );
    expect(found).toEqual([]);
  });

  it("cites only decision records that exist", () => {
    const records = new Set(readdirSync(join(ROOT, "docs/decisions")));
    const missing = scannedFiles().flatMap((path) =>
      [
        ...readFileSync(join(ROOT, path), "utf8").matchAll(
          /docs\/decisions\/(\d{4}-[a-z0-9-]+\.md)/g,
        ),
      ]
        .map((m) => m[1] ?? "")
        .filter((name) => !records.has(name))
        .map((name) => `${path}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("lists every decision record in the index of docs/architecture.md, once", () => {
    const index = readFileSync(join(ROOT, "docs/architecture.md"), "utf8");
    const records = readdirSync(join(ROOT, "docs/decisions")).filter((n) => n.endsWith(".md"));
    expect(records.length).toBeGreaterThan(20);
    const notListedOnce = records.filter(
      (name) => index.split(`](decisions/${name})`).length - 1 !== 1,
    );
    expect(notListedOnce).toEqual([]);
    const numbers = records.map((name) => name.slice(0, 4));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });
});
