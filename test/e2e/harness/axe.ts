// axe-core accessibility checks in a page. The site's CSP forbids inline scripts, so the page's
// context must be opened with `bypassCSP: true` for axe's <script> tag.
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE_PATH = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

export interface AxeViolation {
  id: string;
  help: string;
  targets: unknown[];
}

/** Violations in the whole document, or only under `selector`. */
export async function axeViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async (scope) => {
    type Result = {
      violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown[] }> }>;
    };
    const { axe } = window as unknown as { axe: { run(context: unknown): Promise<Result> } };
    const results = await axe.run(scope ? { include: [scope] } : document);
    return results.violations.map((v) => ({
      id: v.id,
      help: v.help,
      targets: v.nodes.map((n) => n.target),
    }));
  }, selector ?? null);
}
