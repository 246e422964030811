// `npm run dev` serves pages the way production does (docs/decisions/0101-page-delivery.md): the
// same mode per route, /contact's tools hydrated as islands from their entry (here its source
// file, through Vite's dev server), and light pages with no React Router client. Starts the real
// dev server (with `predev`'s local setup) on a free port, and stops it afterwards.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeBrowser, e2eSkipReason, launchBrowser } from "./harness/browser";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let dev: ChildProcess | undefined;
let origin = "";
let browser: Browser | undefined;

describe.skipIf(e2eSkipReason())("npm run dev", () => {
  beforeAll(async () => {
    const port = await freePort();
    origin = `http://localhost:${port}`;
    // npm runs `predev` (worker/dev/setup-local.mjs) first, as for a person starting the site.
    dev = spawn("npm", ["run", "dev", "--", "--port", String(port), "--strictPort"], {
      stdio: "ignore",
      detached: true,
    });
    const deadline = Date.now() + 90_000;
    for (;;) {
      const ok = await fetch(`${origin}/about`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline || dev.exitCode !== null)
        throw new Error("dev server did not start");
      await new Promise((r) => setTimeout(r, 500));
    }
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await closeBrowser(browser);
    // The whole process group: npm, React Router's CLI and Vite's workerd.
    if (dev?.pid) process.kill(-dev.pid, "SIGTERM");
  });

  it("serves /about as a light page: the page script, no React Router client", async () => {
    const html = await (await fetch(`${origin}/about`)).text();
    expect(html).toMatch(/<html\b[^>]*data-hydrate="false"/);
    expect(html).not.toMatch(/type="module"|rel="modulepreload"|__reactRouterContext/);
    expect(html).toContain('"src":"/app/page-delivery/browser/page-script.ts"');
  });

  it("serves /contact as an island page: its islands' wake and entry, no React Router client", async () => {
    const html = await (await fetch(`${origin}/contact`)).text();
    expect(html).toMatch(/<html\b[^>]*data-islands="contact"/);
    expect(html).not.toContain("__reactRouterContext");
    // No module runs with the page: the wake imports the entry on the first touch.
    expect(html).not.toMatch(/<script\b[^>]*type="module"/);
    expect(html).toContain('"src":"/app/page-delivery/browser/island-wake.ts"');
    expect(html).toContain('"entry":"/@id/__x00__virtual:browser-modules/dev-island/contact"');
  });

  it("in Chromium, /contact hydrates its islands without React Router and /about runs the page script", async () => {
    const page = await (browser as Browser).newPage();
    const errors: string[] = [];
    page.on("pageerror", (err) => errors.push(String(err)));
    try {
      await page.goto(`${origin}/contact`);
      // The first touch of an island wakes them all.
      await page.waitForSelector("html[data-page-script]", { timeout: 30_000 });
      await page.getByLabel("First name").focus();
      await page.waitForSelector("html[data-hydrated]", { timeout: 30_000 });
      expect(
        await page.evaluate(
          () => typeof (window as { __reactRouterContext?: unknown }).__reactRouterContext,
        ),
      ).toBe("undefined");
      await page.goto(`${origin}/about`);
      await page.waitForSelector('html[data-hydrate="false"][data-page-script="ready"]', {
        timeout: 30_000,
      });
      expect(await page.locator("html[data-hydrated]").count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
