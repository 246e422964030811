// The shop's facts as the owner's API holds them: browser tests that change Shop settings read
// them first and put them back afterwards, so the shared site is left as they found it.
import type { Page } from "playwright-core";

/** The facts now, read through the signed-in owner's page. */
export function readShopFacts(page: Page): Promise<unknown> {
  return page.evaluate(
    async () => ((await (await fetch("/api/admin/shop")).json()) as { facts: unknown }).facts,
  );
}

/** Puts back facts read with readShopFacts. */
export async function restoreShopFacts(page: Page, facts: unknown): Promise<void> {
  await page.evaluate(
    async (facts) =>
      fetch("/api/admin/shop", {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(facts),
      }),
    facts,
  );
}
