// Serves the production build for the browser tests (test/support/built-site.ts).
import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { startBuiltSite } from "../../support/built-site.ts";
import { CHROMIUM_PATH } from "../../support/chromium.ts";
import { isCI } from "../../support/ci.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    skipReason: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    const reason = `Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium)`;
    if (isCI()) throw new Error(`${reason}: browser tests must run under CI.`);
    console.warn(`\n[e2e] SKIPPING browser tests: ${reason}.\n`);
    project.provide("skipReason", reason);
    project.provide("baseURL", "");
    return;
  }
  project.provide("skipReason", "");
  const site = await startBuiltSite("e2e", { emailRetries: 0 });
  project.provide("baseURL", site.baseURL);
  return site.stop;
}
