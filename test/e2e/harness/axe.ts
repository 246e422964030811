// axe-core accessibility checks, run under the site's real Content-Security-Policy. The CSP rightly
// refuses an inline <script> without the page's nonce, so axe's source is evaluated through the
// DevTools protocol (page.evaluate), which script-src does not govern, instead of a script tag.
// No context needs `bypassCSP`: a CSP that blocks the site's own scripts fails the tests.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { expect } from "vitest";

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

/** Violations in the whole document, or only under `selector`. */
export async function axeViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (scope) => {
    const { axe } = window as unknown as {
      axe: { run(context: unknown): Promise<{ violations: AxeViolation[] }> };
    };
    const results = await axe.run(scope ? { include: [scope] } : document);
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target,
        html: n.html,
        failureSummary: n.failureSummary,
      })),
    }));
  }, selector ?? null);
}

function describeViolations(label: string, violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ${v.help}\n` +
        v.nodes
          .map(
            (n) =>
              `    ${JSON.stringify(n.target)} ${n.html.slice(0, 160)}\n      ${n.failureSummary ?? ""}`,
          )
          .join("\n"),
    )
    .join("\n");
}

/** Fails with every violation's rule, elements and advice, in the document or under `selector`. */
export async function expectNoAxeViolations(page: Page, label: string, selector?: string) {
  const violations = await axeViolations(page, selector);
  expect(
    violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target) })),
    describeViolations(label, violations),
  ).toEqual([]);
}
