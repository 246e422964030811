// docs/decisions/0001-business-facts.md: the shop's facts live only in app/content/business.ts, so the owner
// edits one file. A page that spells the street, the phone number, the email or the founding
// year itself goes stale the day they change.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { business } from "~/content/business";

const root = resolve(import.meta.dirname, "../..");
const SOURCE = /\.(ts|tsx|js|mjs|jsx)$/;
const ALLOWED = new Set(["app/content/business.ts"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !ALLOWED.has(file) && !/\.test\.tsx?$/.test(file));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const streetWord = business.address.streetName.split(" ")[0];
const localDigits = business.phone.e164.slice(-7);

const FACTS: Array<[string, RegExp]> = [
  ["street", new RegExp(`\\b${escapeRegExp(streetWord)}\\b`)],
  ["street number", new RegExp(`\\b${escapeRegExp(business.address.street.split(" ")[0])}\\s`)],
  ["phone number", new RegExp(`${localDigits.slice(0, 3)}\\D?${localDigits.slice(3)}`)],
  ["email", new RegExp(escapeRegExp(business.email), "i")],
  ["founding year", new RegExp(`\\b${business.foundedYear}\\b`)],
];

describe("business facts", () => {
  const files = ["app", "worker"].flatMap(sourceFiles);

  it("finds the sources it scans", () => {
    expect(files).toContain("app/routes/about.tsx");
    expect(files).toContain("worker/index.ts");
  });

  it.each(FACTS)("no page or module outside business.ts spells the %s", (_fact, pattern) => {
    const offenders = files.filter((file) => pattern.test(readFileSync(join(root, file), "utf8")));
    expect(offenders).toEqual([]);
  });
});

describe("typical prices", () => {
  // Every page shows them as they are written here, so they share one format.
  it.each(Object.entries(business.priceRanges))(
    "%s is written in whole dollars as $low-$high, with + when open-ended",
    (_service, range) => {
      expect(range).toMatch(/^\$\d+-\$\d+\+?$/);
    },
  );
});
