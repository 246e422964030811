// Screenshots for people to look at: written to $SCREENSHOT_DIR when it is set, skipped otherwise.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";

// `viewport`: a page as the visitor sees it now (a modal dialog over it), not the whole length.
export async function screenshot(
  target: Page | Locator,
  name: string,
  { viewport = false }: { viewport?: boolean } = {},
): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const fullPage = "goto" in target && !viewport ? { fullPage: true } : {};
  await target.screenshot({ path: join(dir, `${name}.png`), ...fullPage });
}
