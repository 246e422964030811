// One Debian Chromium for the browser tests (no downloaded browsers on these machines).
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { inject } from "vitest";
import type { SiteBuild } from "../../support/built-site.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../support/chromium.ts";

export function e2eSkipReason(): string {
  const reason = inject("skipReason");
  if (reason) console.warn(`[e2e] skipped: ${reason}`);
  return reason;
}

export function baseURL(): string {
  return inject("baseURL");
}

/** The production build the shared site serves, for a file that starts a site of its own. */
export function siteBuild(): SiteBuild {
  return inject("build");
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export interface PageOptions {
  width?: number;
  height?: number;
  javaScriptEnabled?: boolean;
  // Headless Chromium announces itself as "HeadlessChrome", which analytics rightly treats as a bot.
  asPerson?: boolean;
  // The visitor's address as Cloudflare would pass it (keys the public write limit).
  clientAddress?: string;
}

export const PERSON_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

export async function openPage(
  browser: Browser,
  opts: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
    userAgent: opts.asPerson ? PERSON_USER_AGENT : undefined,
    extraHTTPHeaders: opts.clientAddress ? { "CF-Connecting-IP": opts.clientAddress } : undefined,
  });
  try {
    return { context, page: await context.newPage() };
  } catch (err) {
    await context.close();
    throw err;
  }
}

/** Runs `use` in a fresh context and page, and closes the context afterwards even if `use` fails. */
export async function withPage<T>(
  browser: Browser,
  opts: PageOptions,
  use: (session: { context: BrowserContext; page: Page }) => Promise<T>,
): Promise<T> {
  const session = await openPage(browser, opts);
  try {
    return await use(session);
  } finally {
    await session.context.close();
  }
}

/** For afterAll: closes the contexts a describe block kept open, then the browser, whatever fails. */
export async function closeBrowser(
  browser: Browser | undefined,
  ...contexts: Array<BrowserContext | undefined>
): Promise<void> {
  try {
    await Promise.all(contexts.map((context) => context?.close()));
  } finally {
    await browser?.close();
  }
}

/** Signs the owner in through the local dev sign-in, as a person would. */
export async function signInAsOwner(page: Page): Promise<void> {
  await page.goto("/api/dev/sign-in?returnTo=/admin");
  await page.waitForURL("**/admin");
}

/**
 * Waits until the page is as interactive as it gets: React has hydrated it (root.tsx marks
 * <html data-hydrated>) or, on a page served without hydration (<html data-hydrate="false">),
 * the page script has run (app/page-delivery/browser/page-script.ts marks <html data-page-script>).
 */
export async function waitForHydration(page: Page): Promise<void> {
  // A page made of islands wakes them on the first touch (app/page-delivery/browser/island-wake.ts);
  // a test that is not about waking (test/e2e/island-wake.test.ts is) wakes them once the page's
  // modules have run.
  if (await page.evaluate(() => "islands" in document.documentElement.dataset)) {
    await page.waitForSelector("html[data-page-script]", { timeout: 15_000 });
    await page.evaluate(() => document.dispatchEvent(new Event("islands:wake")));
  }
  await page.waitForSelector('html[data-hydrated], html[data-hydrate="false"][data-page-script]', {
    timeout: 15_000,
  });
}
